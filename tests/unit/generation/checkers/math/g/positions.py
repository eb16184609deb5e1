"""Checker for ``math.g.positions``: above, below or beside, read from where the two shapes are drawn."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.pictures import after, judge, svg_of, with_class


@checks("math.g.positions")
def check_positions(item: dict[str, Any], params: dict[str, Any]) -> None:
    root = svg_of(item)
    mover = with_class(root, "mover")[0]
    anchor = with_class(root, "anchor")[0]
    mx, my = float(mover.get("data-x")), float(mover.get("data-y"))
    ax, ay = float(anchor.get("data-x")), float(anchor.get("data-y"))
    if my < ay and mx == ax:
        expected = {"above"}
    elif my > ay and mx == ax:
        expected = {"below"}
    else:
        assert my == ay and mx != ax
        expected = {"beside", "next to"}
    judge(item, lambda t: t.strip().lower() in expected, after(r"is ((?:next to)|\w+) the \w+\.$"))
