"""Addition and subtraction strategies within 20 (grades 1 and 2): making ten (adding and
subtracting), doubles and near doubles, turn-around facts, grouping three addends, related facts
and thinking of subtraction as a missing addend.

Standards: 1.OA.A.2, 1.OA.B.3, 1.OA.B.4, 1.OA.C.6, 2.OA.B.2."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import NamedTuple

from pydantic import Field

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.difficulty import Features
from educontent.generation.kit.arith_blanks import missing_number
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import ArithmeticForm
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.picture_forms import Mistake, finish, standard
from educontent.generation.kit.types import AR, WRITTEN
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class _Strategy(NamedTuple):
    """The sentence with a blank, its answer, the worked strategy, mistakes and an arithmetic form
    (for plain sums)."""

    sentence: str
    answer: int
    explanation: str
    mistakes: list[Mistake]
    arithmetic: ArithmeticForm | None = None


def _make_ten_add(ctx: GenerationContext, p: StrategyParams, kind: str) -> _Strategy:
    rng = ctx.rng
    s = draw(rng, 11, min(18, p.within), ctx.level)
    a = rng.randint(max(6, s - 9), min(9, s - 2))
    b = s - a
    text = f"{a} + {b} = 10 + ___ = {s}"
    answer = s - 10
    explanation = (
        f"Break {b} into {10 - a} and {answer}. {a} + {10 - a} = 10. Then 10 + {answer} = {s}. "
        f"So {a} + {b} = 10 + {answer}."
    )
    mistakes: list[Mistake] = [
        (b, "copied-the-second-number", f"{b} was not broken apart: 10 + {b} is more than {a} + {b}."),
        (s, "wrote-the-whole-sum", f"{s} is the sum; the blank is what goes with 10 to make it."),
        (10 - a, "wrote-the-part-that-makes-ten", f"{10 - a} is the part that makes ten with {a}."),
        (answer + 1, "counting-slip", "This is one too many."),
    ]
    return _Strategy(text, answer, explanation, mistakes)


def _make_ten_subtract(ctx: GenerationContext, p: StrategyParams, kind: str) -> _Strategy:
    rng = ctx.rng
    c = draw(rng, 11, min(18, p.within), ctx.level)
    b = rng.randint(c - 9, 9)
    first = c - 10
    answer = b - first
    text = f"{c} - {b} = 10 - ___"
    explanation = (
        f"Break {b} into {first} and {answer}. {c} - {first} = 10. Then take away {answer} more: "
        f"10 - {answer} = {c - b}. So {c} - {b} = 10 - {answer}."
    )
    mistakes: list[Mistake] = [
        (b, "copied-the-number-taken-away", f"10 - {b} is less than {c} - {b}."),
        (first, "wrote-the-first-part", f"{first} is the part taken away to reach 10."),
        (
            c - b,
            "wrote-the-difference",
            f"{c - b} is the difference; the blank is what is taken from 10.",
        ),
        (answer + 1, "counting-slip", "This is one too many."),
    ]
    return _Strategy(text, answer, explanation, mistakes)


def _doubles(ctx: GenerationContext, p: StrategyParams, kind: str) -> _Strategy:
    rng = ctx.rng
    a = draw(rng, 1, min(10, p.within // 2), ctx.level)
    answer = 2 * a
    text = f"{a} + {a} = ___"
    arithmetic = ArithmeticForm(a, a, "+", text)
    explanation = f"{a} + {a} is a double: two groups of {a} make {answer}."
    mistakes: list[Mistake] = [
        (a, "counted-one-group", "Only one of the two equal groups was counted."),
        (answer + 1, "counting-slip", "This is one too many."),
        (answer - 1, "counting-slip", "This is one too few."),
        (
            a * a if a > 2 else answer + 2,
            "multiplied-instead-of-added",
            "This is not a double of the number.",
        ),
    ]
    return _Strategy(text, answer, explanation, mistakes, arithmetic)


def _near_doubles(ctx: GenerationContext, p: StrategyParams, kind: str) -> _Strategy:
    rng = ctx.rng
    a = draw(rng, 2, min(9, (p.within - 1) // 2), ctx.level)
    up = rng.random() < 0.5
    b = a + 1 if up else a - 1
    answer = a + b
    text = f"{a} + {b} = {a} + {a} {'+' if up else '-'} 1 = ___"
    explanation = (
        f"{a} + {a} = {2 * a} is a double you know. {b} is one {'more' if up else 'less'} than {a}, "
        f"so {a} + {b} is one {'more' if up else 'less'}: {2 * a} {'+' if up else '-'} 1 = {answer}."
    )
    mistakes: list[Mistake] = [
        (2 * a, "used-only-the-double", "The double must be adjusted by one."),
        (
            2 * a + (-1 if up else 1),
            "adjusted-the-wrong-way",
            f"{b} is one {'more' if up else 'less'} than {a}.",
        ),
        (2 * b, "used-the-other-double", f"{b} + {b} is not {a} + {b}."),
    ]
    return _Strategy(text, answer, explanation, mistakes)


def _turn_around(ctx: GenerationContext, p: StrategyParams, kind: str) -> _Strategy:
    rng = ctx.rng
    s = draw(rng, 3, min(17, p.within), ctx.level)
    a = rng.choice([x for x in range(max(1, s - 9), min(9, s - 1) + 1) if 2 * x != s])
    b = s - a
    answer = s
    text = f"If {a} + {b} = {s}, then {b} + {a} = ___."
    explanation = (
        f"Adding in any order gives the same sum. {b} + {a} has the same numbers as {a} + {b}, so it is {s}."
    )
    mistakes: list[Mistake] = [
        (abs(a - b), "subtracted-instead-of-added", "This is the difference, not the sum."),
        (s + 1, "thought-order-changes-the-sum", "Changing the order does not change the sum."),
        (s - 1, "thought-order-changes-the-sum", "Changing the order does not change the sum."),
    ]
    return _Strategy(text, answer, explanation, mistakes)


def _three_addends(ctx: GenerationContext, p: StrategyParams, kind: str) -> _Strategy:
    rng = ctx.rng
    if kind == "group-to-ten":
        x = rng.randint(1, 9)
        z = draw(rng, 1, min(9, p.within - 10), ctx.level)
        terms = [x, 10 - x, z]
        rng.shuffle(terms)
    else:
        total = draw(rng, 3, min(27, p.within), ctx.level)
        first = rng.randint(max(1, total - 18), min(9, total - 2))
        second = rng.randint(max(1, total - first - 9), min(9, total - first - 1))
        terms = [first, second, total - first - second]
    a, b, c = terms
    answer = a + b + c
    text = f"{a} + {b} + {c} = ___"
    arithmetic = ArithmeticForm(a, b, "+", text, operand3=c)
    pair = next(((i, j) for i in range(3) for j in range(i + 1, 3) if terms[i] + terms[j] == 10), None)
    if pair:
        k = 3 - pair[0] - pair[1]
        explanation = (
            f"Look for two numbers that make 10: {terms[pair[0]]} + {terms[pair[1]]} = 10. "
            f"Then add the last number: 10 + {terms[k]} = {answer}."
        )
    else:
        explanation = (
            f"Add two numbers first: {a} + {b} = {a + b}. Then add the third: {a + b} + {c} = {answer}."
        )
    mistakes: list[Mistake] = [
        (a + b, "left-out-a-number", f"All three numbers must be added; {c} was left out."),
        (b + c, "left-out-a-number", f"All three numbers must be added; {a} was left out."),
        (answer + 1, "counting-slip", "This is one too many."),
        (answer - 1, "counting-slip", "This is one too few."),
    ]
    return _Strategy(text, answer, explanation, mistakes, arithmetic)


def _two_addends(rng: random.Random, p: StrategyParams, level: DifficultyLevel) -> tuple[int, int, int]:
    """Two addends from 2 to 9 and their sum (at most ``p.within``, from ``level``'s band)."""
    s = draw(rng, 4, min(18, p.within), level)
    a = rng.randint(max(2, s - 9), min(9, s - 2))
    return a, s - a, s


def _related_fact(ctx: GenerationContext, p: StrategyParams, kind: str) -> _Strategy:
    a, b, s = _two_addends(ctx.rng, p, ctx.level)
    answer = b
    text = f"{a} + {b} = {s}, so {s} - {a} = ___."
    explanation = (
        f"Addition and subtraction are related. {a} and {b} make {s}, so taking {a} from {s} leaves {b}."
    )
    mistakes: list[Mistake] = [
        (s, "copied-the-total", f"{s} is the whole, not what is left."),
        (a, "wrote-the-part-taken-away", f"{a} is the part taken away."),
        (s + a, "added-instead-of-subtracted", "This adds instead of taking away."),
        (b + 1, "counting-slip", "This is one too many."),
    ]
    return _Strategy(text, answer, explanation, mistakes)


def _think_addition(ctx: GenerationContext, p: StrategyParams, kind: str) -> _Strategy:
    a, b, s = _two_addends(ctx.rng, p, ctx.level)
    answer = b
    text = f"To find {s} - {a}, think: {a} + ___ = {s}."
    explanation = f"Subtraction is a missing-part problem: {a} + {b} = {s}, so {s} - {a} = {b}."
    mistakes: list[Mistake] = [
        (s, "copied-the-total", f"{s} is the total."),
        (s + a, "added-all-the-numbers", "The blank is the missing part, not a sum."),
        (a, "wrote-the-known-part", f"{a} is the part we know."),
        (b - 1, "counting-slip", "This is one too few."),
    ]
    return _Strategy(text, answer, explanation, mistakes)


# kind -> (builder, the standards it practises, first listed by the skill wins)
_STRATEGIES: dict[
    str, tuple[Callable[[GenerationContext, StrategyParams, str], _Strategy], tuple[str, ...]]
] = {
    "make-ten-add": (_make_ten_add, ("1.OA.C.6",)),
    "make-ten-subtract": (_make_ten_subtract, ("1.OA.C.6",)),
    "doubles": (_doubles, ("1.OA.C.6",)),
    "near-doubles": (_near_doubles, ("1.OA.C.6",)),
    "turn-around": (_turn_around, ("1.OA.B.3",)),
    "group-to-ten": (_three_addends, ("1.OA.B.3", "1.OA.A.2")),
    "three-addends": (_three_addends, ("1.OA.B.3", "1.OA.A.2")),
    "related-fact": (_related_fact, ("1.OA.C.6", "1.OA.B.4")),
    "think-addition": (_think_addition, ("1.OA.B.4",)),
}


class StrategyParams(many_of(_STRATEGIES, "strategies")):
    within: int = Field(default=20, ge=10, le=20)


_BANDS = "the sum or the starting number (the double's number for doubles, the third addend after making ten): easy the lower 60 %, medium the middle 60 %, hard the upper half of what the strategy allows within 20 (make ten: sums 11-15, 12-17, 15-18)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {AR}, params=StrategyParams, levels=Levels("size", _BANDS))
def add_sub_strategies(ctx: GenerationContext) -> Draft:
    p: StrategyParams = ctx.params
    kind = pick(ctx.rng, p.strategies)
    build, codes = _STRATEGIES[kind]
    s = build(ctx, p, kind)
    q = missing_number(
        **s._asdict(),
        features=Features(
            task="compute", steps=2, magnitude=len(str(max(s.answer, 10))), representation="symbolic"
        ),
        key=f"strat:{kind}:{s.sentence}",
        standard=standard(ctx, *codes),
        instructions="Use a strategy to solve.",
    )
    return finish(q, ctx)
