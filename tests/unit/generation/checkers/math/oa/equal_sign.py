"""Checker for ``math.oa.equal_sign``: both sides of the equation have the same value."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.pictures import chain_holds, equation_item, equations, judge


@checks("math.oa.equal_sign")
def check_equal_sign(item: dict[str, Any], params: dict[str, Any]) -> None:
    if params.get("ask") == "which-true":
        judge(
            item,
            lambda eq: bool(equations(eq)) and equations(eq)[0] == eq.strip() and chain_holds(eq),
            lambda s: s,
        )
        return
    equation_item(item)
