"""Checker for ``math.nbt.multiply_multidigit``: the product (or the missing partial product) is
recomputed from the factors shown."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import (
    expect_filled,
    expect_number,
    main_text,
    operands,
    settle_arithmetic,
    settle_true_false,
)


@checks("math.nbt.multiply_multidigit")
def check_multiply(item: dict[str, Any], params: dict[str, Any]) -> None:
    if settle_arithmetic(item):
        return
    text = main_text(item)
    if params.get("mode") == "partial-products":
        chain = text.split("partial product. ")[-1]
        assert chain.count(" = ") == 2
        if not settle_true_false(item, chain):
            expect_filled(item, chain)
        return
    if settle_true_false(item, text):
        return
    a, b = operands(text, "×")
    expect_number(item, a * b)
