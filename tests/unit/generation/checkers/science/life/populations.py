"""Checker for ``science.life.populations``: answers recomputed from the table rows and the food limit
the question states; resources from ``model-ecology.json``."""

from __future__ import annotations

import itertools
import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.life_ms import Rel, check_claim, model, variable_rels


def _animal(name: str) -> dict[str, Any]:
    return next(a for a in model("ecology")["populations"] if a["animal"] == name.lower())


def _effect(groups: dict[str, str], candidate: str) -> bool:
    return candidate.lower() == ("shrink" if groups["change"] == "becomes scarce" else "grow")


RELS = [
    *variable_rels(model("ecology")["investigations"]),
    Rel(
        r"In (?P<place>.+), the supply of (?P<res>.+) that \w+ eat (?P<change>becomes scarce|becomes more plentiful)\. "
        r"What will the (?P<animal>.+) population most likely do\?",
        r"When the supply of (?P<res>.+) in (?P<place>.+) (?P<change>becomes scarce|becomes more plentiful), the (?P<animal>.+) "
        r"population will most likely (?P<ans>.+)\.",
        _effect,
    ),
    Rel(
        r"Which resource most limits how large the (?P<animal>.+) population in (?P<place>.+) can grow\?",
        r"The amount of (?P<ans>.+) most limits how large the (?P<animal>.+) population in (?P<place>.+) can grow\.",
        lambda g, c: _animal(g["animal"])["resource"] == c.lower(),
    ),
]


def _table(item: dict[str, Any]) -> None:
    content, value = item["content"], item["answer"]["value"]
    rows, question = content["rows"], content["question"]
    years = [r[0] for r in rows]
    assert years == list(range(1, len(rows) + 1))
    if len(content["columns"]) == 3:
        cap = int(re.search(r"for about (\d+)", question)[1])
        assert all(a <= cap and b <= 2 * cap and a <= b for _, a, b in rows), rows
        year = int(re.search(r"in year (\d+)\?", question)[1])
        assert value == rows[year - 1][2] - rows[year - 1][1]
        return
    cap = int(re.search(r"to feed about (\d+)", question)[1])
    counts = [r[1] for r in rows]
    assert all(a <= b <= cap for a, b in itertools.pairwise(counts)), counts
    if "first reach" in question:
        assert value == counts.index(cap) + 1
    else:
        m = re.search(r"from year (\d+) to year (\d+)\?", question)
        assert value == counts[int(m[2]) - 1] - counts[int(m[1]) - 1]


@checks("science.life.populations")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "data-table":
        _table(item)
    else:
        check_claim(item, RELS)
