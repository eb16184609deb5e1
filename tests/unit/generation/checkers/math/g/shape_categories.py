"""Checker for categories of shapes: statements are judged against our own table of which shapes
belong to which groups and what every member of a group has."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.measures import view

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


@checks("math.g.shape_categories")
def check_shape_category(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    if content["type"] == "true-false":
        assert answer["value"] is statement_truth(content["statement"])
        return
    view(item)  # distinct choices
    truths = [statement_truth(c["text"]) for c in content["choices"]]
    assert truths[answer["value"]] is True
    assert sum(truths) == 1, truths
