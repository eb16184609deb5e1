"""Checker for decimal arithmetic: the operands shown (or the story's numbers and wording) give
the exact result."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import parse_number
from tests.unit.generation.checkers.support.measures import NUM, leading_number, numbers, verify, view


@checks("math.nbt.decimal_operations")
def check_decimal_ops(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    c = item["content"]
    if c["type"] == "arithmetic":
        a, b = (parse_number(x) for x in c["operandDisplays"])
        op = c["operator"]
    elif m := re.search(r"(" + NUM + r") ([+\-×÷]) (" + NUM + ")", v.text):
        a, op, b = parse_number(m.group(1)), m.group(2), parse_number(m.group(3))
    else:
        a, b = numbers(v.text)[:2]
        t = v.text
        op = (
            "÷"
            if ("each part" in t or "How many jars" in t)
            else "×"
            if ("altogether" in t or "times as long" in t)
            else "-"
            if "left" in t
            else "+"
        )
        assert op != "+" or "in all" in t, t
    verify(item, v, {"+": a + b, "-": a - b, "×": a * b, "÷": a / b}[op])
    _ = leading_number
