"""Checker for ``science.earth.spheres``: which sphere a thing is part of, which spheres an event
joins and which way, and the shares of Earth's water (computed again from the quantities of
``model-landforms.json`` read directly)."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import answer_value, check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.earth_k5 import (
    Relation,
    check_relation_item,
    earth_model,
    svg_desc,
)

ORDER = ("geosphere", "hydrosphere", "atmosphere", "biosphere")


def _pair(a: str, b: str) -> str:
    first, second = sorted((a, b), key=ORDER.index)
    return f"the {first} and the {second}"


def _shares(part_of: str) -> dict[str, int]:
    return {
        w["name"]: w["share"]["value"]
        for w in earth_model("landforms")["water_amounts"]
        if w["part_of"] == part_of
    }


def _check_water(item: dict[str, Any]) -> None:
    every, fresh = _shares("all water"), _shares("fresh water")
    assert sum(every.values()) == 100 and sum(fresh.values()) == 100
    question, answer = item["content"]["question"], answer_value(item)
    if item["type"] == "data-table":
        rows = {(r[0], r[1]): r[2] for r in item["content"]["rows"]}
        assert rows == {
            **{("all water", k): v for k, v in every.items()},
            **{("fresh water", k): v for k, v in fresh.items()},
        }
        if m := re.search(
            r"were ([\d,]+) liters\. About how many liters would be fresh water in (.+)\?", question
        ):
            total = int(m.group(1).replace(",", ""))
            assert answer == str(total * every["fresh water"] * fresh[m.group(2)] // 10000)
        elif m := re.search(r"were ([\d,]+) liters\. About how many liters would be (.+)\?", question):
            assert answer == str(int(m.group(1).replace(",", "")) * every[m.group(2)] // 100)
        else:
            name = re.search(r"fresh water is not (.+)\?", question).group(1)
            assert answer == str(100 - fresh[name])
    elif item["type"] == "diagram":
        shares = every if "all water" in question else fresh
        if m := re.search(r"About what percent of it is (.+)\?", question):
            assert item["answer"]["value"] == shares[m.group(1)]
        else:
            check_choices_distinct(item)
            assert answer == max(shares, key=shares.get)
    elif m := re.search(
        r"were ([\d,]+) liters\. About how many liters would be fresh water( in (.+))?\?", question
    ):
        check_choices_distinct(item)
        liters = int(m.group(1).replace(",", "")) * every["fresh water"] // 100
        if m.group(3):
            liters = liters * fresh[m.group(3)] // 100
        assert chosen_text(item) == f"{liters:,} liters"
    else:
        kind = "salt water" if "salt water" in question else "fresh water"
        assert chosen_text(item) == f"about {every[kind]}%"


@checks("science.earth.spheres")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    data = earth_model("landforms")
    ask = params["ask"]
    if ask == "water":
        _check_water(item)
    elif ask == "sort":
        check_relation_item(
            item, Relation([(t["thing"], f"the {t['sphere']}") for t in data["sphere_things"]])
        )
    elif item["type"] == "diagram":
        check_choices_distinct(item)
        start, end = re.search(
            r"points from the (\w+) to the (\w+)\.", svg_desc(item["visuals"]["diagramSvg"])
        ).groups()
        way = {e["event"]: (e["from"], e["to"]) for e in data["interactions"]}
        assert way[chosen_text(item)] == (start, end)
        for c in item["content"]["choices"]:
            if c["text"] != chosen_text(item):
                assert way[c["text"]] != (start, end)
    else:
        check_relation_item(
            item, Relation([(e["event"], _pair(e["from"], e["to"])) for e in data["interactions"]])
        )
