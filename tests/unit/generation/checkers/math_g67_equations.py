"""Checkers for ``math.g67.equations``, ``math.g67.inequalities`` and ``math.g67.variables``:
equations and inequalities are read from the question and solved with exact arithmetic (a
linear side is measured by evaluating it at two points); number-line rays and plotted points are
read from the picture."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.math_g67_percents import last_number
from tests.unit.generation.checkers.math_g67_tools import (
    NUM,
    evaluate,
    holds,
    main_text,
    num,
    number_line,
    plane_points,
    same_number,
    solve_inequality_text,
    svg_root,
    table_rows,
    tail,
    val,
    variables,
    verify,
)


def _find(pattern: str, text: str) -> re.Match[str]:
    m = re.search(pattern, text)
    assert m, f"{pattern!r} not in {text!r}"
    return m


def _line(side: str) -> tuple[str, Fraction, Fraction]:
    """A linear side ``m·v + c`` -> (v, m, c), by evaluating at 0 and 1."""
    names = variables(side)
    assert len(names) == 1, side
    v = names[0]
    c = evaluate(side, {v: Fraction(0)})
    m = evaluate(side, {v: Fraction(1)}) - c
    assert evaluate(side, {v: Fraction(7)}) == 7 * m + c, f"not linear: {side}"
    return v, m, c


def _solve_equation(equation: str) -> Fraction:
    left, right = equation.split(" = ")
    _, m, c = _line(left)
    return (evaluate(right) - c) / m


def _solve_inequality(relation: str) -> tuple[str, str, Fraction]:
    m = _find(rf"^(.+) ([<>≤≥]) ({NUM})$", relation.strip())
    v, slope, c = _line(m.group(1))
    bound = (num(m.group(3)) - c) / slope
    op = m.group(2)
    if slope < 0:
        op = {">": "<", "<": ">", "≥": "≤", "≤": "≥"}[op]
    return v, op, bound


def _same_inequality(expected: tuple[str, str, Fraction]):
    def right(text: str) -> bool:
        try:
            return solve_inequality_text(text) == expected
        except AssertionError:
            return False

    return right


# ---- equations ----------------------------------------------------------------------------------------------


def _one_step_story(text: str) -> Fraction:
    m = re.search(rf"After getting ({NUM}) more, \w+ has ({NUM}) stickers", text)
    if m:
        return num(m.group(2)) - num(m.group(1))
    m = re.search(rf"Each box holds ({NUM}) muffins\. \w+ fills some boxes with ({NUM}) muffins", text)
    if m:
        return num(m.group(2)) / num(m.group(1))
    m = re.search(rf"paid \$({NUM}) for ({NUM}) notebooks", text)
    if m:
        return num(m.group(1)) / num(m.group(2))
    m = _find(rf"One lap around a park is ({NUM}) miles\. \w+ ran ({NUM}) miles", text)
    return num(m.group(2)) / num(m.group(1))


def _two_step_story(text: str) -> Fraction:
    rules = (
        (
            rf"a ({NUM})-dollar joining fee and ({NUM}) dollars each month\. \w+ has paid ({NUM}) dollars",
            lambda a, b, c: (c - a) / b,
        ),
        (
            rf"({NUM}) friends each buy a movie ticket and a ({NUM})-dollar snack\. They spend ({NUM}) dollars",
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
    for pattern, solve in rules:
        m = re.search(pattern, text)
        if m:
            return solve(*(num(g) for g in m.groups()))
    raise AssertionError(f"unknown story {text!r}")


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
        rf"A recipe uses ({NUM}) cups of flour\. \w+ makes ({NUM}) times the recipe and already has ({NUM}) cups",
        text,
    )
    if m:
        a, times, have = (num(g) for g in m.groups())
        return a * times - have
    m = _find(rf"holds ({NUM}) liters when full\. It is ({NUM}) full\. \w+ uses ({NUM}) liters", text)
    total, part, used = (num(g) for g in m.groups())
    return total * part - used


def _substitution(text: str) -> Fraction:
    values = [num(x) for x in _find(r"\{(.+?)\}", text).group(1).split(", ")]
    relation = _find(r"makes (.+) true", text).group(1)
    m = _find(rf"^(.+) ([=<>]) ({NUM})$", relation)
    _v, slope, c = _line(m.group(1))
    works = [x for x in values if holds(slope * x + c, m.group(2), num(m.group(3)))]
    assert len(works) == 1, (relation, values, works)
    return works[0]


@checks("math.g67.equations")
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
                expected = _solve_equation(_find(r"^(.+), [a-z] = ___$", expression).group(1))
        else:
            equation = (re.search(r"Solve (.+)\. What is", text) or _find(r"^(.+), so [a-z] = ", text)).group(
                1
            )
            expected = _solve_equation(equation)
        if mode == "parentheses":
            assert "(" in text or "(" in c.get("expression", "")
    elif mode == "one-step-story":
        expected = _one_step_story(text)
    elif mode == "two-step-story":
        expected = _two_step_story(text)
    elif mode == "multi-step":
        expected = _multi_step(text)
    else:
        expected = _substitution(text)
        if mode == "substitution-inequality":
            assert re.search(r"makes .+ [<>] .+ true", text), text
    verify(item, same_number(expected), claim=last_number)


# ---- inequalities ------------------------------------------------------------------------------------------

GREATER = ("taller than", "more than", "greater than", "above")
LESS = ("below", "less than", "fewer than", "under")


def _ray(item: dict[str, Any]) -> tuple[str, str, Fraction]:
    root = svg_root(item)
    assert root is not None
    boundary, direction, closed = number_line(root)["ray"]
    op = (">" if direction > 0 else "<") if not closed else ("≥" if direction > 0 else "≤")
    return "x", op, boundary


def _inequality_story(text: str) -> tuple[str, str, Fraction]:
    m = re.search(
        rf"charges ({NUM}) dollars plus ({NUM}) dollars for each hour\. \w+ wants to spend less than ({NUM}) dollars",
        text,
    )
    if m:
        a, b, c = (num(g) for g in m.groups())
        return "h", "<", (c - a) / b
    m = re.search(
        rf"has ({NUM}) dollars and saves ({NUM}) dollars each week\. \w+ wants to have more than ({NUM}) dollars",
        text,
    )
    if m:
        a, b, c = (num(g) for g in m.groups())
        return "w", ">", (c - a) / b
    m = _find(
        rf"can carry less than ({NUM}) pounds\. The driver weighs ({NUM}) pounds and each box weighs ({NUM}) pounds",
        text,
    )
    c, a, b = (num(g) for g in m.groups())
    return "n", "<", (c - a) / b


INEQ_CLAIM = tail(r"(?:is|of) (.+?)\.$")


@checks("math.g67.inequalities")
def check_inequalities(item: dict[str, Any], params: dict[str, Any]) -> None:
    mode = params["mode"]
    text = main_text(item)
    if mode == "write":
        n = num(re.findall(NUM, text)[0])
        v = _find(r"Let ([a-z]) be", text).group(1)
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
        m = _find(rf"solution of x ([<>]) ({NUM})", text)
        op, bound = m.group(1), num(m.group(2))

        def right(answer: str) -> bool:
            value = val(answer)
            return value is not None and holds(value, op, bound)

        verify(item, right, claim=tail(rf"x = ({NUM})\.$"))
    elif mode == "solve":
        relation = (re.search(r"Solve (.+)\.$", text) or _find(r"The solution of (.+) is ", text)).group(1)
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


# ---- variables ---------------------------------------------------------------------------------------------


def _fits(pairs: list[tuple[Fraction, Fraction]]):
    def right(answer: str) -> bool:
        m = re.fullmatch(r"\s*y\s*=\s*(.+?)\s*", answer)
        if not m or set(variables(m.group(1))) - {"x"}:
            return False
        return all(evaluate(m.group(1), {"x": x}) == y for x, y in pairs)

    return right


@checks("math.g67.variables")
def check_variables(item: dict[str, Any], params: dict[str, Any]) -> None:
    mode = params["mode"]
    text = main_text(item)
    if mode == "table-equation":
        if item["type"] == "data-table":
            pairs = [(num(str(r[0])), num(str(r[1]))) for r in table_rows(item)]
        else:
            pairs = [(num(a), num(b)) for a, b in re.findall(rf"\(({NUM}), ({NUM})\)", text)]
        assert len(pairs) >= 3
        verify(item, _fits(pairs), claim=tail(r"equation (.+)\.$"))
    elif mode == "table-value":
        rule = _find(r"rule (?:is )?y = (.+?)(?:\. |, | What)", text + " What").group(1)
        if item["type"] == "data-table":
            x = num(str(next(r[0] for r in table_rows(item) if r[1] == "?")))
        else:
            x = num(_find(rf"x = ({NUM})", text.split(rule, 1)[1]).group(1))
        verify(item, same_number(evaluate(rule, {"x": x})), claim=last_number)
    elif mode == "dependent":
        each = _find(r"[Ee]ach (\w+)", text).group(1)
        stem = {"box": "box"}.get(each, each)
        asks_dependent = "dependent variable" in text and "independent variable" not in text

        def right(answer: str) -> bool:
            if re.search(r"\d", answer):
                return False
            mentions = stem in answer
            return mentions != asks_dependent

        verify(item, right, claim=tail(r"variable is (.+)\.$"))
    else:
        root = svg_root(item)
        assert root is not None
        pairs = [(x, y) for _, x, y in plane_points(root)]
        verify(item, _fits(pairs), claim=tail(r"equation (.+)\.$"))
