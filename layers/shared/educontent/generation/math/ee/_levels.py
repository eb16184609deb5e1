"""Level bands (kit.levels) for the expressions-and-equations builders, which get the level's rank."""

from __future__ import annotations

import random

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.kit.levels import draw

LEVELS = tuple(DifficultyLevel)  # by rank: easy, medium, hard


def ranked_draw(rng: random.Random, low: int, high: int, rank: int) -> int:
    """A whole number from the band of ``[low, high]`` of the level of ``rank``."""
    return draw(rng, low, high, LEVELS[rank])
