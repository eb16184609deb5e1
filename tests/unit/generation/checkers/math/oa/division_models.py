"""Checker for ``math.oa.division_models``: the total and the divisor are read from the item and the
quotient recomputed."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import expect_number, main_text

_DIV_PATTERNS = (
    r"(\d+) \w+ are shared equally into (\d+) groups",
    r"(\d+) \w+ are put into groups of (\d+)",
    r"(\d+) chairs are set out in (\d+) equal rows",
    r"(\d+) chairs are set out in rows of (\d+)",
    r"(\d+) ÷ (\d+) = ___",
)


@checks("math.oa.division_models")
def check_div_models(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "arithmetic":
        total, divisor = item["content"]["operand1"], item["content"]["operand2"]
    else:
        text = main_text(item)
        m = next((re.search(p, text) for p in _DIV_PATTERNS if re.search(p, text)), None)
        assert m, text
        total, divisor = int(m.group(1)), int(m.group(2))
    assert total % divisor == 0
    expected = total // divisor
    if item["type"] == "picture-counting":
        c = item["content"]
        assert sum(c["groups"]) == total and c["countTarget"] == expected
        assert expected in (len(c["groups"]), c["groups"][0])
    expect_number(item, expected)
