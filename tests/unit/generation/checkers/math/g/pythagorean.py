"""Checker for ``math.g.pythagorean`` (8.G.B.6 - 8.G.B.8): sides, diagonals and distances recomputed with the Pythagorean theorem."""

from __future__ import annotations

import math
import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import find, item_text, parse_num, parse_word, verify


def _squared(s: str) -> Fraction | None:
    s = s.strip()
    if m := re.fullmatch(r"√(\d+)(?: \w+)?", s):
        return Fraction(int(m.group(1)))
    v = parse_num(s)
    return v * v if v is not None else None


@checks("math.g.pythagorean")
def check_pythagorean(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    if m := re.search(r"legs of (\d+) \w+ and (\d+)", t):
        a, b = int(m.group(1)), int(m.group(2))
        verify(
            item,
            Fraction(math.isqrt(a * a + b * b)) if math.isqrt(a * a + b * b) ** 2 == a * a + b * b else None,
        )
    elif m := re.search(r"hypotenuse of (\d+) \w+ and one leg of (\d+)", t):
        c, a = int(m.group(1)), int(m.group(2))
        verify(item, Fraction(math.isqrt(c * c - a * a)))
    elif m := re.search(r"An? (\d+)-\w+ ladder .+? is (\d+) \w+ from the wall", t):
        c, a = int(m.group(1)), int(m.group(2))
        assert math.isqrt(c * c - a * a) ** 2 == c * c - a * a
        verify(item, Fraction(math.isqrt(c * c - a * a)))
    elif m := re.search(r"sides of (\d+) \w+, (\d+) \w+, and (\d+)", t):
        s = sorted(int(g) for g in m.groups())
        verify(
            item,
            "a right triangle" if s[0] ** 2 + s[1] ** 2 == s[2] ** 2 else "not a right triangle",
            parse_word,
        )
    elif m := re.search(r"areas of (\d+) \w+² and (\d+)", t):
        verify(item, Fraction(int(m.group(1)) + int(m.group(2))))
    elif m := re.search(r"box is (\d+) \w+ long, (\d+) \w+ wide, and (\d+) \w+ tall", t):
        d2 = sum(int(g) ** 2 for g in m.groups())
        assert math.isqrt(d2) ** 2 == d2
        verify(item, Fraction(math.isqrt(d2)))
    else:
        m = find(r"P is at \((-?\d+), (-?\d+)\) and point Q is at \((-?\d+), (-?\d+)\)", t)
        x1, y1, x2, y2 = (int(g) for g in m.groups())
        verify(item, Fraction((x2 - x1) ** 2 + (y2 - y1) ** 2), _squared)
