"""Checker for ``math.g.area_polygons``: the area recomputed from the measurements in the
figure's description."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rates import UNIT as U
from tests.unit.generation.checkers.support.rates import find_numbers
from tests.unit.generation.checkers.support.rationals import NUM, desc, verify_number


@checks("math.g.area_polygons")
def check_area(item: dict[str, Any], params: dict[str, Any]) -> None:
    d = desc(item)
    shape = params["shape"]
    if shape == "right-triangle":
        a, b = find_numbers(rf"legs ({NUM}) {U} and ({NUM}) {U}", d)
        expected = a * b / 2
    elif shape == "triangle":
        b, h = find_numbers(rf"A triangle with base ({NUM}) {U} and height ({NUM}) {U}", d)
        expected = b * h / 2
    elif shape == "parallelogram":
        b, h = find_numbers(rf"A parallelogram with base ({NUM}) {U} and height ({NUM}) {U}", d)
        expected = b * h
    elif shape == "trapezoid":
        a, b, h = find_numbers(rf"parallel sides ({NUM}) {U} and ({NUM}) {U} and height ({NUM}) {U}", d)
        expected = (a + b) * h / 2
    elif shape == "composite":
        W, H, w, h = find_numbers(
            rf"an? ({NUM}) {U} by ({NUM}) {U} rectangle with an? ({NUM}) {U} by ({NUM}) {U} corner cut out", d
        )
        assert w < W and h < H
        expected = W * H - w * h
    else:
        w, h, r = find_numbers(
            rf"a rectangle ({NUM}) {U} wide and ({NUM}) {U} tall with a triangle on top ({NUM}) {U} tall", d
        )
        expected = w * h + w * r / 2
    verify_number(item, expected)
