"""Fractions drawn for the grade 5 fraction generators: proper fractions from a level's
denominators and pairs with unlike denominators."""

from __future__ import annotations

import random
from fractions import Fraction

from educontent.generation.kit.choose import pick

DENS = ((2, 3, 4, 6), (2, 3, 4, 5, 6, 8, 10), (3, 4, 5, 6, 8, 9, 10, 12))


def proper(rng: random.Random, dens: tuple[int, ...]) -> Fraction:
    d = pick(rng, dens)
    return Fraction(rng.randint(1, d - 1), d)


def unlike_pair(rng: random.Random, rank: int) -> tuple[Fraction, Fraction]:
    while True:
        x, y = proper(rng, DENS[rank]), proper(rng, DENS[rank])
        if x.denominator != y.denominator:
            return x, y
