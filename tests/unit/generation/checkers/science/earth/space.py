"""Checks ``science.earth.space`` from ``model-sky.json`` and ``model-planets.json``: the phase at
a numbered place of the orbit diagram (numbers read from its description), phase order, the cycle's
length, the noon sun table (recomputed from tilt and latitude), orbital speeds, relation claims."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.earth_ms import (
    Solver,
    check_choice,
    model,
    num,
    relation_solvers,
    settle,
    svg_desc,
)


def _phases() -> list[str]:
    return [p["phase"] for p in sorted(model("sky")["phases"], key=lambda p: p["place"])]


def _noun(phase: str) -> str:
    return f"a {phase}" if phase.endswith("moon") else f"a {phase} moon"


def _eclipse(item: dict[str, Any], desc: str) -> None:
    m = re.fullmatch(
        r"From left to right: (.+), (.+) and (.+), in a straight line, with the shadow of (.+) falling on (.+)\.",
        desc,
    )
    assert m
    order = [m[1], m[2], m[3]]
    assert order[1] == m[4] and m[5] in (order[0], order[2]) and "the sun" in (order[0], order[2])
    check_choice(item, {"the moon": "a solar eclipse", "Earth": "a lunar eclipse"}[order[1]])


def _seasons(item: dict[str, Any], desc: str) -> None:
    m = re.fullmatch(
        r"The sun is in the middle\. Earth is shown at position (\w) on the left and at position (\w) on the right\. "
        r"At both, Earth's axis tilts the same way: the North Pole leans toward the (left|right) side of the picture\.",
        desc,
    )
    assert m
    toward = m[1] if m[3] == "right" else m[2]  # the Earth on the left leans toward the sun if it leans right
    away = m[2] if toward == m[1] else m[1]
    q = re.fullmatch(
        r"At which position is it (summer|winter) in the Northern Hemisphere\?", item["content"]["question"]
    )
    assert q
    check_choice(item, f"position {toward if q[1] == 'summer' else away}")


def _diagram(item: dict[str, Any]) -> None:
    desc = svg_desc(item)
    if desc.startswith("From left to right"):
        _eclipse(item, desc)
        return
    if desc.startswith("The sun is in the middle"):
        _seasons(item, desc)
        return
    m = re.search(r"the places are numbered ([\d, ]+)\.$", svg_desc(item))
    assert m
    labels = [int(n) for n in m[1].split(", ")]
    assert sorted(labels) == list(range(1, 9))
    phases = _phases()
    question = item["content"]["question"]
    if m := re.fullmatch(r"At which numbered place do people on Earth see (.+)\?", question):
        k = next(i for i, p in enumerate(phases) if _noun(p) == m[1])
        check_choice(item, str(labels[k]))
    else:
        m = re.fullmatch(r"The moon is at place (\d)\. Which phase do people on Earth see\?", question)
        assert m
        check_choice(item, phases[labels.index(int(m[1]))])


def _order(item: dict[str, Any]) -> None:
    phases, answer = _phases(), item["answer"]["value"]
    start = phases.index(answer[0])
    assert answer == [phases[(start + i) % 8] for i in range(len(answer))]


def _cycle(m: re.Match[str]) -> set[str]:
    days = model("sky")["moon"]["cycle"]["value"]
    if m[1] == "new moon" and m[2] == "full moon":
        return {f"about {num(round(days / 2))} days", num(round(days / 2))}
    assert m[1] == m[2]
    return {f"about {num(days)} days", num(days)}


def _table(item: dict[str, Any]) -> None:
    content, value = item["content"], item["answer"]["value"]
    if content["title"].startswith("The noon sun"):
        sky = model("sky")
        tilt, lat = sky["earth"]["tilt"]["value"], sky["city"]["latitude"]["value"]
        hours = {d["month"]: d["hours"]["value"] for d in sky["daylight"]}
        declination = {"March": 0, "June": tilt, "September": 0, "December": -tilt}
        for month, height, daylight in content["rows"]:
            assert height == round(90 - lat + declination[month], 1) and daylight == hours[month]
        heights = {r[0]: r[1] for r in content["rows"]}
        if content["question"] == "In which month is the noon sun highest in the sky?":
            assert value == max(heights, key=heights.__getitem__)
        else:
            m = re.fullmatch(
                r"How many degrees higher is the noon sun in (\w+) than in (\w+)\?", content["question"]
            )
            assert m
            assert value == round(heights[m[1]] - heights[m[2]], 1) > 0
        return
    planets = {p["name"]: p for p in model("planets")["planets"]}
    for name, au, speed in content["rows"]:
        assert (au, speed) == (planets[name]["distanceAu"]["value"], planets[name]["speed"]["value"])
    speeds = {r[0]: r[2] for r in content["rows"]}
    m = re.fullmatch(
        r"Which planet in the table moves (fastest|slowest) along its orbit\?", content["question"]
    )
    assert m
    assert value == (max if m[1] == "fastest" else min)(speeds, key=speeds.__getitem__)


def _solvers(grade: int) -> list[Solver]:
    return [
        Solver(
            r"Tonight there is a (new moon|full moon)\. About how many days until the next (full moon)\?",
            r"From one (new moon|full moon) to the next (full moon) takes (?P<ans>.+)\.",
            _cycle,
        ),
        *relation_solvers("sky", grade),
    ]


@checks("science.earth.space")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    special = {"diagram": _diagram, "ordering": _order, "data-table": _table}
    if item["type"] in special:
        special[item["type"]](item)
    else:
        settle(item, _solvers(item["gradeLevel"]))
