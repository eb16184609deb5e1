"""Checker for ``science.physical.energy_k4``: energy transfer, devices, collisions and solar-oven
changes read from ``model-energy-k4.json``; conductors from ``model-materials.json`` (both read
directly); ramp and oven tables recomputed from their rows; ramp marks and circuits from the
diagram's description."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.phys_k4 import Form, check_item, data, description

PARTS = {"Foil flaps": 15, "Black lining": 10, "Clear cover": 8}


def _one(part: str, field: str, value: str) -> dict[str, Any]:
    found = [e for e in data("energy-k4")[part] if e[field].lower() == value.lower()]
    assert len(found) == 1, (part, value)
    return found[0]


def _fast(groups: dict[str, str], value: str) -> bool:
    hit = _one("collisions", "mover", groups["mover"])
    assert hit["target"] == groups["target"]
    return value == "when it moves fast"


def _transfer(groups: dict[str, str], value: str) -> bool:
    return f"by {_one('transfers', 'example', groups['ex'])['by']}" == value


def _current(material: str) -> bool:
    traits = next(m["traits"] for m in data("materials")["materials"] if m["name"] == material.lower())
    assert "conductor" in traits or "insulator" in traits, material
    return "conductor" in traits


def _gap(groups: dict[str, str], value: str) -> bool:
    return _current(value)


def _collide(groups: dict[str, str], value: str) -> bool:
    hit = _one("collisions", "mover", groups["mover"])
    target = re.sub(r"^an? ", "the ", hit["target"])
    return value == f"partly moves into {target} and partly turns into sound and heat"


def _device(groups: dict[str, str], value: str) -> bool:
    device = _one("devices", "device", groups["device"])
    assert device["from"] == groups["frm"]
    if value != device["to"]:
        assert value not in device["also"] and value != device["from"], f"{value} is not clearly wrong"
    return value == device["to"]


def _oven(groups: dict[str, str], value: str) -> bool:
    return _one("ovenChanges", "change", value)["effect"] == groups["want"]


def _reads_device(groups: dict[str, str], value: str) -> bool:
    device = next(
        d for d in data("energy-k4")["devices"] if re.sub(r"^an? ", "the ", d["device"]) == groups["device"]
    )
    return _device({"device": device["device"], "frm": device["from"]}, value)


def _reading(item: dict[str, Any]) -> None:
    """The passage says what the answer says."""
    made = item["answer"]["display"].split(". ", 1)[1]
    assert f"It changes most of that energy into {made}." in item["content"]["passage"]["text"], made


FORMS = [
    Form(
        r"(?:According to the passage, w|W)hat does (?P<device>the .+) change most of its energy into\?",
        r"(?!)",
        _reads_device,
    ),
    Form(
        r"(?P<mover>.+) hits (?P<target>.+) twice: once moving fast and once moving slowly\. When does it have more energy\?",
        r"(?P<mover>.+) that hits (?P<target>.+) has more energy (?P<value>when it moves fast|when it moves slowly|the same both times)\.",
        _fast,
    ),
    Form(
        r"(?P<ex>.+\.) How does energy move from place to place here\?",
        r"(?P<ex>.+\.) Here energy moves from place to place (?P<value>by .+)\.",
        _transfer,
    ),
    Form(
        r"\w+'s circuit has a gap in the wire, so the bulb is dark\. Which material could close the gap so the bulb lights\?",
        r"If a strip of (?P<value>.+) closes the gap in \w+'s circuit, the bulb lights\.",
        _gap,
    ),
    Form(
        r"(?P<mover>.+) hits (?P<target>.+)\. What happens to the energy of the .+\?",
        r"When (?P<mover>.+?) hits (?P<target>.+?), the energy of the .+? "
        r"(?P<value>is used up and gone|all stays in .+|turns into more energy than before|partly moves into .+)\.",
        _collide,
    ),
    Form(
        r"(?P<device>.+) changes (?P<frm>.+) mostly into what\?",
        r"(?P<device>.+) changes (?P<frm>.+?) mostly into (?P<value>.+)\.",
        _device,
    ),
    Form(
        r"\w+ built a solar oven that turns sunlight into heat\. Which change would make it (?P<want>hotter|cooler) inside\?",
        r"To make a solar oven (?P<want>hotter|cooler) inside, \w+ could (?P<value>.+)\.",
        _oven,
    ),
]


def _diagram(item: dict[str, Any]) -> None:
    check_choices_distinct(item)
    desc, chosen = description(item), chosen_text(item)
    if desc.startswith("A ramp"):
        marks = {m: int(h) for m, h in re.findall(r"([ABC]) at (\d+) cm", desc)}
        pick = max if "farthest" in item["content"]["question"] else min
        assert chosen == pick(marks, key=marks.get)
    elif "switch" in desc:
        assert chosen == ("The bulb lights." if "switch that is closed" in desc else "The bulb stays dark.")
    else:
        material = re.search(r"bridged by a strip of (.+)\.", desc).group(1)
        assert chosen == ("The bulb lights." if _current(material) else "The bulb stays dark.")


def _table(item: dict[str, Any]) -> None:
    content, answer, rows = item["content"], item["answer"], item["content"]["rows"]
    if content["columns"][0] == "Start height (cm)":
        assert all(cup == 2 * h for h, cup in rows)
        new = re.search(r"starts at (\d+) cm\?", content["question"])
        if new:
            assert answer["value"] == 2 * int(new.group(1))
        else:
            assert answer["value"] == max(rows, key=lambda r: r[1])[0]
        return
    parts = content["columns"][1:-1]
    air = {r[-1] - sum(PARTS[p] for p, on in zip(parts, r[1:-1], strict=True) if on == "yes") for r in rows}
    assert len(air) == 1, rows
    assert answer["value"] == max(rows, key=lambda r: r[-1])[0]


def _matching(item: dict[str, Any]) -> None:
    content, value = item["content"], item["answer"]["value"]
    for i, left in enumerate(content["left"]):
        for j, right in enumerate(content["right"]):
            if right.startswith("by "):
                right_one = _transfer({"ex": left}, right)
            else:
                right_one = _one("devices", "device", left)["to"] == right
            assert right_one is (j == value[i]), (left, right)


@checks("science.physical.energy_k4")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "passage-based":
        _reading(item)
    check_item(item, FORMS, table=_table, diagram=_diagram, matching=_matching)
