"""Checks ``science.earth.stars`` from ``model-planets.json``: the star that outshines the sun,
the closest or farthest star by distance, the lamp table (inverse-square readings)."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.earth_ms import Solver, by_name, model, settle


def _stars() -> dict[str, dict[str, Any]]:
    return by_name(model("planets")["stars"])


def _why(m: re.Match[str]) -> str:
    assert _stars()[m[1]]["outshinesSun"]
    return f"The sun is much closer to Earth than {m[1]} is."


def _names(listed: str) -> list[str]:
    head, last = listed.rsplit(" and ", 1)
    return [*head.split(", "), last]


def _closest(m: re.Match[str]) -> str:
    distance = {n: _stars()[n]["distance"]["value"] for n in _names(m["list"])}
    pick = max if m["word"] == "farthest from" else min
    best = pick(distance.values())
    assert list(distance.values()).count(best) == 1
    return pick(distance, key=distance.__getitem__)


def _table(item: dict[str, Any]) -> None:
    content = item["content"]
    base = model("planets")["lamp"]["readingAtOneMeter"]
    readings = {}
    for distance, reading in content["rows"]:
        assert reading == round(base / distance**2)
        readings[distance] = reading
    m = re.fullmatch(
        r"How many times brighter is the reading at (\d+) m than at (\d+) m\?", content["question"]
    )
    assert m
    assert item["answer"]["value"] * readings[int(m[2])] == readings[int(m[1])]


SOLVERS = [
    Solver(
        r"(.+) gives off more light than the sun, but the sun looks much brighter to us\. Why\?", None, _why
    ),
    Solver(
        r"Which of these stars is (?P<word>closest to|farthest from) Earth: (?P<list>.+)\?",
        r"Of (?P<list>.+), (?P<ans>.+) is (?P<word>closest to|farthest from) Earth\.",
        _closest,
    ),
]


@checks("science.earth.stars")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "data-table":
        _table(item)
    else:
        settle(item, SOLVERS)
