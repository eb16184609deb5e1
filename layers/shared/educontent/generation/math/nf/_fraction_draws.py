"""Fractions drawn for the grade 5 fraction generators: proper fractions from a level's
denominators and pairs with unlike denominators. A level's denominators are its band of ALL_DENS
(kit.levels: easy the smallest 60 %, medium the middle 60 %, hard the largest half)."""

from __future__ import annotations

import random
from fractions import Fraction
from math import gcd

from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import BANDS, LEVELS, Bands, banded_pair, options_in_band

ALL_DENS = (2, 3, 4, 5, 6, 8, 9, 10, 12)
MAX_COMMON = 36
DENS = tuple(tuple(options_in_band(ALL_DENS, level)) for level in LEVELS)
"""The denominators of each level, by rank: (2-8), (4-9), (6-12)."""


def in_lowest_terms(rng: random.Random, d: int) -> Fraction:
    """A proper fraction with denominator ``d`` in lowest terms (3/6 would be shown as 1/2)."""
    return Fraction(pick(rng, [a for a in range(1, d) if gcd(a, d) == 1]), d)


def proper(rng: random.Random, dens: tuple[int, ...]) -> Fraction:
    return in_lowest_terms(rng, pick(rng, dens))


def unlike_pair(rng: random.Random, rank: int, bands: Bands = BANDS) -> tuple[Fraction, Fraction]:
    """Two proper fractions with different denominators, the larger denominator from the level's
    band of ALL_DENS. Above easy, neither denominator divides the other (the common denominator is
    neither of them) and the common denominator is at most MAX_COMMON."""
    b1, b2 = banded_pair(rng, ALL_DENS, rank, bands)
    big, small = max(b1, b2), min(b1, b2)
    if rank >= 1 and big % small == 0:
        others = [d for d in ALL_DENS if d < big and big % d and big * d // gcd(big, d) <= MAX_COMMON]
        if others:
            small = pick(rng, others)
            b1, b2 = (big, small) if b1 == big else (small, big)
    return in_lowest_terms(rng, b1), in_lowest_terms(rng, b2)
