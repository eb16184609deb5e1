"""Checker for ``math.rp.unit_conversion``: the converted amount recomputed from the amount, the
units and the conversion facts (or the conversion table)."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rates import find, missing_in_table
from tests.unit.generation.checkers.support.rationals import NUM, main_text, num, verify_number

FACTS = {
    ("feet", "inches"): 12,
    ("yards", "feet"): 3,
    ("gallons", "quarts"): 4,
    ("quarts", "cups"): 4,
    ("pounds", "ounces"): 16,
    ("meters", "centimeters"): 100,
    ("kilometers", "meters"): 1000,
    ("kilograms", "grams"): 1000,
    ("liters", "milliliters"): 1000,
    ("hours", "minutes"): 60,
    ("minutes", "seconds"): 60,
    ("days", "hours"): 24,
    ("weeks", "days"): 7,
}


ONE = {"foot": "feet", "inch": "inches"}
"""Units whose plural is not the name of one and an s."""


def _plural(unit: str) -> str:
    """The unit as the facts name it (in the plural): 1 cup -> cups, 1/2 foot -> feet."""
    names = {name for pair in FACTS for name in pair}
    return unit if unit in names else ONE.get(unit, unit + "s")


def _factor(have: str, want: str) -> Fraction:
    """How many ``want`` make one ``have``."""
    have = _plural(have)
    if (have, want) in FACTS:
        return Fraction(FACTS[(have, want)])
    return Fraction(1, FACTS[(want, have)])


@checks("math.rp.unit_conversion")
def check_units(item: dict[str, Any], params: dict[str, Any]) -> None:
    c = item["content"]
    if item["type"] == "arithmetic":
        n, f = (num(x) for x in c["operandDisplays"])
        expected = n * f if c["operator"] == "×" else n / f
        assert (c["operator"] == "×") == (params["direction"] == "to-smaller")
        assert int(f) in FACTS.values()
    elif item["type"] == "data-table":
        have, want = (col.lower() for col in c["columns"])
        expected = missing_in_table(item)
        first = c["rows"][0]
        assert num(str(first[1])) / num(str(first[0])) == _factor(have, want), c
    else:
        text = main_text(item)
        m = re.search(rf"How many (\w+) are in ({NUM}) (\w+)\?", text)
        if m:
            want, n, have = m.group(1), num(m.group(2)), m.group(3)
        else:
            m = find(rf"^In (\w+), ({NUM}) (\w+) is (?:___|{NUM})\.$", text)
            want, n, have = m.group(1), num(m.group(2)), m.group(3)
        expected = n * _factor(have, want)
    verify_number(item, expected)
