"""Checker for area: tilings are counted from the SVG's grid lines or shaded squares, rectilinear
areas come from the drawn polygon (shoelace formula) scaled by a labelled side, everything else
from the numbers the item states."""

from __future__ import annotations

import math
import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import parse_number
from tests.unit.generation.checkers.support.measures import (
    NUM,
    SVG,
    long_and_wide,
    settle_arithmetic,
    svg_lines,
    svg_root,
    verify,
    view,
)


def _shoelace(points: list[tuple[float, float]]) -> float:
    return (
        abs(
            sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1], strict=True))
        )
        / 2
    )


@checks("math.md.area")
def check_area(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    mode = params["mode"]
    if settle_arithmetic(item, v):
        return
    if mode == "count":
        inner = [ln for ln in svg_lines(v.svg) if ln.get("stroke-width") == "1"]
        verticals = sum(1 for ln in inner if ln["x1"] == ln["x2"])
        horizontals = sum(1 for ln in inner if ln["y1"] == ln["y2"])
        verify(item, v, (verticals + 1) * (horizontals + 1))
    elif mode == "count-shape":
        cells = [r for r in svg_root(v.svg).iter(f"{SVG}rect") if r.attrib.get("class") == "unit"]
        verify(item, v, len(cells))
    elif mode in ("multiply", "word"):
        a, b = long_and_wide(v.all)
        verify(item, v, a * b)
    elif mode == "fraction-sides":
        a, b = long_and_wide(v.text)
        verify(item, v, a * b)
    elif mode == "missing-side":
        total = parse_number(re.search(r"area of (" + NUM + ")", v.text).group(1))  # type: ignore[union-attr]
        side = parse_number(re.search(r"side (?:is )?(" + NUM + ")", v.text).group(1))  # type: ignore[union-attr]
        verify(item, v, total / side)
    elif mode == "distributive":
        m = re.search(r"(\d+) units? tall and \(?(\d+) \+ (\d+)\)? units wide", v.text) or re.search(
            r"(\d+) × \((\d+) \+ (\d+)\)", v.text
        )
        assert m, v.text
        a, b, c = (int(g) for g in m.groups())
        verify(item, v, a * b + a * c)
    else:  # rectilinear
        poly = next(svg_root(v.svg).iter(f"{SVG}polygon"))
        pts = [tuple(float(n) for n in pair.split(",")) for pair in poly.attrib["points"].split()]
        labels = re.search(r"from the top left: (.*)\.$", v.desc).group(1).split(", ")  # type: ignore[union-attr]
        labelled = [k for k, lab in enumerate(labels) if lab != "not labelled"]
        i = max(labelled, key=lambda k: math.dist(pts[k], pts[(k + 1) % len(pts)]))
        (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % len(pts)]
        scale = math.hypot(x2 - x1, y2 - y1) / float(parse_number(labels[i].split()[0]))
        area = _shoelace(pts) / scale**2  # type: ignore[arg-type]
        assert abs(area - round(area)) < 0.3, area
        verify(item, v, round(area))
