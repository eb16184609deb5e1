"""Kindergarten print concepts: naming capital and small letters, putting letters in ABC order,
tracing them, and following print from left to right (RF.K.1a, RF.K.1d).

Bank ``letters``: capital and small letters, look-alikes, tracing hints and short sentences for
following print.
"""

from __future__ import annotations

from collections.abc import Callable

from educontent.generation.banks import load_bank
from educontent.generation.items import ExactAnswer, WordPuzzleContent
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_draft,
    matching_draft,
    ordering_draft,
    pairs_size,
    skill_code,
    text_features,
)
from educontent.generation.kit.types import MC, MT, OR, WP
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

_BANDS = "letters to put in ABC order: easy 3, medium 4, hard 5; pairs to match: easy 3, medium and hard 4; choices: 3 on kindergarten and easy first-grade items, otherwise 4"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, MT, OR, WP}, levels=Levels("steps", _BANDS))
def letters(ctx: GenerationContext) -> Draft:
    bank = load_bank("reading", "letters")
    return _BUILDERS.get(ctx.content_type, _tracing)(ctx, bank)


def _choice(ctx: GenerationContext, bank: dict) -> Draft:
    form = ctx.rng.randrange(3)
    if form == 2:
        return _print_question(ctx, pick(ctx.rng, bank["printSentences"]))
    e = pick(ctx.rng, bank["letters"])
    return _small_letter(ctx, e) if form == 0 else _capital_letter(ctx, bank, e)


def _small_letter(ctx: GenerationContext, e: dict) -> Draft:
    wrong = [
        Wrong(c, "look-alike-letter", f'"{c}" is a different letter that looks a bit like "{e["lower"]}".')
        for c in e["confuse"]
    ]
    return _case_choice(ctx, e, "lower", wrong)


def _capital_letter(ctx: GenerationContext, bank: dict, e: dict) -> Draft:
    by_lower = {entry["lower"]: entry for entry in bank["letters"]}
    wrong = [
        Wrong(
            by_lower[c]["upper"],
            "look-alike-letter",
            f'"{by_lower[c]["upper"]}" is the capital for "{c}", a letter that looks a bit like "{e["lower"]}".',
        )
        for c in e["confuse"]
    ]
    return _case_choice(ctx, e, "upper", wrong)


_CASES = {"lower": ("small", "lowercase"), "upper": ("capital", "uppercase")}


def _case_choice(ctx: GenerationContext, e: dict, asked: str, wrong: list[Wrong]) -> Draft:
    """Which ``asked`` ("lower" or "upper") letter goes with ``e`` shown in the other case."""
    given = "upper" if asked == "lower" else "lower"
    name, long_name = _CASES[asked]
    other = _CASES[given][0]
    return choice_draft(
        ctx,
        f'Which is the {name} ({long_name}) letter for {other} "{e[given]}"?',
        e[asked],
        wrong,
        f"{other.capitalize()} {e[given]} and {name} {e[asked]} are the same letter. {e['hint']}",
        key=f"{asked}:{e[given]}",
        standard="RF.K.1d",
    )


def _matching(ctx: GenerationContext, bank: dict) -> Draft:
    chosen = ctx.rng.sample(bank["letters"], pairs_size(ctx))
    pairs = [(e["upper"], e["lower"]) for e in chosen]
    return matching_draft(
        ctx,
        pairs,
        prompt="Match each capital letter to its small letter.",
        instructions="Draw a line from each capital letter to its partner.",
        why="A capital letter and its small letter have the same name. "
        + " ".join(f"{a} goes with {b}." for a, b in pairs),
        key="case:" + "".join(sorted(a for a, _ in pairs)),
        standard="RF.K.1d",
    )


def _ordering(ctx: GenerationContext, bank: dict) -> Draft:
    rng, entries = ctx.rng, bank["letters"]
    size = 3 + ctx.level.rank
    start = rng.randrange(26 - size - 1) if rng.random() < 0.5 else None
    if start is not None:
        chosen = entries[start : start + size + 1]
        chosen = sorted(rng.sample(chosen, size), key=lambda e: e["lower"])
    else:
        chosen = sorted(rng.sample(entries, size), key=lambda e: e["lower"])
    case = "upper" if rng.random() < 0.5 else "lower"
    in_order = [e[case] for e in chosen]
    return ordering_draft(
        rng,
        in_order,
        instructions="Write the letters in ABC order.",
        prompt="Put these letters in ABC order.",
        order_by="ABC order",
        why="Sing or say the ABC song and notice which letter comes first. "
        + f"In the alphabet, {', then '.join(in_order)}.",
        features=text_features("represent", words=size, steps=size - 1),
        key="abc:" + "".join(in_order).lower(),
        standard="RF.K.1d",
    )


def _tracing(ctx: GenerationContext, bank: dict) -> Draft:
    e = pick(ctx.rng, bank["letters"])
    pair = f"{e['upper']}{e['lower']}"
    return Draft(
        content=WordPuzzleContent(
            instructions="Trace the letters, then write them on your own.",
            puzzle_kind="tracing",
            prompt=f"Trace capital {e['upper']} and small {e['lower']}.",
            words=[pair],
            hint=e["hint"],
            copies=3,
        ),
        answer=ExactAnswer(
            value=pair,
            display=f"{e['upper']} {e['lower']}",
            explanation=f"Start at the top and follow the arrows. {e['hint']}",
        ),
        features=text_features("recall", words=2),
        key=f"trace:{e['upper']}",
        standard=skill_code(ctx, "RF.K.1d"),
    )


def _print_question(ctx: GenerationContext, sentence: str) -> Draft:
    words = sentence.rstrip(".!?").split()
    if ctx.rng.random() < 0.5:
        return _first_word(ctx, sentence, words)
    i = ctx.rng.randrange(1, len(words) - 1)
    before, target, after = words[i - 1], words[i], words[i + 1]
    wrong = [
        Wrong(before, "read-right-to-left", f'"{before}" comes before "{target}", on its left side.'),
        Wrong(
            words[0] if words[0] not in (target, after) else words[-1],
            "lost-place",
            "That word is not next to it.",
        ),
    ]
    return choice_draft(
        ctx,
        f'In this sentence, which word comes right after "{target}"? "{sentence}"',
        after,
        [w for w in wrong if w.text not in (after, target)],
        f'Point to "{target}" and move your finger one word to the right. The next word is "{after}".',
        key=f"after:{sentence}:{i}",
        standard="RF.K.1a",
    )


def _first_word(ctx: GenerationContext, sentence: str, words: list[str]) -> Draft:
    correct, last = words[0], words[-1]
    wrong = [
        Wrong(
            last, "read-right-to-left", "That is the last word. We read from left to right, so it comes last."
        ),
        Wrong(words[len(words) // 2], "started-in-the-middle", "That word is in the middle of the sentence."),
    ]
    return choice_draft(
        ctx,
        f'Which word do you read first in this sentence? "{sentence}"',
        correct,
        wrong,
        f'We read from left to right. Put your finger on the first word on the left: "{correct}".',
        key=f"first:{sentence}",
        standard="RF.K.1a",
    )


_BUILDERS: dict[str, Callable[[GenerationContext, dict], Draft]] = {
    MC: _choice,
    MT: _matching,
    OR: _ordering,
}
