"""Checker for ``math.ns.approximate_irrationals`` (8.NS.A.2): square roots bracketed exactly to decide intervals, roundings and orderings."""

from __future__ import annotations

import math
import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import NUM, find, frac, item_text, verify


def _sqrt_interval(n: int) -> tuple[Fraction, Fraction]:
    scale = 10**6
    r = math.isqrt(n * scale * scale)
    return Fraction(r, scale), Fraction(r + 1, scale)


def _interval(s: str) -> tuple[Fraction, Fraction]:
    s = s.strip()
    if m := re.fullmatch(r"√(\d+)", s):
        return _sqrt_interval(int(m.group(1)))
    if m := re.fullmatch(r"π(?: \+ (\d+))?", s):
        extra = int(m.group(1) or 0)
        return Fraction(314159, 100000) + extra, Fraction(314160, 100000) + extra
    v = frac(s)
    return v, v


@checks("math.ns.approximate_irrationals")
def check_approx(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    if m := re.search(r"(?:greatest: |Of )(.+?)(?:\?|, the greatest)", t):
        values = {s.strip(): _interval(s) for s in m.group(1).split(", ")}
        best = [s for s, (lo, _) in values.items() if all(lo > hi for o, (_, hi) in values.items() if o != s)]
        assert len(best) == 1, values
        verify(item, best[0], lambda s: s.strip())
        return
    n = int(find(r"√(\d+)", t).group(1))
    if "number line" in t:
        points = {letter: frac(v) for letter, v in re.findall(rf"([A-D]) at ({NUM})", t)}
        lo, _hi = _sqrt_interval(n)
        ranked = sorted(points, key=lambda p: abs(points[p] - lo))
        assert abs(points[ranked[1]] - lo) - abs(points[ranked[0]] - lo) > Fraction(1, 10)
        verify(item, ranked[0], lambda s: s.strip(), marker=" point ")
        return
    if "lies between" in t:
        k = next(j for j in range(0, n + 1) if j * j <= n < (j + 1) ** 2)
        verify(
            item,
            (k, k + 1),
            lambda s: (
                tuple(int(x) for x in m.groups())
                if (m := re.fullmatch(r"(\d+) and (\d+)", s.strip()))
                else None
            ),
            marker=" between ",
        )
        return
    if "nearest whole number" in t:
        j = next(j for j in range(0, n + 1) if (j - Fraction(1, 2)) ** 2 <= n < (j + Fraction(1, 2)) ** 2)
        verify(item, Fraction(j))
        return
    assert "nearest tenth" in t
    tenth = next(
        j for j in range(0, 100 * n + 1) if (j - Fraction(1, 2)) ** 2 <= 100 * n < (j + Fraction(1, 2)) ** 2
    )
    verify(item, Fraction(tenth, 10))
