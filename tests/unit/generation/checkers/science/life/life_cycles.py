"""Checker for ``science.life.life_cycles``: stage orders, next stages, stages a cycle has, kinds
of change and missing diagram stages recomputed from ``model-lifecycles.json`` read directly."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.life_k5 import Template, check_item, model

AN = "(?:a|an)"
SVG = "{http://www.w3.org/2000/svg}"


def _cycle(organism: str) -> dict:
    return next(c for c in model("lifecycles")["cycles"] if c["organism"] == organism)


def _after(organism: str, stage: str) -> set[str]:
    stages = _cycle(organism)["stages"]
    return {stages[(stages.index(stage) + 1) % len(stages)]}


def _having(stage: str) -> set[str]:
    return {c["organism"] for c in model("lifecycles")["cycles"] if stage in c["stages"]}


def _change(organism: str, order: str) -> set[str]:
    c = _cycle(organism)
    stages = c["stages"]
    assert order == (", ".join(stages[:-1]) + ("," if len(stages) > 2 else "") + " and " + stages[-1])
    return {ch["name"] for ch in model("lifecycles")["changes"] if ch["change"] == c["change"]}


TEMPLATES = [
    Template(
        rf"In the life cycle of {AN} (?P<o>.+), which stage comes right after the (?P<s>.+)\?",
        rf"In the life cycle of {AN} (?P<o>.+), the stage right after the (?P<s>.+) is the {{}}\.",
        lambda g: _after(g["o"], g["s"]),
    ),
    Template(
        rf"Which of these has {AN} (?P<s>.+) stage in its life cycle\?",
        rf"The life cycle of the {{}} has {AN} (?P<s>.+) stage\.",
        lambda g: _having(g["s"]),
    ),
    Template(
        rf"The life cycle of {AN} (?P<o>.+) is (?P<order>.+)\. What kind of change is this\?",
        rf"The life cycle of {AN} (?P<o>.+) is (?P<order>.+)\. This is {{}}\.",
        lambda g: _change(g["o"], g["order"]),
    ),
]


def _check_ordering(item: dict[str, Any]) -> None:
    found = re.fullmatch(
        rf"Put these stages of the life cycle of {AN} (.+) in order, starting with .+\.",
        item["content"]["prompt"],
    )
    assert found
    stages = _cycle(found[1])["stages"]
    shown = item["content"]["items"]
    assert item["answer"]["value"] == stages[: len(shown)] and sorted(shown) == sorted(stages[: len(shown)])


def _check_diagram(item: dict[str, Any]) -> None:
    root = ET.fromstring(item["visuals"]["diagramSvg"])
    title = root.find(f"{SVG}title").text or ""
    organism = re.fullmatch(rf"The life cycle of {AN} (.+)", title)[1]  # type: ignore[index]
    labels = [" ".join(t.strip() for t in el.itertext() if t.strip()) for el in root.iter(f"{SVG}text")]
    stages = _cycle(organism)["stages"]
    assert labels.count("?") == 1 and len(labels) == len(stages)
    missing = stages[labels.index("?")]
    assert [s for s in labels if s != "?"] == [s for s in stages if s != missing]
    choices = [c["text"] for c in item["content"]["choices"]]
    assert choices[item["answer"]["value"]] == missing
    assert choices.count(missing) == 1


@checks("science.life.life_cycles")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    check_item(item, {"ordering": _check_ordering, "diagram": _check_diagram}, TEMPLATES)
