"""Checker for ``science.physical.forces_ms``: force pairs read from ``model-motion.json`` directly,
masses compared with the model, net forces, accelerations and table cells recomputed exactly."""

from __future__ import annotations

import itertools
import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.phys_ms import check_item, desc, model, number, written

_THIRD = {"push": "pushes", "pull": "pulls"}


def _pairs() -> dict[str, str]:
    """Each force of the model's pairs (``a swimmer pushes the water backward``) -> its partner."""
    out = {}
    for p in model("motion")["pairs"]:
        verb = _THIRD.get(p["verb"], p["verb"])
        out[f"{p['by']} {p['verb']} {p['on']} {p['direction']}".lower()] = (
            f"{p['onAgain']} {verb} {p['byAgain']} {p['back']}"
        )
    return out


def _partner(action: str) -> str:
    return _pairs()[action.lower()]


def _mass(name: str) -> Fraction:
    for o in model("motion")["objects"]:
        if o["name"] == name:
            return Fraction(str(o["mass"]["value"]))
    raise AssertionError(f"no object {name!r} in model-motion.json")


def _lighter(m: re.Match[str]) -> str:
    a, b = m.group("a"), m.group("b")
    assert _mass(a) == number(m.group("ma")) and _mass(b) == number(m.group("mb")), m.group(0)
    return f"the {a if _mass(a) < _mass(b) else b}"


def _net(text: str) -> int:
    total = 0
    for size, side in re.findall(r"(\d+) N to the (right|left)", text):
        total += int(size) if side == "right" else -int(size)
    return total


def _net_text(net: int) -> str:
    return "0 N" if net == 0 else f"{abs(net)} N to the {'right' if net > 0 else 'left'}"


def _speed(m: re.Match[str]) -> str:
    net = _net(m.group("list"))
    if net == 0:
        return "It keeps moving at the same speed."
    return "It speeds up." if (net > 0) == (m.group("dir") == "right") else "It slows down."


def _accel(m: re.Match[str]) -> str:
    return f"{written(number(m.group('f')) / number(m.group('m')))} m/s²"


def _friction(m: re.Match[str]) -> str:
    names = re.split(r", | and ", m.group("list"))
    ranks = {s["name"]: s["rank"] for s in model("motion")["surfaces"]}
    shown = sorted(names, key=ranks.__getitem__)
    assert all(ranks[b] - ranks[a] >= 2 for a, b in itertools.pairwise(shown)), names
    return shown[0] if m.group("verb").startswith("slide") else shown[-1]


PATTERNS = [
    (re.compile(r"^(?P<action>.+)\. What is the other force of this pair\?$"),
     lambda m: _partner(m.group("action"))[:1].upper() + _partner(m.group("action"))[1:] + "."),
    (re.compile(r"with a force of (?P<f>[\d,]+) N\. How large is the force"), lambda m: f"{m.group('f')} N"),
    (re.compile(r"with (?P<f>[\d,]+) N, the .+? pushes back with (?P<ans>.+)\.$"), lambda m: f"{m.group('f')} N"),
    (re.compile(r"^An? (?P<a>.+?) \(about (?P<ma>[\d.,]+) kg\) .+? an? (?P<b>.+?) \(about (?P<mb>[\d.,]+) kg\)\. Which object's motion changes more"), _lighter),
    (re.compile(r"^When the (?P<a>.+?) \(about (?P<ma>[\d.,]+) kg\) and the (?P<b>.+?) \(about (?P<mb>[\d.,]+) kg\) collide, (?P<ans>.+) changes its motion more\.$"), _lighter),
    (re.compile(r"is moving to the (?P<dir>right|left)\. These forces act on the .+?: (?P<list>.+?)\. What happens to its speed\?$"), _speed),
    (re.compile(r"These forces act on .+?: (?P<list>.+?)\. (?:What is the net force|The net force on the .+ is (?P<ans>.+)\.$)"),
     lambda m: _net_text(_net(m.group("list")))),
    (re.compile(r"^A cart hits a wall\. Why is the force on the cart smaller with (?P<soft>.+) than with (?P<hard>.+)\?$"),
     lambda m: "It makes the stop take longer, so the force is smaller." if _bumper_rank(m.group("soft")) > _bumper_rank(m.group("hard")) else "?"),
    (re.compile(r"^A wooden block gets the same push on (?P<list>.+)\. On which surface does it (?P<verb>slide farthest|stop soonest)\?$"), _friction),
    (re.compile(r"^With the same push on (?P<list>.+), a wooden block (?P<verb>slides farthest|stops soonest) on (?P<ans>.+)\.$"), _friction),
    (re.compile(r"A net force of (?P<f>\d+) N (?:acts on|gives) an? (?P<m>\d+) kg cart(?:\.| an acceleration of (?P<ans>.+)\.$)"), _accel),
    (re.compile(r"An? (?P<m>\d+) kg cart speeds up at (?P<a>\d+) m/s²\."), lambda m: f"{int(m.group('m')) * int(m.group('a'))} N"),
    (re.compile(r"To give an? (?P<m>\d+) kg cart an acceleration of (?P<a>\d+) m/s², the net force must be (?P<ans>.+)\.$"),
     lambda m: f"{int(m.group('m')) * int(m.group('a'))} N"),
    (re.compile(r"^When (?P<action>[^,]+), (?P<ans>.+)\.$"), lambda m: _partner(m.group("action"))),
]  # fmt: skip


