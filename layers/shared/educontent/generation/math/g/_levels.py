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


def tiered(rng: random.Random, low: int, tops: tuple[int, int, int], rank: int) -> int:
    """A whole number up to the top of the level of ``rank`` (``tops``: easy, medium, hard) with a
    floor halfway up the level below: easy ``low``-``tops[0]``, medium from halfway between ``low``
    and ``tops[0]``, hard from halfway between ``low`` and ``tops[1]``."""
    floor = low if rank == 0 else (low + tops[rank - 1]) // 2
    return rng.randint(floor, max(floor, tops[rank]))
