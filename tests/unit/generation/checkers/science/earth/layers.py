"""Checks ``science.earth.layers`` from ``model-earthlayers.json``: relation claims and the hottest
or coolest layer (from the temperatures), the layer under the cut-away's question mark (read from
its description), the order of the layers, matches, and thicknesses computed from the table."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.earth_ms import (
    Solver,
    check_choice,
    check_matching,
    model,
    num,
    relation_solvers,
    settle,
    svg_desc,
)


def _layers() -> list[dict[str, Any]]:
    return model("earthlayers")["layers"]


def _extreme(m: re.Match[str]) -> str:
    layers = _layers()
    if m["word"] == "hottest":
        return max(layers, key=lambda e: e["tempHigh"]["value"])["layer"]
    return min(layers, key=lambda e: e["tempLow"]["value"])["layer"]


HEAT = Solver(
    r"Which layer of Earth is the (?P<word>hottest|coolest)\?",
    r"Of Earth's four layers, (?P<ans>.+) is the (?P<word>hottest|coolest)\.",
    _extreme,
)


def _diagram(item: dict[str, Any]) -> None:
    m = re.fullmatch(r".*The labels, from the outside in: (.+)\.", svg_desc(item))
    assert m
    labels = m[1].split(", ")
    layers = _layers()
    assert len(labels) == len(layers) and labels.count("?") == 1
    for label, entry in zip(labels, layers, strict=True):
        assert label in ("?", entry["label"])
    entry = layers[labels.index("?")]
    field = {
        "Which layer of Earth is labelled with a question mark?": "layer",
        "Is the layer labelled with a question mark solid or liquid? Choose the best description.": "state",
        "What is the layer labelled with a question mark made of?": "material",
    }[item["content"]["question"]]
    check_choice(item, entry[field])


def _order(item: dict[str, Any]) -> None:
    names = [e["layer"] for e in _layers()]
    answer = item["answer"]["value"]
    if "from the center to the surface" in item["content"]["prompt"]:
        names.reverse()
    else:
        assert "from the surface to the center" in item["content"]["prompt"]
    positions = [names.index(a) for a in answer]
    assert positions == sorted(positions) and len(set(positions)) == len(positions)


def _match(item: dict[str, Any]) -> None:
    field = "material" if "made of" in item["content"]["prompt"] else "position"
    right = {e["layer"]: e[field] for e in _layers()}
    check_matching(item, right.__getitem__)


def _table(item: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    layers = {e["label"]: e for e in _layers()}
    for label, top, bottom in content["rows"]:
        assert layers[label]["top"]["value"] == top and layers[label]["bottom"]["value"] == bottom
    thick = {e["label"].lower(): e["bottom"]["value"] - e["top"]["value"] for e in layers.values()}
    question = content["question"]
    if question.startswith("Which layer is the thickest?"):
        best = max(thick, key=thick.__getitem__)
        assert answer["value"].lower() == best
        return
    if m := re.fullmatch(r"About how thick is the (.+), in kilometers\?", question):
        expected = thick[m[1]]
    else:
        m = re.fullmatch(r"About how many kilometers thicker is the (.+) than the (.+)\?", question)
        assert m
        expected = thick[m[1]] - thick[m[2]]
        assert expected > 0
    assert answer["value"] == expected
    assert answer["display"] == f"about {num(expected)} km"


@checks("science.earth.layers")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    special = {"diagram": _diagram, "ordering": _order, "matching": _match, "data-table": _table}
    if item["type"] in special:
        special[item["type"]](item)
    else:
        settle(item, [HEAT, *relation_solvers("earthlayers", item["gradeLevel"])])
