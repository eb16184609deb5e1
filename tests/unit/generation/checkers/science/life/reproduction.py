"""Checker for ``science.life.reproduction``: behaviors and structures that help reproduction and
growth factors from ``model-genetics.json``; plant growth tables from their rows and headers."""

from __future__ import annotations

import itertools
import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.life_ms import Rel, by, check_claim, model, variable_rels


def _feature(subject: str) -> dict[str, Any]:
    return by("genetics", "features", "subject")[subject.lower()]


def _factor_kind(factor: str) -> str:
    return by("genetics", "growth-factors", "factor")[factor.lower()]["kind"]


RELS = [
    *variable_rels(model("genetics")["investigations"]),
    Rel(
        r"How do (?P<subject>.+) help .+ reproduce\?",
        r"(?P<subject>.+) help .+ reproduce because they (?P<ans>.+)\.",
        lambda g, c: _feature(g["subject"])["helps"] == c.lower(),
    ),
    Rel(
        r"(?P<subject>.+) help .+ reproduce\. Is this a behavior or a structure\?",
        r"(?P<subject>.+) are an example of (?P<ans>.+) that helps reproduction\.",
        lambda g, c: c.lower() == f"a {_feature(g['subject'])['kind']}",
    ),
    Rel(
        r"Which of these is an? (?P<kind>environmental|genetic) factor that affects how an organism grows\?",
        r"(?P<ans>.+) is an? (?P<kind>environmental|genetic) factor that affects how an organism grows\.",
        lambda g, c: _factor_kind(c) == g["kind"].lower(),
    ),
]


def _growth(item: dict[str, Any]) -> None:
    content, value = item["content"], item["answer"]["value"]
    plants = [
        re.fullmatch(r"Plant \d: (tall|short) variety in (sun|shade) \(cm\)", c)
        for c in content["columns"][1:]
    ]
    assert all(plants), content["columns"]
    rows = content["rows"]
    for column in (1, 2):
        heights = [r[column] for r in rows]
        steps = {b - a for a, b in itertools.pairwise(heights)}
        assert len(steps) == 1 and steps.pop() > 0, heights
    (one_v, one_l), (two_v, two_l) = (p.groups() for p in plants)
    assert (one_v == two_v) != (one_l == two_l), "the plants differ in exactly one way"
    if "What caused" in content["question"]:
        assert value == (
            "the seed variety (genes)" if one_v != two_v else "the amount of light (environment)"
        )
    else:
        week = int(re.search(r"in week (\d+)\?", content["question"])[1])
        row = next(r for r in rows if r[0] == week)
        assert value == abs(row[1] - row[2]) and item["answer"]["unit"] == "cm"
    faster = next(r[1] - rows[0][1] for r in rows[-1:]), next(r[2] - rows[0][2] for r in rows[-1:])
    rank = {("tall", "sun"): 3, ("tall", "shade"): 2, ("short", "sun"): 2, ("short", "shade"): 1}
    if rank[(one_v, one_l)] != rank[(two_v, two_l)]:
        assert (faster[0] > faster[1]) == (rank[(one_v, one_l)] > rank[(two_v, two_l)])


@checks("science.life.reproduction")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    assert model("genetics")
    if item["type"] == "data-table":
        _growth(item)
    else:
        check_claim(item, RELS)
