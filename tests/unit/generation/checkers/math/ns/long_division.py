"""Checker for ``math.ns.long_division``: exact quotients, quotients with remainders, stories."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rationals import main_text, nums, tail, verify, verify_number


@checks("math.ns.long_division")
def check_long_division(item: dict[str, Any], params: dict[str, Any]) -> None:
    c = item["content"]
    if item["type"] == "arithmetic":
        a, b = int(c["operand1"]), int(c["operand2"])
        assert c["operator"] == "÷"
    else:
        a, b = (int(x) for x in nums(main_text(item))[:2])
    if params["mode"] == "remainder":
        q, r = divmod(a, b)

        def right(text: str) -> bool:
            m = re.fullmatch(r"\s*(\d+) R (\d+)\s*", text)
            return bool(m) and (int(m.group(1)), int(m.group(2))) == (q, r)

        verify(item, right, claim=tail(r"= (.+)$"))
        return
    assert a % b == 0, (a, b)
    verify_number(item, Fraction(a, b))
