"""Checker for ``math.nbt.times_tens``: the products and quotients with multiples of ten and powers of
ten shown in the item are evaluated exactly."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import (
    WHOLE,
    evaluate,
    expect_filled,
    expect_number,
    expect_or_claim,
    main_text,
    search,
    settle_true_false,
    whole,
)


@checks("math.nbt.times_tens")
def check_times_tens(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "arithmetic":
        expect_filled(item, item["content"]["expression"])
        return
    text = main_text(item)
    if " tens" in text:
        m = search(r"(\d+) × (\d+) tens? = (how many|___|\d+) tens", text)
        expected = int(m.group(1)) * int(m.group(2))
        expect_or_claim(item, expected, lambda: whole(m.group(3)))
        return
    if settle_true_false(item, text):
        return
    asked = re.fullmatch(r"What is (.+)\?", text)
    if asked:
        expect_number(item, evaluate(asked.group(1)))
        return
    eq = re.search(rf"(___|{WHOLE}) ([×÷]) (___|{WHOLE}) = (___|{WHOLE})$", text)
    if eq:
        expect_filled(item, eq.group(0))
        return
    numbers = [whole(x) for x in re.findall(WHOLE, text)]
    expect_number(item, numbers[0] * numbers[1])
