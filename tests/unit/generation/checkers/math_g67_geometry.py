"""Checkers for the grade 6 geometry generators: areas, volumes, surface areas (from the figure's
description of its labelled measurements) and polygons on the coordinate plane (from the listed
vertices)."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.math_g67_percents import last_number
from tests.unit.generation.checkers.math_g67_tools import NUM, desc, main_text, num, same_number, tail, verify

U = r"[a-z]+"


def _find(pattern: str, text: str) -> list[Fraction]:
    m = re.search(pattern, text)
    assert m, f"{pattern!r} not in {text!r}"
    return [num(g) for g in m.groups()]


@checks("math.g67.area")
def check_area(item: dict[str, Any], params: dict[str, Any]) -> None:
    d = desc(item)
    shape = params["shape"]
    if shape == "right-triangle":
        a, b = _find(rf"legs ({NUM}) {U} and ({NUM}) {U}", d)
        expected = a * b / 2
    elif shape == "triangle":
        b, h = _find(rf"A triangle with base ({NUM}) {U} and height ({NUM}) {U}", d)
        expected = b * h / 2
    elif shape == "parallelogram":
        b, h = _find(rf"A parallelogram with base ({NUM}) {U} and height ({NUM}) {U}", d)
        expected = b * h
    elif shape == "trapezoid":
        a, b, h = _find(rf"parallel sides ({NUM}) {U} and ({NUM}) {U} and height ({NUM}) {U}", d)
        expected = (a + b) * h / 2
    elif shape == "composite":
        W, H, w, h = _find(
            rf"a ({NUM}) {U} by ({NUM}) {U} rectangle with a ({NUM}) {U} by ({NUM}) {U} corner cut out", d
        )
        assert w < W and h < H
        expected = W * H - w * h
    else:
        w, h, r = _find(
            rf"a rectangle ({NUM}) {U} wide and ({NUM}) {U} tall with a triangle on top ({NUM}) {U} tall", d
        )
        expected = w * h + w * r / 2
    verify(item, same_number(expected), claim=last_number)


@checks("math.g67.volume")
def check_volume(item: dict[str, Any], params: dict[str, Any]) -> None:
    mode = params["mode"]
    text = main_text(item)
    if mode == "unit-cubes":
        ln, w, h, k = _find(
            rf"prism ({NUM}) {U} long, ({NUM}) {U} wide and ({NUM}) {U} tall, packed with cubes that have edges of 1/(\d+)",
            desc(item),
        )
        counts = [x * k for x in (ln, w, h)]
        assert all(c.denominator == 1 for c in counts), "the cubes do not fit exactly"
        expected = counts[0] * counts[1] * counts[2]
    elif mode == "base-height":
        base, h = _find(rf"a base with an area of ({NUM}) square {U} and a height of ({NUM}) {U}", text)
        expected = base * h
    else:
        ln, w, h = _find(
            rf"(?:is|prism) ({NUM}) {U} long, ({NUM}) {U} wide and ({NUM}) {U} tall", f"{text} {desc(item)}"
        )
        expected = ln * w * h
    verify(item, same_number(expected), claim=last_number)


def _vertices(text: str) -> dict[str, tuple[int, int]]:
    return {n: (int(x), int(y)) for n, x, y in re.findall(r"([A-D])\((-?\d+), (-?\d+)\)", text)}


@checks("math.g67.coordinate-polygons")
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
    verify(item, same_number(expected), claim=last_number)


@checks("math.g67.surface-area")
def check_surface_area(item: dict[str, Any], params: dict[str, Any]) -> None:
    d = desc(item)
    solid = params["solid"]
    if solid == "cube":
        (s,) = _find(rf"each ({NUM}) {U} on a side", d)
        expected = 6 * s * s
    elif solid == "prism":
        ln, w, h = _find(rf"rectangular prism ({NUM}) {U} long, ({NUM}) {U} wide and ({NUM}) {U} tall", d)
        expected = 2 * (ln * w + ln * h + w * h)
    elif solid == "pyramid":
        s, b, t = _find(
            rf"a square ({NUM}) {U} on a side with 4 triangles, each with base ({NUM}) {U} and height ({NUM}) {U}",
            d,
        )
        assert s == b
        expected = s * s + 4 * (b * t / 2)
    else:
        a, b, c, length = _find(
            rf"legs ({NUM}) {U} and ({NUM}) {U} \(longest side ({NUM}) {U}\), and 3 rectangles ({NUM}) {U} long",
            d,
        )
        assert a * a + b * b == c * c, "the end is not a right triangle"
        expected = 2 * (a * b / 2) + (a + b + c) * length
    verify(item, same_number(expected), claim=last_number)
