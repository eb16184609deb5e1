"""Checker for ``science.life.senses``: sense organs, responses, the brain's job, the steps from
sense to response, the parts of a senses model and what parents and young do, recomputed from
``model-organisms.json`` read directly."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.life_k5 import Template, check_item, model

AN = "(?:[Aa]|[Aa]n)"
SVG = "{http://www.w3.org/2000/svg}"
BRAIN_STEPS = ["Nerves carry a message to the brain.", "The brain makes sense of the message."]


def _sense(animal: str, notices: str) -> dict:
    return next(s for s in model("organisms")["senses"] if s["animal"] == animal and s["notices"] == notices)


def _care(parent: str) -> set[str]:
    return {c["does"] for c in model("organisms")["parentCare"] if c["parent"] == parent}


def _signal(young: str, does: str) -> set[str]:
    return {y["why"] for y in model("organisms")["youngSignals"] if y["young"] == young and y["does"] == does}


YOUNG = "|".join(re.escape(y["young"]) for y in model("organisms")["youngSignals"])
DOES = "|".join(re.escape(y["does"]) for y in model("organisms")["youngSignals"])
TEMPLATES = [
    Template(rf"{AN} (?P<a>.+) notices (?P<n>.+)\. Which body part does it use to notice this\?",
             rf"{AN} (?P<a>.+) uses (?:its|their) {{}} to notice (?P<n>.+)\.", lambda g: {_sense(g["a"], g["n"])["organ"]}),
    Template(rf"{AN} (?P<a>.+) notices (?P<n>.+)\. What does it most likely do next\?",
             rf"When {AN} (?P<a>.+) notices (?P<n>.+), it most likely {{}}\.", lambda g: {_sense(g["a"], g["n"])["response"]}),
    Template(rf"{AN} (?P<a>.+) notices (?P<n>.+)\. Which body part makes sense of this and decides what to do\?",
             rf"When {AN} (?P<a>.+) notices (?P<n>.+), {{}} makes sense of it\.", lambda g: {"the brain"} if _sense(g["a"], g["n"]) else set()),
    Template(rf"How does {AN} (?P<p>.+) help its young survive\?", rf"{AN} (?P<p>.+) helps its young survive: it {{}}\.", lambda g: _care(g["p"])),
    Template(rf"{AN} (?P<y>{YOUNG}) (?P<d>.+)\. Why\?", rf"{AN} (?P<y>{YOUNG}) (?P<d>{DOES}) {{}}\.", lambda g: _signal(g["y"], g["d"])),
]  # fmt: skip


def _steps(s: dict) -> list[str]:
    takes = "sense" if s["plural"] else "senses"
    return [
        f"The {s['animal']}'s {s['organ']} {takes} {s['notices']}.",
        *BRAIN_STEPS,
        f"The {s['animal']} {s['response']}.",
    ]


def _check_ordering(item: dict[str, Any]) -> None:
    found = re.fullmatch(
        rf"Put in order what happens when {AN} (.+?) notices (.+)\.", item["content"]["prompt"]
    )
    assert found
    steps = _steps(_sense(found[1], found[2]))
    answer = item["answer"]["value"]
    assert answer in (steps, [steps[0], steps[2], steps[3]]), answer
    assert sorted(answer) == sorted(item["content"]["items"])


def _check_diagram(item: dict[str, Any]) -> None:
    root = ET.fromstring(item["visuals"]["diagramSvg"])
    animal = re.fullmatch(rf"How {AN} (.+) senses and responds", root.find(f"{SVG}title").text or "")[1]  # type: ignore[index]
    desc = root.find(f"{SVG}desc").text or ""
    shown = desc.split("what it does): ", 1)[1].rstrip(".").split("; ")
    k = shown.index("?")
    matches = [
        s
        for s in model("organisms")["senses"]
        if s["animal"] == animal
        and all(
            x in ("?", y)
            for x, y in zip(shown, [s["notices"], s["organ"], "brain", s["response"]], strict=True)
        )
    ]
    assert len(matches) == 1
    s = matches[0]
    right = [s["notices"], s["organ"], "brain", s["response"]][k]
    choices = [c["text"] for c in item["content"]["choices"]]
    assert choices[item["answer"]["value"]] == right and choices.count(right) == 1


@checks("science.life.senses")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    check_item(item, {"ordering": _check_ordering, "diagram": _check_diagram}, TEMPLATES)
