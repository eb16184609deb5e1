"""Checks ``science.earth.rock_cycle`` from ``model-geosphere.json``: relation questions, the hidden
box or arrow of the cycle diagram (read from its description), the order of stages and matches."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.earth_ms import (
    check_loop_diagram,
    check_loop_order,
    check_matching,
    model,
    relation_solvers,
    settle,
)


def _match(item: dict[str, Any]) -> None:
    products = {p["process"]: p["product"] for p in model("geosphere")["rockProcesses"]}
    check_matching(item, products.__getitem__)


@checks("science.earth.rock_cycle")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    special = {
        "diagram": lambda item: check_loop_diagram(item, "geosphere", "rockProcesses", "The rock cycle"),
        "ordering": lambda item: check_loop_order(item, "geosphere", "rockProcesses"),
        "matching": _match,
    }
    if item["type"] in special:
        special[item["type"]](item)
    else:
        settle(item, relation_solvers("geosphere", item["gradeLevel"]))
