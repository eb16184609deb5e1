"""Checker for ``math.nbt.add_sub_multidigit``: the sum or difference of the numbers shown."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import (
    WHOLE,
    expect_number,
    main_text,
    num,
    settle_true_false,
    whole,
)


@checks("math.nbt.add_sub_multidigit")
def check_add_sub(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "arithmetic":
        c = item["content"]
        a, b = c["operand1"], c["operand2"]
        expected = a + b if c["operator"] == "+" else a - b
        assert num(item["content"]["expression"].split(" = ")[0]) == expected
        expect_number(item, expected)
        return
    text = main_text(item)
    if settle_true_false(item, text):
        return
    m = re.search(rf"{WHOLE} ([+−]) {WHOLE}", text)
    if m:
        a, op, b = whole(m.group(1)), m.group(2), whole(m.group(3))
    else:
        a, b = (whole(x) for x in re.findall(WHOLE, text)[:2])
        op = "+" if params["operation"] == "add" else "−"
    expect_number(item, a + b if op == "+" else a - b)
