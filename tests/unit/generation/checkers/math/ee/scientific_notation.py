"""Checker for ``math.ee.scientific_notation`` (8.EE.A.3, 8.EE.A.4): numbers and operations in scientific notation recomputed exactly."""

from __future__ import annotations

import math
import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import (
    SCI,
    exp_of,
    find,
    frac,
    item_text,
    parse_sci,
    verify,
)


def _sci_value(s: str) -> Fraction:
    c, e = s.split(" × 10")
    return Fraction(c) * Fraction(10) ** exp_of(e)


def _normal(v: Fraction) -> tuple[Fraction, int]:
    e = 0
    while v >= 10:
        v, e = v / 10, e + 1
    while v < 1:
        v, e = v * 10, e - 1
    return v, e


@checks("math.ee.scientific_notation")
def check_sci(item: dict[str, Any], params: dict[str, Any]) -> None:
    c = item["content"]
    if c["type"] == "arithmetic":
        a, b = (_sci_value(d) for d in c["operandDisplays"])
        assert Fraction(c["operand1"]) == a or abs(c["operand1"] - float(a)) <= abs(float(a)) * 1e-12
        result = a * b if c["operator"] == "×" else a / b
        verify(item, _normal(result), parse_sci)
        return
    t = item_text(item)
    if m := re.search(r"(?:Write |^)([\d,.]+) in scientific notation", t, re.M):
        verify(item, _normal(frac(m.group(1))), parse_sci)
    elif m := re.search(rf"(?:Write |^)({SCI}) in standard form", t, re.M):
        verify(item, _sci_value(m.group(1)))
    elif m := re.search(r"(?:Estimate |a power of 10, )([\d,.]+)", t):
        coef, e = _normal(frac(m.group(1)))
        lead = math.floor(coef + Fraction(1, 2))
        verify(item, (Fraction(1), e + 1) if lead == 10 else (Fraction(lead), e), parse_sci, marker=" about ")
    elif m := re.search(rf"has about ({SCI}) .+?, and .+? has about ({SCI})", t):
        verify(item, _sci_value(m.group(1)) / _sci_value(m.group(2)))
    else:
        m = find(rf"\(({SCI})\) ([×÷+-]) \(({SCI})\)", t)
        a, b = _sci_value(m.group(1)), _sci_value(m.group(3))
        result = {"×": a * b, "÷": a / b, "+": a + b, "-": a - b}[m.group(2)]
        verify(item, _normal(result), parse_sci, marker=" = ")
