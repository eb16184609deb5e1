"""Checker for ``science.physical.mixtures``: kinds and resources of materials from the reactions
model (read directly)."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.matter import Rule, by_name, model, settle

X = r"(?P<x>.+)"


def _kind(m: re.Match[str]) -> str:
    return by_name("reactions", "materials", m["name"])["kind"]


def _resource(m: re.Match[str]) -> str:
    return by_name("reactions", "materials", m["name"])["resource"]


RULES: list[Rule] = [
    (r"Is (?P<name>.+) a natural material or a synthetic material\?", _kind),
    (rf"(?P<name>.+) is a {X} material\.", _kind),
    (r"Which natural resource is (?P<name>.+) made from\?", _resource),
    (r"Where does the natural material (?P<name>.+) come from\?", _resource),
    (rf"(?P<name>.+), used for .+, is (?:made from|from) {X}\.", _resource),
]


def _which_synthetic(item: dict[str, Any]) -> None:
    check_choices_distinct(item)
    kinds = {m["name"]: m["kind"] for m in model("reactions")["materials"]}
    synthetic = [c["text"] for c in item["content"]["choices"] if kinds[c["text"]] == "synthetic"]
    assert synthetic == [chosen_text(item)], synthetic


def _matching(item: dict[str, Any]) -> None:
    content = item["content"]
    for i, j in enumerate(item["answer"]["value"]):
        material = by_name("reactions", "materials", content["left"][i])
        assert material["resource"] == content["right"][j]
    resources = {m["name"]: m["resource"] for m in model("reactions")["materials"]}
    for i, left in enumerate(content["left"]):
        fits = [j for j, r in enumerate(content["right"]) if r == resources[left]]
        assert fits == [item["answer"]["value"][i]]


@checks("science.physical.mixtures")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "matching":
        _matching(item)
    elif item["content"].get("question") == "Which of these materials is synthetic?":
        _which_synthetic(item)
    else:
        settle(item, RULES)
