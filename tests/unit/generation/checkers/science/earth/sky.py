"""Checks ``science.earth.sky`` from ``model-sky.json``: the day's steps and the moon's shapes in
order, the next moon shape, the daylight table's answers, relation claims."""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.earth_ms import (
    Solver,
    check_choice,
    model,
    relation_solvers,
    settle,
    svg_desc,
)


def _growing() -> list[str]:
    return [
        p["simple"]
        for p in sorted(model("sky")["phases"], key=lambda p: p["place"])
        if p["lit"] != "shrinking"
    ]


def _order(item: dict[str, Any]) -> None:
    answer = item["answer"]["value"]
    steps = {s["step"]: s["order"] for s in model("sky")["daySteps"]}
    if answer[0] in steps:
        assert [steps[a] for a in answer] == sorted(steps[a] for a in answer)
        assert all(steps[b] == steps[a] + 1 for a, b in pairwise(answer))
        return
    shapes = _growing()
    start = shapes.index(answer[0])
    assert answer == shapes[start : start + len(answer)]


def _next(m: re.Match[str]) -> str:
    shapes = _growing()
    return shapes[shapes.index(m[1]) + 1]


def _table(item: dict[str, Any]) -> None:
    content, value = item["content"], item["answer"]["value"]
    hours = {d["month"]: d["hours"]["value"] for d in model("sky")["daylight"]}
    rows = {month: h for month, h in content["rows"]}
    assert all(hours[m] == h for m, h in rows.items())
    question = content["question"]
    if m := re.fullmatch(r"Which month in the table has the (most|fewest) hours of daylight\?", question):
        best = max(rows.values()) if m[1] == "most" else min(rows.values())
        assert [k for k, v in rows.items() if v == best] == [value]
        return
    m = re.fullmatch(r"How many more hours of daylight does (\w+) have than (\w+)\?", question)
    assert m
    assert value == rows[m[1]] - rows[m[2]] > 0


def _graph(item: dict[str, Any]) -> None:
    hours = {d["month"]: d["hours"]["value"] for d in model("sky")["daylight"]}
    bars = re.fullmatch(r"A bar graph of hours of daylight: (.+)\.", svg_desc(item))
    assert bars
    shown = dict(bar.rsplit(": ", 1) for bar in bars[1].split(", "))
    assert all(hours[m] == int(h) for m, h in shown.items())
    m = re.fullmatch(r"Which month has the (most|fewest) hours of daylight\?", item["content"]["question"])
    assert m
    pick = max if m[1] == "most" else min
    best = pick(int(h) for h in shown.values())
    months = [k for k, h in shown.items() if int(h) == best]
    assert len(months) == 1
    check_choice(item, months[0])


def _solvers(grade: int) -> list[Solver]:
    return [
        Solver(
            r"Tonight the moon is (.+)\. The moon is growing\. What will you see a few nights later\?",
            None,
            _next,
        ),
        *relation_solvers("sky", grade),
    ]


@checks("science.earth.sky")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    special = {"ordering": _order, "data-table": _table, "diagram": _graph}
    if item["type"] in special:
        special[item["type"]](item)
    else:
        settle(item, _solvers(item["gradeLevel"]))
