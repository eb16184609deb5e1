"""Checker for ``math.oa.properties``: the answer makes the equation true, and the equation has the
shape of the property asked for."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import expect_number, fill_blank
from tests.unit.generation.checkers.support.openings import reads_text


@checks("math.oa.properties")
@reads_text
def check_properties(item: dict[str, Any], params: dict[str, Any], text: str) -> None:
    equation = text.split("true? ", 1)[1] if "true? " in text else text
    answer = fill_blank(item, equation)
    expect_number(item, int(answer))
    symbol = {"commutative": None, "associative": "(", "distributive": "+"}[params["property"]]
    if params["property"] == "associative":
        assert equation.count("×") >= 2
    elif symbol:
        assert symbol in equation