def _matching(item: dict[str, Any]) -> None:
    content = item["content"]
    for left, index in zip(content["left"], item["answer"]["value"], strict=True):
        partner = _partner(left.rstrip("."))
        assert content["right"][index] == partner[:1].upper() + partner[1:] + ".", (
            left,
            content["right"][index],
        )
    assert len(set(content["right"])) == len(content["right"])


def _diagram(item: dict[str, Any]) -> None:
    text = desc(item)
    m = re.search(
        r"A force of (\d+) N pushes it to the right and a force of (\d+) N pushes it to the left\.(?: Its mass is (\d+) kg\.)?",
        text,
    )
    assert m, text
    net = int(m.group(1)) - int(m.group(2))
    if m.group(3):
        right = f"{written(Fraction(abs(net), int(m.group(3))))} m/s² to the {'right' if net > 0 else 'left'}"
    else:
        right = _net_text(net)
    choices = [c["text"] for c in item["content"]["choices"]]
    assert choices[item["answer"]["value"]] == right and choices.count(right) == 1, (text, right, choices)


def _bumper_rank(name: str) -> int:
    (rank,) = (b["rank"] for b in model("motion")["bumpers"] if b["name"].lower() == name.lower())
    return rank


def _crash_test(item: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]["value"]
    rows, question = content["rows"], content["question"]
    mass, speed = (int(x) for x in re.match(r"A (\d+) kg cart rolls at (\d+) m/s", question).groups())
    ranks = [_bumper_rank(r[0]) for r in rows]
    times = [Fraction(str(r[1])) for r in rows]
    assert ranks == sorted(ranks) and times == sorted(times) and len(set(times)) == len(times), rows
    forces = [mass * speed / t for t in times]
    for row, force in zip(rows, forces, strict=True):
        if len(row) > 2 and row[2] != "?":
            assert Fraction(str(row[2])) == force, row
    if "smallest average force" in question:
        assert answer == rows[times.index(max(times))][0]
    elif "How many of the designs" in question:
        limit = int(re.search(r"under (\d+) N", question).group(1))
        assert answer == sum(f < limit for f in forces)
    else:
        (i,) = (k for k, r in enumerate(rows) if r[2] == "?")
        assert Fraction(str(answer)) == forces[i], (rows, answer)


def _table(item: dict[str, Any]) -> None:
    content = item["content"]
    rows, answer = content["rows"], item["answer"]["value"]
    if content["title"] == "Cart crash test":
        _crash_test(item)
        return
    if content["question"].startswith("Every cart is pushed with the same net force"):
        assert len({r[2] for r in rows}) == 1
        masses = [r[1] for r in rows]
        assert len(set(masses)) == len(masses)
        assert answer == rows[masses.index(min(masses))][0]
        return
    m = re.fullmatch(
        r"Use F = m × a\. What is the (mass|net force|acceleration) of (Cart [A-E])\?", content["question"]
    )
    assert m, content["question"]
    for row in rows:
        if "?" not in row:
            assert row[1] * row[3] == row[2], row
    row = next(r for r in rows if r[0] == m.group(2))
    col = {"mass": 1, "net force": 2, "acceleration": 3}[m.group(1)]
    assert row[col] == "?"
    mass, force, accel = (Fraction(v) if v != "?" else None for v in row[1:])
    value = {1: force / accel if col == 1 else None, 2: mass * accel if col == 2 else None,
             3: force / mass if col == 3 else None}[col]  # fmt: skip
    assert value == answer, (row, answer)


@checks("science.physical.forces_ms")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    check_item(item, PATTERNS, {"matching": _matching, "diagram": _diagram, "data-table": _table})
