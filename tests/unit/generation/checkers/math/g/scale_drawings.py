"""Checker for ``math.g.scale_drawings`` (7.G.A.1): lengths and areas recomputed from the scales the item states."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import find, item_text, verify


@checks("math.g.scale_drawings")
def check_scale(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    scales = [(int(a), int(b)) for a, b in re.findall(r"(\d+) (?:cm|in) = (\d+) (?:m|ft)", t)]
    assert scales
    if "new drawing" in t:
        (one, s1), (_, s2) = scales[0], scales[1]
        assert one == 1
        old = int(find(r"is (\d+) (?:cm|in) long", t).group(1))
        expected = Fraction(old * s1, s2)
    elif "actual length" in t:
        a, b = scales[0]
        w = int(find(r"rectangle (\d+) (?:cm|in) long", t).group(1))
        expected = Fraction(w * b, a)
    elif "actual area" in t:
        a, b = scales[0]
        m = find(r"rectangle (\d+) (?:cm|in) long and (\d+) (?:cm|in) wide", t)
        expected = Fraction(int(m.group(1)) * b, a) * Fraction(int(m.group(2)) * b, a)
    else:
        a, b = scales[0]
        real = int(find(r"is (\d+) (?:m|ft) long", t).group(1))
        expected = Fraction(real * a, b)
    verify(item, expected)
