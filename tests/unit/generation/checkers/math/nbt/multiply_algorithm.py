"""Checker for multi-digit multiplication: the factors shown are multiplied."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.measures import numbers, two_numbers, verify, view


@checks("math.nbt.multiply_algorithm")
def check_multiply(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    c = item["content"]
    if c["type"] == "arithmetic":
        verify(item, v, Fraction(c["operand1"]) * Fraction(c["operand2"]))
        return
    if "×" in v.text:
        a, b = two_numbers(v.text, "×")
    else:
        a, b = [*numbers(v.text), Fraction(0), Fraction(0)][:2]
    verify(item, v, a * b)
