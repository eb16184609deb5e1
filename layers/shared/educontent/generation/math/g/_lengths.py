"""Units of length shared by the grade 6 geometry generators (area, volume, surface area)."""

from __future__ import annotations

from functools import cache

from educontent.generation.banks import load_bank


@cache
def length_units() -> tuple[tuple[str, str], ...]:
    """(abbreviation, name) pairs: ``("cm", "centimeters")``, in the bank's order."""
    return tuple((unit["short"], unit["name"]) for unit in load_bank("math", "g-length-units")["units"])
