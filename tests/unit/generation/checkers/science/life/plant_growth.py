"""Checker for ``science.life.plant_growth``: needs, the variable of a fair test, seed travel,
pollination and where a plant's mass comes from, recomputed from ``model-plants.json`` read
directly; simulation tables checked row by row against the model's parameters and their answers
recounted from the rows."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.life_k5 import Template, check_item, check_matching, model

AN = "(?:[Aa]|[Aa]n)"
LABELS = {
    "in sun, watered": "light-water",
    "in a dark closet, watered": "dark-water",
    "in sun, not watered": "light-dry",
    "in a dark closet, not watered": "dark-dry",
}
FACTOR = {"light": "sunlight", "water": "water"}
SETUP = r"(?P<who>\w+) grew two bean plants\. One was (?P<x>.+)\. The other was (?P<y>.+)\."
MASS = r"In (?P<w>\d+) weeks, a watered bean plant in a pot gained (?P<g>[\d.]+) g while its soil lost only (?P<l>[\d.]+) g\."


def _m() -> Any:
    return model("plants")


def _condition(label: str) -> dict:
    return next(c for c in _m()["conditions"] if c["id"] == LABELS[label])


def _changed(g: dict[str, str]) -> tuple[str, str]:
    x, y = _condition(g["x"]), _condition(g["y"])
    differs = [f for f in ("light", "water") if x[f] != y[f]]
    assert len(differs) == 1, "a fair test changes one thing"
    kept = "water" if differs[0] == "light" else "light"
    return FACTOR[differs[0]], FACTOR[kept]


def _mass(g: dict[str, str]) -> set[str]:
    growth, weeks = _m()["growth"], int(g["w"])
    assert Fraction(g["g"]) == growth["plantGain"]["value"] * weeks
    assert Fraction(g["l"]) == Fraction(str(growth["soilLoss"]["value"])) * weeks
    return {"air and water"}


def _pollen(g: dict[str, str]) -> set[str]:
    assert any(
        p["animal"] == g["a"] and p["visits"] == g["v"] and p["carries"] == g["c"]
        for p in _m()["pollinators"]
    )
    return {"It carries pollen from flower to flower, so the plant can make seeds."}


def _how(plant: str) -> set[str]:
    return {s["how"] for s in _m()["dispersal"] if s["plant"] == plant}


PLANTS = "|".join(re.escape(s["plant"]) for s in model("plants")["dispersal"])
TEMPLATES = [
    Template(rf"Which of these does {AN} (?P<w>plant|animal) need to live\?", rf"To live, {AN} (?P<w>plant|animal) needs {{}}\.",
             lambda g: {n["need"] for n in _m()["needs"] if n["who"] == g["w"]}),
    Template(rf"{SETUP} What was (?P=who) testing\?", rf"{SETUP} (?P=who) was testing {{}}\.", lambda g: {f"whether plants need {_changed(g)[0]}"}),
    Template(rf"{SETUP} What did (?P=who) keep the same for both plants\?", rf"{SETUP} (?P=who) kept {{}} the same for both plants\.",
             lambda g: {f"the {_changed(g)[1]}"}),
    Template(rf"{AN} (?P<p>{PLANTS}) has (?P<s>.+)\. How do its seeds get to new places\?", rf"The seeds of {AN} (?P<p>{PLANTS}) {{}}\.",
             lambda g: _how(g["p"])),
    Template(r"Which plant has seeds that animals carry to new places\?", "", lambda g: {s["plant"] for s in _m()["dispersal"] if s["by"] == "animal"}),
    Template(rf"When {AN} (?P<a>.+) drinks nectar from (?P<v>.+) flowers, pollen sticks (?P<c>.+)\. How does this help the plant\?", "", _pollen),
    Template(rf"{MASS} Where did most of the plant's new mass come from\?", rf"{MASS} Most of its new mass came from {{}}\.", _mass),
]  # fmt: skip


def _check_leaves(item: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    columns, rows = content["columns"], content["rows"]
    step = _m()["growth"]["daysPerRow"]["value"]
    names, changes = [], []
    for column in columns[1:]:
        name, label = column.split(": ")
        names.append(name)
        changes.append(_condition(label)["change"]["value"])
    starts = rows[0][1:]
    assert len(set(starts)) == 1, "a fair test starts every plant alike"
    for k, row in enumerate(rows):
        assert row[0] == k * step
        assert row[1:] == [max(0, starts[0] + c * k) for c in changes]
    question, last = content["question"], rows[-1]
    if "which plant had the most" in question:
        best = max(last[1:])
        assert last[1:].count(best) == 1
        expected: Any = names[last[1:].index(best)]
    elif found := re.fullmatch(
        r"On day (\d+), how many more green leaves did (Plant \w) have than (Plant \w)\?", question
    ):
        row = next(r for r in rows if r[0] == int(found[1]))
        expected = row[names.index(found[2]) + 1] - row[names.index(found[3]) + 1]
        assert expected > 0
    else:
        found = re.fullmatch(
            r"How many green leaves did (Plant \w) (gain|lose) from day 0 to day (\d+)\?", question
        )
        assert found and int(found[3]) == last[0]
        i = names.index(found[1]) + 1
        expected = (last[i] - rows[0][i]) * (1 if found[2] == "gain" else -1)
        assert expected > 0
    assert answer["value"] == expected, (question, expected, answer["value"])


def _check_mass(item: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    growth, rows = _m()["growth"], content["rows"]
    for week, plant, soil in rows:
        assert Fraction(str(plant)) == rows[0][1] + growth["plantGain"]["value"] * week
        assert (
            Fraction(str(soil))
            == growth["soilStart"]["value"] - Fraction(str(growth["soilLoss"]["value"])) * week
        )
    grew = Fraction(str(rows[-1][1])) - Fraction(str(rows[0][1]))
    lost = Fraction(str(rows[0][2])) - Fraction(str(rows[-1][2]))
    question = content["question"]
    expected = (
        grew
        if "did the plant gain from" in question
        else lost
        if "did the soil lose" in question
        else grew - lost
    )
    assert Fraction(str(answer["value"])) == expected and answer["unit"] == "g", (question, expected)


def _check_table(item: dict[str, Any]) -> None:
    _check_mass(item) if item["content"]["columns"][0] == "Week" else _check_leaves(item)


@checks("science.life.plant_growth")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    matching = lambda it: check_matching(it, lambda plant, how: how in _how(plant))  # noqa: E731
    check_item(item, {"data-table": _check_table, "matching": matching}, TEMPLATES)
