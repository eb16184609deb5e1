"""Checker for ``science.physical.sunlight``: which surface warms fastest or slowest, from the
warming ranks of ``model-energy-k4.json``; warming tables recomputed (2 °C an hour per rank); roofs
judged by the light their material lets through (``model-materials.json``), read directly."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.phys_k4 import Form, check_item, data

DROP = {"opaque": 8, "translucent": 4, "transparent": 1}


def _rank(name: str) -> int:
    return next(s["warming"] for s in data("energy-k4")["surfaces"] if s["name"] == name.lower())


def _light(material: str) -> str:
    traits = next(m["traits"] for m in data("materials")["materials"] if m["name"] == material.lower())
    return next(t for t in traits if t in DROP)


def _listed(text: str) -> list[str]:
    first, last = text.rsplit(" and ", 1)
    return [*first.split(", "), last]


def _fastest(groups: dict[str, str], value: str) -> bool:
    names = _listed(groups["listed"])
    assert value in [n.lower() for n in names]
    ranks = [_rank(n) for n in names]
    assert len(set(ranks)) == len(ranks)
    best = max(ranks) if groups["word"] == "fastest" else min(ranks)
    return _rank(value) == best


def _roof(groups: dict[str, str], value: str) -> bool:
    return _light(value) == "opaque"


FORMS = [
    Form(
        r"The sun shines on (?P<listed>.+)\. Which one warms up (?P<word>fastest|slowest)\?",
        r"Of (?P<listed>.+?), (?P<value>[a-z ]+) warms up (?P<word>fastest|slowest) in the sunshine\.",
        _fastest,
    ),
    Form(
        r"\w+ wants to build a roof to keep .+ cool on a sunny day\. Which material should (?:she|he|they) use\?",
        r"A roof of (?P<value>.+) would keep .+ cool on a sunny day\.",
        _roof,
    ),
]


def _table(item: dict[str, Any]) -> None:
    content, answer, rows = item["content"], item["answer"], item["content"]["rows"]
    if content["columns"][1] == "In the sun (°C)":
        surface = content["title"].removesuffix(" in the sun and in the shade")
        hours = {"8 o'clock": 0, "10 o'clock": 2, "12 o'clock": 4, "2 o'clock": 6, "4 o'clock": 8}
        start = rows[0][1]
        for time, sun, shade in rows:
            assert sun == start + 2 * _rank(surface) * hours[time] and shade == start + hours[time]
        if "Where was it warmer" in content["question"]:
            at = re.search(r"at (\d+ o'clock)", content["question"]).group(1)
            sun, shade = next(r[1:] for r in rows if r[0] == at)
            assert sun > shade and answer["value"] == "in the sun"
        else:
            assert answer["value"] == max(rows, key=lambda r: r[1])[0]
        return
    if content["columns"][0] == "Surface":
        hours = int(re.search(r"(\d+) hours apart", content["title"]).group(1))
        for name, morning, afternoon in rows:
            assert afternoon == morning + 2 * _rank(name) * hours
        pick = max if "warmest" in content["question"] else min
        assert answer["value"] == pick(rows, key=lambda r: r[2])[0]
    else:
        open_sun = {r[1] + DROP[_light(r[0])] for r in rows if r[0] != "no roof"}
        assert len(open_sun) == 1, rows
        assert all(r[1] in open_sun for r in rows if r[0] == "no roof")
        assert answer["value"] == min(rows, key=lambda r: r[1])[0]
        assert _light(answer["value"]) == "opaque"


@checks("science.physical.sunlight")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    check_item(item, FORMS, table=_table)
