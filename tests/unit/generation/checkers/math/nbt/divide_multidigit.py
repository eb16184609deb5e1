"""Checker for ``math.nbt.divide_multidigit``: a quotient and remainder are right when they multiply
back to the dividend with a remainder smaller than the divisor."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import (
    WHOLE,
    expect_only,
    expect_or_claim,
    expect_truth,
    is_tf,
    main_text,
    operands,
    search,
    whole,
)


def _quotient(text: str) -> tuple[int, int]:
    m = re.fullmatch(rf"\s*{WHOLE}(?: R (\d+))?\s*", text)
    assert m, text
    return whole(m.group(1)), int(m.group(2) or 0)


def _division_ok(n: int, d: int, shown: str) -> bool:
    q, r = _quotient(shown)
    return q * d + r == n and 0 <= r < d


@checks("math.nbt.divide_multidigit")
def check_divide(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = item["content"]["expression"] if item["type"] == "arithmetic" else main_text(item)
    if params.get("mode") == "check":
        claim = search(rf"To check {WHOLE} ÷ (\d) = ({WHOLE}(?: R \d+)?)", text)
        assert _division_ok(whole(claim.group(1)), int(claim.group(2)), claim.group(3))
        m = search(rf"{WHOLE} × (\d) \+ (\d+)(?: = (___|{WHOLE}))?", text)
        expected = whole(m.group(1)) * int(m.group(2)) + int(m.group(3))
        expect_or_claim(item, expected, lambda: whole(m.group(4)))
        return
    n, d = operands(text, "÷", second=r"(\d)")
    if params.get("remainder") == "never" or params.get("mode") in ("area-model", "story"):
        assert n % d == 0
    if params.get("remainder") == "always":
        assert n % d
    if is_tf(item):
        expect_truth(item, _division_ok(n, d, search(r"= (.+)$", text).group(1)))
        return
    expect_only(item, lambda shown: _division_ok(n, d, shown))
