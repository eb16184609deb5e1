"""Irregularly spelled words (RF.2.3f, RF.3.3d): words such as said, could, thought and enough that
do not sound the way their letters usually do, read in sentences and told apart from spellings that
follow the sounds.

Bank ``irregular-words``: each word with its grade, a sentence it finishes, two words that cannot
finish that sentence, and two spellings written by sound.
"""

from __future__ import annotations

from collections.abc import Callable

from educontent.generation.banks import load_bank
from educontent.generation.items import ExactAnswer, WordPuzzleContent
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import Wrong, choice_draft, fill_draft, text_features
from educontent.generation.kit.types import FB, MC, WP
from educontent.generation.reading.foundations.word_sounds._common import by_grade
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

Builder = Callable[[GenerationContext], Draft]

_BANDS = "spellings to choose among: easy 3, medium and hard 4 (the word and its sound spellings, or words that do not fit)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""

_CODES = {2: "RF.2.3f", 3: "RF.3.3d"}


def _word(ctx: GenerationContext) -> dict:
    grade = min(max(ctx.grade, 2), 3)
    return pick(ctx.rng, [w for w in load_bank("reading", "irregular-words")["words"] if w["grade"] == grade])


def _letters(word: str) -> str:
    return "-".join(word)


def spelling_choice(ctx: GenerationContext) -> Draft:
    w = _word(ctx)
    if ctx.rng.random() < 0.5:
        wrong = [
            Wrong(
                m,
                "spelled-by-sound",
                f"That spelling follows the sounds, but this word is spelled {_letters(w['word'])}.",
            )
            for m in w["misspellings"]
        ]
        question = f'Which spelling of the missing word is right? "{w["sentence"]}"'
        key = f"spelling:{w['word']}"
    else:
        wrong = [
            Wrong(o, "does-not-make-sense", f'"{o}" does not make sense in the sentence.') for o in w["wrong"]
        ]
        question = f'Which word finishes the sentence? "{w["sentence"]}"'
        key = f"fits:{w['word']}"
    return choice_draft(
        ctx,
        question,
        w["word"],
        wrong,
        f'"{w["word"]}" does not sound the way its letters usually do, so learn it by sight: {_letters(w["word"])}. '
        f'"{w["sentence"].replace("___", w["word"])}"',
        key=key,
        standard=by_grade(ctx, _CODES),
    )


def sentence_fill(ctx: GenerationContext) -> Draft:
    w = _word(ctx)
    options = [w["word"], *w["wrong"]]
    ctx.rng.shuffle(options)
    return fill_draft(
        w["sentence"],
        w["word"],
        f'"{w["sentence"].replace("___", w["word"])}" is the only one that makes sense.',
        bank=options,
        instructions="Read the sentence. Write the word from the box that finishes it.",
        features=text_features("identify", words=14),
        key=f"fits:{w['word']}",
        standard=by_grade(ctx, _CODES),
    )


def misspelling_puzzle(ctx: GenerationContext) -> Draft:
    w = _word(ctx)
    candidates = [w["word"], *w["misspellings"][: 1 + min(ctx.level.rank, 1)]]
    ctx.rng.shuffle(candidates)
    return Draft(
        content=WordPuzzleContent(
            instructions="Circle the word that is spelled correctly.",
            puzzle_kind="misspelling",
            prompt=f'Which spelling is right for the missing word? "{w["sentence"]}"',
            candidates=candidates,
            hint="This word does not sound the way it looks.",
        ),
        answer=ExactAnswer(
            value=w["word"],
            display=w["word"],
            explanation=f"The word is spelled {_letters(w['word'])}. The other spellings follow the sounds, "
            "but this word is spelled in an unusual way.",
        ),
        features=text_features("identify", words=16),
        key=f"spelling:{w['word']}",
        standard=by_grade(ctx, _CODES),
    )


_BUILDERS: dict[str, Builder] = {MC: spelling_choice, FB: sentence_fill, WP: misspelling_puzzle}


@generator(content_types=set(_BUILDERS), levels=Levels("form", _BANDS))
def irregular_words(ctx: GenerationContext) -> Draft:
    return _BUILDERS[ctx.content_type](ctx)
