"""Checker for ``math.g.area_volume_problems`` (7.G.B.6): areas, volumes and surface areas from the stated measures."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import find, item_text, verify


@checks("math.g.area_volume_problems")
def check_area_volume(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    if m := re.search(r"triangle has a base of (\d+) \w+ and a height of (\d+)", t):
        expected = Fraction(int(m.group(1)) * int(m.group(2)), 2)
    elif m := re.search(r"parallel sides of (\d+) \w+ and (\d+) \w+ and a height of (\d+)", t):
        b1, b2, h = (int(g) for g in m.groups())
        expected = Fraction((b1 + b2) * h, 2)
    elif m := re.search(
        r"cutting an? (\d+) \w+ by (\d+) \w+ rectangle from one corner of an? (\d+) \w+ by (\d+)", t
    ):
        w, h, W, H = (int(g) for g in m.groups())
        expected = Fraction(W * H - w * h)
    elif m := re.search(r"volume of (\d+) \w+³\. It is (\d+) \w+ long and (\d+) \w+ wide", t):
        v, ln, w = (int(g) for g in m.groups())
        expected = Fraction(v, ln * w)
        assert expected.denominator == 1
    elif m := re.search(r"prism is (\d+) \w+ long, (\d+) \w+ wide, and (\d+) \w+ tall", t):
        ln, w, h = (int(g) for g in m.groups())
        if "surface area" in t:
            expected = Fraction(2 * (ln * w + ln * h + w * h))
        else:
            assert "volume" in t
            expected = Fraction(ln * w * h)
    elif m := re.search(r"cube has edges that are (\d+)", t):
        s = int(m.group(1))
        expected = Fraction(6 * s * s)
    else:
        m = find(r"legs of (\d+) \w+ and (\d+) \w+\. The prism is (\d+) \w+ long", t)
        b, h, ln = (int(g) for g in m.groups())
        expected = Fraction(b * h, 2) * ln
    verify(item, expected)
