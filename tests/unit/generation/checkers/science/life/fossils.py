"""Checker for ``science.life.fossils``: environments and changes recomputed from
``model-fossils.json`` read directly; rock-layer answers recomputed from the layers the diagram's
description lists (the deepest layer is the oldest)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.life_k5 import Template, check_item, model

SVG = "{http://www.w3.org/2000/svg}"


def _fossil(name: str) -> dict:
    return next(f for f in model("fossils")["fossils"] if f["fossil"] == name)


def _env(name: str) -> str:
    return {e["id"]: e["name"] for e in model("fossils")["environments"]}[_fossil(name)["environment"]]


def _found(name: str, place: str) -> set[str]:
    assert place in _fossil(name)["found"]
    return {f"Long ago, this place was {_env(name)}."}


TEMPLATES = [
    Template(
        r"Scientists found fossil (?P<f>.+) in a layer of rock\. What kind of place was it when those living things were alive\?",
        r"Fossil (?P<f>.+) show that the place was once {}\.",
        lambda g: {_env(g["f"])},
    ),
    Template(
        r"Fossil (?P<f>.+) were found (?P<p>.+)\. What does this tell us\?",
        "",
        lambda g: _found(g["f"], g["p"]),
    ),
]


def _layers(item: dict[str, Any]) -> list[str]:
    """The fossils from the deepest layer up, read from the description and checked against the labels."""
    root = ET.fromstring(item["visuals"]["diagramSvg"])
    desc = root.find(f"{SVG}desc").text or ""
    top_down = re.findall(r"layer [A-E] holds fossil ([^;.]+)", desc)
    labels = [" ".join(t.strip() for t in el.itertext() if t.strip()) for el in root.iter(f"{SVG}text")]
    assert [f"fossil {f}" for f in top_down] == [x for x in labels if x.startswith("fossil ")]
    return list(reversed(top_down))


def _check_diagram(item: dict[str, Any]) -> None:
    oldest_up = _layers(item)
    question = item["content"]["question"]
    choices = [c["text"] for c in item["content"]["choices"]]
    chosen = choices[item["answer"]["value"]]
    if question == "Which fossils are the oldest?":
        right = f"fossil {oldest_up[0]}"
    elif question == "Which fossils are the youngest?":
        right = f"fossil {oldest_up[-1]}"
    else:
        assert question == "How did this place change over time?"
        right = f"It changed from {_env(oldest_up[0])} to {_env(oldest_up[-1])}."
    assert chosen == right and choices.count(right) == 1, (question, chosen, right)


def _check_ordering(item: dict[str, Any]) -> None:
    assert item["answer"]["value"] == [f"fossil {f}" for f in _layers(item)]


@checks("science.life.fossils")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    check_item(item, {"diagram": _check_diagram, "ordering": _check_ordering}, TEMPLATES)
