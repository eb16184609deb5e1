"""Numbers drawn from a difficulty level's band (kit.levels), for generators that draw many numbers
from fixed ranges: hand ``Banded`` where they called ``rng.randint`` and every range gets a floor.
``SMALL_BANDS`` (``draw_small``, ``draw_for``) serve the skills that stop at medium, here and in the
``nbt`` and ``cc`` generators (a candidate for ``kit.levels``)."""

from __future__ import annotations

import random

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.kit.levels import band, draw
from educontent.generation.registry import GenerationContext


class Banded:
    """``randint(low, high)`` from ``level``'s band of ``[low, high]``; the rest from ``rng``."""

    def __init__(self, rng: random.Random, level: DifficultyLevel) -> None:
        self.rng, self.level = rng, level

    def randint(self, low: int, high: int) -> int:
        return draw(self.rng, low, high, self.level)

    def random(self) -> float:
        return self.rng.random()

    def randrange(self, stop: int) -> int:
        return self.rng.randrange(stop)

    def sample(self, low: int, high: int, k: int) -> list[int]:
        """``k`` distinct numbers from the band (widened downwards when it holds fewer than ``k``)."""
        floor, top = band(low, high, self.level)
        return self.rng.sample(range(min(floor, max(low, top - k + 1)), top + 1), k)


# Skills that stop at medium (kindergarten and grade 1 counts and totals within 5, 10 or 20) compare
# easy with medium: medium takes the upper part of the range, so it has a floor above easy's.
SMALL_BANDS: dict[DifficultyLevel, tuple[float, float]] = {
    DifficultyLevel.EASY: (0.0, 0.6),
    DifficultyLevel.MEDIUM: (0.4, 1.0),
    DifficultyLevel.HARD: (0.6, 1.0),
}


def band_small(low: int, high: int, level: DifficultyLevel) -> tuple[int, int]:
    """``level``'s part of ``[low, high]`` in ``SMALL_BANDS`` (never empty)."""
    start, end = SMALL_BANDS[level]
    floor = low + round((high - low) * start)
    return floor, max(floor, low + round((high - low) * end))


def draw_small(rng: random.Random, low: int, high: int, level: DifficultyLevel) -> int:
    """A whole number from ``level``'s part of ``[low, high]`` in ``SMALL_BANDS``."""
    return rng.randint(*band_small(low, high, level))


def draw_for(ctx: GenerationContext, low: int, high: int) -> int:
    """A whole number from the level's band of ``[low, high]``: ``SMALL_BANDS`` when the skill stops
    at medium (so medium has a floor above easy's), ``kit.levels`` otherwise."""
    if ctx.skill.difficulty_range.max.rank < DifficultyLevel.HARD.rank:
        return draw_small(ctx.rng, low, high, ctx.level)
    return draw(ctx.rng, low, high, ctx.level)
