"""Checker for ``science.life.photosynthesis``: inputs and outputs, where each process happens, its
energy change and the missing box of a model, recomputed from ``model-cells.json``; the oxygen bubble
tables from their rows."""

from __future__ import annotations

import itertools
import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.life_ms import (
    Rel,
    by,
    check_claim,
    chosen,
    model,
    svg_desc,
    variable_rels,
)

PROC = r"(?P<proc>photosynthesis|cellular respiration)"


def _process(name: str) -> dict[str, Any]:
    return by("cells", "processes")[name.lower()]


RELS = [
    *variable_rels(model("cells")["investigations"]),
    Rel(
        rf"Which of these is an (?P<side>input|output) of {PROC}\?",
        rf"(?P<ans>.+) is an (?P<side>input|output) of {PROC}\.",
        lambda g, c: c.lower() in _process(g["proc"])[g["side"].lower() + "s"],
    ),
    Rel(
        rf"In which cell part does {PROC} take place\?",
        rf"{PROC} takes place in the (?P<ans>.+)\.",
        lambda g, c: _process(g["proc"])["where"] == c.lower(),
    ),
    Rel(
        rf"What happens to energy in {PROC}\?",
        rf"{PROC} (?P<ans>.+)\.",
        lambda g, c: _process(g["proc"])["energy"] == c.lower(),
    ),
]


def _model(item: dict[str, Any]) -> None:
    m = re.fullmatch(rf"A model of {PROC}: inputs (?P<inputs>.+); outputs (?P<outputs>.+)\.", svg_desc(item))
    assert m, svg_desc(item)
    process = _process(m["proc"])
    sides = {side: m[side].split(", ") for side in ("inputs", "outputs")}
    (side,) = [s for s, shown in sides.items() if "?" in shown]
    missing = set(process[side]) - set(sides[side])
    assert chosen(item) in missing, (chosen(item), missing)
    for i, choice in enumerate(item["content"]["choices"]):
        assert (choice["text"] in missing) == (i == item["answer"]["value"]), choice


def _table(item: dict[str, Any]) -> None:
    rows = item["content"]["rows"]
    bubbles = {d: b for d, b in rows}
    distances = sorted(bubbles)
    assert all(bubbles[a] >= bubbles[b] for a, b in itertools.pairwise(distances)), rows
    question, value = item["content"]["question"], item["answer"]["value"]
    m = re.fullmatch(
        r"How many more bubbles per minute did the plant give off at (\d+) cm than at (\d+) cm\?", question
    )
    if m:
        assert value == bubbles[int(m[1])] - bubbles[int(m[2])]
        assert item["answer"]["unit"] == "bubbles per minute"
    else:
        assert "most oxygen bubbles" in question
        assert value == max(bubbles, key=lambda d: bubbles[d]) and item["answer"]["unit"] == "cm"


@checks("science.life.photosynthesis")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    kind = item["type"]
    if kind == "diagram":
        _model(item)
    elif kind == "data-table":
        _table(item)
    else:
        check_claim(item, RELS)
