"""Helpers for the checkers of the grade 6-7 ratio, percent, geometry and statistics generators:
a unit word, the numbers a pattern captures, and the missing value of a proportional table
(``find`` is the one in ``rationals``)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers.support.rationals import find, num

UNIT = r"[a-z]+"  # a unit word in a pattern: cm, feet, inches


def find_numbers(pattern: str, text: str) -> list[Fraction]:
    """The numbers captured by the groups of ``pattern`` in ``text``."""
    return [num(g) for g in find(pattern, text).groups()]


def missing_in_table(item: dict[str, Any]) -> Fraction:
    """A proportional two-column table with one ``?``: the value that keeps every ratio equal."""
    rows = item["content"]["rows"]
    full = [(num(str(r[0])), num(str(r[1]))) for r in rows if "?" not in r]
    ratios = {y / x for x, y in full}
    assert len(ratios) == 1, rows
    k = ratios.pop()
    gap = next(r for r in rows if "?" in r)
    return num(str(gap[0])) * k if gap[1] == "?" else num(str(gap[1])) / k
