"""Checker for multiplying fractions: the factors shown are multiplied exactly; scaling answers
compare the product with the whole number."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.measures import operation_or_numbers, verify, view


@checks("math.nf.multiply_fractions")
def check_fraction_multiply(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    a, op, b = operation_or_numbers(item, v)
    if params["mode"] == "scaling":
        assert op == "×"
        product = a * b
        verify(
            item,
            v,
            f"greater than {b}" if product > b else f"less than {b}" if product < b else f"equal to {b}",
        )
        return
    assert op in ("×", None)
    verify(item, v, a * b)
