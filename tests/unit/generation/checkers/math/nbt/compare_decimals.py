"""Checker for comparing decimals: the decimals shown are compared exactly."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import parse_number
from tests.unit.generation.checkers.support.measures import NUM, numbers, verify, view


@checks("math.nbt.compare_decimals")
def check_compare(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    if params["mode"] == "greatest":
        v = view(item)
        listed = numbers(
            v.text.split("greatest")[-1] if "Which" in v.text else v.text.split(", the greatest")[0]
        )
        if content["type"] == "multiple-choice":  # a "which of these" question offers only its numbers
            offered = sorted(parse_number(c["text"]) for c in content["choices"])
            assert offered == sorted(listed), f"choices {offered} are not the named numbers {listed}"
        verify(item, v, max(listed))
        return
    if content["type"] == "true-false":
        m = re.fullmatch(r"(" + NUM + r") ([<>=]) (" + NUM + ")", content["statement"].strip())
        assert m, content["statement"]
        a, sym, b = parse_number(m.group(1)), m.group(2), parse_number(m.group(3))
        assert answer["value"] is {"<": a < b, ">": a > b, "=": a == b}[sym]
        return
    v = view(item)
    m = re.search(r"(" + NUM + r") ___ (" + NUM + ")", v.text)
    assert m, v.text
    a, b = parse_number(m.group(1)), parse_number(m.group(2))
    verify(item, v, ">" if a > b else "<" if a < b else "=")
