"""Phonics spelling patterns: consonant digraphs (grade 1, RF.1.3a, RF.1.3b) and vowel teams (grade 2,
RF.2.3b), read in whole words, written into partial words and spotted among misspellings.

Bank ``phonics-patterns``: words with their pattern, a meaning clue and, for vowel teams,
hand-checked misspellings that are not real words.
"""

from __future__ import annotations

from collections.abc import Callable

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.items import ExactAnswer, WordPuzzleContent
from educontent.generation.kit.choose import pick
from educontent.generation.kit.modes import one_of
from educontent.generation.kit.text_forms import Wrong, choice_draft, fill_draft, skill_code, text_features
from educontent.generation.kit.types import FB, MC, WP
from educontent.generation.kit.word_puzzles import scramble
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

PatternParams = one_of(("digraphs", "vowel-teams"), field="set", name="PatternParams")


_BANDS = "spellings to choose among (the right one and its misspellings): easy 3, medium and hard 4"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, FB, WP}, params=PatternParams, levels=Levels("form", _BANDS))
def phonics_patterns(ctx: GenerationContext) -> Draft:
    bank = load_bank("reading", "phonics-patterns")
    info = bank["sets"][ctx.params.set]
    words = [w for w in bank["words"] if w["set"] == ctx.params.set]
    w = pick(ctx.rng, words)
    return _BUILDERS.get(ctx.content_type, _puzzle)(ctx, w, words, info)


def _code(ctx: GenerationContext) -> str:
    """The standard for the pattern itself."""
    return "RF.1.3a" if ctx.params.set == "digraphs" else "RF.2.3b"


def _decoding(ctx: GenerationContext) -> str:
    """The standard for reading whole words."""
    return "RF.1.3b" if ctx.params.set == "digraphs" else "RF.2.3b"


def _frame(word: dict) -> str:
    return word["word"].replace(word["pattern"], "___", 1)


def _choice(ctx: GenerationContext, w: dict, words: list[dict], info: dict) -> Draft:
    if ctx.rng.random() < 0.5:
        return _pattern_mc(ctx, w, words)
    return _clue_mc(ctx, w, words, info)


def _pattern_mc(ctx: GenerationContext, w: dict, words: list[dict]) -> Draft:
    rng = ctx.rng
    same = [o for o in words if o["pattern"] == w["pattern"] and o["word"] != w["word"]]
    example = pick(rng, same)
    others = [o for o in words if w["pattern"] not in o["word"]]
    wrong = [
        Wrong(
            o["word"],
            "different-pattern",
            f'"{o["word"]}" is spelled with "{o["pattern"]}", not "{w["pattern"]}".',
        )
        for o in rng.sample(others, 3)
    ]
    if ctx.params.set == "digraphs":
        question = f'Which word has the "{w["pattern"]}" sound, like in "{example["word"]}"?'
        why = f'Say each word. "{w["word"]}" has the "{w["pattern"]}" sound, just like "{example["word"]}".'
    else:
        question = f'Which word is spelled with the vowel team "{w["pattern"]}", like "{example["word"]}"?'
        why = f'Look for the letters "{w["pattern"]}" together. "{w["word"]}" has them, just like "{example["word"]}".'
    return choice_draft(ctx, question, w["word"], wrong, why, key=f"has:{w['word']}", standard=_code(ctx))


def _clue_mc(ctx: GenerationContext, w: dict, words: list[dict], info: dict) -> Draft:
    frame = _frame(w)
    near = [o for o in words if o["word"] != w["word"] and _frame(o) == frame]
    wrong = [Wrong(o["word"], "mixed-up-pattern", f'"{o["word"]}" means "{o["clue"]}".') for o in near]
    for p in info["patterns"]:
        made = frame.replace("___", p)
        if p != w["pattern"] and made not in {o["word"] for o in words} and len(wrong) < 3:
            wrong.append(
                Wrong(
                    made,
                    "mixed-up-pattern",
                    f'"{made}" has "{p}" instead of "{w["pattern"]}", so it is not the word.',
                )
            )
    ctx.rng.shuffle(wrong)
    return choice_draft(
        ctx,
        f'Which word means "{w["clue"]}"?',
        w["word"],
        wrong,
        f'Read each word by blending its sounds. "{w["word"]}" (with "{w["pattern"]}") means "{w["clue"]}".',
        key=f"{w['word']}",
        standard=_decoding(ctx),
    )


