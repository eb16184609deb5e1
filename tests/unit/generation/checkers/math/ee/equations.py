"""Checker for ``math.ee.equations``: equations are read from the question and solved with exact
arithmetic (a linear side is measured by evaluating it at two points); stories from their numbers."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rationals import (
    NUM,
    evaluate,
    find,
    holds,
    linear_side,
    main_text,
    num,
    story_value,
    verify_number,
)


def _solve_equation(equation: str) -> Fraction:
    left, right = equation.split(" = ")
    _, m, c = linear_side(left)
    return (evaluate(right) - c) / m


_ONE_STEP_STORIES = (
    (rf"After getting ({NUM}) more, \w+ has ({NUM}) stickers", lambda more, total: total - more),
    (
        rf"Each box holds ({NUM}) muffins\. \w+ fills some boxes with ({NUM}) muffins",
        lambda each, total: total / each,
    ),
    (rf"paid \$({NUM}) for ({NUM}) notebooks", lambda paid, n: paid / n),
    (rf"One lap around a park is ({NUM}) miles?\. \w+ ran ({NUM}) miles", lambda lap, ran: ran / lap),
)


_TWO_STEP_STORIES = (
    (
        rf"an? ({NUM})-dollar joining fee and ({NUM}) dollars each month\. \w+ has paid ({NUM}) dollars",
        lambda a, b, c: (c - a) / b,
    ),
    (
        rf"({NUM}) friends each buy a movie ticket and an? ({NUM})-dollar snack\. They spend ({NUM}) dollars",
        lambda n, s, t: t / n - s,
    ),
    (rf"is ({NUM}) centimeters wide and has a perimeter of ({NUM}) centimeters", lambda w, p: p / 2 - w),
    (
        rf"is ({NUM}) centimeters tall and grows ({NUM}) centimeters each week\. After how many weeks will it be ({NUM})",
        lambda h, g, t: (t - h) / g,
    ),
    (
        rf"is ({NUM}) centimeters tall and grows ({NUM}) centimeters each week\. It will be ({NUM})",
        lambda h, g, t: (t - h) / g,
    ),
    (
        rf"The temperature is ({NUM})°F and falls ({NUM})°F each hour\. (?:After how many hours will it be|It will be) ({NUM})°F",
        lambda t, d, e: (t - e) / d,
    ),
)


def _multi_step(text: str) -> Fraction:
    m = re.search(
        rf"costs \$({NUM})\. It is on sale for ({NUM})% off\. \w+ buys ({NUM}) shirts and pays with a \$({NUM}) bill",
        text,
    )
    if m:
        cost, p, n, bill = (num(g) for g in m.groups())
        return bill - n * cost * (100 - p) / 100
    m = re.search(
        rf"earns \$({NUM}) each hour and works ({NUM}) hours\. \w+ saves ({NUM}) of the money", text
    )
    if m:
        rate, hours, part = (num(g) for g in m.groups())
        return rate * hours * part
    m = re.search(
        rf"A recipe uses ({NUM}) cups? of flour\. \w+ makes ({NUM}) times the recipe and already has ({NUM}) cups?",
        text,
    )
    if m:
        a, times, have = (num(g) for g in m.groups())
        return a * times - have
    m = find(rf"holds ({NUM}) liters when full\. It is ({NUM}) full\. \w+ uses ({NUM}) liters?", text)
    total, part, used = (num(g) for g in m.groups())
    return total * part - used


def _substitution(text: str) -> Fraction:
    values = [num(x) for x in find(r"\{(.+?)\}", text).group(1).split(", ")]
    relation = find(r"makes (.+) true", text).group(1)
    m = find(rf"^(.+) ([=<>]) ({NUM})$", relation)
    _v, slope, c = linear_side(m.group(1))
    works = [x for x in values if holds(slope * x + c, m.group(2), num(m.group(3)))]
    assert len(works) == 1, (relation, values, works)
    return works[0]


@checks("math.ee.equations")
def check_equations(item: dict[str, Any], params: dict[str, Any]) -> None:
    mode = params["mode"]
    c = item["content"]
    text = main_text(item)
    if mode in ("one-step", "two-step", "parentheses"):
        if item["type"] == "arithmetic":
            expression = c["expression"]
            if "___" in expression.split(" = ")[0]:  # ___ + p = q or p × ___ = q
                left, right = expression.split(" = ")
                expected = _solve_equation(f"{left.replace('___', 'x')} = {right}")
            else:
                expected = _solve_equation(find(r"^(.+), [a-z] = ___$", expression).group(1))
        else:
            equation = (re.search(r"Solve (.+)\. What is", text) or find(r"^(.+), so [a-z] = ", text)).group(
                1
            )
            expected = _solve_equation(equation)
        if mode == "parentheses":
            assert "(" in text or "(" in c.get("expression", "")
    elif mode == "one-step-story":
        expected = story_value(text, _ONE_STEP_STORIES)
    elif mode == "two-step-story":
        expected = story_value(text, _TWO_STEP_STORIES)
    elif mode == "multi-step":
        expected = _multi_step(text)
    else:
        expected = _substitution(text)
        if mode == "substitution-inequality":
            assert re.search(r"makes .+ [<>] .+ true", text), text
    verify_number(item, expected)
