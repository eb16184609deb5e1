"""Reasoning about length units: the best estimate of an everyday thing's length (typical lengths
are data, ``md-length.json``), and why a shorter unit takes more of them."""

from __future__ import annotations

from educontent.generation.banks import load_bank
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import words_draft
from educontent.generation.kit.grammar import plural, with_article
from educontent.generation.kit.people import roster
from educontent.generation.kit.picture_forms import Mistake
from educontent.generation.math.md._units import measured
from educontent.generation.math.md.length.params import LengthParams
from educontent.generation.registry import Draft, GenerationContext

BIGGER_UNIT = {"inches": "feet", "centimeters": "meters", "feet": "inches", "meters": "centimeters"}


def estimate(ctx: GenerationContext, p: LengthParams, mode: str) -> Draft:
    """About how long is an everyday thing, with a sensible unit."""
    rng = ctx.rng
    estimates = load_bank("math", "md-length")["estimates"]
    obj = pick(rng, tuple(estimates))
    unit, value = pick(rng, estimates[obj])
    answer = measured(value, unit)
    swapped = BIGGER_UNIT[unit]
    small_unit = unit in ("inches", "centimeters")
    mistakes: list[Mistake] = [
        (
            measured(value, swapped),
            "used-a-unit-that-is-too-long" if small_unit else "used-a-unit-that-is-too-short",
            f"{with_article(obj).capitalize()} is not {measured(value, swapped)} long; {swapped} are much {'longer' if small_unit else 'shorter'} than {unit}.",
        ),
        (
            f"{value * 10} {unit}",
            "estimate-far-too-big",
            f"{value * 10} {unit} is about ten times too long for {with_article(obj)}.",
        ),
    ]
    if value >= 5:
        small = max(1, value // 5)
        mistakes.append(
            (
                measured(small, unit),
                "estimate-far-too-small",
                f"{with_article(obj).capitalize()} is much longer than that.",
            )
        )
    else:
        mistakes.append(
            (f"{value * 20} {unit}", "estimate-far-too-big", f"That is far too long for {with_article(obj)}.")
        )
    return words_draft(
        ctx,
        f"About how long is {with_article(obj)}?",
        answer,
        f"Think of things you know: an inch is about the width of a thumb, a centimeter about the width of a "
        f"fingertip, a foot about a long ruler and a meter about a big step. {with_article(obj).capitalize()} is about {answer} long.",
        mistakes,
        f"{with_article(obj).capitalize()} is about ___ long.",
        task="reason",
        magnitude=len(str(value)),
        key=f"estimate:{obj}:{unit}",
        codes=("2.MD.A.3",),
        instructions="Choose the best estimate.",
    )


def unit_size(ctx: GenerationContext, p: LengthParams, mode: str) -> Draft:
    """Measuring one thing with a short and a long unit: which takes more?"""
    rng = ctx.rng
    small, big = pick(
        rng,
        (
            ("paper clip", "pencil"),
            ("cube", "straw"),
            ("centimeter", "meter"),
            ("inch", "foot"),
            ("bead", "crayon"),
        ),
    )
    smalls, bigs = plural(small), plural(big)
    who = pick(rng, roster("roster-1"))
    obj = pick(rng, ("table", "rug", "bookshelf", "hallway"))
    answer = f"more {smalls}"
    return words_draft(
        ctx,
        f"{who} measures {with_article(obj)} with {smalls} and then with {bigs}. "
        f"{with_article(small).capitalize()} is shorter than {with_article(big)}. "
        f"Will {who} need more {smalls}, more {bigs}, or the same number of each?",
        answer,
        f"The {obj} stays the same length. A shorter unit fits more times, so it takes more {smalls} than {bigs}.",
        [
            (f"more {bigs}", "thought-bigger-units-fit-more-times", "Longer units fit fewer times."),
            (
                "the same number of each",
                "thought-unit-size-does-not-matter",
                "Different-size units give different counts.",
            ),
        ],
        f"To measure the same {obj}, {who} needs ___ ({with_article(small)} is shorter than {with_article(big)}).",
        task="reason",
        key=f"unitsize:{small}:{obj}",
        codes=("2.MD.A.2",),
        instructions="Think about the size of the unit.",
    )
