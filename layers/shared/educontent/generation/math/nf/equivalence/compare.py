"""Comparing two fractions with >, = or <: the same denominator, the same numerator, against the
benchmark 1/2, or unlike denominators through a common denominator."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction
from math import lcm
from typing import TYPE_CHECKING

from educontent.generation.difficulty import Features
from educontent.generation.draw.fraction_models import bars
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.levels import banded_pair, banded_value, level_of, pick_size
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion
from educontent.generation.kit.ops_compare import symbol_mistakes
from educontent.generation.numbers.fractions import frac, relation

if TYPE_CHECKING:
    from educontent.generation.math.nf.equivalence import RelationParams

Pair = tuple[tuple[int, int], tuple[int, int], str]
"""(x, y) as (numerator, denominator) and the explanation."""


def _same_denominator(rng: random.Random, dens: list[int], rank: int) -> Pair:
    # Easy the smaller 60 % of the denominators, hard the larger half: with 3, 4, 6 and 8 the
    # levels share no denominator (banded_value's bands would give easy 6 as well).
    b = pick_size(rng, sorted({x for x in dens if x >= 3}) or [4], level_of(rank))
    a1, a2 = rng.sample(range(1, b + (1 if rank == 2 else 0)), 2)
    explain = f"Both fractions have {b} equal parts of the same size. {count_of(a1, 'part')} {'is more than' if a1 > a2 else 'is less than'} {count_of(a2, 'part')}, so {a1}/{b} {relation(Fraction(a1, b), Fraction(a2, b))} {a2}/{b}."
    return (a1, b), (a2, b), explain


def _same_numerator(rng: random.Random, dens: list[int], rank: int) -> Pair:
    b1, b2 = banded_pair(rng, set(dens) | {2, 3, 4}, rank)
    a = rng.randint(1, min(b1, b2) - 1) if min(b1, b2) > 2 else 1
    bigger = b1 if b1 < b2 else b2
    explain = (
        f"Both fractions have {count_of(a, 'part')}. Parts of size 1/{min(b1, b2)} are bigger than parts of size 1/{max(b1, b2)}, "
        f"so the fraction with denominator {bigger} is greater: {a}/{b1} {relation(Fraction(a, b1), Fraction(a, b2))} {a}/{b2}."
    )
    return (a, b1), (a, b2), explain


def _benchmark(rng: random.Random, dens: list[int], rank: int) -> Pair:
    b = banded_value(rng, [x for x in dens if x >= 3] or [5], rank)
    a = rng.randint(1, b - 1)
    if rng.random() < 0.85:
        while 2 * a == b:
            a = rng.randint(1, b - 1)
    half = Fraction(b, 2)
    half_text = str(half.numerator) if half.denominator == 1 else f"{half.numerator // 2} 1/2"
    explain = (
        f"Half of {b} is {half_text}, so {half_text} out of {b} parts is 1/2. "
        f"{a} is {'more than' if a > half else 'less than' if a < half else 'equal to'} {half_text}, so {a}/{b} {relation(Fraction(a, b), Fraction(1, 2))} 1/2."
    )
    return (a, b), (1, 2), explain


def _unlike(rng: random.Random, dens: list[int], rank: int) -> Pair:
    b1, b2 = banded_pair(rng, dens, rank)
    a1 = rng.randint(1, b1 - 1)
    if rng.random() < 0.15 and (a1 * b2) % b1 == 0:
        a2 = a1 * b2 // b1
    else:
        a2 = rng.randint(1, b2 - 1)
        if Fraction(a1, b1) == Fraction(a2, b2) and b2 > 2:
            a2 = a2 + 1 if a2 + 1 < b2 else a2 - 1
    common = lcm(b1, b2)
    explain = (
        f"Use a common denominator, {common}: {a1}/{b1} = {a1 * common // b1}/{common} and {a2}/{b2} = {a2 * common // b2}/{common}. "
        f"Compare the numerators: {a1}/{b1} {relation(Fraction(a1, b1), Fraction(a2, b2))} {a2}/{b2}."
    )
    return (a1, b1), (a2, b2), explain


_PAIRS: dict[str, Callable[[random.Random, list[int], int], Pair]] = {
    "compare-same-den": _same_denominator,
    "compare-same-num": _same_numerator,
    "compare-benchmark": _benchmark,
    "compare-unlike": _unlike,
}

# mode -> the misconception (name, reason) of choosing the reverse symbol
_REVERSED: dict[str, tuple[str, str]] = {
    "compare-same-den": (
        "compared-the-wrong-way",
        "With the same denominator, more parts means a bigger fraction.",
    ),
    "compare-same-num": (
        "thought-a-bigger-denominator-is-bigger",
        "A bigger denominator means the whole is cut into more, smaller parts.",
    ),
    "compare-benchmark": (
        "compared-to-the-wrong-benchmark",
        "Compare the numerator with half of the denominator.",
    ),
    "compare-unlike": (
        "compared-only-the-numerators-or-denominators",
        "Different-sized parts must be renamed to a common denominator first.",
    ),
}


def comparison(rng: random.Random, mode: str, p: RelationParams, rank: int) -> MathQuestion:
    x, y, explain = _PAIRS[mode](rng, p.dens, rank)
    symbol = relation(Fraction(*x), Fraction(*y))
    xs, ys = frac(*x), frac(*y)
    fill = f"{xs} ___ {ys}"
    wrongs = symbol_mistakes(
        symbol,
        "The fractions are not the same size.",
        ("missed-the-equivalence", "The fractions name the same amount, so they are equal."),
        _REVERSED[mode],
    )
    return MathQuestion(
        prompt=f"Which symbol makes this true? {fill}",
        answer_display=symbol,
        explanation=explain + " The fractions must refer to the same whole.",
        misconceptions=wrongs,
        fill_text=fill,
        diagram=DiagramForm(
            "fraction-bar",
            bars(
                [(x[1], x[0], xs), (y[1], y[0], ys)],
                title="Comparing fractions",
                desc=f"Two bars of the same size. The top bar is cut into {x[1]} equal parts with {x[0]} shaded. The bottom bar is cut into {y[1]} equal parts with {y[0]} shaded.",
            ),
        ),
        answer_format="text",
        features=Features("compare", 2, 1, "symbolic"),
        key=f"cmp:{fill}",
        instructions="Compare using >, = or <.",
    )
