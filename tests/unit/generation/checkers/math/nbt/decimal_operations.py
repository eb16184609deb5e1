"""Checker for decimal arithmetic: the operands shown (or the story's numbers and wording) give
the exact result."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.measures import OPS, operation_or_numbers, verify, view


@checks("math.nbt.decimal_operations")
def check_decimal_ops(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    a, op, b = operation_or_numbers(item, v)
    if op is None:
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
    verify(item, v, OPS[op](a, b))
