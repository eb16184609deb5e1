"""Checker for points, lines, segments and rays (counted arrowheads and dots) and pairs of lines
(parallel or perpendicular directions of the drawn lines)."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.measures import (
    SVG,
    parallel,
    perpendicular,
    svg_lines,
    svg_root,
    verify,
    view,
)


@checks("math.g.lines_and_angles")
def check_lines(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    root = svg_root(v.svg)
    if params["mode"] == "figure":
        heads = [p for p in root.iter(f"{SVG}path") if p.attrib.get("d", "").endswith("Z")]
        dots = list(root.iter(f"{SVG}circle"))
        drawn = [ln for ln in svg_lines(v.svg) if ln.get("stroke-width") == "3"]
        if not drawn:
            assert len(dots) == 1
            expected = "point"
        else:
            expected = {0: "line segment", 1: "ray", 2: "line"}[len(heads)]
        verify(item, v, expected)
        return
    drawn = [ln for ln in svg_lines(v.svg) if ln.get("stroke-width") == "3"]
    assert len(drawn) == 2
    (u, w) = [(float(ln["x2"]) - float(ln["x1"]), float(ln["y2"]) - float(ln["y1"])) for ln in drawn]
    if parallel(u, w):
        expected = "parallel lines"
    elif perpendicular(u, w):
        expected = "perpendicular lines"
    else:
        expected = "intersecting lines (not perpendicular)"
    verify(item, v, expected)
