"""Stories of parts and comparing: putting two groups together, taking a box apart by colour,
comparing two children's amounts (difference, bigger or smaller unknown) and three addends."""

from __future__ import annotations

from educontent.generation.kit.choose import pick
from educontent.generation.math.oa.word_problems.story import (
    ADD_WRONG,
    SUB_WRONG,
    Setting,
    Story,
    StoryParams,
)
from educontent.generation.registry import GenerationContext


def put_together(ctx: GenerationContext, p: StoryParams, s: Setting, unknown: str) -> Story:
    """Two groups in a box: how many in all."""
    things, c1, c2, noun = s.things, s.c1, s.c2, s.noun
    a, b = s.two_parts(ctx.rng)
    return Story(
        f"There {'is' if a == 1 else 'are'} {a} {c1} {noun(a)} and {b} {c2} {noun(b)} in a box. How many {things} are in the box in all?",
        a + b,
        f"{a} + {b} = ___",
        f"Put the two groups together: {a} + {b} = {a + b}.",
        [(abs(a - b), ADD_WRONG, "'In all' means put the groups together.")],
        (a, b),
    )


def take_apart(ctx: GenerationContext, p: StoryParams, s: Setting, unknown: str) -> Story:
    """A box of two colours: how many of the second colour."""
    things, c1, c2, noun = s.things, s.c1, s.c2, s.noun
    c, a = s.whole_and_part(ctx.rng)
    text = f"There are {c} {noun(c)} in a box. {a} {'is' if a == 1 else 'are'} {c1} and the rest are {c2}. How many {things} are {c2}?"
    return Story(
        text,
        c - a,
        f"{a} + ___ = {c}",
        f"The {c1} and {c2} ones make {c}. {c} - {a} = {c - a}, so {c - a} {'is' if c - a == 1 else 'are'} {c2}.",
        [
            (c + a, SUB_WRONG, "The total is already given; find the missing part."),
            (c, "copied-the-total", "This is the whole box."),
        ],
        (c, a),
    )


def compare(ctx: GenerationContext, p: StoryParams, s: Setting, unknown: str) -> Story:
    """Two children compared: the difference, the bigger or the smaller amount."""
    rng = ctx.rng
    x, y, things, noun = s.x, s.y, s.things, s.noun
    a, b = s.whole_and_part(rng)
    d = a - b
    kind = pick(rng, ("difference", "bigger", "smaller"))
    tricky = p.tricky_compare and ctx.level.rank == 2 and rng.random() < 0.5
    if kind == "difference":
        if rng.random() < 0.5:
            text = f"{x} has {a} {noun(a)}. {y} has {b} {noun(b)}. How many more {things} does {x} have than {y}?"
        else:
            text = f"{x} has {a} {noun(a)}. {y} has {b} {noun(b)}. How many fewer {things} does {y} have than {x}?"
        return Story(
            text,
            d,
            f"{b} + ___ = {a}",
            f"Match them up: {a} - {b} = {d}. {x} has {d} more than {y}.",
            [
                (a + b, SUB_WRONG, "Comparing means finding the difference, not the total."),
                (a, "copied-a-number", "This is how many one child has."),
            ],
            (a, b),
        )
    if kind == "bigger":
        if tricky:
            text = f"{y} has {b} {noun(b)}. {y} has {d} fewer {noun(d)} than {x}. How many {things} does {x} have?"
        else:
            text = f"{y} has {b} {noun(b)}. {x} has {d} more {noun(d)} than {y}. How many {things} does {x} have?"
        return Story(
            text,
            a,
            f"{b} + {d} = ___",
            f"{x} has more: {b} + {d} = {a}.",
            [
                (abs(b - d), "subtracted-instead-of-added", f"{x} has more than {y}, so add."),
                (d, "copied-a-number", "This is the difference, not the amount."),
            ],
            (b, d),
        )
    if tricky:
        text = f"{x} has {a} {noun(a)}. {x} has {d} more {noun(d)} than {y}. How many {things} does {y} have?"
    else:
        text = (
            f"{x} has {a} {noun(a)}. {y} has {d} fewer {noun(d)} than {x}. How many {things} does {y} have?"
        )
    return Story(
        text,
        b,
        f"{a} - {d} = ___",
        f"{y} has fewer: {a} - {d} = {b}.",
        [
            (a + d, "added-instead-of-subtracted", f"{y} has fewer than {x}, so subtract."),
            (d, "copied-a-number", "This is the difference, not the amount."),
        ],
        (a, d),
    )


def three_addends(ctx: GenerationContext, p: StoryParams, s: Setting, unknown: str) -> Story:
    """Three groups: how many in all (making a ten when two make 10)."""
    rng = ctx.rng
    x, things, c1, c2, c3, noun = s.x, s.things, s.c1, s.c2, s.c3, s.noun
    total = s.total(rng, 3)
    first, second = sorted(rng.sample(range(1, total), 2))
    a, b, c = first, second - first, total - second
    text = f"{x} has {a} {c1} {noun(a)}, {b} {c2} {noun(b)} and {c} {c3} {noun(c)}. How many {things} does {x} have in all?"
    ten = next(((i, j) for i, j in ((a, b), (a, c), (b, c)) if i + j == 10), None)
    how = f"Make a ten first: {ten[0]} + {ten[1]} = 10. " if ten else f"{a} + {b} = {a + b}. "
    return Story(
        text,
        a + b + c,
        f"{a} + {b} + {c} = ___",
        f"Add all three groups. {how}{a} + {b} + {c} = {a + b + c}.",
        [
            (a + b, "left-out-a-group", f"The {c3} {things} were left out."),
            (b + c, "left-out-a-group", f"The {c1} {things} were left out."),
        ],
        (a, b, c),
    )
