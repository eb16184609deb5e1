"""Checks ``science.earth.water_cycle`` from ``model-atmosphere.json``: the cycle diagram and order,
the water shares table, relation claims."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.earth_ms import (
    check_loop_diagram,
    check_loop_order,
    model,
    relation_solvers,
    settle,
)


def _table(item: dict[str, Any]) -> None:
    content, value = item["content"], item["answer"]["value"]
    shares = {s["store"].lower(): s["share"]["value"] for s in model("atmosphere")["waterStores"]}
    for store, share in content["rows"]:
        assert shares[store.lower()] == share
    assert abs(sum(shares.values()) - 100) < 1e-9
    if m := re.fullmatch(r"What percent of Earth's water is not in (.+)\?", content["question"]):
        assert value == round(100 - shares[m[1]], 1)
        return
    m = re.fullmatch(r"What percent of Earth's water is in (.+) or in (.+)\?", content["question"])
    assert m
    assert value == round(shares[m[1]] + shares[m[2]], 1)


@checks("science.earth.water_cycle")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    special = {
        "diagram": lambda item: check_loop_diagram(item, "atmosphere", "waterProcesses", "The water cycle"),
        "ordering": lambda item: check_loop_order(item, "atmosphere", "waterProcesses"),
        "data-table": _table,
    }
    if item["type"] in special:
        special[item["type"]](item)
    else:
        settle(item, relation_solvers("atmosphere", item["gradeLevel"]))
