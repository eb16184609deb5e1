"""Checker for ``math.g.surface_area``: the surface area recomputed from the edges in the net's
description."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rates import UNIT as U
from tests.unit.generation.checkers.support.rates import find_numbers
from tests.unit.generation.checkers.support.rationals import NUM, desc, verify_number


@checks("math.g.surface_area")
def check_surface_area(item: dict[str, Any], params: dict[str, Any]) -> None:
    d = desc(item)
    solid = params["solid"]
    if solid == "cube":
        (s,) = find_numbers(rf"each ({NUM}) {U} on a side", d)
        expected = 6 * s * s
    elif solid == "prism":
        ln, w, h = find_numbers(
            rf"rectangular prism ({NUM}) {U} long, ({NUM}) {U} wide and ({NUM}) {U} tall", d
        )
        expected = 2 * (ln * w + ln * h + w * h)
    elif solid == "pyramid":
        s, b, t = find_numbers(
            rf"a square ({NUM}) {U} on a side with 4 triangles, each with base ({NUM}) {U} and height ({NUM}) {U}",
            d,
        )
        assert s == b
        expected = s * s + 4 * (b * t / 2)
    else:
        a, b, c, length = find_numbers(
            rf"legs ({NUM}) {U} and ({NUM}) {U} \(longest side ({NUM}) {U}\), and 3 rectangles ({NUM}) {U} long",
            d,
        )
        assert a * a + b * b == c * c, "the end is not a right triangle"
        expected = 2 * (a * b / 2) + (a + b + c) * length
    verify_number(item, expected)
