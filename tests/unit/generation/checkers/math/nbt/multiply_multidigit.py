"""Checker for ``math.nbt.multiply_multidigit``: the product (or the missing partial product) is
recomputed from the factors shown."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import expect_filled, expect_number, operands
from tests.unit.generation.checkers.support.openings import reads_text


@checks("math.nbt.multiply_multidigit")
@reads_text
def check_multiply(item: dict[str, Any], params: dict[str, Any], text: str) -> None:
    if params.get("mode") == "partial-products":
        chain = text.split("partial product. ")[-1]
        assert chain.count(" = ") == 2
        expect_filled(item, chain)
        return
    a, b = operands(text, "×")
    expect_number(item, a * b)
