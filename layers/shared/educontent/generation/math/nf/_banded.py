"""Banded draws shared by the fraction, measurement, number-system and ratio generators: a choice
from a list of sizes (denominators, units, amounts) in a difficulty level's band, with a floor as well
as a ceiling (kit.levels: easy the lower 60 % of the sorted options, medium the middle 60 %, hard the
upper half)."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TypeVar

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.kit.levels import BANDS, Bands, band

T = TypeVar("T")
LEVELS = tuple(DifficultyLevel)


def level_of(rank: int) -> DifficultyLevel:
    """The level with this rank (0 easy, 1 medium, 2 hard)."""
    return LEVELS[min(max(rank, 0), len(LEVELS) - 1)]


def options_in_band(options: Iterable[T], level: DifficultyLevel | int, bands: Bands = BANDS) -> list[T]:
    """The level's band of ``options`` taken in sorted order (never empty when ``options`` is not)."""
    ordered = sorted(set(options))  # type: ignore[type-var]
    low, high = band(
        0, len(ordered) - 1, level if isinstance(level, DifficultyLevel) else level_of(level), bands
    )
    return ordered[low : high + 1]


def banded(rng: random.Random, options: Iterable[T], level: DifficultyLevel | int) -> T:
    """One of ``options`` from the level's band of them, in sorted order."""
    inside = options_in_band(options, level)
    return inside[rng.randrange(len(inside))]


def banded_pair(
    rng: random.Random, options: Iterable[T], level: DifficultyLevel | int, bands: Bands = BANDS
) -> tuple[T, T]:
    """Two different options, the larger from the level's band, in random order."""
    ordered = sorted(set(options))  # type: ignore[type-var]
    inside = options_in_band(ordered[1:], level, bands)
    big = inside[rng.randrange(len(inside))]
    small = ordered[rng.randrange(ordered.index(big))]
    return (big, small) if rng.random() < 0.5 else (small, big)


def distinct_in_band(rng: random.Random, low: int, high: int, k: int, level: DifficultyLevel) -> list[int]:
    """``k`` different whole numbers from the level's band of ``[low, high]`` (the band reaches
    down far enough to hold ``k`` of them)."""
    floor, ceiling = band(low, max(high, low + k - 1), level)
    return rng.sample(range(max(low, min(floor, ceiling - k + 1)), ceiling + 1), k)
