"""Checker for ``math.g.circles`` (7.G.B.4): circumference, area or radius from the measure the item states, in terms of pi or with 3.14."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import PI, find, frac, item_text, parse_pi, verify


def _measure(t: str, exact: bool) -> Fraction:
    """The answer from the stated radius or diameter (a coefficient of pi when ``exact``)."""
    pi = Fraction(1) if exact else PI
    asked = find(r"(?:What is its|Its) (circumference|area|radius)", t).group(1)
    if asked == "radius":
        if exact:
            if m := re.search(r"circumference of (\d*)π", t):
                return Fraction(int(m.group(1) or 1), 2)
            m = find(r"area of (\d*)π", t)
            a = int(m.group(1) or 1)
        else:
            if m := re.search(r"circumference of (\d+(?:\.\d+)?) ", t):
                return frac(m.group(1)) / PI / 2
            a = frac(find(r"area of (\d+(?:\.\d+)?) ", t).group(1)) / PI
        r = next(k for k in range(1, 200) if k * k == a)
        return Fraction(r)
    m = find(r"has a (radius|diameter) of (\d+) ", t)
    r = Fraction(int(m.group(2))) / (2 if m.group(1) == "diameter" else 1)
    return (2 * r if asked == "circumference" else r * r) * pi


@checks("math.g.circles")
def check_circle(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    exact = "3.14" not in t
    assert exact == (params.get("pi", "exact") == "exact")
    expected = _measure(t, exact)
    if "radius" in find(r"(?:What is its|Its) (circumference|area|radius)", t).group(1) or not exact:
        verify(item, expected)
    else:
        verify(item, expected, parse_pi)
