"""Checker for ``science.earth.rock_record``: the layers read from the diagram's description (top to
bottom), where each fossil lived from ``model-landforms.json`` read directly; the oldest layer is the
bottom one."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import answer_value, check_choices_distinct
from tests.unit.generation.checkers.support.earth_k5 import earth_model, svg_desc

_CHANGE = {
    ("water", "land"): "covered by water first and became land later",
    ("land", "water"): "land first and was covered by water later",
    ("water", "water"): "covered by water the whole time",
    ("land", "land"): "land the whole time",
}


def _setting(fossil: str) -> str:
    return next(f["setting"] for f in earth_model("landforms")["fossils"] if f["fossil"] == fossil)


def _layers(item: dict[str, Any]) -> list[tuple[str, str]]:
    """(letter, fossil) from top to bottom."""
    desc = svg_desc(item["visuals"]["diagramSvg"])
    return re.findall(r"layer ([A-E]), \w+ with fossil ([a-z ]+?)(?:;|\.)", desc)


def _change(answer: str, bottom: str, top: str) -> None:
    assert _CHANGE[(_setting(bottom), _setting(top))] in answer, (answer, bottom, top)


@checks("science.earth.rock_record")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    if item["type"] == "multiple-choice":
        check_choices_distinct(item)
        m = re.search(
            r"bottom rock layer has fossil (.+)\. The top layer has fossil (.+)\. What", content["question"]
        )
        _change(answer_value(item), m.group(1), m.group(2))
        return
    layers = _layers(item)
    assert len(layers) >= 3
    letters = [letter for letter, _ in layers]
    if item["type"] == "ordering":
        assert item["answer"]["value"] == [f"fossil {fossil}" for _, fossil in reversed(layers)]
        return
    question, answer = content["question"], answer_value(item)
    if "oldest" in question:
        assert answer == letters[-1]
    elif "most recently" in question:
        assert answer == letters[0]
    elif "covered by water" in question:
        water = [letter for letter, fossil in layers if _setting(fossil) == "water"]
        assert water == [answer]
    else:
        _change(answer, layers[-1][1], layers[0][1])
