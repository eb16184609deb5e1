"""Numbers drawn from a difficulty level's band (kit.levels), for generators that draw many numbers
from fixed ranges: hand ``Banded`` where they called ``rng.randint`` and every range gets a floor.
Skills that stop at medium draw with ``kit.levels.draw_for`` or ``STOPS_AT_MEDIUM``."""

from __future__ import annotations

import random

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.kit.levels import band, draw


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
