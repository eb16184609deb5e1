"""Checkers for the grade 3-5 geometry generators. Shapes are classified from the drawn polygon's
coordinates (parallel sides, right angles, equal sides), lines of symmetry by reflecting the drawn
vertices, rays and lines by their arrowheads and directions, points on the grid from where the dots
are drawn; category statements against our own table of which shapes belong to which groups."""

from __future__ import annotations

import math
import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.math_g35_common import (
    NUM,
    SVG,
    svg_lines,
    svg_root,
    svg_texts,
    verify,
    view,
)
from tests.unit.generation.checkers.support.common import parse_number

Pt = tuple[float, float]


def _polygon(svg: str) -> list[Pt]:
    poly = next(svg_root(svg).iter(f"{SVG}polygon"))
    return [(float(a), float(b)) for a, b in (pair.split(",") for pair in poly.attrib["points"].split())]


def _sides(pts: list[Pt]) -> list[Pt]:
    n = len(pts)
    return [(pts[(i + 1) % n][0] - pts[i][0], pts[(i + 1) % n][1] - pts[i][1]) for i in range(n)]


def _parallel(u: Pt, w: Pt) -> bool:
    return abs(u[0] * w[1] - u[1] * w[0]) < 0.01 * math.hypot(*u) * math.hypot(*w)


def _perpendicular(u: Pt, w: Pt) -> bool:
    return abs(u[0] * w[0] + u[1] * w[1]) < 0.01 * math.hypot(*u) * math.hypot(*w)


def classify(pts: list[Pt]) -> dict[str, Any]:
    s = _sides(pts)
    n = len(s)
    pairs = sum(1 for i in range(n) for j in range(i + 1, n) if _parallel(s[i], s[j]))
    rights = sum(1 for i in range(n) if _perpendicular(s[i - 1], s[i]))
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


@checks("math.g35.shape")
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
    facts = classify(_polygon(v.svg))
    if mode == "name":
        verify(item, v, facts["best"])
    elif mode == "count-right-angles":
        verify(item, v, facts["rights"])
    else:
        verify(item, v, facts["pairs"])


GROUPS = {
    "square": {"square", "rectangle", "rhombus", "parallelogram", "quadrilateral", "polygon"},
    "rectangle": {"rectangle", "parallelogram", "quadrilateral", "polygon"},
    "rhombus": {"rhombus", "parallelogram", "quadrilateral", "polygon"},
    "parallelogram": {"parallelogram", "quadrilateral", "polygon"},
    "quadrilateral": {"quadrilateral", "polygon"},
    "polygon": {"polygon"},
    "right triangle": {"right triangle", "triangle", "polygon"},
    "triangle": {"triangle", "polygon"},
}
PLURALS = {
    "squares": "square",
    "rectangles": "rectangle",
    "rhombuses": "rhombus",
    "parallelograms": "parallelogram",
    "quadrilaterals": "quadrilateral",
    "polygons": "polygon",
    "right triangles": "right triangle",
    "triangles": "triangle",
}
# what every member of a group has: (sides, right angles, all sides equal, pairs of parallel sides)
BASICS = {
    "square": (4, 4, True, 2),
    "rectangle": (4, 4, False, 2),
    "rhombus": (4, 0, True, 2),
    "parallelogram": (4, 0, False, 2),
    "quadrilateral": (4, 0, False, 0),
    "right triangle": (3, 1, False, 0),
    "triangle": (3, 0, False, 0),
}


def statement_truth(text: str) -> bool:
    text = text.strip().rstrip(".")
    if m := re.fullmatch(r"All ([a-z ]+) are ([a-z ]+)", text):
        return PLURALS[m.group(2)] in GROUPS[PLURALS[m.group(1)]]
    m = re.fullmatch(r"Every ([a-z ]+) has (.+)", text)
    assert m, text
    sides, rights, equal, pairs = BASICS[m.group(1)]
    prop = m.group(2)
    return {
        "4 right angles": rights == 4,
        "4 equal sides": sides == 4 and equal,
        "2 pairs of parallel sides": pairs == 2,
        "opposite sides of equal length": pairs == 2,
        "4 sides": sides == 4,
        "3 sides": sides == 3,
        "at least one right angle": rights >= 1,
    }[prop]


@checks("math.g35.shape-category")
def check_shape_category(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    if content["type"] == "true-false":
        assert answer["value"] is statement_truth(content["statement"])
        return
    view(item)  # distinct choices
    truths = [statement_truth(c["text"]) for c in content["choices"]]
    assert truths[answer["value"]] is True
    assert sum(truths) == 1, truths


VERTEX = (250.0, 250.0)


def _ray_angles(svg: str) -> list[float]:
    out = []
    for ln in svg_lines(svg):
        if ln.get("stroke-width") == "3" and (float(ln["x1"]), float(ln["y1"])) == VERTEX:
            out.append(
                math.degrees(math.atan2(-(float(ln["y2"]) - VERTEX[1]), float(ln["x2"]) - VERTEX[0])) % 360
            )
    return sorted(out)


@checks("math.g35.angle")
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


@checks("math.g35.lines")
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
    if _parallel(u, w):
        expected = "parallel lines"
    elif _perpendicular(u, w):
        expected = "perpendicular lines"
    else:
        expected = "intersecting lines (not perpendicular)"
    verify(item, v, expected)


def _reflect(p: Pt, a: Pt, b: Pt) -> Pt:
    dx, dy = b[0] - a[0], b[1] - a[1]
    t = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)
    return 2 * (a[0] + t * dx) - p[0], 2 * (a[1] + t * dy) - p[1]


def _folds(pts: list[Pt], a: Pt, b: Pt) -> bool:
    return all(min(math.dist(_reflect(p, a, b), q) for q in pts) < 0.6 for p in pts)


@checks("math.g35.symmetry")
def check_symmetry(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    pts = _polygon(v.svg)
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


@checks("math.g35.coordinates")
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
