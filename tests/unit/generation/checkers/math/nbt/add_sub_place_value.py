"""Checker for ``math.nbt.add_sub_place_value``: the sum or difference computed from the operands shown."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.pictures import equation_item


@checks("math.nbt.add_sub_place_value")
def check_add_subtract(item: dict[str, Any], params: dict[str, Any]) -> None:
    equation_item(item)
