"""Checker for ``math.oa.mult_div_facts``: the answer makes the fact true and the fact uses one of the
factors asked for."""

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
)


@checks("math.oa.mult_div_facts")
def check_facts(item: dict[str, Any], params: dict[str, Any]) -> None:
    if is_tf(item):
        expect_truth(item, holds(item["content"]["statement"]))
        return
    text = item["content"]["expression"] if item["type"] == "arithmetic" else main_text(item)
    m = re.fullmatch(r"What is (\d+) ([×÷]) (\d+)\?", text)
    equation = f"{m.group(1)} {m.group(2)} {m.group(3)} = ___" if m else text.split("true? ")[-1]
    answer = given(item)
    assert holds(equation.replace("___", answer)), (equation, answer)
    expect_number(item, int(answer))
    shown = equation.replace("___", answer)
    numbers = [int(n) for n in re.findall(r"\d+", shown)]
    factors = set(params["factors"])
    if "×" in shown:
        assert factors & set(numbers[:2]), shown
    else:
        assert numbers[1] in factors or (numbers[1] == 1 and 0 in factors), shown
