"""Fractions drawn for the grade 5 fraction generators: proper fractions from a level's
denominators and pairs with unlike denominators. A level's denominators are its band of ALL_DENS
(nf._banded: easy the smallest 60 %, medium the middle 60 %, hard the largest half)."""

from __future__ import annotations

import random
from fractions import Fraction
from math import gcd

from educontent.generation.kit.choose import pick
from educontent.generation.math.nf._banded import LEVELS, banded_pair, options_in_band

ALL_DENS = (2, 3, 4, 5, 6, 8, 9, 10, 12)
DENS = tuple(tuple(options_in_band(ALL_DENS, level)) for level in LEVELS)
"""The denominators of each level, by rank: (2-8), (4-9), (6-12)."""


def in_lowest_terms(rng: random.Random, d: int) -> Fraction:
    """A proper fraction with denominator ``d`` in lowest terms (3/6 would be shown as 1/2)."""
    return Fraction(pick(rng, [a for a in range(1, d) if gcd(a, d) == 1]), d)


def proper(rng: random.Random, dens: tuple[int, ...]) -> Fraction:
    return in_lowest_terms(rng, pick(rng, dens))


def unlike_pair(rng: random.Random, rank: int) -> tuple[Fraction, Fraction]:
    """Two proper fractions with different denominators, the larger denominator from the level's
    band of ALL_DENS."""
    b1, b2 = banded_pair(rng, ALL_DENS, rank)
    return in_lowest_terms(rng, b1), in_lowest_terms(rng, b2)
