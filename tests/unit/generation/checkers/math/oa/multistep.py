"""Checker for ``math.oa.multistep``: each kind of story is recognised by a phrase and solved from its
numbers; price-table problems are solved from the table."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import (
    evaluate,
    expect_number,
    expect_truth,
    given,
    is_tf,
    main_text,
    search,
)

_STORY_RULES = (
    ("loose", lambda n: n[0] * n[1] + n[2]),
    ("The class uses", lambda n: n[0] * n[1] - n[2]),
    ("puts the rest into", lambda n: Fraction(n[0] - n[1], n[2])),
    ("pages are left", lambda n: n[0] - n[1] * n[2]),
    ("packed into bags of", lambda n: Fraction(n[0] + n[1], n[2])),
    ("notebooks that cost", lambda n: n[0] - n[1] * n[2]),
    ("How many more", lambda n: n[0] * n[1] - n[2] * n[3]),
    ("shares them equally among", lambda n: Fraction(n[0] * n[1] + n[2] * n[3], n[4])),
)


def _story_answer(story: str) -> Fraction:
    numbers = [int(x) for x in re.findall(r"\d+", story)]
    for phrase, rule in _STORY_RULES:
        if phrase in story:
            value = Fraction(rule(numbers))
            assert value.denominator == 1 and value >= 0, (story, value)
            return value
    raise AssertionError(f"unknown story {story!r}")


def _table_answer(item: dict[str, Any]) -> Fraction:
    text = main_text(item)
    if item["type"] == "data-table":
        prices = {str(row[0]): int(row[1]) for row in item["content"]["rows"]}
    else:
        prices = {
            m.group(1).lower(): int(m.group(2))
            for m in re.finditer(r"([A-Z][a-z]+) cost (\d+) dollars? each", text)
        }
    bought = search(r"buys (\d+) (\w+)(?: and (\d+) (\w+))?", text)
    cost = int(bought.group(1)) * prices[bought.group(2)]
    if bought.group(3):
        cost += int(bought.group(3)) * prices[bought.group(4)]
    money = re.search(r"(?:has|pays with) (\d+) dollars", text)
    return Fraction(int(money.group(1)) - cost if money else cost)


@checks("math.oa.multistep")
def check_multistep(item: dict[str, Any], params: dict[str, Any]) -> None:
    mode = params.get("mode", "solve")
    text = main_text(item)
    if mode == "table":
        expect_number(item, _table_answer(item))
        return
    if mode == "solve":
        expect_number(item, _story_answer(text.split(" Answer:")[0]))
        return
    letter = params.get("letter", "n")
    if is_tf(item):
        story, rest = text.split(" The equation ", 1)
        equation = rest.split(" can be used", 1)[0]
        lhs, rhs = equation.split(" = ", 1)
        expect_truth(item, lhs == letter and evaluate(rhs) == _story_answer(story))
        return
    story = text.split(" Let ", 1)[0]
    expected = _story_answer(story)
    lhs, rhs = given(item).split(" = ", 1)
    assert lhs == letter and evaluate(rhs) == expected, (given(item), expected)
    for i, choice in enumerate(item["content"]["choices"]):
        if i != item["answer"]["value"]:
            assert evaluate(choice["text"].split(" = ", 1)[1]) != expected, choice
