"""Checker for ``math.g.solid_shapes``: the solid drawn (its class), flat or solid, faces, corners,
rolling, and objects matched to the solids they look like."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.openings import reads_question
from tests.unit.generation.checkers.support.pictures import (
    LOOKS_LIKE,
    check_matching,
    judge,
    number_is,
    svg_of,
    text_is,
    with_class,
)

SOLIDS = {"cube", "rectangular prism", "sphere", "cylinder", "cone"}


FACES = {"cube": 6, "rectangular prism": 6, "cylinder": 2, "cone": 1, "sphere": 0}


CORNERS = {"cube": 8, "rectangular prism": 8}


ROLLERS = {"sphere", "cylinder", "cone"}


def _drawn_solid(item: dict[str, Any]) -> str:
    """The solid the picture draws, by its class (``solid-rectangular-prism`` -> rectangular prism)."""
    classes = with_class(svg_of(item), "solid")[0].get("class").split()
    return classes[1].removeprefix("solid-").replace("-", " ")


@checks("math.g.solid_shapes")
@reads_question
def check_solids(item: dict[str, Any], params: dict[str, Any], content: dict[str, Any], text: str) -> None:
    if content["type"] == "matching":
        check_matching(item, lambda left, right: LOOKS_LIKE[left] == right)
        return
    if content["type"] == "true-false":
        if m := re.fullmatch(r"An? ([a-z ]+) is an? (flat|solid) shape\.", text):
            truth = (m.group(1) in SOLIDS) == (m.group(2) == "solid")
        elif m := re.fullmatch(r"An? ([a-z ]+) has (\d+) flat faces\.", text):
            truth = FACES[m.group(1)] == int(m.group(2))
        elif m := re.fullmatch(r"An? ([a-z ]+) has (\d+) corners\.", text):
            truth = CORNERS[m.group(1)] == int(m.group(2))
        elif m := re.fullmatch(r"An? ([a-z ]+) can roll\.", text):
            truth = m.group(1) in ROLLERS
        elif m := re.fullmatch(r"This solid shape is an? ([a-z ]+)\.", text):
            drawn = _drawn_solid(item)
            truth = m.group(1) == drawn
        else:
            raise AssertionError(text)
        assert item["answer"]["value"] is truth
        return
    if "name of this solid" in text or "This solid shape is" in text:
        drawn = _drawn_solid(item)
        judge(item, text_is(drawn))
    elif m := re.search(
        r"Is an? ([a-z ]+) a flat shape or a solid shape\?|An? ([a-z ]+) is a ___ shape\.", text
    ):
        name = m.group(1) or m.group(2)
        judge(item, text_is("solid" if name in SOLIDS else "flat"))
    elif "Which one is a solid shape" in text or "is a solid shape" in text:
        judge(item, lambda t: t.strip() in SOLIDS)
    elif m := re.search(
        r"How many flat faces does an? ([a-z ]+) have|An? ([a-z ]+) has ___ flat faces", text
    ):
        judge(item, number_is(FACES[m.group(1) or m.group(2)]))
    elif m := re.search(
        r"How many corners \(vertices\) does an? ([a-z ]+) have|An? ([a-z ]+) has ___ corners", text
    ):
        judge(item, number_is(CORNERS[m.group(1) or m.group(2)]))
    else:
        assert "roll" in text, text
        judge(item, lambda t: t.strip() in ROLLERS)
