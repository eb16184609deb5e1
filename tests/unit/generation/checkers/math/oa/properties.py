"""Checker for ``math.oa.properties``: the answer makes the equation true, and the equation has the
shape of the property asked for."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import (
    expect_number,
    fill_blank,
    main_text,
    settle_true_false,
)


@checks("math.oa.properties")
def check_properties(item: dict[str, Any], params: dict[str, Any]) -> None:
    if settle_true_false(item):
        return
    text = main_text(item)
    equation = text.split("true? ", 1)[1] if "true? " in text else text
    answer = fill_blank(item, equation)
    expect_number(item, int(answer))
    symbol = {"commutative": None, "associative": "(", "distributive": "+"}[params["property"]]
    if params["property"] == "associative":
        assert equation.count("×") >= 2
    elif symbol:
        assert symbol in equation
