"""Checks ``science.earth.rock_cycle`` from ``model-geosphere.json``: relation questions, the hidden
box or arrow of the cycle diagram (read from its description), the order of stages and matches."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.earth_ms import (
    check_choice,
    check_matching,
    model,
    relation_solvers,
    settle,
    svg_desc,
)


def _loop() -> list[dict[str, Any]]:
    return sorted((p for p in model("geosphere")["rockProcesses"] if "loop" in p), key=lambda p: p["loop"])


def _diagram(item: dict[str, Any]) -> None:
    loop = _loop()
    stages = [p["product"] for p in loop]
    edges = [loop[(k + 1) % len(loop)]["process"] for k in range(len(loop))]
    truth = [x for pair in zip(stages, edges, strict=True) for x in pair]
    desc = svg_desc(item)
    m = re.fullmatch(r"The rock cycle, going around: (.+) → back to (.+)\.", desc)
    assert m
    shown = m[1].split(" → ")
    assert len(shown) == len(truth) and shown.count("?") == 1
    hole = shown.index("?")
    rotation = next(
        r
        for r in range(0, len(truth), 2)
        if all(s in ("?", truth[(i + r) % len(truth)]) for i, s in enumerate(shown))
    )
    expected = truth[(hole + rotation) % len(truth)]
    check_choice(item, expected)


def _order(item: dict[str, Any]) -> None:
    stages = [p["product"] for p in _loop()]
    answer = item["answer"]["value"]
    start = stages.index(answer[0])
    assert answer == [stages[(start + i) % len(stages)] for i in range(len(answer))]
    assert answer[0] in item["content"]["prompt"]


def _match(item: dict[str, Any]) -> None:
    products = {p["process"]: p["product"] for p in model("geosphere")["rockProcesses"]}
    check_matching(item, products.__getitem__)


@checks("science.earth.rock_cycle")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    special = {"diagram": _diagram, "ordering": _order, "matching": _match}
    if item["type"] in special:
        special[item["type"]](item)
    else:
        settle(item, relation_solvers("geosphere", item["gradeLevel"]))
