"""Change stories: someone gets more (add to) or gives some away (take from), with the result,
the change or the start unknown."""

from __future__ import annotations

from educontent.generation.math.oa.word_problems.story import (
    ADD_WRONG,
    SUB_WRONG,
    Setting,
    Story,
    StoryParams,
)
from educontent.generation.registry import GenerationContext


def add_to(ctx: GenerationContext, p: StoryParams, s: Setting, unknown: str) -> Story:
    """Someone gives more: the result, the change or the start unknown."""
    x, y, things, noun = s.x, s.y, s.things, s.noun
    a, b = s.two_parts(ctx.rng)
    c = a + b
    if unknown == "change":
        text = (
            f"{x} has {a} {noun(a)}. {y} gives {x} some more. Now {x} has {c} {noun(c)}. "
            f"How many {things} did {y} give {x}?"
        )
        return Story(
            text,
            b,
            f"{a} + ___ = {c}",
            f"{x} had {a} and ended with {c}. Count up from {a} to {c}, or subtract: {c} - {a} = {b}.",
            [
                (c + a, SUB_WRONG, "Adding makes more than the total."),
                (c, "copied-the-total", "This is how many there are now."),
            ],
            (a, c),
        )
    if unknown == "start":
        text = (
            f"{x} has some {things}. {y} gives {x} {b} more. Now {x} has {c} {noun(c)}. "
            f"How many {things} did {x} have at first?"
        )
        return Story(
            text,
            a,
            f"___ + {b} = {c}",
            f"Something plus {b} makes {c}. Take the {b} back away: {c} - {b} = {a}. Check: {a} + {b} = {c}.",
            [
                (c + b, SUB_WRONG, "Adding makes more than the total."),
                (c, "copied-the-total", "This is how many there are now."),
            ],
            (b, c),
        )
    text = f"{x} has {a} {noun(a)}. {y} gives {x} {b} more. How many {things} does {x} have now?"
    return Story(
        text,
        c,
        f"{a} + {b} = ___",
        f"{x} gets more, so add: {a} + {b} = {c}.",
        [(abs(a - b), ADD_WRONG, "Getting more means adding.")],
        (a, b),
    )


def take_from(ctx: GenerationContext, p: StoryParams, s: Setting, unknown: str) -> Story:
    """Someone gives some away: the result, the change or the start unknown."""
    x, y, things, noun = s.x, s.y, s.things, s.noun
    a, b = s.whole_and_part(ctx.rng)
    c = a - b
    if unknown == "change":
        text = (
            f"{x} has {a} {noun(a)}. {x} gives some to {y}. Now {x} has {c} {noun(c)}. "
            f"How many {things} did {x} give to {y}?"
        )
        return Story(
            text,
            b,
            f"{a} - ___ = {c}",
            f"{x} went from {a} to {c}. The part given away is {a} - {c} = {b}. Check: {a} - {b} = {c}.",
            [
                (a + c, SUB_WRONG, "Adding makes more than the start."),
                (c, "copied-what-is-left", "This is how many are left."),
            ],
            (a, c),
        )
    if unknown == "start":
        text = (
            f"{x} has some {things}. {x} gives {b} to {y}. Now {x} has {c} {noun(c)}. "
            f"How many {things} did {x} have at first?"
        )
        return Story(
            text,
            a,
            f"___ - {b} = {c}",
            f"Put back the {b} that were given away: {c} + {b} = {a}. Check: {a} - {b} = {c}.",
            [
                (
                    abs(c - b),
                    "subtracted-instead-of-added",
                    "At first there were more, so add the given ones back.",
                ),
                (c, "copied-what-is-left", "This is how many are left."),
            ],
            (b, c),
        )
    text = f"{x} has {a} {noun(a)}. {x} gives {b} to {y}. How many {things} does {x} have now?"
    return Story(
        text,
        c,
        f"{a} - {b} = ___",
        f"{x} gives some away, so subtract: {a} - {b} = {c}.",
        [(a + b, SUB_WRONG, "Giving away means taking away.")],
        (a, b),
    )
