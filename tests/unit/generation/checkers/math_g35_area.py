"""Checkers for area, perimeter, partitioned shapes and volume. Tilings are counted from the SVG's
grid lines or shaded squares, rectilinear areas come from the drawn polygon (shoelace formula)
scaled by a labelled side, everything else from the numbers the item states."""

from __future__ import annotations

import math
import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.math_g35_common import NUM, SVG, svg_lines, svg_root, verify, view
from tests.unit.generation.checkers.support.common import parse_number


def _arith(item: dict[str, Any]) -> Fraction | None:
    c = item["content"]
    if c["type"] != "arithmetic":
        return None
    a, b = Fraction(str(c["operand1"])), Fraction(str(c["operand2"]))
    if c.get("operandDisplays"):
        a, b = (parse_number(x) for x in c["operandDisplays"][:2])
    third = c.get("operand3")
    op = c["operator"]
    value = {"+": a + b, "-": a - b, "×": a * b, "÷": a / b}[op]
    if third is not None:
        value = value * Fraction(str(third)) if op == "×" else value
    return value


def _long_wide(text: str) -> tuple[Fraction, Fraction]:
    m = re.search(r"(" + NUM + r") [a-z]+ long and (" + NUM + r") [a-z]+ wide", text)
    assert m, text
    return parse_number(m.group(1)), parse_number(m.group(2))


def _shoelace(points: list[tuple[float, float]]) -> float:
    return (
        abs(
            sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1], strict=True))
        )
        / 2
    )


@checks("math.g35.area")
def check_area(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    mode = params["mode"]
    arith = _arith(item)
    if arith is not None:
        verify(item, v, arith)
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
        a, b = _long_wide(v.all)
        verify(item, v, a * b)
    elif mode == "fraction-sides":
        a, b = _long_wide(v.text)
        verify(item, v, a * b)
    elif mode == "missing-side":
        total = parse_number(re.search(r"area of (" + NUM + ")", v.text).group(1))  # type: ignore[union-attr]
        side = parse_number(re.search(r"side (?:is )?(" + NUM + ")", v.text).group(1))  # type: ignore[union-attr]
        verify(item, v, total / side)
    elif mode == "distributive":
        m = re.search(r"(\d+) units tall and (\d+) \+ (\d+) units wide", v.text) or re.search(
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


@checks("math.g35.perimeter")
def check_perimeter(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    mode = params["mode"]
    if mode in ("same-perimeter", "same-area"):
        if v.rows:
            rects = {str(r[0]): (int(r[1]), int(r[2])) for r in v.rows}
        else:
            rects = {
                k: (int(a), int(b))
                for k, a, b in re.findall(r"rectangle ([A-D]) is (\d+) units? by (\d+) units?", v.text)
            }
        areas = {k: a * b for k, (a, b) in rects.items()}
        perims = {k: 2 * (a + b) for k, (a, b) in rects.items()}
        if mode == "same-perimeter":
            assert len(set(perims.values())) == 1
            best = max(areas.values())
            winners = [k for k, a in areas.items() if a == best]
        else:
            assert len(set(areas.values())) == 1
            best = min(perims.values())
            winners = [k for k, p in perims.items() if p == best]
        assert len(winners) == 1
        verify(item, v, f"rectangle {winners[0]}")
        return
    if mode == "polygon":
        sides = re.search(r"sides of (.*)\.", v.desc).group(1)  # type: ignore[union-attr]
        verify(item, v, sum((parse_number(s.split()[0]) for s in sides.split(", ")), Fraction(0)))
    elif mode == "missing-side":
        total = parse_number(re.search(r"perimeter of (" + NUM + ")", v.desc).group(1))  # type: ignore[union-attr]
        sides = re.search(r"sides are (.*)\.", v.desc).group(1).split(", ")  # type: ignore[union-attr]
        assert sides.count("?") == 1
        known = sum((parse_number(s.split()[0]) for s in sides if s != "?"), Fraction(0))
        verify(item, v, total - known)
    elif mode == "rectangle":
        a, b = _long_wide(v.all)
        verify(item, v, 2 * (a + b))
    else:
        total = parse_number(re.search(r"perimeter of (" + NUM + ")", v.text).group(1))  # type: ignore[union-attr]
        width = parse_number(re.search(r"width (?:is|of) (" + NUM + ")", v.text).group(1))  # type: ignore[union-attr]
        verify(item, v, (total - 2 * width) / 2)


@checks("math.g35.partition")
def check_partition(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    root = svg_root(v.svg)
    parts = [el for el in root.iter() if el.attrib.get("stroke-width") == "3"]
    shaded = [el for el in parts if el.attrib.get("fill") == "#9a9a9a"]
    if params["mode"] == "unit-fraction":
        verify(item, v, Fraction(len(shaded), len(parts)))
    else:
        whole = parse_number(re.search(r"area of (" + NUM + ")", v.text).group(1))  # type: ignore[union-attr]
        n = int(re.search(r"into (\d+) equal parts", v.text).group(1))  # type: ignore[union-attr]
        assert n == len(parts), (n, len(parts))
        verify(item, v, whole / n)


@checks("math.g35.volume")
def check_volume(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    mode = params["mode"]
    arith = _arith(item)
    if arith is not None:
        verify(item, v, arith)
        return
    t = v.all
    if mode == "count-cubes":
        m = re.search(r"(\d+) cubes long, (\d+) cubes wide and (\d+) cubes tall", v.desc)
        assert m
        a, b, c = (int(g) for g in m.groups())
        verify(item, v, a * b * c)
    elif mode in ("formula", "word"):
        m = re.search(r"(\d+) [a-z]+ long, (\d+) [a-z]+ wide and (\d+) [a-z]+ tall", t)
        assert m, t
        a, b, c = (int(g) for g in m.groups())
        verify(item, v, a * b * c)
    elif mode == "base-area":
        base = int(re.search(r"base (?:with an )?area of (\d+)", t).group(1))  # type: ignore[union-attr]
        height = int(re.search(r"height of (\d+)", t).group(1))  # type: ignore[union-attr]
        verify(item, v, base * height)
    elif mode == "missing-edge":
        vol = int(re.search(r"volume of (\d+)", t).group(1))  # type: ignore[union-attr]
        m = re.search(r"(\d+) [a-z]+ long and (\d+) [a-z]+ wide", t)
        assert m, t
        verify(item, v, Fraction(vol, int(m.group(1)) * int(m.group(2))))
    else:
        boxes = re.findall(r"(\d+) [a-z]+ by (\d+) [a-z]+ by (\d+) [a-z]+", v.text)
        assert len(boxes) == 2, v.text
        verify(item, v, sum(int(a) * int(b) * int(c) for a, b, c in boxes))
