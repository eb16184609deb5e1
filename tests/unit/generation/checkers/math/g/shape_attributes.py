"""Checker for ``math.g.shape_attributes``: what is true of every shape of a kind, sides to build a shape, and the shape named by its sides and angles."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.pictures import (
    FAMILY,
    after,
    judge,
    number_is,
    question_text,
    text_is,
)

SIDES = {"triangle": 3, "square": 4, "rectangle": 4, "pentagon": 5, "hexagon": 6, "circle": 0}


def every_has(shape: str, claim: str) -> bool:
    """Whether ``claim`` (e.g. 'has 3 straight sides and 3 corners') is true of every ``shape``."""
    claim = claim.strip().rstrip(".")
    if claim in ("is grey", "points up", "is big", "is small"):
        return False
    if claim == "is round and closed with no corners":
        return shape == "circle"
    if m := re.fullmatch(r"has (\d) straight sides and (\d) (square )?corners", claim):
        n = int(m.group(1))
        return SIDES[shape] == n == int(m.group(2)) and (not m.group(3) or shape in ("square", "rectangle"))
    if claim == "has 4 equal sides and 4 square corners":
        return shape == "square"
    raise AssertionError(claim)


@checks("math.g.shape_attributes")
def check_shape_attributes(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = question_text(item)
    if m := re.search(r"about every (\w+)\?|^Every (\w+) (?:___|.+)\.$", text):
        shape = m.group(1) or m.group(2)
        judge(item, lambda t: every_has(shape, t), after(rf"^Every {shape} (.+)\.$"))
        return
    if m := re.search(
        r"builds an? (\w+) with straws for the sides and clay balls for the corners\. How many (straws|clay balls)",
        text,
    ):
        judge(item, number_is(SIDES[m.group(1)]), after(r"\? (\d+)$"))
        return
    m = re.search(r"with (\d) (?:straight )?sides and (\d) angles", text)
    assert m and m.group(1) == m.group(2), text
    expected = FAMILY[int(m.group(1))]
    judge(item, text_is(expected), after(r"is an? (\w+)\.$"))
