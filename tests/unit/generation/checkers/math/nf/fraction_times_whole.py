"""Checker for ``math.nf.fraction_times_whole``: the product of the whole number and the fraction
shown (or in the story, or on the bars) is recomputed exactly."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import (
    desc,
    evaluate,
    expect_number,
    expect_solution,
    search,
)
from tests.unit.generation.checkers.support.openings import reads_text


@checks("math.nf.fraction_times_whole")
@reads_text
def check_fraction_times_whole(item: dict[str, Any], params: dict[str, Any], text: str) -> None:
    asked = re.search(r"What is (\d+ × \d+/\d+)\?$", text)
    if asked:
        expect_number(item, evaluate(asked.group(1)))
        if item["type"] == "diagram":
            m = search(r"(\d+) bars?, each cut into (\d+) equal parts with (\d+) parts?", desc(item))
            assert Fraction(int(m.group(1)) * int(m.group(3)), int(m.group(2))) == evaluate(asked.group(1))
        return
    if "=" in text:
        equation = text.split("true? ")[-1]
        expect_solution(item, equation)
        return
    story = text.split(" Answer:")[0]
    fraction = re.search(r"(\d+)/(\d+)", story)
    whole = [int(x) for x in re.findall(r"(?<![\d/])\d+(?![\d/])", story)]
    assert fraction and len(whole) == 1, story
    expect_number(item, Fraction(int(fraction.group(1)), int(fraction.group(2))) * whole[0])
