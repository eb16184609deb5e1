"""Checker for ``math.oa.mult_div_stories``: the product or quotient of the two numbers in the story."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import expect_number, given, holds, main_text


@checks("math.oa.mult_div_stories")
def check_story(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    numbers = [int(n) for n in re.findall(r"\d+", text)]
    first, second = numbers[0], numbers[1]
    if params["operation"] == "multiply":
        expected = Fraction(first * second)
    else:
        assert first % second == 0
        expected = Fraction(first, second)
    if item["type"] == "fill-blank":
        equation = text.rsplit(": ", 1)[1]
        assert holds(equation.replace("___", given(item)))
    expect_number(item, expected)
