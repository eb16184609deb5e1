"""Checker for ``science.physical.balance``: motion recomputed from the pushes told in the question
or written in the diagram's description; fair tests read from ``model-pushes.json`` directly; swing
and rolling patterns continued from the rows or places shown."""

from __future__ import annotations

import itertools
import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.phys_k4 import Form, check_item, data, description

MOVES = {1: "start moving to the right", -1: "start moving to the left", 0: "stay still"}
SAID = {"change on purpose": "change", "keep the same": "same", "measure": "measure"}


def _net(told: str) -> int:
    rights = re.search(r"to the right(?:, one)? with (\d+) N(?: and one with (\d+) N)?", told)
    left = int(re.search(r"to the left with (\d+) N", told).group(1))
    total = sum(int(g) for g in rights.groups() if g)
    return (total > left) - (total < left)


def _motion(groups: dict[str, str], value: str) -> bool:
    return MOVES[_net(groups["told"])] == value


def _test(question: str) -> dict[str, Any]:
    return next(t for t in data("pushes")["tests"] if t["question"] == question)


def _fair(groups: dict[str, str], value: str) -> bool:
    test, part = _test(groups["q"]), SAID[groups["said"]]
    if part == "same":
        return value in test["same"]
    assert value in [test["change"], test["measure"], *test["same"]], value
    return test[part] == value


SWING = ("left side", "middle", "right side", "middle")


def _swing(groups: dict[str, str], value: str) -> bool:
    seen = re.findall(r"the (left side|middle|right side) at (\d+) s", groups["seen"])
    first = [i for i in range(4) if all(SWING[(i + int(t)) % 4] == p for p, t in seen)]
    assert len(first) == 1, seen
    return SWING[(first[0] + int(groups["at"])) % 4] == value


FORMS = [
    Form(
        r"(?P<told>.+ N\.) What will the \w+(?: \w+)? do\?",
        r"(?P<told>.+ N\.) The \w+(?: \w+)? will (?P<value>.+)\.",
        _motion,
    ),
    Form(
        r'\w+ asks, "(?P<q>.+)" In a fair test, what should (?:she|he|they) (?P<said>change on purpose|keep the same|measure)\?',
        r'In a fair test of "(?P<q>.+)" the thing \w+ should (?P<said>change on purpose|keep the same|measure) is (?P<value>.+)\.',
        _fair,
    ),
    Form(
        r"A swing moves in a pattern\. It is at (?P<seen>.+)\. The pattern repeats\. Where will it be at (?P<at>\d+) s\?",
        r"(?!)",
        _swing,
    ),
]


def _diagram(item: dict[str, Any]) -> None:
    check_choices_distinct(item)
    desc = description(item)
    right = int(re.search(r"A push of (\d+) N points to the right", desc).group(1))
    left = int(re.search(r"a push of (\d+) N points to the left", desc).group(1))
    assert chosen_text(item) == MOVES[(right > left) - (right < left)]


def _table(item: dict[str, Any]) -> None:
    content, answer, rows = item["content"], item["answer"], item["content"]["rows"]
    at = int(re.search(r"at (\d+) s\?", content["question"]).group(1))
    if content["columns"][1] == "Place":
        seen = ", ".join(f"the {p} at {t} s" for t, p in rows)
        assert _swing({"seen": seen, "at": str(at)}, answer["value"])
    else:
        steps = {b[1] - a[1] for a, b in itertools.pairwise(rows)}
        assert len(steps) == 1 and rows[0] == [0, 0]
        assert answer["value"] == steps.pop() * at and answer["unit"] == "cm"


@checks("science.physical.balance")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    check_item(item, FORMS, table=_table, diagram=_diagram)
