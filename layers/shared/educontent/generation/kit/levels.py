"""Difficulty bands over a skill's number range: each level has a floor as well as a ceiling.

Easy draws from the lower 60 % of the range, medium from the middle 60 %, hard from the upper half,
so hard items are bigger than easy ones at both ends (docs/difficulty.md). A skill whose range stops
at medium compares easy with medium, so there medium takes the upper 60 % (``STOPS_AT_MEDIUM``).
"""

from __future__ import annotations

import random

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.registry import GenerationContext

Bands = dict[DifficultyLevel, tuple[float, float]]

BANDS: Bands = {
    DifficultyLevel.EASY: (0.0, 0.6),
    DifficultyLevel.MEDIUM: (0.2, 0.8),
    DifficultyLevel.HARD: (0.5, 1.0),
}
STOPS_AT_MEDIUM: Bands = {
    DifficultyLevel.EASY: (0.0, 0.6),
    DifficultyLevel.MEDIUM: (0.4, 1.0),
    DifficultyLevel.HARD: (0.6, 1.0),
}
"""For skills whose hardest level is medium (kindergarten and grade 1 counts within 5, 10 or 20, the
easy-medium fraction skills): medium has a floor well above easy's."""


def band(low: int, high: int, level: DifficultyLevel, bands: Bands = BANDS) -> tuple[int, int]:
    """The part of ``[low, high]`` that ``level`` draws from (never empty)."""
    start, end = bands[level]
    span = high - low
    floor, ceiling = low + round(span * start), low + round(span * end)
    return floor, max(floor, ceiling)


def draw(rng: random.Random, low: int, high: int, level: DifficultyLevel, bands: Bands = BANDS) -> int:
    """A whole number from ``level``'s band of ``[low, high]``."""
    floor, ceiling = band(low, high, level, bands)
    return rng.randint(floor, ceiling)


def bands_for(ctx: GenerationContext) -> Bands:
    """The bands of the context's skill: ``STOPS_AT_MEDIUM`` when its range stops at medium."""
    return STOPS_AT_MEDIUM if ctx.skill.difficulty_range.max.rank < DifficultyLevel.HARD.rank else BANDS


def draw_for(ctx: GenerationContext, low: int, high: int) -> int:
    """A whole number from the context's level's band of ``[low, high]``, in its skill's bands."""
    return draw(ctx.rng, low, high, ctx.level, bands_for(ctx))
