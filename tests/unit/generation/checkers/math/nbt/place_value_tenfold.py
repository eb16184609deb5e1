"""Checker for place value: the digits are found in the number shown and their place values
compared exactly."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.measures import NUM, verify, view

PLACE_EXP = {
    "thousands": 3,
    "hundreds": 2,
    "tens": 1,
    "ones": 0,
    "tenths": -1,
    "hundredths": -2,
    "thousandths": -3,
}


def _digit_at(number: str, e: int) -> int:
    whole, _, frac = number.replace(",", "").partition(".")
    if e >= 0:
        return int(whole[len(whole) - 1 - e]) if e < len(whole) else 0
    return int(frac[-e - 1]) if -e - 1 < len(frac) else 0


@checks("math.nbt.place_value_tenfold")
def check_place_value(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    if params["mode"] == "times":
        m = re.search(
            r"In (" + NUM + r"), .* the (\d) in the (\w+) place .* the (\d) in the (\w+) place", v.text
        )
        assert m, v.text
        number, d1, p1, d2, p2 = m.groups()
        e1, e2 = PLACE_EXP[p1], PLACE_EXP[p2]
        assert _digit_at(number, e1) == int(d1) and _digit_at(number, e2) == int(d2)
        verify(item, v, Fraction(10) ** (e1 - e2))
        return
    m = re.search(r"digit (\d) in (" + NUM + ")", v.text)
    assert m, v.text
    d, number = int(m.group(1)), m.group(2)
    places = [
        e
        for e in range(-3, 6)
        if _digit_at(number, e) == d and e < len(number.replace(",", "").split(".")[0])
    ]
    assert len(places) == 1, (number, d)
    verify(item, v, d * Fraction(10) ** places[0])
