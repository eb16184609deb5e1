"""Checker for ``science.physical.food_energy``: energy paths and food chains from the heat model's
foods, the sun as the first source, and animals' uses of food energy from its eaters (read
directly)."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.matter import Rule, labels, model, settle


def _use(m: re.Match[str]) -> str:
    eater = next(e for e in model("heat")["eaters"] if e["animal"].lower() == m["animal"].lower())
    return "to move, to grow and to keep its body warm" if eater["warmBlooded"] else "to move and to grow"


def _sun(m: re.Match[str]) -> str:
    things = {f["food"] for f in model("heat")["foods"]} | {e["eats"] for e in model("heat")["eaters"]}
    assert m["thing"] in things
    return "the sun"


RULES: list[Rule] = [
    (r"(?:.+ eats .+\. )?Where did the energy in (?P<thing>.+) first come from\?", _sun),
    (r"(?:.+ eats .+\. )?The energy in (?P<thing>.+) first came from (?P<x>.+)\.", _sun),
    (r"(?P<animal>.+) eats .+\. What does it use the energy from its food for\?", _use),
    (r"(?P<animal>.+) uses the energy in .+? (?P<x>(?:to|nothing).+|BLANK)\.", _use),
]


def _ordering(item: dict[str, Any]) -> None:
    m = re.fullmatch(
        r"Put these in order to show how energy from the sun got into (.+)\.", item["content"]["prompt"]
    )
    food = next(f for f in model("heat")["foods"] if f["food"] == m[1])  # type: ignore[index]
    assert item["answer"]["value"] == food["chain"]
    assert sorted(item["content"]["items"]) == sorted(food["chain"])


def _chain(item: dict[str, Any]) -> None:
    shown = [t for t in labels(item["visuals"]["diagramSvg"])]
    food = next(f for f in model("heat")["foods"] if f["chain"] == shown)
    check_choices_distinct(item)
    assert chosen_text(item) == food["chain"][1]


@checks("science.physical.food_energy")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "ordering":
        _ordering(item)
    elif item["type"] == "diagram":
        _chain(item)
    else:
        settle(item, RULES)
