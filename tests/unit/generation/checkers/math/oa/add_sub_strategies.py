"""Checker for ``math.oa.add_sub_strategies``: the strategy's equation with a blank solved exactly
(and every fact it states true)."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.pictures import equation_item


@checks("math.oa.add_sub_strategies")
def check_add_sub_strategies(item: dict[str, Any], params: dict[str, Any]) -> None:
    equation_item(item)
