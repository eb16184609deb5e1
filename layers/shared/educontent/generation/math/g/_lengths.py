"""Units of length shared by the grade 6 geometry generators (area, volume, surface area)."""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from educontent.generation.banks import load_bank
from educontent.generation.kit.grammar import takes_singular


@cache
def length_units() -> tuple[tuple[str, str], ...]:
    """(abbreviation, name) pairs: ``("cm", "centimeters")``, in the bank's order."""
    return tuple((unit["short"], unit["name"]) for unit in load_bank("math", "g-length-units")["units"])


def length_of(quantity: Fraction, name: str, shown: str) -> str:
    """``shown`` (how ``quantity`` is written) with the unit ``name`` (as ``length_units`` gives it)
    in the right number: ``1 yard``, ``1/2 yard``, ``3 1/2 yards``."""
    if not takes_singular(quantity):
        return f"{shown} {name}"
    one = {unit["name"]: unit["one"] for unit in load_bank("math", "g-length-units")["units"]}
    return f"{shown} {one[name]}"
