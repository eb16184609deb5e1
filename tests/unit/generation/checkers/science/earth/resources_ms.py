"""Checks ``science.earth.resources_ms`` from ``model-atmosphere.json``: matches and relation claims."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.earth_ms import check_matching, model, relation_solvers, settle


@checks("science.earth.resources_ms")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "matching":
        found = {r["resource"].lower(): r["found"] for r in model("atmosphere")["resources"]}
        check_matching(item, lambda left: found[left.lower()])
    else:
        settle(item, relation_solvers("atmosphere", item["gradeLevel"]))
