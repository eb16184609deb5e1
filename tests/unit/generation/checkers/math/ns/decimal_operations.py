"""Checker for ``math.ns.decimal_operations``: the four operations with decimals, and stories."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rationals import (
    NUM,
    find,
    main_text,
    shown_operation,
    story_value,
    verify_number,
)

_DECIMAL_STORIES = (
    (rf"buys (\d+) notebooks that cost ({NUM}) dollars each", lambda n, each: n * each),
    (rf"an? ({NUM})-dollar book with an? ({NUM})-dollar bill", lambda book, bill: bill - book),
    (rf"(\d+) friends share a bill of ({NUM}) dollars equally", lambda n, bill: bill / n),
    (
        rf"A rope is ({NUM}) meters long\. It is cut into pieces that are each ({NUM}) meters long",
        lambda rope, piece: rope / piece,
    ),
)


@checks("math.ns.decimal_operations")
def check_decimal_operations(item: dict[str, Any], params: dict[str, Any]) -> None:
    if params["mode"] == "story":
        expected = story_value(main_text(item), _DECIMAL_STORIES)
    else:
        expected = shown_operation(item)
        text = item["content"].get("expression") or main_text(item)
        op = find(r" ([+\-×÷]) ", text).group(1)
        allowed = {"add": "+", "subtract": "-", "add-subtract": "+-", "multiply": "×", "divide": "÷"}[
            params["mode"]
        ]
        assert op in allowed, (op, params)
    verify_number(item, expected)
