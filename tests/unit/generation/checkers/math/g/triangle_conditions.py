"""Checker for ``math.g.triangle_conditions`` (7.G.A.2): whether the stated measures make no, one or many triangles."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import find, item_text, parse_word, verify


@checks("math.g.triangle_conditions")
def check_triangle(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    two = re.search(r"Two sides of a triangle are (\d+) cm and (\d+) cm long", t)
    if two:
        a, b = sorted(int(g) for g in two.groups())
        # try every whole number: which third sides close a triangle?
        ok = [c for c in range(1, a + b + 5) if a + b > c and a + c > b and b + c > a]
        expected = Fraction(max(ok) if "greatest" in t else min(ok))
        verify(item, expected)
        return
    if m := re.search(r"side lengths (\d+) cm, (\d+) cm, and (\d+) cm", t):
        s = sorted(int(g) for g in m.groups())
        expected = "exactly one triangle" if s[0] + s[1] > s[2] else "no triangle"
    elif m := re.search(r"angles of (\d+)°, (\d+)°, and (\d+)°", t):
        expected = "more than one triangle" if sum(int(g) for g in m.groups()) == 180 else "no triangle"
    elif m := re.search(r"sides of (\d+) cm and (\d+) cm and an? (\d+)° angle between them", t):
        expected = "exactly one triangle" if 0 < int(m.group(3)) < 180 else "no triangle"
    else:
        m = find(r"angles of (\d+)° and (\d+)° and an? (\d+) cm side between them", t)
        expected = "exactly one triangle" if int(m.group(1)) + int(m.group(2)) < 180 else "no triangle"
    verify(item, expected, parse_word, marker=" make ")
