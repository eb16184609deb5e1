"""Checker for ``math.g.coordinate_polygons``: side lengths, perimeter, area and a missing vertex
recomputed from the vertices listed in the question."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rationals import main_text, tail, verify, verify_number


def _vertices(text: str) -> dict[str, tuple[int, int]]:
    return {n: (int(x), int(y)) for n, x, y in re.findall(r"([A-D])\((-?\d+), (-?\d+)\)", text)}


@checks("math.g.coordinate_polygons")
def check_coordinate_polygons(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    v = _vertices(text)
    mode = params["mode"]
    if mode == "missing-vertex":
        order = "ABCD"
        missing = next(n for n in order if n not in v)
        i = order.index(missing)
        prev, nxt, opp = (v[order[(i + k) % 4]] for k in (-1, 1, 2))
        target = (prev[0] + nxt[0] - opp[0], prev[1] + nxt[1] - opp[1])

        def right(answer: str) -> bool:
            m = re.fullmatch(r"\s*\((-?\d+), (-?\d+)\)\s*", answer)
            return bool(m) and (int(m.group(1)), int(m.group(2))) == target

        verify(item, right, claim=tail(r"is at (\(.+\))\.$"))
        return
    xs = [p[0] for p in v.values()]
    ys = [p[1] for p in v.values()]
    assert len(v) == 4 and len(set(xs)) == 2 and len(set(ys)) == 2, v
    w, h = max(xs) - min(xs), max(ys) - min(ys)
    if mode == "side-length":
        p, q = re.search(r"[Ss]ide ([A-D])([A-D])", text).groups()
        (x1, y1), (x2, y2) = v[p], v[q]
        assert x1 == x2 or y1 == y2
        expected = Fraction(abs(x1 - x2) + abs(y1 - y2))
    elif mode == "perimeter":
        expected = Fraction(2 * (w + h))
    else:
        expected = Fraction(w * h)
    verify_number(item, expected)
