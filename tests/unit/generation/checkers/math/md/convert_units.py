"""Checker for converting units: every quantity is converted with our own table of unit sizes."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import parse_number
from tests.unit.generation.checkers.support.measures import NUM, UNITS, in_unit, quantities, verify, view


def _claimed_unit(v: Any) -> str:
    if v.unit:
        return v.unit
    words = [w for w in v.claimed.split() if w in UNITS]
    assert words, v.claimed
    return words[-1]


@checks("math.md.convert_units")
def check_convert(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    mode = params.get("mode", "convert")
    if v.kind == "data-table":
        cols = [c.lower() for c in v.columns]
        for row in v.rows:
            if "?" in row:
                i = row.index("?")
                known = Fraction(str(row[1 - i]))
                verify(item, v, in_unit(known, cols[1 - i], cols[i]))
                return
        raise AssertionError("no missing cell")
    found = quantities(v.text)
    if mode == "compare":
        assert len(found) == 2, v.text
        (a, ua), (b, ub) = found
        x, y = in_unit(a, ua, ub), b
        assert x != y
        winner = found[0] if x > y else found[1]
        text_of = re.findall(r"(" + NUM + r"\s+[a-z]+)", v.text)
        label = next(
            t for t in text_of if parse_number(t.rsplit(" ", 1)[0]) == winner[0] and t.endswith(winner[1])
        )
        verify(item, v, label)
        return
    target = _claimed_unit(v)
    total = sum((in_unit(q, u, target) for q, u in found), Fraction(0))
    verify(item, v, total)
