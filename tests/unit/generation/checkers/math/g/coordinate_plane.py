"""Checker for the coordinate grid: points are read from where the dots are drawn and distances
recomputed from the coordinates."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.measures import SVG, svg_root, svg_texts, verify, view


def _grid_points(svg: str) -> tuple[dict[str, tuple[int, int]], int]:
    labels = [(x, y, t) for x, y, t in svg_texts(svg)]
    high = max(int(t) for _, _, t in labels if t.isdigit())
    unit = 300 / high
    points = {}
    for circle in svg_root(svg).iter(f"{SVG}circle"):
        cx, cy = float(circle.attrib["cx"]), float(circle.attrib["cy"])
        gx, gy = (cx - 40) / unit, (340 - cy) / unit
        assert abs(gx - round(gx)) < 0.01 and abs(gy - round(gy)) < 0.01
        letter = next(t for x, y, t in labels if abs(x - cx - 8) < 0.2 and abs(y - cy + 8) < 0.2)
        points[letter] = (round(gx), round(gy))
    return points, high


@checks("math.g.coordinate_plane")
def check_coordinates(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    mode = params["mode"]
    points, _ = _grid_points(v.svg)
    pairs = [(int(a), int(b)) for a, b in re.findall(r"\((\d+), (\d+)\)", v.text)]
    if mode == "read":
        target = re.search(r"point ([A-Z])", v.text).group(1)  # type: ignore[union-attr]
        x, y = points[target]
        verify(item, v, f"({x}, {y})")
    elif mode == "locate":
        assert len(pairs) == 1, v.text
        found = [k for k, p in points.items() if p == pairs[0]]
        assert len(found) == 1
        verify(item, v, found[0])
    else:
        assert len(pairs) == 2, v.text
        assert sorted(pairs) == sorted(points.values()), (pairs, points)
        (x1, y1), (x2, y2) = pairs
        if mode == "distance":
            assert x1 == x2 or y1 == y2
        verify(item, v, abs(x1 - x2) + abs(y1 - y2))
