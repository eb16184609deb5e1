"""Checker for ``science.physical.machines``: examples, machine jobs, lever parts and lever classes
read from ``model-machines.json`` directly; the machine or part a drawing shows from its
description; the law of the lever (effort × effort distance = load × load distance) recomputed from
the numbers in the question or the rows of the table."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.phys_k4 import Form, check_item, data, description


def _example(name: str) -> dict[str, Any]:
    return next(e for e in data("machines")["examples"] if e["name"].lower() == name.lower())


def _classify(groups: dict[str, str], value: str) -> bool:
    example = _example(groups["thing"])
    assert value not in example.get("also", []), (example, value)
    return example["machine"] == value


def _does(groups: dict[str, str], value: str) -> bool:
    machine = next(m for m in data("machines")["machines"] if m["name"] == groups["machine"])
    assert any(m["does"] == value for m in data("machines")["machines"]), value
    return machine["does"] == value


def _part(groups: dict[str, str], value: str) -> bool:
    part = next(p for p in data("machines")["leverParts"] if p["means"] == groups["means"])
    return part["part"] == value


def _lever_class(example: str) -> dict[str, Any]:
    found = [
        c for c in data("machines")["leverClasses"] if example.lower() in (e.lower() for e in c["examples"])
    ]
    assert len(found) == 1, example
    return found[0]


def _classes(groups: dict[str, str], value: str) -> bool:
    return _lever_class(groups["thing"])["name"] == value


def _law(groups: dict[str, str], value: str) -> bool:
    load, load_cm, effort_cm = int(groups["load"]), int(groups["lcm"]), int(groups["ecm"])
    newtons = int(re.fullmatch(r"(\d+) n", value).group(1))
    return newtons * effort_cm == load * load_cm


FORMS = [
    Form(r"Which simple machine is (?P<thing>.+)\?", r"The simple machine in (?P<thing>.+) is the (?P<value>.+)\.", _classify),
    Form(r"What does an? (?P<machine>.+) do\?", r"An? (?P<machine>(?:wheel and axle|inclined plane|\w+)) (?P<value>.+)\.", _does),
    Form(r"Which part of a lever is (?P<means>.+)\?", r"The part of a lever that is (?P<means>.+) is the (?P<value>.+)\.", _part),
    Form(r"Which class of lever is (?P<thing>.+)\?", r"(?P<thing>.+) is an? (?P<value>\w+ class) lever\.", _classes),
    Form(
        r"A load of (?P<load>\d+) N sits (?P<lcm>\d+) cm from the fulcrum of a lever\. What effort, pushing (?P<ecm>\d+) cm from the fulcrum on the other side, balances it\?",
        r"(?!)",
        _law,
    ),
]  # fmt: skip

DRAWN = {
    "A long bar rests on a fixed point": "lever",
    "A flat surface slopes": "inclined plane",
    "A wheel hangs from a beam": "pulley",
}


def _diagram(item: dict[str, Any]) -> None:
    check_choices_distinct(item)
    desc, question, chosen = description(item), item["content"]["question"], chosen_text(item)
    if question == "Which simple machine is this?":
        shown = next(m for start, m in DRAWN.items() if desc.startswith(start))
        assert chosen == shown and "?" in item["visuals"]["diagramSvg"]
        return
    order = re.search(r"from left to right, (.+)\. The effort|from left to right, (.+)\.$", desc)
    parts = re.findall(
        r"the (fulcrum|load|effort|part marked with a question mark)", (order.group(1) or order.group(2))
    )
    assert len(parts) == 3, desc
    if question == "Which class of lever is this?":
        middle = parts[1]
        found = [c for c in data("machines")["leverClasses"] if c["middle"] == middle]
        assert sorted(parts) == sorted(found[0]["order"]) and chosen == found[0]["name"], (desc, chosen)
        return
    assert question == "Which part of the lever is marked with a question mark?", question
    missing = {"fulcrum", "load", "effort"} - set(parts)
    assert missing == {chosen}, (desc, chosen)


def _table(item: dict[str, Any]) -> None:
    content, answer, rows = item["content"], item["answer"], item["content"]["rows"]
    assert content["columns"][1:] == ["Load (N)", "Load distance (cm)", "Effort (N)", "Effort distance (cm)"]
    if "In which setup does the lever balance?" in content["question"]:
        balanced = [r[0] for r in rows if r[1] * r[2] == r[3] * r[4]]
        assert balanced == [answer["value"]], (rows, answer)
        return
    setup = re.search(r"in setup (\w)\?$", content["question"]).group(1)
    for row in rows:
        if row[0] != setup:
            assert row[1] * row[2] == row[3] * row[4], row
            continue
        load, load_cm, effort, effort_cm = row[1:]
        if effort == "?":
            assert answer["unit"] == "N" and answer["value"] * effort_cm == load * load_cm
        else:
            assert effort_cm == "?" and answer["unit"] == "cm" and answer["value"] * effort == load * load_cm


def _matching(item: dict[str, Any]) -> None:
    content, value = item["content"], item["answer"]["value"]
    for i, thing in enumerate(content["left"]):
        for j, machine in enumerate(content["right"]):
            assert (_example(thing)["machine"] == machine) is (j == value[i]), (thing, machine)


@checks("science.physical.machines")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    check_item(item, FORMS, table=_table, diagram=_diagram, matching=_matching)
