"""Checker for ``science.physical.thermal``: heating curves recomputed from the substances model's
melting and boiling points, cooling trials from the heat model's cup rates, temperature changes from
its specific heats, transfers and motions from the model, kinetic energy from the table's masses and
speeds (all read directly)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from itertools import pairwise
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.matter import SVG, Rule, by_name, model, num, settle

TESTED = {
    "material": "the type of material",
    "mass": "the mass of the sample",
    "energy": "the energy added (heating time)",
}
SETUP = (
    r"A student heats (?P<m1>\d+) g of (?P<a>.+) for (?P<t1>\d) minutes and (?P<m2>\d+) g of (?P<b>.+) for "
    r"(?P<t2>\d) minutes on the same heater, and measures how much each sample's temperature changes\."
)


def _differs(m: re.Match[str]) -> dict[str, bool]:
    return {"material": m["a"] != m["b"], "mass": m["m1"] != m["m2"], "energy": m["t1"] != m["t2"]}


def _tested(m: re.Match[str]) -> str:
    changed = [k for k, v in _differs(m).items() if v]
    assert len(changed) == 1, changed
    return TESTED[changed[0]]


def _transfer(m: re.Match[str]) -> str:
    t = next(t for t in model("heat")["transfers"] if t["what"] == m["what"])
    return f"from {t['warmer']} to {t['cooler']}"


RULES: list[Rule] = [
    (rf"{SETUP} Which variable is the student testing\?", _tested),
    (rf"{SETUP} The variable being tested is (?P<x>.+)\.", _tested),
    (r"Think about (?P<what>.+)\. Which way does thermal energy move\?", _transfer),
    (r"Think about (?P<what>.+): thermal energy moves (?P<x>.+)\.", _transfer),
]


def _kept(item: dict[str, Any]) -> bool:
    m = re.fullmatch(rf"{SETUP} Which of these is kept the same\?", item["content"].get("question", ""))
    if not m:
        return False
    differs = _differs(m)
    answer = chosen_text(item) if item["type"] == "multiple-choice" else item["answer"]["value"]
    kept = next(k for k, v in TESTED.items() if v == answer)
    assert not differs[kept]
    if item["type"] == "multiple-choice":
        check_choices_distinct(item)
        for c in item["content"]["choices"]:
            k = next((k for k, v in TESTED.items() if v == c["text"]), None)
            assert c["text"] == answer or k is None or differs[k], c
    return True


def _curve(item: dict[str, Any], question: str) -> None:
    name = re.match(r"A sample of (.+?) is heated steadily\.", question)[1]  # type: ignore[index]
    entry = by_name("substances", "substances", name)
    melts, boils = entry["melts"]["value"], entry["boils"]["value"]
    rows = [(r[0], num(str(r[1]))) for r in item["content"]["rows"]]
    temps = [t for _, t in rows]
    assert temps == sorted(temps) and temps.count(melts) == 4 and temps.count(boils) == 5
    answer = item["answer"]["value"]
    if m := re.search(r"At what temperature does it (melt|boil)\?", question):
        assert float(answer) == (melts if m[1] == "melt" else boils)
    elif m := re.search(r"What state is it in at minute (\d+)\?", question):
        t = dict(rows)[int(m[1])]
        assert t not in (melts, boils)
        assert answer == ("solid" if t < melts else "liquid" if t < boils else "gas")
    else:
        value = melts if "melting" in question else boils
        held = [minute for minute, t in rows if t == value]
        assert answer == held[-1] - held[0]


def _cooled(rate: float, minutes: int) -> int:
    return round(20 + 60 * (1 - rate) ** minutes)


def _cooling(item: dict[str, Any], question: str) -> None:
    rows = item["content"]["rows"]
    for row in rows:
        cup = next(c for c in model("heat")["cups"] if c["name"] == row[0])
        assert row[1:] == [_cooled(cup["coolingRate"]["value"], t) for t in (0, 10, 20, 30)]
    answer = item["answer"]["value"]
    if question.startswith("Which cup"):
        best = max(r[-1] for r in rows)
        assert [r[0] for r in rows if r[-1] == best] == [answer]
    elif m := re.fullmatch(r"How many degrees did the water in (.+) cool in 30 minutes\?", question):
        row = next(r for r in rows if r[0] == m[1])
        assert answer == row[1] - row[-1]
    else:
        goal = int(re.search(r"above (-?\d+) °C", question)[1])  # type: ignore[index]
        assert answer == sum(r[-1] > goal for r in rows)


def _samples(item: dict[str, Any], question: str) -> None:
    rows = item["content"]["rows"]
    for r in rows:
        material = by_name("heat", "materials", r[1])
        assert num(str(r[3])) == material["specificHeat"]["value"]
        if r[5] != "?":
            assert abs(num(str(r[5])) - round(r[4] / (r[2] * num(str(r[3]))), 1)) < 1e-9
    answer = item["answer"]["value"]
    if question.startswith("Which sample"):
        best = max(r[4] / (r[2] * num(str(r[3]))) for r in rows)
        assert [r[0] for r in rows if r[4] / (r[2] * num(str(r[3]))) == best] == [answer]
    else:
        row = next(r for r in rows if r[5] == "?")
        assert abs(answer - round(row[4] / (row[2] * num(str(row[3]))), 1)) < 1e-9


def _kinetic(item: dict[str, Any], question: str) -> None:
    rows = item["content"]["rows"]
    (m1, v1, e1), (m2, v2, e2) = [(num(str(r[1])), num(str(r[2])), r[3]) for r in rows]
    ke1, ke2 = 0.5 * m1 * v1 * v1, 0.5 * m2 * v2 * v2
    assert abs(num(str(e1)) - ke1) < 0.01 and (e2 == "?" or abs(num(str(e2)) - ke2) < 0.01)
    motion = next(m for m in model("heat")["motions"] if question.startswith(m["what"]))
    assert (v2 > v1) == (motion["change"] == "gains")
    answer = item["answer"]["value"]
    if question.endswith("increase or decrease?"):
        assert answer == ("increased" if ke2 > ke1 else "decreased")
    elif "after?" in question:
        assert abs(answer - ke2) < 0.01
    else:
        assert abs(answer - abs(ke2 - ke1)) < 0.01


def _motion_choice(item: dict[str, Any]) -> bool:
    question = item["content"]["question"]
    motion = next((m for m in model("heat")["motions"] if question.startswith(m["what"] + " Where")), None)
    if motion is None:
        return False
    check_choices_distinct(item)
    to = motion["energyTo"]
    right = f"From {to.split(', from ')[-1]}." if motion["change"] == "gains" else f"To {to}."
    assert chosen_text(item) == right
    return True


def _single_best(item: dict[str, Any], question: str) -> bool:
    choices = [c["text"] for c in item["content"]["choices"] or []]
    if question == "Which container would keep hot cocoa hot the longest?":
        rates = {c["name"]: c["coolingRate"]["value"] for c in model("heat")["cups"]}
        assert min(choices, key=rates.__getitem__) == chosen_text(item)
        return True
    m = re.fullmatch(
        r"A sample of (.+) is heated steadily\. It reaches (-?[\d,]+) °C and (melts|boils)\..*", question
    )
    if m:
        entry = by_name("substances", "substances", m[1])
        value = entry["melts" if m[3] == "melts" else "boils"]["value"]
        assert num(m[2]) == value
        end = "liquid" if m[3] == "melts" else "gas"
        assert chosen_text(item) == f"It stays at {m[2]} °C until all of it is a {end}."
        return True
    return False


def _graph(item: dict[str, Any], question: str) -> None:
    """The flat parts of the plotted line, read through the labelled ticks of the vertical axis."""
    m = re.fullmatch(
        r"The graph shows a sample of (.+) heated steadily\. At what temperature does it (melt|boil)\?",
        question,
    )
    assert m, question
    entry = by_name("substances", "substances", m[1])
    root = ET.fromstring(item["visuals"]["diagramSvg"])
    ticks = [
        (num(t.text or ""), float(t.get("y")) - 4)
        for t in root.iter(f"{SVG}text")
        if t.get("text-anchor") == "end"
    ]
    (v1, y1), (v2, y2) = ticks[0], ticks[-1]
    points = [tuple(map(float, p.split(","))) for p in root.find(f".//{SVG}polyline").get("points").split()]
    flat = []
    for (_, ya), (_, yb) in pairwise(points):
        if abs(ya - yb) < 0.05:
            value = round(v1 + (ya - y1) * (v2 - v1) / (y2 - y1), 1)
            if not flat or flat[-1] != value:
                flat.append(value)
    assert flat == [entry["melts"]["value"], entry["boils"]["value"]], flat
    right = flat[0] if m[2] == "melt" else flat[1]
    if item["content"].get("choices"):
        check_choices_distinct(item)
        assert num(chosen_text(item).removesuffix(" °C")) == right
    else:
        assert float(item["answer"]["value"]) == right


@checks("science.physical.thermal")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    question = content.get("question", "")
    if item["type"] == "data-table":
        columns = content["columns"]
        if columns[0] == "Time (min)":
            _curve(item, question)
        elif columns[0] == "Cup":
            _cooling(item, question)
        elif columns[0] == "Sample":
            _samples(item, question)
        else:
            _kinetic(item, question)
        return
    if item["type"] == "diagram":
        _graph(item, question)
        return
    if _kept(item):
        return
    if item["type"] == "multiple-choice" and (_motion_choice(item) or _single_best(item, question)):
        check_choices_distinct(item)
        return
    settle(item, RULES)
