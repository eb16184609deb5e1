"""Checks ``science.earth.geologic_time``: layer ages from the diagram's description (lower layers
are older, a fault is younger than the layers it cuts), tables and orders from
``model-geosphere.json``."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.earth_ms import (
    check_choice,
    model,
    relation_solvers,
    settle,
    svg_desc,
)


def _letters(item: dict[str, Any]) -> list[str]:
    m = re.match(r"Rock layers from top to bottom: (.+?)\. The layers", svg_desc(item))
    assert m
    return [part.split(" (")[0] for part in m[1].split(", ")]


def _diagram(item: dict[str, Any]) -> None:
    letters = _letters(item)
    question = item["content"]["question"]
    if m := re.fullmatch(r"Which layer is the (oldest|youngest)\?", question):
        expected = f"layer {letters[-1] if m[1] == 'oldest' else letters[0]}"
    elif m := re.fullmatch(r"Which layer formed just before layer (\w)\?", question):
        expected = f"layer {letters[letters.index(m[1]) + 1]}"
    else:
        m = re.fullmatch(
            r"A fault \(a crack where the rock moved\) cuts through layers? ([A-F, ]+) but not through the layers above\. "
            r"Which formed first: the fault or layer (\w)\?",
            question,
        )
        assert m
        cut = m[1].split(", ")
        assert cut == letters[letters.index(cut[0]) :]
        above = letters.index(m[2]) < letters.index(cut[0])
        expected = "the fault" if above else f"layer {m[2]}"
    check_choice(item, expected)


def _ages() -> dict[str, float]:
    return {e["event"].lower(): e["age"]["value"] for e in model("geosphere")["lifeEvents"]}


def _order(item: dict[str, Any]) -> None:
    answer = item["answer"]["value"]
    if item["content"]["prompt"].startswith("Order the layers"):
        assert answer == [f"layer {x}" for x in reversed(_letters(item))]
    else:
        ages = _ages()
        assert answer == sorted(answer, key=lambda e: -ages[e.lower()])
        assert len({ages[e.lower()] for e in answer}) == len(answer)


def _table(item: dict[str, Any]) -> None:
    content, value = item["content"], item["answer"]["value"]
    if content["title"] == "The geologic time scale":
        eras = {
            e["era"]: (e["start"]["value"], e["end"]["value"]) for e in model("geosphere")["geologicEras"]
        }
        for era, start, end in content["rows"]:
            assert eras[era] == (start, end)
        m = re.fullmatch(r"How many million years did the (.+) last\?", content["question"])
        assert m
        start, end = eras[m[1]]
        assert value == start - end
        return
    ages = _ages()
    for event, age in content["rows"]:
        assert ages[event.lower()] == age
    m = re.fullmatch(
        r"How many million years passed between these two events: (.+), and (.+)\?", content["question"]
    )
    assert m
    assert abs(value - (ages[m[1].lower()] - ages[m[2].lower()])) < 1e-9


@checks("science.earth.geologic_time")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    special = {"diagram": _diagram, "ordering": _order, "data-table": _table}
    if item["type"] in special:
        special[item["type"]](item)
    else:
        settle(item, relation_solvers("geosphere", item["gradeLevel"]))
