"""Checkers for grade 5 fractions: the fractions shown (operands, or the numbers in the text) are
combined with exact ``Fraction`` arithmetic; estimates and scaling answers are recomputed by
comparing with 1 or with the whole number."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.math_g35_common import NUM, numbers, verify, view
from tests.unit.generation.checkers.support.common import parse_number

OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "×": lambda a, b: a * b, "÷": lambda a, b: a / b}


def _shown(item: dict[str, Any], v: Any) -> tuple[Fraction, str, Fraction] | None:
    c = item["content"]
    if c["type"] == "arithmetic":
        displays = c.get("operandDisplays") or [str(c["operand1"]), str(c["operand2"])]
        return parse_number(displays[0]), c["operator"], parse_number(displays[1])
    m = re.search(r"(" + NUM + r") ([+\-×÷]) (" + NUM + ")", v.text)
    if m:
        return parse_number(m.group(1)), m.group(2), parse_number(m.group(3))
    return None


@checks("math.g35.fraction-add")
def check_fraction_add(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    shown = _shown(item, v)
    if params["mode"] == "estimate":
        assert shown and shown[1] == "+"
        total = shown[0] + shown[2]
        verify(item, v, "less than 1" if total < 1 else "greater than 1" if total > 1 else "equal to 1")
        return
    if shown:
        a, op, b = shown
    else:
        a, b = numbers(v.text)[:2]
        op = "-" if "left" in v.text else "+"
        assert op == "-" or "in all" in v.text, v.text
    verify(item, v, OPS[op](a, b))


@checks("math.g35.fraction-multiply")
def check_fraction_multiply(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    shown = _shown(item, v)
    if params["mode"] == "scaling":
        assert shown and shown[1] == "×"
        f, n = shown[0], shown[2]
        product = f * n
        verify(
            item,
            v,
            f"greater than {n}" if product > n else f"less than {n}" if product < n else f"equal to {n}",
        )
        return
    if shown:
        a, op, b = shown
        assert op == "×"
    else:
        a, b = numbers(v.text)[:2]
    verify(item, v, a * b)


@checks("math.g35.fraction-divide")
def check_fraction_divide(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    shown = _shown(item, v)
    if shown:
        a, op, b = shown
        assert op == "÷"
        verify(item, v, a / b)
        return
    if m := re.search(r"(\d+) friends share 1/(\d+) of", v.text):
        verify(item, v, Fraction(1, int(m.group(2))) / int(m.group(1)))
        return
    m = re.search(r"(\d+) [a-z ]+ into portions of 1/(\d+)", v.text)
    assert m, v.text
    verify(item, v, int(m.group(1)) / Fraction(1, int(m.group(2))))


@checks("math.g35.fraction-as-division")
def check_fraction_as_division(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    shown = _shown(item, v)
    if shown:
        a, op, b = shown
        assert op == "÷"
        verify(item, v, a / b)
        return
    m = re.search(r"(\d+) friends share (\d+) ", v.text)
    assert m, v.text
    verify(item, v, Fraction(int(m.group(2)), int(m.group(1))))
