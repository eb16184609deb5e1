"""Checker for ``science.physical.pushes``: pushes and pulls, motions after a push or a bump, and
design changes read from ``model-pushes.json`` directly; the rolling tables recomputed from the
floors' ranking (5 cm per unit of push times the floor's rolling rank)."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.phys_k4 import Form, check_item, data, description

MOTION = {
    "direction": "changes direction",
    "stops": "stops",
    "starts": "starts to move",
    "faster": "speeds up",
    "slower": "slows down",
}
TOO_CLOSE = {
    ("stops", "slows down"),
    ("slower", "stops"),
    ("direction", "slows down"),
    ("starts", "speeds up"),
    ("faster", "starts to move"),
}
GOAL = {"go faster": "faster", "go slower": "slower", "turn a different way": "turns", "stop": "stops"}
UNITS = {"gentle push": 1, "medium push": 2, "hard push": 3}


def _kind(groups: dict[str, str], value: str) -> bool:
    action = next(a for a in data("pushes")["actions"] if a["action"] == value)
    return action["kind"] == groups["kind"].lower()


def _motion(groups: dict[str, str], value: str) -> bool:
    event = next(e for e in data("pushes")["collisions"] if e["event"] == groups["event"])
    assert event["what"] == groups["what"].lower()
    assert (event["kind"], value) not in TOO_CLOSE, f"{value!r} is not clearly wrong for {event['event']}"
    return MOTION[event["kind"]] == value


def _design(groups: dict[str, str], value: str) -> bool:
    design = next(d for d in data("pushes")["designs"] if d["change"] == value)
    wanted = GOAL[groups["goal"]]
    assert {wanted, design["effect"]} != {"stops", "slower"}, f"{value!r} is not clearly wrong"
    return design["effect"] == wanted


MOTIONS = "|".join(MOTION.values())
FORMS = [
    Form(r"Which of these is a (?P<kind>push|pull)\?", r"(?P<value>.+) is a (?P<kind>push|pull)\.", _kind),
    Form(
        r"(?P<kid>\w+) wants a toy car to (?P<goal>.+)\. Which change should (?:she|he|they) try\?",
        r"To make a toy car (?P<goal>.+), \w+ could (?P<value>.+)\.",
        _design,
    ),
    Form(
        r"(?P<event>.+\.) What happens to (?P<what>.+)\?",
        rf"(?P<event>.+\.) Then (?P<what>.+?) (?P<value>{MOTIONS})\.",
        _motion,
    ),
]


def _diagram(item: dict[str, Any]) -> None:
    """The toy rolls away from the harder push, or stays when the pushes are equal."""
    check_choices_distinct(item)
    pushes = re.findall(r"a (gentle|medium|hard) push from the (left|right)", description(item))
    assert pushes
    net = sum(UNITS[f"{s} push"] * (1 if side == "left" else -1) for s, side in pushes)
    rolls = {1: "to the right", -1: "to the left", 0: "it will not move"}
    assert chosen_text(item) == rolls[(net > 0) - (net < 0)]


def _rolling(name: str) -> int:
    return next(s["rolling"] for s in data("pushes")["surfaces"] if s["name"] == name)


def _table(item: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    question, rows = content["question"], content["rows"]
    if content["columns"][0] == "Floor":
        strength = re.search(r"the same (\w+ push)", question).group(1)
        for floor, cm in rows:
            assert cm == UNITS[strength] * _rolling(floor) * 5
        assert answer["value"] == max(rows, key=lambda r: r[1])[0]
        assert len({r[1] for r in rows}) == len(rows)
    elif content["columns"][0] == "Push":
        floor = next(
            s["name"] for s in data("pushes")["surfaces"] if content["title"].endswith(f" on {s['name']}")
        )
        for push, cm in rows:
            assert cm == UNITS[push] * _rolling(floor) * 5
        pick = max if "farthest" in question else min
        assert answer["value"] == pick(rows, key=lambda r: r[1])[0]
    else:
        floor = re.fullmatch(r"A toy car rolling off a ramp onto (.+)", content["title"]).group(1)
        for blocks, cm in rows:
            assert cm == blocks * _rolling(floor) * 5
        goal = int(re.search(r"at least (\d+) cm", question).group(1))
        assert answer["value"] == min(b for b, cm in rows if cm >= goal) and answer["unit"] == "blocks"


@checks("science.physical.pushes")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    check_item(item, FORMS, table=_table, diagram=_diagram)
