"""Level bands over a list of choices ordered by size (kit.levels over their positions)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.kit.levels import band

T = TypeVar("T")


def banded(rng: random.Random, choices: Sequence[T], level: DifficultyLevel) -> T:
    """One of ``choices`` (smallest first) from the level's band of them: easy the first 60 %,
    medium the middle 60 %, hard the last half."""
    low, high = band(0, len(choices) - 1, level)
    return choices[rng.randint(low, high)]
