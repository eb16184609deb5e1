"""Checker for ``math.ee.exponent_laws`` (8.EE.A.1): the expression is reduced to one power of the base and evaluated exactly."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import SUP, exp_of, find, item_text, verify


def _power_expression(t: str) -> tuple[str, int] | None:
    if m := re.search(rf"\((\d+)({SUP})\)({SUP})", t):
        return m.group(1), exp_of(m.group(2)) * exp_of(m.group(3))
    if m := re.search(rf"(\d+)({SUP}) ([×÷]) (\d+)({SUP})", t):
        assert m.group(1) == m.group(4)
        a, b = exp_of(m.group(2)), exp_of(m.group(5))
        return m.group(1), a + b if m.group(3) == "×" else a - b
    if m := re.search(rf"(\d+)({SUP})", t):
        return m.group(1), exp_of(m.group(2))
    return None


def _parse_power(s: str) -> tuple[str, int] | None:
    if m := re.fullmatch(r"(\d+)\^\(?(-?\d+)\)?", s.strip()):
        return m.group(1), int(m.group(2))
    m = re.fullmatch(rf"(\d+)({SUP})", s.strip())
    return (m.group(1), exp_of(m.group(2))) if m else None


@checks("math.ee.exponent_laws")
def check_exponents(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    if m := re.search(r"(?:Write (.+?) as a single power|As a single power, (.+?) = )", t):
        expr = m.group(1) or m.group(2)
        verify(item, _power_expression(expr), _parse_power, marker=" = ")
        return
    expr = find(r"(?:What is the value of|The value of) (.+?)(?:\?| is )", t).group(1)
    base, e = _power_expression(expr)  # type: ignore[misc]
    verify(item, Fraction(int(base)) ** e)
