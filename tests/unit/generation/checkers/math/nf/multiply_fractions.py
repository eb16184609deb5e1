"""Checker for multiplying fractions: the factors shown are multiplied exactly; scaling answers
compare the product with the whole number."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.measures import numbers, shown_operation, verify, view


@checks("math.nf.multiply_fractions")
def check_fraction_multiply(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    shown = shown_operation(item, v)
    if params["mode"] == "scaling":
        assert shown and shown[1] == "×"
        f, n = shown[0], shown[2]
        product = f * n
        verify(
            item,
            v,
            f"greater than {n}" if product > n else f"less than {n}" if product < n else f"equal to {n}",
        )
        return
    if shown:
        a, op, b = shown
        assert op == "×"
    else:
        a, b = numbers(v.text)[:2]
    verify(item, v, a * b)
