"""Checker for classifying shapes: quadrilaterals are classified from the drawn polygon's
coordinates (parallel sides, right angles, equal sides); triangles from the angles stated."""

from __future__ import annotations

import math
import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.measures import (
    Pt,
    parallel,
    perpendicular,
    polygon,
    side_vectors,
    verify,
    view,
)


def classify(pts: list[Pt]) -> dict[str, Any]:
    s = side_vectors(pts)
    n = len(s)
    pairs = sum(1 for i in range(n) for j in range(i + 1, n) if parallel(s[i], s[j]))
    rights = sum(1 for i in range(n) if perpendicular(s[i - 1], s[i]))
    lengths = [math.hypot(*v) for v in s]
    equal = max(lengths) - min(lengths) < 0.01 * max(lengths)
    if n == 4 and pairs == 2:
        best = (
            ("square" if equal else "rectangle") if rights == 4 else ("rhombus" if equal else "parallelogram")
        )
    elif n == 4 and pairs == 1:
        best = "trapezoid"
    else:
        best = "quadrilateral"
    return {"pairs": pairs, "rights": rights, "best": best}


@checks("math.g.classify_shapes")
def check_shape(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    mode = params["mode"]
    if mode == "triangle":
        m = re.search(r"angles of (\d+)°, (\d+)° and (\d+)°", v.all)
        assert m, v.all
        angles = [int(g) for g in m.groups()]
        assert sum(angles) == 180
        big = max(angles)
        verify(
            item, v, "right triangle" if big == 90 else "obtuse triangle" if big > 90 else "acute triangle"
        )
        return
    facts = classify(polygon(v.svg))
    if mode == "name":
        verify(item, v, facts["best"])
    elif mode == "count-right-angles":
        verify(item, v, facts["rights"])
    else:
        verify(item, v, facts["pairs"])
