"""Seeded choices: every random pick of a generator goes through the ``rng`` it was given."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def pick(rng: random.Random, items: Sequence[T]) -> T:
    """One element, uniformly (the same draw as ``rng.choice``)."""
    return items[rng.randrange(len(items))]


def pick_two(rng: random.Random, items: Sequence[T]) -> tuple[T, T]:
    """Two different elements, in the order drawn."""
    first = rng.randrange(len(items))
    second = (first + 1 + rng.randrange(len(items) - 1)) % len(items)
    return items[first], items[second]


def pick_three(rng: random.Random, items: Sequence[T]) -> tuple[T, T, T]:
    """Three different elements, in the order drawn."""
    first, second = pick_two(rng, items)
    return first, second, pick(rng, [item for item in items if item not in (first, second)])


def one_word_each(rng: random.Random, groups: Sequence[dict], count: int) -> list[tuple[str, dict]]:
    """``count`` of ``groups``, drawn in a random order, each with one of its ``words`` picked."""
    return [(pick(rng, g["words"]), g) for g in rng.sample(groups, count)]
