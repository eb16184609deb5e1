"""Checker for ``math.ee.slope`` (8.EE.B.5, 8.EE.B.6): slopes, equations and unit rates from the points, graphs and tables the item shows."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import NUM, find, frac, item_text, parse_rule, verify

POINT = r"\((-?\d+), (-?\d+)\)"


@checks("math.ee.slope")
def check_slope(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    if "unit rate" in t:
        m = find(rf"through \(0, 0\) and \(({NUM}), ({NUM})\)", t)
        verify(item, frac(m.group(2)) / frac(m.group(1)))
        return
    if m := re.search(r"through the points " + POINT + " and " + POINT, t):
        x1, y1, x2, y2 = (Fraction(int(g)) for g in m.groups())
        slope = (y2 - y1) / (x2 - x1)
        if "equation of the line" in t:
            verify(item, (slope, y1 - slope * x1), parse_rule)
        else:
            verify(item, slope)
        return
    c = item["content"]
    if c["type"] == "data-table":
        pairs = [(frac(str(r[0])), frac(str(r[1]))) for r in c["rows"]]
    else:
        pairs = [
            (frac(a), frac(b))
            for a, b in re.findall(rf"\(({NUM}), ({NUM})\)", find(r"pairs is (.+?)\. ", t).group(1))
        ]
    rates = {y / x for x, y in pairs}
    assert len(rates) == 1, "the table should be proportional"
    rb = frac(find(rf"y = ({NUM})x", t).group(1))
    verify(item, abs(rates.pop() - rb), marker=" by ")