def _fill(ctx: GenerationContext, w: dict, words: list[dict], info: dict) -> Draft:
    options = [w["pattern"], *ctx.rng.sample([p for p in info["patterns"] if p != w["pattern"]], 3)]
    ctx.rng.shuffle(options)
    return fill_draft(
        f'Add {info["label"]} to make a word that means "{w["clue"]}": {_frame(w)}',
        w["pattern"],
        f'Try each choice and read the word. "{w["word"]}" means "{w["clue"]}", so the missing '
        f'letters are "{w["pattern"]}".',
        bank=options,
        header="Letters",
        instructions="Write the letters that complete the word.",
        display=f"{w['pattern']} ({w['word']})",
        features=text_features("identify", words=12),
        key=f"{w['word']}",
        standard=skill_code(ctx, _code(ctx)),
    )


def _puzzle(ctx: GenerationContext, w: dict, words: list[dict], info: dict) -> Draft:
    rng = ctx.rng
    if ctx.params.set == "vowel-teams" and rng.random() < 0.5:
        return _misspelling(ctx, w)
    if rng.random() < 0.5:
        return _scramble(ctx, w)
    return _puzzle_draft(
        ctx,
        w,
        WordPuzzleContent(
            instructions="Write the missing letters.",
            puzzle_kind="missing-letters",
            prompt=f'Fill in the missing letters to make a word that means "{w["clue"]}".',
            partial_word=w["word"].replace(w["pattern"], "_" * len(w["pattern"]), 1),
            hint=f"The missing letters are {info['label']}.",
        ),
        f'Read the word with each choice. "{w["word"]}" means "{w["clue"]}", so the missing letters are '
        f'"{w["pattern"]}".',
        text_features("recall", words=8),
        _code(ctx),
    )


def _misspelling(ctx: GenerationContext, w: dict) -> Draft:
    candidates = [w["word"], *ctx.rng.sample(w["misspellings"], 2 + min(ctx.level.rank, 1))]
    ctx.rng.shuffle(candidates)
    return _puzzle_draft(
        ctx,
        w,
        WordPuzzleContent(
            instructions="Circle the word that is spelled correctly.",
            puzzle_kind="misspelling",
            prompt=f'Which spelling is right for the word that means "{w["clue"]}"?',
            candidates=candidates,
            hint=f'Look for the vowel team "{w["pattern"]}".',
        ),
        f'"{w["word"]}" spells its vowel sound with the team "{w["pattern"]}". '
        "The other spellings are not real words.",
        text_features("identify", words=len(candidates) + 6),
        _code(ctx),
    )


def _scramble(ctx: GenerationContext, w: dict) -> Draft:
    return _puzzle_draft(
        ctx,
        w,
        WordPuzzleContent(
            instructions="Unscramble the letters to make a word.",
            puzzle_kind="scramble",
            prompt=f'Unscramble the letters to make a word that means "{w["clue"]}".',
            scrambled=scramble(ctx.rng, w["word"]),
            hint=f'The word has "{w["pattern"]}" in it.',
        ),
        f'Find the letters "{w["pattern"]}" and keep them together, then place the other letters. '
        f'The word is "{w["word"]}".',
        text_features("compute", words=8, steps=2),
        _decoding(ctx),
    )


def _puzzle_draft(
    ctx: GenerationContext, w: dict, content: WordPuzzleContent, why: str, features: Features, code: str
) -> Draft:
    return Draft(
        content=content,
        answer=ExactAnswer(value=w["word"], display=w["word"], explanation=why),
        features=features,
        key=f"{w['word']}",
        standard=skill_code(ctx, code),
    )


_BUILDERS: dict[str, Callable[[GenerationContext, dict, list[dict], dict], Draft]] = {MC: _choice, FB: _fill}
