"""What the proportional-relationship items share: a constant of proportionality drawn for the
level, and pairs written as a list."""

from __future__ import annotations

import random
from fractions import Fraction
from fractions import Fraction as F

from educontent.generation.kit.choose import pick
from educontent.generation.numbers.rationals import dx, fx


def draw_constant(rng: random.Random, lvl: int) -> Fraction:
    """A constant of proportionality: whole at easy, halves at medium, quarters and tenths at hard."""
    if lvl == 0:
        return F(rng.randint(2, 9))
    if lvl == 1:
        return pick(rng, (F(rng.randint(2, 12)), F(rng.randint(3, 19), 2)))
    return pick(
        rng,
        (F(rng.randint(3, 19), 2), F(rng.randint(1, 19), 4), F(rng.randint(1, 11), 10) + rng.randint(0, 4)),
    )


def pairs_text(pairs: list[tuple[Fraction, Fraction]]) -> str:
    shown = [f"({fx(x)}, {fx(y) if y.denominator == 1 else dx(y)})" for x, y in pairs]
    return ", ".join(shown[:-1]) + f" and {shown[-1]}"
