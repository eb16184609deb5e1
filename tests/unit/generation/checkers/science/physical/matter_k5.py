"""Checker for ``science.physical.matter_k5``: particle scenes and dissolving from the substances
model, mixing from the reactions model's changes, test results recomputed from the substances model
(floating and the mass of 10 cm³ from density), masses recomputed from the table (all read directly)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.matter import SVG, Rule, by_name, model, num, settle, sign_texts

DISSOLVED = "spread through the water as particles too small to see"
POWDER = ("dissolves", "fizzes", "iodine", "melts_when_warmed")
SOLID = ("magnetic", "conducts", "floats", "mass")


def _scene(m: re.Match[str]) -> str:
    scene = next(s for s in model("substances")["scenes"] if s["thing"] == m["thing"])
    return next(k["answer"] for k in model("substances")["evidence"] if k["id"] == scene["kind"])


def _dissolved(m: re.Match[str]) -> str:
    assert by_name("substances", "substances", m["name"])["tests"]["dissolves"]
    return DISSOLVED


def _mixed(m: re.Match[str]) -> str:
    change = next(c for c in model("reactions")["changes"] if c.get("parts") == [m["a"], m["b"]])
    return "a new substance forms" if change["kind"] == "chemical" else "no new substance forms"


USES = {
    "the wire inside an electric cord": "conducts",
    "a cabinet latch that a magnet holds shut": "magnetic",
    "a small toy boat that floats": "floats",
}


def _has(material: str, use: str) -> bool:
    return _results(by_name("substances", "substances", material))[USES[use]] == "yes"


def _new_in(m: re.Match[str]) -> str:
    change = next(c for c in model("reactions")["changes"] if c["what"] == m["what"])
    return "a new substance forms" if change["kind"] == "chemical" else "no new substance forms"


RULES: list[Rule] = [
    (r"Think about (?P<what>.+)\. Does a new substance form\?", _new_in),
    (r"Think about (?P<what>.+)\. In this change, (?P<x>.+)\.", _new_in),
    (r"When you pump air into (?P<thing>.+), it gets firm and round\. What is inside it\?", _scene),
    (r"When you pump air into (?P<thing>.+), it gets firm because it is filled with (?P<x>.+)\.", _scene),
    (r"You can smell (?P<thing>.+) from across the room\. How does the smell reach you\?", _scene),
    (r"You can smell (?P<thing>.+) from across the room because (?P<x>.+)\.", _scene),
    (r"After a few hours, (?P<thing>.+) is dry\. Where did the water go\?", _scene),
    (r"When (?P<thing>.+) dries, the water goes (?P<x>.+)\.", _scene),
    (
        r"A spoonful of (?P<name>.+) is stirred into water until you cannot see it\. Where is the .+\?",
        _dissolved,
    ),
    (r"After it dissolves, the (?P<name>.+) is (?P<x>.+)\.", _dissolved),
    (r"What happens when (?P<a>.+) and (?P<b>.+) are mixed\?", _mixed),
    (r"When (?P<a>.+) and (?P<b>.+) are mixed, (?P<x>.+)\.", _mixed),
]


def _results(entry: dict[str, Any]) -> dict[str, str]:
    found = {k: "yes" if v else "no" for k, v in entry["tests"].items()}
    if entry["group"] == "solid":
        density = entry["density"]["value"]
        found["floats"] = "yes" if density < 1 else "no"
        found["mass"] = f"{round(density * 10, 1):g}"
    return found


def _identify_table(item: dict[str, Any]) -> None:
    rows = item["content"]["rows"]
    tests = SOLID if "Floats in water?" in item["content"]["columns"] else POWDER
    mystery = rows[-1][1:]
    for row in rows[:-1]:
        entry = by_name("substances", "substances", row[0])
        assert [_results(entry)[t] for t in tests] == [str(v) for v in row[1:]], row
    matches = [row[0] for row in rows[:-1] if row[1:] == mystery]
    assert matches == [item["answer"]["value"]]


_SAID = {
    "dissolves in water": ("dissolves", "yes"), "does not dissolve in water": ("dissolves", "no"),
    "fizzes with vinegar": ("fizzes", "yes"), "does not fizz with vinegar": ("fizzes", "no"),
    "turns blue-black with iodine": ("iodine", "yes"), "does not turn blue-black with iodine": ("iodine", "no"),
    "melts when heated": ("melts_when_warmed", "yes"), "does not melt when heated": ("melts_when_warmed", "no"),
    "sticks to a magnet": ("magnetic", "yes"), "does not stick to a magnet": ("magnetic", "no"),
    "lights a bulb in a circuit": ("conducts", "yes"), "does not light a bulb in a circuit": ("conducts", "no"),
    "floats in water": ("floats", "yes"), "sinks in water": ("floats", "no"),
}  # fmt: skip


def _identify_choice(item: dict[str, Any], question: str) -> None:
    m = re.fullmatch(r"A mystery (?:white powder|solid): (.+)\. Which material is it\?", question)
    assert m
    wanted = {}
    for part in m[1].split("; "):
        mass = re.fullmatch(r"a 10 cm³ piece has a mass of ([\d.]+) g", part)
        test, value = ("mass", f"{num(mass[1]):g}") if mass else _SAID[part]
        wanted[test] = value
    check_choices_distinct(item)
    fits = [
        c["text"]
        for c in item["content"]["choices"]
        if all(_results(by_name("substances", "substances", c["text"]))[t] == v for t, v in wanted.items())
    ]
    assert fits == [chosen_text(item)], fits


def _mass(item: dict[str, Any], question: str) -> None:
    answer = item["answer"]["value"]
    if item["type"] == "multiple-choice":
        masses = [int(g) for g in re.findall(r" (\d+) g", question.split("Before: ")[1])]
        assert "seal" in question
        assert chosen_text(item) == f"{sum(masses)} g"
        check_choices_distinct(item)
        return
    rows = item["content"]["rows"]
    before = sum(r[1] for r in rows[:-1])
    if "seals" in question or "sealed" in question:
        assert rows[-1][1] == "?" and answer == before
    else:
        assert "open cup" in question and answer == before - rows[-1][1] > 0, (question, rows, answer)


def _choose(item: dict[str, Any]) -> bool:
    content = item["content"]
    if item["type"] == "multiple-choice":
        m = re.fullmatch(r"Which material would work best for (.+)\?", content["question"])
        if not m:
            return False
        check_choices_distinct(item)
        assert [c["text"] for c in content["choices"] if _has(c["text"], m[1])] == [chosen_text(item)]
        return True
    text = content.get("statement") or content.get("text") or ""
    m = re.fullmatch(r"For (.+), (.+) would work because of its properties\.", text)
    if not m:
        return False
    if item["type"] == "true-false":
        assert _has(m[2], m[1]) == item["answer"]["value"]
    else:
        assert _has(item["answer"]["value"], m[1])
        assert [w for w in content["wordBank"] if _has(w, m[1])] == [item["answer"]["value"]]
    return True


DRAWN = {"solid": 16, "liquid": 12, "gas": 5}
"""How many particles the diagram draws in a box of each state."""


def _state_of(arrangement: str) -> str:
    return next(s["id"] for s in model("substances")["states"] if s["arranged"] == arrangement)


def _boxes(item: dict[str, Any]) -> None:
    root = ET.fromstring(item["visuals"]["diagramSvg"])
    desc = root.find(f"{SVG}desc").text or ""
    shown = dict(re.findall(r"(Box \d): particles ([^;.]+)", desc))
    circles = [float(c.get("cx")) for c in root.iter(f"{SVG}circle")]
    for label, arranged in shown.items():
        i = int(label.split()[1]) - 1
        inside = [x for x in circles if 20 + i * 150 <= x <= 150 + i * 150]
        assert len(inside) == DRAWN[_state_of(arranged)], (label, len(inside))
    m = re.fullmatch(
        r"Which box shows the particles of (.+?) (at room temperature|at (-?[\d,]+) °C \(.+\))\?",
        item["content"]["question"],
    )
    assert m, item["content"]["question"]
    entry = by_name("substances", "substances", m[1])
    if m[3] is None:
        state = entry["state"]
    else:
        t, melts, boils = num(m[3]), entry["melts"]["value"], entry["boils"]["value"]
        state = "solid" if t < melts else "liquid" if t < boils else "gas"
    right = [label for label, arranged in shown.items() if _state_of(arranged) == state]
    check_choices_distinct(item)
    assert right == [chosen_text(item)], (right, chosen_text(item))


def _sort(item: dict[str, Any]) -> None:
    content = item["content"]
    found = {left: _results(by_name("substances", "substances", left)) for left in content["left"]}
    for i, j in enumerate(item["answer"]["value"]):
        mass = re.fullmatch(r"a 10 cm³ piece has a mass of ([\d.]+) g", content["right"][j])
        test, value = ("mass", f"{num(mass[1]):g}") if mass else _SAID[content["right"][j]]
        holders = [left for left in content["left"] if found[left][test] == value]
        assert holders == [content["left"][i]], (content["right"][j], holders)


def _signs_chosen(item: dict[str, Any], change: dict[str, Any]) -> None:
    assert change["kind"] == "chemical"
    check_choices_distinct(item)
    texts = sign_texts()
    right = {texts[s] for s in change["signs"]}
    assert chosen_text(item) in right
    others = [c["text"] for c in item["content"]["choices"] if c["text"] != chosen_text(item)]
    assert not set(others) & right, others


@checks("science.physical.matter_k5")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    question = content.get("question", "")
    changes = model("reactions")["changes"]
    if item["type"] == "diagram":
        _boxes(item)
    elif item["type"] == "matching":
        _sort(item)
    elif _choose(item):
        return
    elif item["type"] == "data-table" and content["columns"][0] == "Material":
        _identify_table(item)
    elif question.startswith("A mystery"):
        _identify_choice(item, question)
    elif (
        "Mass" in " ".join(content.get("columns", []))
        or "total mass" in question
        or "mass of gas" in question
    ):
        _mass(item, question)
    elif m := re.fullmatch(
        r"A student mixes (.+) and (.+)\. Which observation shows that a new substance formed\?", question
    ):
        _signs_chosen(item, next(c for c in changes if c.get("parts") == [m[1], m[2]]))
    elif m := re.fullmatch(
        r"Think about (.+)\. Which observation shows that a new substance formed\?", question
    ):
        _signs_chosen(item, next(c for c in changes if c["what"] == m[1]))
    else:
        settle(item, RULES)
