"""Checker for ``math.nbt.multiply_multidigit``: the product (or the missing partial product) is
recomputed from the factors shown."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import (
    WHOLE,
    expect_filled,
    expect_number,
    expect_truth,
    holds,
    is_tf,
    main_text,
    settle_true_false,
    whole,
)


@checks("math.nbt.multiply_multidigit")
def check_multiply(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "arithmetic":
        c = item["content"]
        expect_number(item, c["operand1"] * c["operand2"])
        return
    text = main_text(item)
    if params.get("mode") == "partial-products":
        chain = text.split("partial product. ")[-1]
        assert chain.count(" = ") == 2
        if is_tf(item):
            expect_truth(item, holds(chain))
        else:
            expect_filled(item, chain)
        return
    if settle_true_false(item, text):
        return
    m = re.search(rf"{WHOLE} × {WHOLE}", text)
    if m:
        a, b = whole(m.group(1)), whole(m.group(2))
    else:
        a, b = (whole(x) for x in re.findall(WHOLE, text)[:2])
    expect_number(item, a * b)
