"""Checks ``science.earth.planets``: every answer recomputed from ``model-planets.json``."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.earth_ms import Solver, by_name, model, num, settle

FIELDS = {
    "diameter": "diameter",
    "average distance from the sun": "distance",
    "year": "year",
    "day": "day",
}
KINDS = {"rocky": "a rocky planet", "gas giant": "a gas giant", "ice giant": "an ice giant"}


def _planets() -> dict[str, dict[str, Any]]:
    return by_name(model("planets")["planets"])


def _v(name: str, field: str) -> float:
    return _planets()[name][field]["value"]


def _names(listed: str) -> list[str]:
    head, last = listed.rsplit(" and ", 1)
    return [*head.split(", "), last]


def _extreme(m: re.Match[str]) -> str:
    phrase = m["phrase"]
    most = phrase.split()[1] in {"largest", "greatest", "longest"}
    field = FIELDS[phrase.split(" ", 2)[2]]
    names = _names(m["list"])
    values = [_v(n, field) for n in names]
    best = max(values) if most else min(values)
    assert values.count(best) == 1
    return names[values.index(best)]


def _kind(m: re.Match[str]) -> str:
    name = m["name"]
    if name == "Pluto":
        return "a dwarf planet"
    return KINDS[_planets()[name]["kind"]]


def _scale(m: re.Match[str]) -> str:
    ball, base, other = int(m["ball"]), m["base"], m["other"]
    assert num(_v(base, "diameter")) == m["b"] and num(_v(other, "diameter")) == m["o"]
    return f"{num(round(ball * _v(other, 'diameter') / _v(base, 'diameter'), 1))} cm"


def _passage(m: re.Match[str]) -> str:
    name = m["name"]
    if m["what"] == "far":
        return f"about {num(_v(name, 'distance'))} million km"
    if m["what"] == "year":
        return f"about {num(_v(name, 'year'))} Earth days"
    return f"about {num(_v(name, 'day'))} hours"


PHRASE = r"(?P<phrase>the (?:largest|smallest|greatest|longest|shortest) (?:diameter|average distance from the sun|year|day))"


def _distance_scale(m: re.Match[str]) -> str:
    au = _v(m["name"], "distanceAu")
    assert num(au) == m["au"]
    return f"{num(round(int(m['per']) * au))} cm"


SOLVERS = [
    Solver(
        r"In a scale model of the solar system, 1 AU \(Earth's average distance from the sun\) is (?P<per>\d+) cm\. "
        r"(?P<name>\w+) is on average (?P<au>[\d.]+) AU from the sun\. At this scale, how far from the model sun "
        r"should it be, to the nearest centimeter\?",
        None,
        _distance_scale,
    ),
    Solver(
        rf"Which of these planets has {PHRASE}: (?P<list>.+)\?",
        rf"Of (?P<list>.+), (?P<ans>\w+) has {PHRASE}\.",
        _extreme,
    ),
    Solver(r"What kind of (?:planet|object) is (?P<name>\w+)\?", r"(?P<name>\w+) is (?P<ans>.+)\.", _kind),
    Solver(
        r"In a scale model of the solar system, (?P<base>\w+) is a ball (?P<ball>\d) cm across\. "
        r"(?P=base) is (?P<b>[\d,]+) km across and (?P<other>\w+) is (?P<o>[\d,]+) km across\. "
        r"At the same scale, how wide is (?P=other), to the nearest tenth of a centimeter\?",
        None,
        _scale,
    ),
    Solver(
        r"According to the passage, how (?:long is one (?P<what>year|day) on (?P<name>\w+)|(?P<far>far) is (?P<fname>\w+) from the sun on average)\?",
        None,
        lambda m: _passage(m) if m["what"] else f"about {num(_v(m['fname'], 'distance'))} million km",
    ),
]

ORDER_FIELDS = {"diameter": "diameter", "average distance from the sun": "distance", "length of year": "year"}


def _order(item: dict[str, Any]) -> None:
    m = re.fullmatch(r"Order these planets by (.+), from smallest to largest\.", item["content"]["prompt"])
    assert m
    field = ORDER_FIELDS[m[1]]
    expected = sorted(item["content"]["items"], key=lambda n: _v(n, field))
    assert item["answer"]["value"] == expected


def _match(item: dict[str, Any]) -> None:
    content = item["content"]
    m = re.fullmatch(r"Match each planet with its (.+)\.", content["prompt"])
    assert m
    field, unit = {
        "diameter": ("diameter", "km"),
        "average distance from the sun": ("distance", "million km"),
        "length of its year": ("year", "Earth days"),
    }[m[1]]
    for left, index in zip(content["left"], item["answer"]["value"], strict=True):
        assert content["right"][index] == f"{num(_v(left, field))} {unit}"
    assert len(set(content["right"])) == len(content["right"])


def _table(item: dict[str, Any]) -> None:
    content = item["content"]
    for name, diameter, au in content["rows"]:
        assert (diameter, au) == (_v(name, "diameter"), _v(name, "distanceAu"))
    m = re.fullmatch(
        r"About how many times greater is (\w+)'s (diameter|average distance from the sun) than (\w+)'s\? "
        r"Round to the nearest whole number\.",
        content["question"],
    )
    assert m
    rows = {r[0]: r for r in content["rows"]}
    column = 1 if m[2] == "diameter" else 2
    assert item["answer"]["value"] == round(rows[m[1]][column] / rows[m[3]][column])


@checks("science.earth.planets")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    special = {"ordering": _order, "matching": _match, "data-table": _table}
    if item["type"] in special:
        special[item["type"]](item)
    else:
        settle(item, SOLVERS)
