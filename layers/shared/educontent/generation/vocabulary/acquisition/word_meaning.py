"""Word meanings from the grade-levelled ``words`` bank (L.K.6 through L.8.6, and the context clues of
L.1.4a through L.8.4a): what a word means, which word has a meaning, what a word means in its
example sentence, matching words to definitions, and the word that completes a sentence when its
meaning is given.

Wrong answers are the definitions of (or the words for) other bank words of the skill, never a
synonym or antonym of the target; when one of the word's antonyms is a bank word, its definition is
offered as the tempting opposite.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Literal

from pydantic import Field

from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import (
    Wrong,
    blank_word,
    choice_draft,
    distinct_pairs,
    fill_draft,
    level_pool,
    matching_draft,
    pairs_size,
    shuffled,
    text_features,
    word_count,
)
from educontent.generation.kit.types import FB, MC, MT
from educontent.generation.registry import Draft, GenerationContext, Levels, NoSuchForm, generator
from educontent.generation.vocabulary.acquisition._words import (
    WordsParams,
    opposite_in_bank,
    unrelated,
    word_level,
    words_for,
)

Ask = Literal["definition", "word", "context"]


class WordMeaningParams(WordsParams):
    choice: list[Ask] = Field(
        default_factory=lambda: ["definition", "word"],
        min_length=1,
        description="Multiple-choice forms: the word's definition, the word for a definition, or the "
        "word's meaning in its example sentence.",
    )


_BANDS = (
    "words mostly (7 items in 10) of the level's length: easy up to 6 letters, medium 7 to 9, hard 10 or "
    "more; matching: easy 3 pairs, medium and hard 4"
)
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, MT, FB}, params=WordMeaningParams, levels=Levels("text", _BANDS))
def word_meaning(ctx: GenerationContext) -> Draft:
    pool = words_for(ctx.params, ctx.grade)
    entry = pick(ctx.rng, level_pool(ctx.rng, pool, word_level, ctx.level.rank))
    if ctx.content_type == MC:
        return _CHOICES[pick(ctx.rng, ctx.params.choice)](ctx, entry, pool)
    return _BUILDERS[ctx.content_type](ctx, entry, pool)


def _wrong_meanings(ctx: GenerationContext, entry: dict, pool: list[dict]) -> list[Wrong]:
    """Other words' definitions (the same part of speech first), the opposite's definition first."""
    wrong: list[Wrong] = []
    opposite = opposite_in_bank(entry)
    if opposite is not None:
        wrong.append(
            Wrong(
                opposite["definition"],
                "opposite-meaning",
                f'That is what "{opposite["word"]}" means, the opposite of "{entry["word"]}".',
            )
        )
    others = unrelated(entry, pool)
    same = [o for o in others if o["partOfSpeech"] == entry["partOfSpeech"]]
    for other in shuffled(ctx.rng, same if len(same) >= 3 else others)[:6]:
        wrong.append(
            Wrong(other["definition"], "confused-with-another-word", f'That is what "{other["word"]}" means.')
        )
    return wrong


def _meaning(ctx: GenerationContext, entry: dict, pool: list[dict], *, in_sentence: bool = False) -> Draft:
    """What the word means, asked alone or (``in_sentence``) in its example sentence."""
    word, meaning = entry["word"], entry["definition"]
    if in_sentence:
        asked = f'Read the sentence.\n\n"{entry["example"]}"\n\nWhat does "{word}" mean in this sentence?'
        why = f'The rest of the sentence gives clues. Here "{word}" means "{meaning}".'
        options = {"task": "reason", "steps": 2, "instructions": "Use the clues in the sentence."}
        key = f"{word}:context"
    else:
        asked, key, options = f'What does the word "{word}" mean?', f"{word}:definition", {}
        why = f'"{word.capitalize()}" means "{meaning}". Example: {entry["example"]}'
    return choice_draft(ctx, asked, meaning, _wrong_meanings(ctx, entry, pool), why, key=key, **options)


def _word(ctx: GenerationContext, entry: dict, pool: list[dict]) -> Draft:
    word = entry["word"]
    others = unrelated(entry, pool)
    same = [o for o in others if o["partOfSpeech"] == entry["partOfSpeech"]]
    wrong = [
        Wrong(
            o["word"], "confused-with-another-word", f'"{o["word"].capitalize()}" means "{o["definition"]}".'
        )
        for o in shuffled(ctx.rng, same if len(same) >= 3 else others)[:6]
    ]
    opposite = opposite_in_bank(entry)
    if opposite is not None:
        wrong.insert(
            0,
            Wrong(
                opposite["word"],
                "opposite-meaning",
                f'"{opposite["word"].capitalize()}" means the opposite: "{opposite["definition"]}".',
            ),
        )
    return choice_draft(
        ctx,
        f'Which word means "{entry["definition"]}"?',
        word,
        wrong,
        f'"{word.capitalize()}" means "{entry["definition"]}". Example: {entry["example"]}',
        key=f"{word}:word",
    )


def _matching(ctx: GenerationContext, entry: dict, pool: list[dict]) -> Draft:
    chosen = [entry]
    for other in shuffled(ctx.rng, pool):
        if len(chosen) < pairs_size(ctx) and all(not _close(other, c) for c in chosen):
            chosen.append(other)
    pairs = distinct_pairs(ctx.rng, [(c["word"], c["definition"]) for c in chosen], len(chosen))
    if len(pairs) < 3:
        raise NoSuchForm("too few words to match")
    return matching_draft(
        ctx,
        pairs,
        prompt="Match each word to its meaning.",
        instructions="Draw a line from each word to what it means.",
        why="; ".join(f'"{a}" means "{b}"' for a, b in pairs) + ".",
        key="match:" + ",".join(sorted(a for a, _ in pairs)),
    )


def _close(a: dict, b: dict) -> bool:
    return not unrelated(a, [b]) or a["definition"] == b["definition"]


def _fill(ctx: GenerationContext, entry: dict, pool: list[dict]) -> Draft:
    word = entry["word"]
    same = [o for o in unrelated(entry, pool) if o["partOfSpeech"] == entry["partOfSpeech"]]
    others = same if len(same) >= 3 else unrelated(entry, pool)
    bank = shuffled(ctx.rng, [word, *(o["word"] for o in ctx.rng.sample(others, 3))])
    text = f'The missing word means "{entry["definition"]}".\n\n{blank_word(entry["example"], word)}'
    return fill_draft(
        text,
        word,
        f'"{word.capitalize()}" means "{entry["definition"]}", so it completes the sentence: {entry["example"]}',
        bank=bank,
        instructions="Choose the word from the word bank that has the meaning given and completes the sentence.",
        features=text_features("word-problem", words=word_count(text), steps=2),
        key=f"{word}:fill",
    )


_CHOICES: dict[str, Callable[[GenerationContext, dict, list[dict]], Draft]] = {
    "definition": _meaning,
    "word": _word,
    "context": partial(_meaning, in_sentence=True),
}
_BUILDERS: dict[str, Callable[[GenerationContext, dict, list[dict]], Draft]] = {MT: _matching, FB: _fill}
