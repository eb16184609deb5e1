"""Checks ``science.earth.impact_ms``: the one design meeting both criteria, the town's extra use
(per-person use from ``model-atmosphere.json``), population, temperature and carbon dioxide tables
against the model, relation claims."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.earth_ms import Solver, model, num, relation_solvers, settle


def _designs(item: dict[str, Any]) -> None:
    m = re.search(
        r"removes at least (\d+)% of the pollution and costs no more than (\d+) thousand",
        item["content"]["question"],
    )
    assert m
    need, budget = int(m[1]), int(m[2])
    good = [r[0] for r in item["content"]["rows"] if r[1] >= need and r[2] <= budget]
    assert good == [item["answer"]["value"]]


def _records(item: dict[str, Any]) -> None:
    content, value = item["content"], item["answer"]["value"]
    data = model("atmosphere")
    tables = {
        "World population": {p["year"]: p["people"]["value"] for p in data["population"]},
        "Earth's average surface temperature": {
            t["decade"]: t["change"]["value"] for t in data["temperatures"]
        },
        "Carbon dioxide in the air (Mauna Loa, Hawaii)": {
            c["year"]: c["ppm"]["value"] for c in data["carbon"]
        },
    }
    known = tables[content["title"]]
    assert {r[0]: r[1] for r in content["rows"]} == known
    question = content["question"]
    if m := re.fullmatch(
        r"About how many times as many people lived on Earth in (\d+) as in (\d+)\? Round to the nearest tenth\.",
        question,
    ):
        assert value == round(known[m[1]] / known[m[2]], 1)
        return
    m = re.search(r"from (?:the )?(\w+) to (?:the )?(\w+)\?$", question)
    assert m
    assert value == round(known[m[2]] - known[m[1]], 1) > 0


def _use(m: re.Match[str]) -> str:
    uses = {u["use"]: u["perPerson"]["value"] for u in model("atmosphere")["consumption"]}
    per = uses[m["use"]]
    assert num(per) == m["per"]
    before, after = (int(x.replace(",", "")) for x in (m["before"], m["after"]))
    return f"{num((after - before) * per)} {m['unit']}"


SOLVERS = [
    Solver(
        r"In the United States, each person uses about (?P<per>[\d,.]+) (?P<unit>[\w-]+) of (?P<use>.+) a day\. "
        r"A town grows from (?P<before>[\d,]+) to (?P<after>[\d,]+) people\. About how many more (?P=unit) of (?P=use) "
        r"will the town use each day\?",
        None,
        _use,
    )
]


@checks("science.earth.impact_ms")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "data-table":
        if item["content"]["title"].startswith("Designs"):
            _designs(item)
        else:
            _records(item)
    else:
        settle(item, [*SOLVERS, *relation_solvers("atmosphere", item["gradeLevel"])])
