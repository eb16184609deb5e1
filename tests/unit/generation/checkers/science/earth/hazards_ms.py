"""Checks ``science.earth.hazards_ms``: the forecast continued from the table's steady trend to the
coast or flood stage; relation claims from ``model-atmosphere.json``."""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.earth_ms import Solver, model, relation_solvers, settle


def _table(item: dict[str, Any]) -> None:
    content = item["content"]
    tracks = {t["what"]: t for t in model("atmosphere")["hazardTracks"]}
    track = tracks[content["columns"][1]]
    rows = content["rows"]
    hours = rows[1][0] - rows[0][0]
    change = rows[1][1] - rows[0][1]
    assert hours == track["every"] and change != 0
    for (h0, v0), (h1, v1) in pairwise(rows):
        assert (h1 - h0, v1 - v0) == (hours, change)
    goal = track["goal"]
    if goal:
        m = re.search(r"Flood stage at the gauge is (\d+) m", content["question"])
        assert m and int(m[1]) == goal
    steps = (goal - rows[-1][1]) / change
    assert steps > 0 and steps == int(steps)
    assert item["answer"]["value"] == steps * hours


def _passage(m: re.Match[str]) -> str:
    hazards = {h["hazard"]: h for h in model("atmosphere")["hazards"]}
    return hazards[m["name"]]["protect"] if m["name"] else hazards[m["watch"]]["watch"]


PASSAGE = Solver(
    r"According to the passage, what do (?:people do when a warning of (?P<name>.+) comes|scientists use to watch for (?P<watch>.+))\?",
    None,
    _passage,
)


@checks("science.earth.hazards_ms")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "data-table":
        _table(item)
    else:
        settle(item, [PASSAGE, *relation_solvers("atmosphere", item["gradeLevel"])])
