"""Checker for ``math.nf.like_denominators``: sums and differences of fractions and mixed numbers,
decompositions, renamings and stories are recomputed exactly."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import (
    FRACTION,
    desc,
    evaluate,
    expect_number,
    expect_only,
    expect_solution,
    given,
    num,
)
from tests.unit.generation.checkers.support.openings import reads_text

_STORY_FRACTIONS = re.compile(FRACTION)


@checks("math.nf.like_denominators")
@reads_text
def check_fraction_add_sub(item: dict[str, Any], params: dict[str, Any], text: str) -> None:
    m = re.search(rf"Which sum is equal to ({FRACTION})\?", text)
    if m:
        target = num(m.group(1))

        def sums_to(t: str) -> bool:
            return evaluate(t) == target and "+" in t

        expect_only(item, sums_to)
        return
    m = re.search(rf"Write ({FRACTION}) as (a fraction|a mixed number)\.", text)
    if m:
        expect_number(item, num(m.group(1)))
        answer = given(item)
        assert (" " not in answer) if m.group(2) == "a fraction" else (" " in answer or num(answer) < 1)
        return
    if "Answer:" in text or re.search(r"ate|cuts off|plants|walked|pours out", text):
        story = text.split(" Answer:")[0]
        values = [num(x) for x in _STORY_FRACTIONS.findall(story)]
        if "not planted" in story:
            expected = 1 - values[0] - values[1]
        elif "in all" in story:
            expected = values[0] + values[1]
        else:
            assert "cuts off" in story or "pours out" in story, story
            expected = values[0] - values[1]
        expect_number(item, expected)
        return
    asked = re.search(r"What is (.+)\?$", text)
    if asked:
        expect_number(item, evaluate(asked.group(1)))
        if item["type"] == "diagram":
            numbers = [int(x) for x in re.findall(r"\d+", desc(item))]
            fractions = [num(x) for x in re.findall(FRACTION, asked.group(1))]
            assert (
                Fraction(numbers[1], numbers[0]) == fractions[0]
                and Fraction(numbers[2], numbers[0]) == fractions[1]
            )
        return
    equation = text.split("true? ")[-1]
    expect_solution(item, equation)
