"""Whole-number place value shared by the grade 3-4 base-ten generators: place names, expanded
form and sums of place values written with thousands commas."""

from __future__ import annotations

from educontent.generation.banks import load_bank
from educontent.generation.kit.grammar import count_of
from educontent.generation.numbers.fractions import with_commas


def place_name(place: int) -> str:
    """The name of the place of 10**place: 0 -> ones, 3 -> thousands."""
    return load_bank("math", "nbt-place-names")["places"][place]


def unit_word(unit: int, default: str = "") -> str:
    """The word for a power of ten that numbers are rounded to: 10 -> ten, 1000 -> thousand."""
    units = load_bank("math", "nbt-place-names")["units"]
    k = len(str(unit)) - 1
    return units[k] if 1 <= k < len(units) else default


def place_count(n: int, place: int) -> str:
    """``n`` units of the place of 10**place: ``1 one``, ``7 ones``, ``1 ten``, ``12 hundreds``."""
    return count_of(n, load_bank("math", "nbt-place-names")["units"][place], with_commas(n))


def expanded(n: int) -> list[int]:
    """The values of the digits of ``n`` that are not 0, largest first."""
    s = str(n)
    return [int(d) * 10 ** (len(s) - 1 - i) for i, d in enumerate(s) if d != "0"]


def join(parts: list[int]) -> str:
    """``4,000 + 300 + 5``."""
    return " + ".join(with_commas(x) for x in parts)
