"""Checker for ``science.physical.changes``: reversibility and what heating or cooling does, read
from ``model-materials.json`` directly; water tables checked against water's freezing and boiling
points in the model."""

from __future__ import annotations

import itertools
import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.phys_k4 import Form, check_item, data

CAUSE = {"heated": "heating", "cooled": "cooling"}


def _changes() -> list[dict[str, Any]]:
    return data("materials")["changes"]


def _undone(groups: dict[str, str], value: str) -> bool:
    found = [c for c in _changes() if f"{c['thing']} {c['result']}".lower() == value]
    assert len(found) == 1, value
    return found[0]["reversible"] is (groups["can"].lower() == "can")


def _result(groups: dict[str, str], value: str) -> bool:
    cause = CAUSE[groups["verb"]]
    found = [c for c in _changes() if c["thing"].lower() == groups["thing"].lower() and c["cause"] == cause]
    assert len(found) == 1, groups
    return found[0]["result"].lower() == value


FORMS = [
    Form(
        r"Which change (?P<can>can|cannot) be undone\?",
        r"When (?P<value>.+), the change (?P<can>can|cannot) be undone\.",
        _undone,
    ),
    Form(
        r"What happens to (?P<thing>.+) when it is (?P<verb>heated|cooled)\?",
        r"When (?P<thing>.+) is (?P<verb>heated|cooled), it (?P<value>.+)\.",
        _result,
    ),
]


def _matching(item: dict[str, Any]) -> None:
    content, value = item["content"], item["answer"]["value"]
    for i, left in enumerate(content["left"]):
        thing, verb = left.rsplit(", ", 1)
        for j, right in enumerate(content["right"]):
            assert _result({"thing": thing, "verb": verb}, right.lower()) is (j == value[i]), (left, right)


def _table(item: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    water = data("materials")["temperatures"][0]
    boiling = "boil" in content["question"].split("?")[0].split(".")[-1]
    point = water["boils" if boiling else "freezes"]["value"]
    assert content["columns"][1] == f"Temperature ({water['boils']['unit']})"
    temps = [row[1] for row in content["rows"]]
    steps = [b - a for a, b in itertools.pairwise(temps) if b != a]
    assert all((s > 0) is boiling for s in steps), temps
    first = next(row for row in content["rows"] if row[1] == point)
    if re.search(r"By how many degrees", content["question"]):
        assert answer["value"] == abs(point - temps[0]) and answer["unit"] == water["boils"]["unit"]
    else:
        assert answer["value"] == first[0] and answer["unit"] == "minutes"


@checks("science.physical.changes")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    check_item(item, FORMS, table=_table, matching=_matching)
