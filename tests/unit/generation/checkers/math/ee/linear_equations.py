"""Checker for ``math.ee.linear_equations`` (8.EE.C.7): the equation the item shows is read as a linear expression and solved exactly."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import (
    find,
    item_text,
    linear_parts,
    parse_num,
    parse_word,
    verify,
)


@checks("math.ee.linear_equations")
def check_equation(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    m = find(
        r"(?:Solve for x: |The solution of |the equation |The equation )(.+? = .+?)(?:\.\n|\.$| is x| have| has )",
        t + "\n",
    )
    a, _, c = linear_parts(m.group(1))
    if "solutions" in t or " has " in t:
        expected = "one solution" if a else ("infinitely many solutions" if c == 0 else "no solution")
        verify(item, expected, parse_word, marker=" has ")
        return
    assert a != 0
    verify(item, -c / a, parse_num, marker="x = ")
