"""Checker for ``science.physical.fields``: factors, interactions and gravity read from
``model-motion.json`` directly; electromagnet, distance and weight tables recomputed exactly."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import chosen_text
from tests.unit.generation.checkers.support.phys_ms import model, number, settle


def _factor(m: re.Match[str]) -> str:
    found = [
        f
        for f in model("motion")["factors"]
        if f["factor"] == m.group("factor") and f["force"] == m.group("force")
    ]
    assert len(found) == 1, m.group(0)
    return found[0]["effect"]


def _interaction(name: str) -> dict[str, Any]:
    found = [i for i in model("motion")["interactions"] if i["name"].lower() == name.rstrip(".").lower()]
    assert len(found) == 1, name
    return found[0]


PATTERNS = [
    (re.compile(r"^Think about (?P<force>.+)\. What happens to it with (?P<factor>.+)\?$"), _factor),
    (re.compile(r"^With (?P<factor>.+?), (?P<force>.+) is (?P<ans>[^,]+)\.$"), _factor),
    (re.compile(r"^What does gravity always do to two objects\?$"), lambda m: "pull them toward each other"),
    (re.compile(r"^Gravity between two objects always tends to (?P<ans>.+)\.$"), lambda m: "pull them toward each other"),
    (re.compile(r"^When (?P<name>.+), (?:how does the force act\?|the force acts (?P<ans>.+)\.)$"),
     lambda m: "only by touching" if _interaction(m.group("name"))["contact"] else "without touching"),
]  # fmt: skip

_KINDS = {"magnetic": "a magnetic force", "electric": "an electric force", "gravitational": "gravity"}


def _choose_force(item: dict[str, Any]) -> None:
    touching = item["content"]["question"] == "Which of these forces needs the objects to touch?"
    fits = [c["text"] for c in item["content"]["choices"] if _interaction(c["text"])["contact"] is touching]
    assert fits == [chosen_text(item)], (item["content"]["question"], fits)


def _table(item: dict[str, Any]) -> None:
    content, value = item["content"], item["answer"]["value"]
    rows, question = content["rows"], content["question"]
    if content["columns"][1] == "Coils of wire":
        assert all(r[3] * 5 == r[1] * r[2] for r in rows), rows
        if question.startswith("Which variable"):
            changed = [
                name
                for col, name in ((1, "coils of wire"), (2, "battery cells"))
                if len({r[col] for r in rows}) > 1
            ]
            assert changed and value == f"the number of {changed[0]}" and len(changed) == 1, (rows, value)
            return
        m = re.search(r"with (\d+) coils and (\d+) battery cells?\?", question)
        assert m and value == int(m.group(1)) * int(m.group(2)) // 5, (question, value)
        return
    if content["columns"] == ["Distance (cm)", "Force (N)"]:
        known = {Fraction(str(f)) * d * d for d, f in rows if f != "?"}
        assert len(known) == 1, rows
        (k,) = known
        if "How many times stronger" in question:
            near, far = (int(x) for x in re.findall(r"at (\d+) cm", question))
            force = {d: Fraction(str(f)) for d, f in rows}
            assert far == 2 * near and force[near] / force[far] == value == 4
            return
        (d,) = (r[0] for r in rows if r[1] == "?")
        assert abs(Fraction(str(value)) - k / (d * d)) < Fraction(1, 1000), (rows, value)
        return
    if content["title"] == "Gravity between pairs of balls":
        base = rows[0][1:4]
        assert rows[0][4] == "1"
        for _, m1, m2, d, pull in rows[1:]:
            right = Fraction(m1 * m2 * base[2] ** 2, base[0] * base[1] * d * d)
            assert (Fraction(value) if pull == "?" else Fraction(pull)) == right, (rows, value)
        return
    mass = int(re.search(r"The weight of a (\d+) kg backpack", content["title"]).group(1))
    gravity = {b["name"].lower(): Fraction(str(b["gravity"]["value"])) for b in model("motion")["bodies"]}
    for place, g, weight in rows:
        assert gravity[place.lower()] == Fraction(str(g)), (place, g)
        if weight == "?":
            assert number(str(value)) == mass * gravity[place.lower()], (place, value)
        else:
            assert Fraction(str(weight)) == mass * gravity[place.lower()], (place, weight)


def _matching(item: dict[str, Any]) -> None:
    content = item["content"]
    for left, index in zip(content["left"], item["answer"]["value"], strict=True):
        kind = _interaction(left).get("field")
        assert content["right"][index] == _KINDS.get(kind or "", "a contact force (touching)"), left


@checks("science.physical.fields")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    kind, question = item["type"], item["content"].get("question", "")
    if kind == "data-table":
        _table(item)
    elif kind == "matching":
        _matching(item)
    elif question.startswith("Which of these forces"):
        _choose_force(item)
    else:
        settle(item, PATTERNS)
