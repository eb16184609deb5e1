"""Checker for lines of symmetry: the drawn vertices are reflected in the dashed line or in every
candidate fold line through the centre."""

from __future__ import annotations

import math
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.measures import Pt, polygon, svg_lines, verify, view


def _reflect(p: Pt, a: Pt, b: Pt) -> Pt:
    dx, dy = b[0] - a[0], b[1] - a[1]
    t = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)
    return 2 * (a[0] + t * dx) - p[0], 2 * (a[1] + t * dy) - p[1]


def _folds(pts: list[Pt], a: Pt, b: Pt) -> bool:
    return all(min(math.dist(_reflect(p, a, b), q) for q in pts) < 0.6 for p in pts)


@checks("math.g.symmetry")
def check_symmetry(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    pts = polygon(v.svg)
    if params["mode"] == "is-line":
        dashed = next(ln for ln in svg_lines(v.svg) if ln.get("stroke-dasharray"))
        a = (float(dashed["x1"]), float(dashed["y1"]))
        b = (float(dashed["x2"]), float(dashed["y2"]))
        verify(item, v, "a line of symmetry" if _folds(pts, a, b) else "not a line of symmetry")
        return
    n = len(pts)
    c = (sum(x for x, _ in pts) / n, sum(y for _, y in pts) / n)
    targets = pts + [
        ((pts[i][0] + pts[(i + 1) % n][0]) / 2, (pts[i][1] + pts[(i + 1) % n][1]) / 2) for i in range(n)
    ]
    directions: list[float] = []
    for t in targets:
        if math.dist(c, t) < 1e-6 or not _folds(pts, c, t):
            continue
        ang = math.degrees(math.atan2(t[1] - c[1], t[0] - c[0])) % 180
        if not any(min(abs(ang - d), 180 - abs(ang - d)) < 2 for d in directions):
            directions.append(ang)
    verify(item, v, len(directions))
