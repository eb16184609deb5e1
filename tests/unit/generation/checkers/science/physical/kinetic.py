"""Checker for ``science.physical.kinetic``: masses, gravity and stored-energy systems read from
``model-motion.json`` directly; ½ × m × v² and m × g × h recomputed exactly from what the item shows."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.phys_ms import check_item, desc, model, number, written


def _mass(name: str) -> Fraction:
    found = [o for o in model("motion")["objects"] if o["name"].lower() == name.lower()]
    assert len(found) == 1, name
    return Fraction(str(found[0]["mass"]["value"]))


def _g() -> Fraction:
    return next(Fraction(str(b["gravity"]["value"])) for b in model("motion")["bodies"] if b["id"] == "earth")


def _ke(mass: Fraction, speed: int) -> Fraction:
    return mass * speed * speed / 2


def _heavier(m: re.Match[str]) -> str:
    a, b = m.group("a"), m.group("b")
    assert (_mass(a), _mass(b)) == (number(m.group("ma")), number(m.group("mb"))), m.group(0)
    assert _mass(a) != _mass(b)
    return f"the {a if _mass(a) > _mass(b) else b}"


def _times(m: re.Match[str]) -> str:
    factor = {"doubles": 2, "triples": 3, "twice": 2, "three times": 3}[m.group("word")]
    times = factor * factor if m.group("what") == "speed" else factor
    return f"{times} times as large"


def _stored(m: re.Match[str]) -> str:
    found = [
        s
        for s in model("motion")["storing"]
        if s["system"] == m.group("system") and s["change"] == m.group("change")
    ]
    assert len(found) == 1, m.group(0)
    return "increases" if found[0]["effect"] == "more" else "decreases"


_BOTH = r"an? (?P<a>.+?) \(about (?P<ma>[\d.,]+) kg\) and an? (?P<b>.+?) \(about (?P<mb>[\d.,]+) kg\) both move at \d+ m/s"
PATTERNS = [
    (re.compile(rf"^{_BOTH}\. Which has more kinetic energy\?$", re.I), _heavier),
    (re.compile(rf"^When {_BOTH}, (?P<ans>.+) has more kinetic energy\.$"), _heavier),
    (re.compile(r"^The (?P<what>speed) of a moving .+? (?P<word>doubles|triples) and nothing else changes\."), _times),
    (re.compile(r"^When the (?P<what>speed) of a moving .+? (?P<word>doubles|triples), its kinetic energy becomes (?P<ans>.+)\.$"), _times),
    (re.compile(r"^Object B has (?P<word>twice|three times) the (?P<what>mass) of a moving"), _times),
    (re.compile(r"^An object with (?P<word>twice|three times) the (?P<what>mass) of a moving .+?, at the same speed, has kinetic energy that is (?P<ans>.+)\.$"), _times),
    (re.compile(r"^Think of (?P<system>.+) as one system\. They (?P<change>.+?)\. What happens"), _stored),
    (re.compile(r"^When (?P<system>.+?) (?P<change>(?:are|move|snap|spring) .+), the potential energy stored in the system (?P<ans>.+)\.$"), _stored),
]  # fmt: skip


def _coaster_answer(question: str, points: list[tuple[str, int]], mass: int | None) -> str:
    if question.startswith("At which point does the car have the most potential energy"):
        top = max(h for _, h in points)
        assert [n for n, h in points].count(next(n for n, h in points if h == top)) == 1
        return next(n for n, h in points if h == top)
    if "move fastest" in question:
        low = min(h for _, h in points[1:])
        found = [n for n, h in points[1:] if h == low]
        assert len(found) == 1 and points[0][1] > low
        return found[0]
    m = re.search(r"The (\d+) kg car starts at rest at point A\. .* at point ([B-E])\?", question)
    assert m, question
    heights = dict(points)
    return f"{written(int(m.group(1)) * _g() * (heights['A'] - heights[m.group(2)]))} J"


def _diagram(item: dict[str, Any]) -> None:
    text = desc(item)
    points = [(n, int(h)) for n, h in re.findall(r"Point ([A-E]) is (\d+) m above the ground\.", text)]
    mass = int(re.search(r"with an? (\d+) kg car", text).group(1))
    right = _coaster_answer(item["content"]["question"], points, mass)
    choices = [c["text"] for c in item["content"]["choices"]]
    assert choices[item["answer"]["value"]] == right and choices.count(right) == 1, (right, choices)


def _table(item: dict[str, Any]) -> None:
    content, value = item["content"], item["answer"]["value"]
    rows, question = content["rows"], content["question"]
    if content["columns"][0] == "Point":
        mass = int(re.search(r"A (\d+) kg", content["title"]).group(1))
        if len(content["columns"]) == 3:
            for name, h, pe in rows:
                right = mass * _g() * h
                assert (number(str(value)) if pe == "?" else Fraction(str(pe))) == right, (name, pe, value)
            return
        assert value == _coaster_answer(question, [(n, h) for n, h in rows], mass).rstrip(), (question, value)
        return
    for name, mass, speed, ke in rows:
        assert _mass(name) == Fraction(str(mass)), name
        if ke not in ("?",):
            assert Fraction(str(ke)) == _ke(_mass(name), speed), (name, ke)
    if question.startswith("Use KE"):
        energies = {r[0]: _ke(_mass(r[0]), r[2]) for r in rows}
        best = max(energies.values())
        assert [n for n, e in energies.items() if e == best] == [value], (energies, value)
    elif question.startswith("Compare the rows"):
        low, high = (int(x) for x in re.findall(r"(\d+) m/s", question)[:2])
        assert high == 2 * low and value == 4
    else:
        speed = int(re.search(r"at (\d+) m/s\?", question).group(1))
        (row,) = (r for r in rows if r[2] == speed)
        assert row[3] == "?" and Fraction(str(value)) == _ke(_mass(row[0]), speed), (row, value)


@checks("science.physical.kinetic")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    check_item(item, PATTERNS, {"data-table": _table, "diagram": _diagram})
