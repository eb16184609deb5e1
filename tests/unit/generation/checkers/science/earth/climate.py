"""Checker for ``science.earth.climate``: each region's numbers read from ``model-weather.json``
directly, its climate described again from them, and the table's answer recomputed from its rows."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import chosen_text
from tests.unit.generation.checkers.support.earth_k5 import Relation, check_relation_item, earth_model


def _numbers(region: dict[str, Any]) -> tuple[int, int, int]:
    return region["warm"]["value"], region["cold"]["value"], region["rain"]["value"]


def _climate(region: dict[str, Any]) -> str:
    warm, cold, rain = _numbers(region)
    temp = (
        "cold weather most of the year" if warm < 10
        else "short summers and very cold winters" if cold <= -15
        else "warm summers and cold winters" if cold < 0
        else "hot summers and mild winters" if cold < 18
        else "hot weather all year"
    )  # fmt: skip
    wet = (
        "very little rain"
        if rain < 250
        else "lots of rain"
        if rain >= 1500
        else "a medium amount of rain or snow"
    )
    return f"{temp}, with {wet}"


def _check_table(item: dict[str, Any]) -> None:
    regions = {r["name"]: r for r in earth_model("weather")["regions"]}
    rows = item["content"]["rows"]
    for name, warm, cold, rain in rows:
        assert _numbers(regions[name]) == (warm, cold, rain)
    question, answer = item["content"]["question"], item["answer"]["value"]
    if m := re.search(r"gets the (most|least) rain", question):
        key = (lambda r: r[3]) if m.group(1) == "most" else (lambda r: -r[3])
    elif "coldest winters" in question:
        key = lambda r: -r[2]  # noqa: E731
    else:
        key = lambda r: r[1] - r[2]  # noqa: E731
    best = max(key(r) for r in rows)
    assert [r[0] for r in rows if key(r) == best] == [answer]


@checks("science.earth.climate")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    regions = earth_model("weather")["regions"]
    if item["type"] == "data-table":
        _check_table(item)
    elif item["type"] == "passage-based":
        title = item["content"]["passage"]["title"]
        region = next(r for r in regions if f"The {r['name'].title()}" == title)
        chosen = chosen_text(item)
        if re.fullmatch(
            r"About how much rain(?: and snow)? falls there in a year\?", item["content"]["question"]
        ):
            snow = region["cold"]["value"] <= 0 if "cold" in region else None
            assert snow is None or ("and snow" in item["content"]["question"]) == snow
            assert chosen == f"about {region['rain']['value']:,} millimeters"
        else:
            assert chosen == _climate(region)
            assert all(
                c["text"] != _climate(region) for c in item["content"]["choices"] if c["text"] != chosen
            )
    else:
        check_relation_item(
            item,
            Relation(
                [(f"a {r['name']}", _climate(r)) for r in regions]
                + [(r["name"], _climate(r)) for r in regions]
            ),
        )
