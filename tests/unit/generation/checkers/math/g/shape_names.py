"""Checker for ``math.g.shape_names``: the shape named from its drawn corners (a square may be
called a rectangle or a rhombus), its family and its number of sides."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.openings import reads_question
from tests.unit.generation.checkers.support.pictures import (
    FAMILY,
    after,
    flat_shape_in,
    judge,
    number_is,
    parse_svg,
    svg_of,
    text_is,
)


def is_a(name: str, target: str) -> bool:
    """Whether a shape classified as ``name`` may be called ``target``."""
    if name == target:
        return True
    if target in ("rectangle", "rhombus") and name == "square":
        return True
    return target == "quadrilateral" and name in (
        "square",
        "rectangle",
        "rhombus",
        "trapezoid",
        "quadrilateral",
    )


@checks("math.g.shape_names")
@reads_question
def check_shape_name(
    item: dict[str, Any], params: dict[str, Any], content: dict[str, Any], text: str
) -> None:
    if content.get("choices") and content["choices"][0].get("svg"):
        target = re.search(r"Which shape is an? ([a-z ]+)\?", text).group(1)
        names = [flat_shape_in(parse_svg(c["svg"]))[0] for c in content["choices"]]
        assert len(names) >= 3
        for i, name in enumerate(names):
            assert is_a(name, target) == (i == item["answer"]["value"]), (names, target)
        return
    name, sides = flat_shape_in(svg_of(item))
    if re.search(r"How many (sides|corners|angles)|has (?:___|\d+) (sides|corners|angles)", text):
        assert sides >= 3
        judge(item, number_is(sides), after(r"has (\d+) \w+\.$"))
        return
    if "family" in params.get("ask", []):
        judge(item, text_is(FAMILY[sides]), after(r"\bis (?:an? )?([a-z ]+)\.$"))
    else:
        judge(item, lambda t: is_a(name, t.strip().lower()), after(r"\bis (?:an? )?([a-z ]+)\.$"))
