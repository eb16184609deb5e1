"""Checker for ``math.nbt.arithmetic``: re-evaluates the shown equation with exact arithmetic."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import check_choices_distinct, numbers_in, parse_number

OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "×": lambda a, b: a * b, "÷": lambda a, b: a / b}
EQUATION = re.compile(r"(___|\d+) ([+\-×÷]) (___|\d+) = (___|\d+)")
QUESTION = re.compile(r"What is (\d+) ([+\-×÷]) (\d+)\?")


def _solve(left: str, op: str, right: str, total: str) -> Fraction:
    """The value that replaces ___ in ``left op right = total`` (by search, not by inverse ops)."""
    known = {k: Fraction(v) for k, v in (("l", left), ("r", right), ("t", total)) if v != "___"}
    for candidate in range(0, 20001):
        value = Fraction(candidate)
        a = known.get("l", value)
        b = known.get("r", value)
        t = known.get("t", value)
        if op == "÷" and b == 0:
            continue
        if OPS[op](a, b) == t:
            return value
    raise AssertionError(f"no whole number solves {left} {op} {right} = {total}")


def _story_answer(text: str, params: dict[str, Any]) -> Fraction:
    a, b = numbers_in(text)[:2]
    return OPS[{"add": "+", "subtract": "-", "multiply": "×", "divide": "÷"}[params["operation"]]](a, b)


@checks("math.nbt.arithmetic")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    if kind == "arithmetic":
        a, b, op = Fraction(content["operand1"]), Fraction(content["operand2"]), content["operator"]
        expected = {"result": OPS[op](a, b), "operand1": a, "operand2": b}[content["missingOperand"]]
        assert parse_number(str(answer["value"])) == expected
        shown = EQUATION.fullmatch(content["expression"])
        assert shown, content["expression"]
        assert _solve(*shown.groups()) == expected
        return
    if kind == "true-false":
        match = EQUATION.search(content["statement"])
        assert match, content["statement"]
        left, op, right, total = match.groups()
        truth = not (op == "÷" and Fraction(right) == 0) and OPS[op](
            Fraction(left), Fraction(right)
        ) == Fraction(total)
        assert answer["value"] is truth
        return
    text = content.get("text") or content.get("question") or ""
    match = EQUATION.search(text)
    asked = QUESTION.search(text)
    if match:
        expected = _solve(*match.groups())
    elif asked:
        expected = _solve(asked.group(1), asked.group(2), asked.group(3), "___")
    else:
        assert params.get("story"), text
        expected = _story_answer(text, params)
    if kind == "multiple-choice":
        check_choices_distinct(item)
        assert parse_number(content["choices"][answer["value"]]["text"]) == expected
    else:
        assert parse_number(str(answer["value"])) == expected
