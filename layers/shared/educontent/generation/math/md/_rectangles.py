"""Rectangles for the area and perimeter generators: units of length, side lengths drawn for a
level, and the rectangular places stories are about."""

from __future__ import annotations

import random

from educontent.generation.banks import load_bank
from educontent.generation.draw.grids import rect_figure
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import draw, level_of
from educontent.generation.math.md._units import measured

UNITS = ("cm", "m", "in", "ft")
UNIT_WORDS = {
    "cm": "centimeters",
    "m": "meters",
    "in": "inches",
    "ft": "feet",
    "yd": "yards",
    "units": "units",
}


def said(length: int | str, unit: str) -> str:
    """A length in a sentence, its unit (a symbol, as figures label it) in words and in the right
    number: 1 inch, 12 centimeters ("12 in long" would read as a preposition)."""
    return measured(length, UNIT_WORDS.get(unit, unit))


def sides(rng: random.Random, top: int, rank: int) -> tuple[int, int]:
    """Length and width (length >= width), mostly not a square, each from the level's band of
    2..top (kit.levels)."""
    a = draw(rng, 2, max(3, top), level_of(rank))
    b = draw(rng, 2, max(3, top), level_of(rank))
    if a == b and rng.random() < 0.7:
        b = a + 1
    return max(a, b), min(a, b)


def place(rng: random.Random) -> tuple[str, str]:
    """A rectangular place: its name and how a sentence starts with it ("garden", "A garden")."""
    chosen = pick(rng, load_bank("math", "md-rectangles")["places"])
    return chosen["name"], chosen["sentence"]


def missing_length(
    length: int, width: int, unit: str, inside: str, having: str, other: str = "the other side"
) -> str:
    """A rectangle whose length is asked (marked "?") beside its ``width``, with ``inside`` (its area
    or perimeter) written in it; ``having`` says that measure in its description."""
    return rect_figure(
        length,
        width,
        ("?", f"{width} {unit}", "", ""),
        center=inside,
        title="A rectangle with a missing side",
        desc=f"A rectangle with {having}. One side is {said(width, unit)}; {other} is marked with a question mark.",
    )
