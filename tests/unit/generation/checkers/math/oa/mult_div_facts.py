"""Checker for ``math.oa.mult_div_facts``: the answer makes the fact true and the fact uses one of the
factors asked for."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import (
    expect_number,
    fill_blank,
    main_text,
    settle_true_false,
)


@checks("math.oa.mult_div_facts")
def check_facts(item: dict[str, Any], params: dict[str, Any]) -> None:
    if settle_true_false(item):
        return
    text = item["content"]["expression"] if item["type"] == "arithmetic" else main_text(item)
    m = re.fullmatch(r"What is (\d+) ([×÷]) (\d+)\?", text)
    equation = f"{m.group(1)} {m.group(2)} {m.group(3)} = ___" if m else text.split("true? ")[-1]
    answer = fill_blank(item, equation)
    expect_number(item, int(answer))
    shown = equation.replace("___", answer)
    numbers = [int(n) for n in re.findall(r"\d+", shown)]
    factors = set(params["factors"])
    if "×" in shown:
        assert factors & set(numbers[:2]), shown
    else:
        assert numbers[1] in factors or (numbers[1] == 1 and 0 in factors), shown
