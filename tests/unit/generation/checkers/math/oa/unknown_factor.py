"""Checker for ``math.oa.unknown_factor``: the answer makes the equation true and its neighbours do
not."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import (
    expect_number,
    expect_truth,
    given,
    holds,
    is_tf,
    main_text,
    search,
)

_EQUATION = re.compile(r"(\S+) ([×÷]) (\S+) = (\S+)|(\S+) = (\S+) ([×÷]) (\S+)")


@checks("math.oa.unknown_factor")
def check_unknown(item: dict[str, Any], params: dict[str, Any]) -> None:
    marks = ("___", "?", "n", "□")
    if is_tf(item):
        statement = item["content"]["statement"]
        if params.get("relate"):
            statement = statement.rsplit("So ", 1)[1]
        expect_truth(item, holds(statement))
        return
    text = item["content"]["expression"] if item["type"] == "arithmetic" else main_text(item)
    if params.get("relate") and item["type"] != "arithmetic":
        if "So " in text:
            equation = text.rsplit("So ", 1)[1]
        else:
            m = search(r"What is (\d+) ÷ (\d+)\?", text)
            equation = f"{m.group(1)} ÷ {m.group(2)} = ___"
    else:
        equation = [
            m.group(0) for m in _EQUATION.finditer(text) if any(k in m.group(0).split() for k in marks)
        ][-1]
    tokens = equation.split()
    unknown = [t for t in tokens if t in marks]
    assert len(unknown) == 1, equation
    answer = given(item)
    assert holds(" ".join(answer if t in marks else t for t in tokens)), (equation, answer)
    value = int(answer)
    for other in (value - 1, value + 1):
        if other > 0:
            assert not holds(" ".join(str(other) if t in marks else t for t in tokens))
    if item["answer"]["type"] == "multiple-choice-index":
        expect_number(item, value)
