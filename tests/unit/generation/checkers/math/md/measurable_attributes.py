"""Checker for ``math.md.measurable_attributes``: the attribute that answers each question."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.pictures import (
    after,
    check_matching,
    judge,
    question_text,
    text_is,
)

ATTRIBUTE_OF = {
    "how long": "length",
    "how heavy": "weight",
    "how tall": "height",
    "how much water": "capacity",
}


@checks("math.md.measurable_attributes")
def check_attributes(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["content"]["type"] == "matching":
        check_matching(
            item, lambda left, right: any(k in left.lower() and v == right for k, v in ATTRIBUTE_OF.items())
        )
        return
    text = question_text(item).lower()
    expected = next(v for k, v in ATTRIBUTE_OF.items() if k in text)
    judge(item, text_is(expected), after(r"measure its (\w+)\.$"))
