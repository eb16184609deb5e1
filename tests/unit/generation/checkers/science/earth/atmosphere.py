"""Checks ``science.earth.atmosphere``: the cold front's passage found from the station readings
(the largest temperature drop, where the wind turns from the north), the drop and the pressure rise;
current matches and relation claims from ``model-atmosphere.json``."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.earth_ms import check_matching, model, relation_solvers, settle


def _table(item: dict[str, Any]) -> None:
    content, value = item["content"], item["answer"]["value"]
    rows = content["rows"]
    drops = [rows[i - 1][1] - rows[i][1] for i in range(1, len(rows))]
    k = drops.index(max(drops)) + 1
    assert drops.count(max(drops)) == 1 and max(drops) >= 5
    assert all(r[2] in ("S", "SW") for r in rows[:k]) and all(r[2] in ("N", "NW") for r in rows[k:])
    question = content["question"]
    if question.endswith("Between which two readings did it pass?"):
        assert value == f"{rows[k - 1][0]} and {rows[k][0]}"
    elif "By how many degrees" in question:
        assert value == max(drops)
    else:
        assert "By how many hectopascals" in question
        assert value == rows[-1][3] - min(r[3] for r in rows) > 0


def _match(item: dict[str, Any]) -> None:
    effects = {c["current"].lower(): c["effect"] for c in model("atmosphere")["currents"]}
    check_matching(item, lambda left: effects[left.lower()])


@checks("science.earth.atmosphere")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    special = {"data-table": _table, "matching": _match}
    if item["type"] in special:
        special[item["type"]](item)
    else:
        settle(item, relation_solvers("atmosphere", item["gradeLevel"]))
