"""Which of a skill's sizes (digit counts, factor shapes) a difficulty level draws: easy the smaller
ones, hard the larger, medium the middle (all of them when a skill lists three or fewer)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.kit.choose import pick

T = TypeVar("T")


def pick_size(rng: random.Random, sizes: Sequence[T], level: DifficultyLevel) -> T:
    """One of ``sizes`` (listed from the smallest): easy from the lower 60 %, medium the middle,
    hard the upper half; a skill with two sizes asks the smaller when easy, the larger when hard."""
    k = len(sizes)
    if level is DifficultyLevel.EASY:
        part = sizes[: max(1, round(k * 0.6)) if k > 2 else 1]
    elif level is DifficultyLevel.HARD:
        part = sizes[k // 2 :]
    else:
        part = sizes[k // 4 : k - k // 4]
    return pick(rng, part)
