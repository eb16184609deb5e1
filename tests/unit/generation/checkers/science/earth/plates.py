"""Checks ``science.earth.plates`` from ``model-geosphere.json``: boundary diagrams (read from their
description), seafloor ages from the ridge's rate, plate distances from speeds, relation claims."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.earth_ms import (
    check_choice,
    model,
    num,
    relation_solvers,
    settle,
    svg_desc,
)

MOTION = {
    "away from each other": "divergent",
    "toward each other": "convergent",
    "past each other, one up and one down the page": "transform",
}


def _diagram(item: dict[str, Any]) -> None:
    m = re.fullmatch(
        r"Two plates seen from above, side by side\. The arrows show them moving (.+)\.", svg_desc(item)
    )
    assert m
    entry = next(b for b in model("geosphere")["plateBoundaries"] if b["boundary"] == MOTION[m[1]])
    if item["content"]["question"] == "What could form where these two plates meet?":
        check_choice(item, entry["feature"])
    else:
        assert item["content"]["question"] == "What kind of plate boundary does the diagram show?"
        check_choice(item, f"a {entry['boundary']} boundary")


def _table(item: dict[str, Any]) -> None:
    content, value = item["content"], item["answer"]["value"]
    geo = model("geosphere")
    if content["title"].startswith("Age of the seafloor"):
        per_side = geo["ridge"]["rate"]["value"] / 2 * 10
        for distance, age in content["rows"]:
            assert age == round(distance / per_side, 1)
        m = re.search(r"seafloor ([\d,]+) km from the ridge", content["question"])
        assert m
        assert value == round(int(m[1].replace(",", "")) / per_side, 1)
        return
    speeds = {p["plate"].removeprefix("the "): p["speed"]["value"] for p in geo["plateSpeeds"]}
    for plate, speed in content["rows"]:
        assert speeds[plate] == speed
    m = re.fullmatch(
        r"How many kilometers does the (.+) move in ([\d,]+) million years at this speed\? \(100,000 cm = 1 km\)",
        content["question"],
    )
    assert m
    assert value == speeds[m[1]] * 1_000_000 * int(m[2].replace(",", "")) / 100_000
    assert item["answer"]["display"] == f"{num(value)} km"


@checks("science.earth.plates")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    special = {"diagram": _diagram, "data-table": _table}
    if item["type"] in special:
        special[item["type"]](item)
    else:
        settle(item, relation_solvers("geosphere", item["gradeLevel"]))
