"""Checker for ``math.g.volume_round_solids`` (8.G.C.9): volumes of cylinders, cones and spheres (and a missing height), in terms of pi or with 3.14."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import NUM, PI, find, frac, item_text, parse_pi, verify


@checks("math.g.volume_round_solids")
def check_volume(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    exact = "3.14" not in t
    pi = Fraction(1) if exact else PI
    if m := re.search(rf"volume of ({NUM}|\d*π) \w+³ and a radius of (\d+)", t):
        v = parse_pi(m.group(1)) if exact else frac(m.group(1)) / PI
        r = int(m.group(2))
        verify(item, v / (r * r))
        return
    m = find(r"(cylinder|cone|sphere) has a (radius|diameter) of (\d+) \w+(?: and a height of (\d+))?", t)
    r = Fraction(int(m.group(3))) / (2 if m.group(2) == "diameter" else 1)
    h = int(m.group(4) or 0)
    coef = {"cylinder": r * r * h, "cone": r * r * h / 3, "sphere": Fraction(4, 3) * r**3}[m.group(1)]
    if exact:
        verify(item, coef, parse_pi)
    else:
        verify(item, coef * pi)
