"""Checker for ``math.g.angle_facts`` (8.G.A.4, 8.G.A.5): triangle angles, angles at parallel lines and sides of similar triangles."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import NUM, frac, item_text, parse_num, verify


@checks("math.g.angle_facts")
def check_angle_facts(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    if m := re.search(r"AB = (\d+) cm, BC = (\d+) cm and DE = (" + NUM + ") cm", t):
        ab, bc, de = int(m.group(1)), int(m.group(2)), frac(m.group(3))
        verify(item, bc * de / ab)
        return
    if m := re.search(r"angle A measures (\d+)° and angle B measures (\d+)°", t):
        a, b = int(m.group(1)), int(m.group(2))
        expected = Fraction(a + b) if "exterior" in t else Fraction(180 - a - b)
        verify(item, expected, parse_num, marker=" measures ")
        return
    given = re.findall(r"[Aa]ngle (\d) measures (\d+)°", t)
    k, v = int(given[0][0]), int(given[0][1])
    asked = re.search(r"measure of angle (\d)\?", t)
    j = int(asked.group(1)) if asked else int(re.findall(r"[Aa]ngle (\d) measures", t.split("\n")[0])[-1])
    # angles 1-4 and 5-8 go clockwise from the upper left: odd positions match, even positions match
    verify(item, Fraction(v if k % 2 == j % 2 else 180 - v), parse_num, marker=" measures ")
