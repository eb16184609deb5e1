"""Difficulty bands over a skill's number range or a list of sizes: each level has a floor as well as a
ceiling.

Easy draws from the lower 60 % of the range, medium from the middle 60 %, hard from the upper half,
so hard items are bigger than easy ones at both ends (docs/difficulty.md). A skill whose range stops
at medium compares easy with medium, so there medium takes the upper 60 % (``STOPS_AT_MEDIUM``).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import TypeVar

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.kit.choose import pick
from educontent.generation.registry import GenerationContext

Bands = dict[DifficultyLevel, tuple[float, float]]
T = TypeVar("T")
LEVELS = tuple(DifficultyLevel)
"""The levels by rank: easy, medium, hard."""

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


def level_of(rank: int) -> DifficultyLevel:
    """The level with this rank (0 easy, 1 medium, 2 hard)."""
    return LEVELS[min(max(rank, 0), len(LEVELS) - 1)]


def ranked_draw(rng: random.Random, low: int, high: int, rank: int) -> int:
    """A whole number from the band of ``[low, high]`` of the level of ``rank``."""
    return draw(rng, low, high, LEVELS[rank])


# ---- bands over a list of sizes ------------------------------------------------------------------


def banded(rng: random.Random, choices: Sequence[T], level: DifficultyLevel) -> T:
    """One of ``choices`` (listed smallest first) from the level's band of their positions."""
    low, high = band(0, len(choices) - 1, level)
    return choices[rng.randint(low, high)]


def options_in_band(options: Iterable[T], level: DifficultyLevel | int, bands: Bands = BANDS) -> list[T]:
    """The level's band of ``options`` taken in sorted order (never empty when ``options`` is not)."""
    ordered = sorted(set(options))  # type: ignore[type-var]
    low, high = band(
        0, len(ordered) - 1, level if isinstance(level, DifficultyLevel) else level_of(level), bands
    )
    return ordered[low : high + 1]


def banded_value(rng: random.Random, options: Iterable[T], level: DifficultyLevel | int) -> T:
    """One of ``options`` (in any order) from the level's band of them sorted."""
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


def pick_size(rng: random.Random, sizes: Sequence[T], level: DifficultyLevel) -> T:
    """One of a skill's ``sizes`` (digit counts, factor shapes; smallest first): easy from the lower
    60 %, medium the middle, hard the upper half; with two sizes, easy the smaller, hard the larger."""
    k = len(sizes)
    if level is DifficultyLevel.EASY:
        part = sizes[: max(1, round(k * 0.6)) if k > 2 else 1]
    elif level is DifficultyLevel.HARD:
        part = sizes[k // 2 :]
    else:
        part = sizes[k // 4 : k - k // 4]
    return pick(rng, part)


def tiered(rng: random.Random, low: int, tops: tuple[int, int, int], rank: int) -> int:
    """A whole number up to the top of the level of ``rank`` (``tops``: easy, medium, hard) with a
    floor halfway up the level below: easy ``low``-``tops[0]``, medium from halfway between ``low``
    and ``tops[0]``, hard from halfway between ``low`` and ``tops[1]``."""
    floor = low if rank == 0 else (low + tops[rank - 1]) // 2
    return rng.randint(floor, max(floor, tops[rank]))


# ---- several numbers from a band ------------------------------------------------------------------


def distinct_in_band(rng: random.Random, low: int, high: int, k: int, level: DifficultyLevel) -> list[int]:
    """``k`` different whole numbers from the level's band of ``[low, high]`` (the band reaches
    down far enough to hold ``k`` of them)."""
    floor, ceiling = band(low, max(high, low + k - 1), level)
    return rng.sample(range(max(low, min(floor, ceiling - k + 1)), ceiling + 1), k)


class Banded:
    """A random source whose ``randint(low, high)`` draws from ``level``'s band of ``[low, high]``,
    for generators that draw many numbers from fixed ranges; the rest is ``rng``'s."""

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
