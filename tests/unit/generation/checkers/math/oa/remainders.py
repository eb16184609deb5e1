"""Checker for ``math.oa.remainders``: the division in the story and what its question asks of the
remainder."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import expect_number, main_text


@checks("math.oa.remainders")
def check_remainders(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    n, d = (int(x) for x in re.findall(r"\d+", text)[:2])
    q, r = divmod(n, d)
    assert r > 0
    if "needed" in text:
        expected = q + 1
    elif "completely" in text or "whole" in text:
        expected = q
    else:
        assert "left over" in text
        expected = r
    expect_number(item, expected)
