"""Checker for powers of ten: the exponent is read from the superscript and the product or
quotient recomputed exactly; asked the other way (1,000 = 10 to the power of ___), the exponent is
the number of digits after the 1."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import parse_number
from tests.unit.generation.checkers.support.measures import NUM, verify, view

SUPER = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")


@checks("math.nbt.powers_of_ten")
def check_powers(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    c = item["content"]
    if c["type"] == "arithmetic":
        a = parse_number(c["operandDisplays"][0])
        k = int(c["operandDisplays"][1].removeprefix("10").translate(SUPER))
        assert Fraction(c["operand2"]) == 10**k
        verify(item, v, a * 10**k if c["operator"] == "×" else a / 10**k)
        return
    if c["type"] == "true-false" and (
        m := re.fullmatch(r"(" + NUM + r") = 10 to the power of (\d+)\.", c["statement"])
    ):
        assert item["answer"]["value"] == (parse_number(m.group(1)) == 10 ** int(m.group(2)))
        return
    if m := re.match(r"(" + NUM + r") (?:is 10 raised to what power|= 10 to the power of)", v.text):
        number = parse_number(m.group(1))
        exponent = len(str(int(number))) - 1
        assert number == 10**exponent, v.text
        verify(item, v, Fraction(exponent))
        return
    text = re.sub(r"10([⁰¹²³⁴⁵⁶⁷⁸⁹]+)", lambda m: "10^" + m.group(1).translate(SUPER), v.text)
    if m := re.search(r"(" + NUM + r") ([×÷]) 10\^(\d+)", text):
        a, op, k = parse_number(m.group(1)), m.group(2), int(m.group(3))
        verify(item, v, a * 10**k if op == "×" else a / 10**k)
    else:
        k = int(re.search(r"10\^(\d+)", text).group(1))  # type: ignore[union-attr]
        verify(item, v, Fraction(10**k))
