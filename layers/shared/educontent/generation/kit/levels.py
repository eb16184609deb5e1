"""Difficulty bands over a skill's number range: each level has a floor as well as a ceiling.

Easy draws from the lower 60 % of the range, medium from the middle 60 %, hard from the upper half,
so hard items are bigger than easy ones at both ends (docs/difficulty.md).
"""

from __future__ import annotations

import random

from educontent.core.catalog_records import DifficultyLevel

BANDS: dict[DifficultyLevel, tuple[float, float]] = {
    DifficultyLevel.EASY: (0.0, 0.6),
    DifficultyLevel.MEDIUM: (0.2, 0.8),
    DifficultyLevel.HARD: (0.5, 1.0),
}


def band(low: int, high: int, level: DifficultyLevel) -> tuple[int, int]:
    """The part of ``[low, high]`` that ``level`` draws from (never empty)."""
    start, end = BANDS[level]
    span = high - low
    floor, ceiling = low + round(span * start), low + round(span * end)
    return floor, max(floor, ceiling)


def draw(rng: random.Random, low: int, high: int, level: DifficultyLevel) -> int:
    """A whole number from ``level``'s band of ``[low, high]``."""
    floor, ceiling = band(low, high, level)
    return rng.randint(floor, ceiling)
