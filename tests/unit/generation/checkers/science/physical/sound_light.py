"""Checker for ``science.physical.sound_light``: what vibrates, what makes its own light, signals
and their fixes read from ``model-energy-k4.json``; what a material does to a beam and light-meter
readings from the material's traits in ``model-materials.json`` (both read directly); rice tables
recomputed (5 mm per step of the tap)."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.phys_k4 import Form, check_item, data, description


def _beams() -> dict[str, dict[str, Any]]:
    return {b["trait"]: b for b in data("energy-k4")["beams"]}


TAPS = {"gentle tap": 1, "medium tap": 2, "hard tap": 3}


def _entry(part: str, field: str, value: str) -> dict[str, Any]:
    found = [e for e in data("energy-k4")[part] if e[field].lower() == value.lower()]
    assert len(found) == 1, (part, value)
    return found[0]


def _part(groups: dict[str, str], value: str) -> bool:
    return _entry("sounds", "source", groups["source"])["part"] == value


def _own(groups: dict[str, str], value: str) -> bool:
    return _entry("lights", "thing", value)["ownLight"] is (groups["does"].lower() == "makes")


def _traits(material: str) -> list[str]:
    return next(m["traits"] for m in data("materials")["materials"] if m["name"] == material.lower())


def _beam(groups: dict[str, str], value: str) -> bool:
    traits = _traits(groups["material"])
    beams = _beams()
    if value == beams["opaque"]["beam"] and "reflective" in traits:
        raise AssertionError("a shiny sheet also blocks the light: not a clear wrong answer")
    return value in [beams[t]["beam"] for t in traits if t in beams]


def _signal(groups: dict[str, str], value: str) -> bool:
    return _entry("signals", "device", value)["carrier"] == groups["carrier"].lower()


def _fix(groups: dict[str, str], value: str) -> bool:
    return _entry("signalFixes", "problem", groups["problem"])["fix"].lower() == value


def _dark(groups: dict[str, str], value: str) -> bool:
    thing = _entry("lights", "thing", groups["thing"])
    assert not thing.get("inSky")
    if value in ("can", "cannot"):
        return (value == "can") is thing["ownLight"]
    if value == "yes, because it makes its own light":
        return thing["ownLight"]
    if value == "no, because no light shines on it":
        return not thing["ownLight"]
    assert re.fullmatch(
        r"yes, (?:once (?:her|his|their) eyes get used to the dark|because (?:she|he|they) knows? where it is)",
        value,
    )
    return False


def _reading(item: dict[str, Any]) -> None:
    """The passage names the answer as the part that moves."""
    part = item["answer"]["display"].split(". ", 1)[1]
    assert f"the part that moves is {part}." in item["content"]["passage"]["text"], part


FORMS = [
    Form(
        r"(?:According to the passage, w|W)hat vibrates to make the sound of (?P<source>.+)\?", r"(?!)", _part
    ),
    Form(
        r"\w+ is in a room with no light at all\. Can (?:she|he|they) see (?P<thing>.+)\?",
        r"\w+ is in a room with no light at all\. (?:She|He|They) (?P<value>can|cannot) see (?P<thing>.+)\.",
        _dark,
    ),
    Form(
        r"What vibrates to make the sound of (?P<source>.+)\?",
        r"To make the sound of (?P<source>.+?), the part that vibrates is (?P<value>.+)\.",
        _part,
    ),
    Form(
        r"Which of these (?P<does>makes|does not make) its own light\?",
        r"(?P<value>.+?) (?P<does>makes|does not make) its own light\.",
        _own,
    ),
    Form(
        r"\w+ shines a flashlight at a sheet of (?P<material>.+)\. What happens to the light\?",
        r"When a flashlight shines at a sheet of (?P<material>.+?), (?P<value>.+)\.",
        _beam,
    ),
    Form(
        r"Which of these sends a message with (?P<carrier>light|sound)\?",
        r"(?P<value>.+) sends a message with (?P<carrier>light|sound)\.",
        _signal,
    ),
    Form(r"(?P<problem>.+\.) What should the children do\?", r"(?!)", _fix),
]


def _diagram(item: dict[str, Any]) -> None:
    """The wall behind the sheet looks as the sheet's light trait says."""
    check_choices_distinct(item)
    material = re.search(r"a sheet of (.+) standing between", description(item)).group(1)
    walls = {t: b["wall"] for t, b in _beams().items() if "wall" in b}
    kind = next(t for t in _traits(material) if t in walls)
    assert chosen_text(item) == walls[kind]
    assert all(c["text"] in walls.values() for c in item["content"]["choices"])


def _table(item: dict[str, Any]) -> None:
    content, answer, rows = item["content"], item["answer"], item["content"]["rows"]
    if content["title"] == "Rice on a drum":
        for tap, mm in rows:
            assert mm == TAPS[tap] * 5
        pick = max if "loudest" in content["question"] else min
        assert answer["value"] == pick(rows, key=lambda r: r[1])[0]
        return
    asked = re.search(r"Which material is (\w+)\?", content["question"]).group(1)
    for material, reading in rows:
        light = next(t for t in _traits(material) if "meter" in _beams().get(t, {}))
        assert reading == _beams()[light]["meter"]
    assert [r[0] for r in rows if r[1] == _beams()[asked]["meter"]] == [answer["value"]]


def _matching(item: dict[str, Any]) -> None:
    content, value = item["content"], item["answer"]["value"]
    for i, source in enumerate(content["left"]):
        for j, part in enumerate(content["right"]):
            assert _part({"source": source}, part) is (j == value[i]), (source, part)


@checks("science.physical.sound_light")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "passage-based":
        _reading(item)
    check_item(item, FORMS, table=_table, matching=_matching, diagram=_diagram)
