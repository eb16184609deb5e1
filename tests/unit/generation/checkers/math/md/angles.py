"""Checker for angles: turns and parts are recomputed from the numbers stated; measured angles from
the directions of the drawn rays."""

from __future__ import annotations

import math
import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import parse_number
from tests.unit.generation.checkers.support.measures import NUM, svg_lines, verify, view

VERTEX = (250.0, 250.0)


def _ray_angles(svg: str) -> list[float]:
    out = []
    for ln in svg_lines(svg):
        if ln.get("stroke-width") == "3" and (float(ln["x1"]), float(ln["y1"])) == VERTEX:
            out.append(
                math.degrees(math.atan2(-(float(ln["y2"]) - VERTEX[1]), float(ln["x2"]) - VERTEX[0])) % 360
            )
    return sorted(out)


@checks("math.md.angles")
def check_angle(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    mode = params["mode"]
    t = v.text
    if mode == "turn":
        frac = parse_number(re.search(r"through (" + NUM + ") of a full circle", t).group(1))  # type: ignore[union-attr]
        verify(item, v, 360 * frac)
    elif mode == "turn-fraction":
        deg = int(re.search(r"(\d+)°", t).group(1))  # type: ignore[union-attr]
        verify(item, v, Fraction(deg, 360))
    elif mode == "equal-parts":
        m = re.search(r"(\d+) smaller angles (?:that each measure|of) (\d+)°", t)
        assert m, t
        verify(item, v, int(m.group(1)) * int(m.group(2)))
    elif mode == "measure":
        rays = _ray_angles(v.svg)
        assert len(rays) == 2, rays
        verify(item, v, round(rays[1] - rays[0]))
    elif mode == "classify":
        deg = int(re.search(r"(\d+)°", t).group(1))  # type: ignore[union-attr]
        kind = "acute" if deg < 90 else "right" if deg == 90 else "obtuse" if deg < 180 else "straight"
        verify(item, v, kind)
    elif mode == "unknown-part":
        whole = int(re.search(r"ABC (?:is [a-z ]+\(|measures )(\d+)°", t).group(1))  # type: ignore[union-attr]
        part = int(re.search(r"ABD (?:is|measures) (\d+)°", t).group(1))  # type: ignore[union-attr]
        verify(item, v, whole - part)
    else:
        a = int(re.search(r"ABD is (\d+)°", t).group(1))  # type: ignore[union-attr]
        b = int(re.search(r"DBC is (\d+)°", t).group(1))  # type: ignore[union-attr]
        verify(item, v, a + b)
