"""Checker for ``math.ns.decimal_operations``: the four operations with decimals, and stories."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rationals import (
    NUM,
    find,
    main_text,
    num,
    shown_operation,
    verify_number,
)


def _decimal_story(text: str) -> Fraction:
    m = re.search(rf"buys (\d+) notebooks that cost ({NUM}) dollars each", text)
    if m:
        return int(m.group(1)) * num(m.group(2))
    m = re.search(rf"a ({NUM})-dollar book with a ({NUM})-dollar bill", text)
    if m:
        return num(m.group(2)) - num(m.group(1))
    m = re.search(rf"(\d+) friends share a bill of ({NUM}) dollars equally", text)
    if m:
        return num(m.group(2)) / int(m.group(1))
    m = find(
        rf"A rope is ({NUM}) meters long\. It is cut into pieces that are each ({NUM}) meters long", text
    )
    return num(m.group(1)) / num(m.group(2))


@checks("math.ns.decimal_operations")
def check_decimal_operations(item: dict[str, Any], params: dict[str, Any]) -> None:
    if params["mode"] == "story":
        expected = _decimal_story(main_text(item))
    else:
        expected = shown_operation(item)
        text = item["content"].get("expression") or main_text(item)
        op = find(r" ([+\-×÷]) ", text).group(1)
        allowed = {"add": "+", "subtract": "-", "add-subtract": "+-", "multiply": "×", "divide": "÷"}[
            params["mode"]
        ]
        assert op in allowed, (op, params)
    verify_number(item, expected)
