"""Checker for ``math.g.volume_prisms``: the volume (or the number of small cubes) recomputed from
the edges in the question or the picture's description."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rates import UNIT as U
from tests.unit.generation.checkers.support.rates import find_numbers
from tests.unit.generation.checkers.support.rationals import NUM, desc, main_text, verify_number


@checks("math.g.volume_prisms")
def check_volume(item: dict[str, Any], params: dict[str, Any]) -> None:
    mode = params["mode"]
    text = main_text(item)
    if mode == "unit-cubes":
        ln, w, h, k = find_numbers(
            rf"prism ({NUM}) {U} long, ({NUM}) {U} wide and ({NUM}) {U} tall, packed with cubes that have edges of 1/(\d+)",
            desc(item),
        )
        counts = [x * k for x in (ln, w, h)]
        assert all(c.denominator == 1 for c in counts), "the cubes do not fit exactly"
        expected = counts[0] * counts[1] * counts[2]
    elif mode == "base-height":
        base, h = find_numbers(
            rf"a base with an area of ({NUM}) square {U} and a height of ({NUM}) {U}", text
        )
        expected = base * h
    else:
        ln, w, h = find_numbers(
            rf"(?:is|prism) ({NUM}) {U} long, ({NUM}) {U} wide and ({NUM}) {U} tall", f"{text} {desc(item)}"
        )
        expected = ln * w * h
    verify_number(item, expected)
