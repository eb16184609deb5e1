"""Checker for ``math.ee.inequalities``: inequalities are read from the question or the number
line's ray and solved with exact arithmetic; an answer is right when it solves to the same
variable, symbol and boundary."""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rationals import (
    NUM,
    find,
    holds,
    linear_side,
    main_text,
    num,
    number_line,
    picture,
    solve_inequality_text,
    tail,
    val,
    verify,
)


def _solve_inequality(relation: str) -> tuple[str, str, Fraction]:
    m = find(rf"^(.+) ([<>≤≥]) ({NUM})$", relation.strip())
    v, slope, c = linear_side(m.group(1))
    bound = (num(m.group(3)) - c) / slope
    op = m.group(2)
    if slope < 0:
        op = {">": "<", "<": ">", "≥": "≤", "≤": "≥"}[op]
    return v, op, bound


def _same_inequality(expected: tuple[str, str, Fraction]) -> Callable[[str], bool]:
    def right(text: str) -> bool:
        try:
            return solve_inequality_text(text) == expected
        except AssertionError:
            return False

    return right


GREATER = ("taller than", "more than", "greater than", "above")
LESS = ("below", "less than", "fewer than", "under")


def _ray(item: dict[str, Any]) -> tuple[str, str, Fraction]:
    root = picture(item)
    boundary, direction, closed = number_line(root)["ray"]
    op = (">" if direction > 0 else "<") if not closed else ("≥" if direction > 0 else "≤")
    return "x", op, boundary


_START_AND_RATE_STORIES = (
    (
        rf"charges ({NUM}) dollars plus ({NUM}) dollars for each hour\. \w+ wants to spend less than ({NUM}) dollars",
        "h",
        "<",
    ),
    (
        rf"has ({NUM}) dollars and saves ({NUM}) dollars each week\. \w+ wants to have more than ({NUM}) dollars",
        "w",
        ">",
    ),
)
"""Stories of a start ``a``, a rate ``b`` and a limit ``c``: the variable, the relation, and the
boundary is (c - a) / b."""


def _inequality_story(text: str) -> tuple[str, str, Fraction]:
    for pattern, variable, op in _START_AND_RATE_STORIES:
        m = re.search(pattern, text)
        if m:
            a, b, c = (num(g) for g in m.groups())
            return variable, op, (c - a) / b
    m = find(
        rf"can carry less than ({NUM}) pounds\. The driver weighs ({NUM}) pounds and each box weighs ({NUM}) pounds",
        text,
    )
    c, a, b = (num(g) for g in m.groups())
    return "n", "<", (c - a) / b


INEQ_CLAIM = tail(r"(?:is|of) (.+?)\.$")


@checks("math.ee.inequalities")
def check_inequalities(item: dict[str, Any], params: dict[str, Any]) -> None:
    mode = params["mode"]
    text = main_text(item)
    if mode == "write":
        n = num(re.findall(NUM, text)[0])
        v = find(r"Let ([a-z]) be", text).group(1)
        lower = text.lower()
        greater = any(w in lower for w in GREATER)
        less = any(w in lower for w in LESS)
        assert greater != less, text
        verify(
            item,
            _same_inequality((v, ">" if greater else "<", n)),
            claim=tail(r"An inequality for [a-z] is (.+)\.$"),
        )
    elif mode == "read-graph":
        verify(item, _same_inequality(_ray(item)), claim=tail(r"solutions of (.+)\.$"))
    elif mode == "solutions":
        m = find(rf"solution of x ([<>]) ({NUM})", text)
        op, bound = m.group(1), num(m.group(2))

        def right(answer: str) -> bool:
            value = val(answer)
            return value is not None and holds(value, op, bound)

        verify(item, right, claim=tail(rf"x = ({NUM})\.$"))
    elif mode == "solve":
        relation = (re.search(r"Solve (.+)\.$", text) or find(r"The solution of (.+) is ", text)).group(1)
        verify(item, _same_inequality(_solve_inequality(relation)), claim=tail(r" is (.+)\.$"))
    elif mode == "story":
        verify(item, _same_inequality(_inequality_story(text)), claim=tail(r"The solution is (.+)\.$"))
    else:
        shown = _ray(item)

        def right(answer: str) -> bool:
            try:
                return _solve_inequality(answer) == shown
            except AssertionError:
                return False

        verify(item, right, claim=tail(r"solutions of (.+)\.$"))
