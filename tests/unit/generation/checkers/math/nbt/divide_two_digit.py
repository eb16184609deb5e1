"""Checker for division with two-digit divisors: quotient and remainder from ``divmod``."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.measures import two_numbers, verify, view


@checks("math.nbt.divide_two_digit")
def check_divide(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    c = item["content"]
    if c["type"] == "arithmetic":
        n, d = Fraction(c["operand1"]), Fraction(c["operand2"])
    elif "÷" in v.text:
        n, d = two_numbers(v.text, "÷")
    else:
        n, d = two_numbers(v.text, r"[a-z]+ are packed into bags of|[a-z]+ into bags of")
    q, r = divmod(int(n), int(d))
    if params.get("remainders"):
        assert r, (n, d)
        verify(item, v, f"{q} R {r}")
    else:
        assert r == 0
        verify(item, v, q)
