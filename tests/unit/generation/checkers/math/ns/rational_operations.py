"""Checker for ``math.ns.rational_operations`` (grade 7 operations with rational numbers): values
are read from the text, the arithmetic operands or the number line and recomputed exactly."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rationals import (
    NUM,
    OPS,
    evaluate,
    find,
    last_number,
    main_text,
    num,
    number_line,
    same_number,
    same_text,
    svg_root,
    tail,
    verify,
    verify_number,
)

OP_NAMES = {"+": "add", "-": "subtract", "×": "multiply", "÷": "divide"}


def _long_division_text(p: int, q: int) -> str:
    """p/q written with its repeating block shown at least twice and six decimal digits, then '...'."""
    whole, rest = divmod(p, q)
    digits, where = [], {}
    while rest and rest not in where:
        where[rest] = len(digits)
        digits.append(str(rest * 10 // q))
        rest = rest * 10 % q
    if not rest:
        return f"{whole}." + "".join(digits) if digits else str(whole)
    prefix, block = "".join(digits[: where[rest]]), "".join(digits[where[rest] :])
    text = prefix + block + block
    while len(text) < 6:
        text += block
    return f"{whole}.{text}..."


def _story(text: str) -> Fraction:
    m = re.search(
        rf"temperature was ({NUM})°F\. By noon it rose ({NUM})°F, and by evening it fell ({NUM})°F", text
    )
    if m:
        t, up, down = (num(g) for g in m.groups())
        return t + up - down
    m = re.search(
        rf"has ({NUM}) dollars in an account\. \w+ spends ({NUM}) dollars each day for ({NUM}) days", text
    )
    if m:
        start, each, days = (num(g) for g in m.groups())
        return start - each * days
    m = re.search(
        rf"goes down ({NUM}) meters each minute for ({NUM}) minutes\. Then the diver rises ({NUM}) meters?",
        text,
    )
    if m:
        rate, minutes, rise = (num(g) for g in m.groups())
        return -rate * minutes + rise
    m = find(rf"Over ({NUM}) hours the temperature dropped ({NUM}) degrees", text)
    return -num(m.group(2)) / num(m.group(1))


@checks("math.ns.rational_operations")
def check_rational_operations(item: dict[str, Any], params: dict[str, Any]) -> None:
    mode = params["mode"]
    c = item["content"]
    text = main_text(item)
    if mode == "operations":
        if item["type"] == "arithmetic":
            a, b = (num(x) for x in c["operandDisplays"])
            op = c["operator"]
        else:
            m = find(rf"({NUM}) ([+\-×÷]) \(?({NUM})\)?", text)
            a, op, b = num(m.group(1)), m.group(2), num(m.group(3))
        assert OP_NAMES[op] in params.get("ops", list(OP_NAMES.values())), op
        verify_number(item, OPS[op](a, b))
    elif mode == "number-line-sum":
        m = find(rf"({NUM}) \+ \(?({NUM})\)?", text)
        p, q = num(m.group(1)), num(m.group(2))
        root = svg_root(item)
        if root is not None:
            assert number_line(root)["jumps"] == [(p, p + q)]
        verify_number(item, p + q)
    elif mode == "distance":
        m = re.search(rf"between ({NUM}) and ({NUM})", text) or find(
            rf"was ({NUM})°F in the morning and ({NUM})°F", text
        )
        verify_number(item, abs(num(m.group(1)) - num(m.group(2))))
    elif mode == "zero-pairs":
        if item["type"] == "arithmetic":
            expected = -num(c.get("operandDisplays", [str(c["operand1"])])[0])
        else:
            m = re.search(rf"added to ({NUM}) to make 0", text) or re.search(
                rf"^({NUM}) \+ (?:___|{NUM}) = 0$", text
            )
            if m:
                expected = -num(m.group(1))
            else:
                expected = num(re.findall(NUM, text)[0])
                assert re.search(r"dives|spends|walks down", text), text

        def claim(statement: str) -> str:
            m = re.search(rf"\+ ({NUM}) = 0$", statement)
            return m.group(1) if m else last_number(statement)

        verify(item, same_number(expected), claim=claim)
    elif mode in ("terminating", "repeating"):
        if item["type"] == "arithmetic":
            p, q = int(c["operand1"]), int(c["operand2"])
        else:
            m = find(r"(-?\d+)/(\d+)", text)
            p, q = int(m.group(1)), int(m.group(2))
        if mode == "terminating":
            verify_number(item, Fraction(p, q))
        else:
            assert p > 0
            verify(item, same_text(_long_division_text(p, q)), claim=tail(r"= (.+)$"))
    elif mode == "quotient-signs":
        start = evaluate(find(r"(-\(\d+/\d+\))", text).group(1))

        def right(answer: str) -> bool:
            try:
                return evaluate(answer) == start
            except (AssertionError, ZeroDivisionError):
                return False

        verify(item, right, claim=tail(r"\) = (.+)$"))
    else:
        verify_number(item, _story(text))
