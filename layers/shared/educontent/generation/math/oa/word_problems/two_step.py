"""Two-step stories: getting and giving in either order, one child's amount then both together, and
two children taking some out of a box."""

from __future__ import annotations

from collections.abc import Callable

from educontent.generation.math.oa.word_problems.story import Setting, Story, StoryParams
from educontent.generation.registry import GenerationContext


def _give_then_give_away(ctx: GenerationContext, p: StoryParams, s: Setting, unknown: str) -> Story:
    """Gets more, then gives some away."""
    rng = ctx.rng
    x, y, z, things, noun = s.x, s.y, s.z, s.things, s.noun
    total = s.total(rng, 3)
    a = rng.randint(2, total - 1)
    b = total - a
    c = rng.randint(1, total - 1)
    text = (
        f"{x} has {a} {noun(a)}. {y} gives {x} {b} more. Then {x} gives {c} to {z}. "
        f"How many {things} does {x} have now?"
    )
    return Story(
        text,
        a + b - c,
        "",
        f"First add: {a} + {b} = {a + b}. Then subtract: {a + b} - {c} = {a + b - c}.",
        [
            (a + b, "stopped-after-one-step", "There is a second step."),
            (a + b + c, "added-all-the-numbers", f"{x} gave {c} away, so subtract them."),
        ],
        (a, b, c),
        2,
    )


def _give_away_then_get(ctx: GenerationContext, p: StoryParams, s: Setting, unknown: str) -> Story:
    """Gives some away, then gets more."""
    rng = ctx.rng
    m, x, y, z, things, noun = s.m, s.x, s.y, s.z, s.things, s.noun
    a = s.total(rng, 3)
    b = rng.randint(1, a - 1)
    c = rng.randint(1, m - (a - b)) if m - (a - b) >= 1 else 1
    text = (
        f"{x} has {a} {noun(a)}. {x} gives {b} to {y}. Then {z} gives {x} {c} more. "
        f"How many {things} does {x} have now?"
    )
    return Story(
        text,
        a - b + c,
        "",
        f"First subtract: {a} - {b} = {a - b}. Then add: {a - b} + {c} = {a - b + c}.",
        [
            (a - b, "stopped-after-one-step", "There is a second step."),
            (a + b + c, "added-all-the-numbers", f"{x} gave {b} away, so subtract them."),
        ],
        (a, b, c),
        2,
    )


def _more_than_then_both(ctx: GenerationContext, p: StoryParams, s: Setting, unknown: str) -> Story:
    """How many one child has (more than another), then both together."""
    rng = ctx.rng
    x, y, things, noun = s.x, s.y, s.things, s.noun
    both = s.total(rng, 3)  # b + (b + d), at most m
    b = rng.randint(1, max(1, (both - 1) // 2))
    d = both - 2 * b
    a = b + d
    text = f"{y} has {b} {noun(b)}. {x} has {d} more {noun(d)} than {y}. How many {things} do {x} and {y} have in all?"
    return Story(
        text,
        a + b,
        "",
        f"First find how many {x} has: {b} + {d} = {a}. Then add both: {a} + {b} = {a + b}.",
        [
            (a, "stopped-after-one-step", f"That is only {x}'s amount."),
            (b + d, "added-the-numbers-shown", f"{d} is how many more {x} has, not {x}'s amount."),
        ],
        (b, d),
        2,
    )


def _two_take_out(ctx: GenerationContext, p: StoryParams, s: Setting, unknown: str) -> Story:
    """Two children take some out of a box."""
    rng = ctx.rng
    x, y, things, noun = s.x, s.y, s.things, s.noun
    a = s.total(rng, 4)
    b = rng.randint(1, a - 2)
    c = rng.randint(1, a - b - 1)
    text = (
        f"There are {a} {noun(a)} in a box. {x} takes {b} out of the box. Then {y} takes {c} out of the box. "
        f"How many {things} are in the box now?"
    )
    return Story(
        text,
        a - b - c,
        "",
        f"Take away both: {a} - {b} = {a - b}, then {a - b} - {c} = {a - b - c}.",
        [
            (a - b, "stopped-after-one-step", "Both children took some out."),
            (a + b + c, "added-all-the-numbers", "Taking out means subtracting."),
        ],
        (a, b, c),
        2,
    )


_FORMS: dict[int, Callable[[GenerationContext, StoryParams, Setting, str], Story]] = {
    0: _give_then_give_away,
    1: _give_away_then_get,
    2: _more_than_then_both,
    3: _two_take_out,
}


def two_step(ctx: GenerationContext, p: StoryParams, s: Setting, unknown: str) -> Story:
    """One of four two-step stories, drawn at random."""
    return _FORMS[ctx.rng.randrange(4)](ctx, p, s, unknown)
