"""Checker for ``math.oa.properties``: the answer makes the equation true, and the equation has the
shape of the property asked for."""

from __future__ import annotations

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


@checks("math.oa.properties")
def check_properties(item: dict[str, Any], params: dict[str, Any]) -> None:
    if is_tf(item):
        expect_truth(item, holds(item["content"]["statement"]))
        return
    text = main_text(item)
    equation = text.split("true? ", 1)[1] if "true? " in text else text
    answer = given(item)
    assert holds(equation.replace("___", answer)), (equation, answer)
    expect_number(item, int(answer))
    symbol = {"commutative": None, "associative": "(", "distributive": "+"}[params["property"]]
    if params["property"] == "associative":
        assert equation.count("×") >= 2
    elif symbol:
        assert symbol in equation
