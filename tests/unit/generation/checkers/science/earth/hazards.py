"""Checker for ``science.earth.hazards``: forecasts, ways to get ready, designs and solutions for each
hazard from ``model-weather.json`` read directly; the design tests recomputed from the table rows
(the strongest, how many met the goal, the one that meets the goal within the budget)."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.earth_k5 import Relation, check_relation_item, earth_model


def _relation(ask: str) -> Relation:
    data = earth_model("weather")
    if ask == "prepare":
        pairs = [(h["name"], h["forecast"]) for h in data["hazards"]]
        pairs += [(f, p["action"]) for p in data["preparations"] for f in p["fits"]]
    elif ask == "designs":
        pairs = [(d["design"], d["hazard"]) for d in data["designs"]]
    else:
        pairs = [(s["solution"], s["hazard"]) for s in data["hazard_solutions"]]
    return Relation(pairs)


def _check_table(item: dict[str, Any]) -> None:
    designs = {d["design"]: d for d in earth_model("weather")["test_designs"]}
    rows = item["content"]["rows"]
    step = 5 if "km/h" in item["content"]["columns"][1] else 1
    for name, strength, cost in rows:
        assert abs(strength - designs[name]["strength"]) <= 2 * step and 2 <= cost <= 9
    question, value = item["content"]["question"], item["answer"]["value"]
    goal = re.search(r"at least (?:shaking level )?(\d+)", question)
    if goal is None:
        best = max(r[1] for r in rows)
        assert [r[0] for r in rows if r[1] == best] == [value]
        return
    met = [r for r in rows if r[1] >= int(goal.group(1))]
    if budget := re.search(r"no more than \$(\d+)", question):
        assert [r[0] for r in met if r[2] <= int(budget.group(1))] == [value]
    else:
        assert value == len(met)


@checks("science.earth.hazards")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "data-table":
        _check_table(item)
    else:
        check_relation_item(item, _relation(params["ask"]))
