"""Checker for adding and subtracting fractions with unlike denominators: the fractions shown are
combined exactly; estimates are recomputed by comparing the exact sum with 1."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.measures import OPS, operation_or_numbers, verify, view


@checks("math.nf.unlike_denominators")
def check_fraction_add(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    a, op, b = operation_or_numbers(item, v)
    if params["mode"] == "estimate":
        assert op == "+"
        total = a + b
        verify(item, v, "less than 1" if total < 1 else "greater than 1" if total > 1 else "equal to 1")
        return
    if op is None:
        op = "-" if "left" in v.text else "+"
        assert op == "-" or "in all" in v.text, v.text
    verify(item, v, OPS[op](a, b))
