"""Checker for ``science.life.senses_ms``: receptors and stimuli, the signal path and reflexes compared
with responses that use memories, recomputed from ``model-cells.json``."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.life_ms import (
    Rel,
    by,
    check_claim,
    check_matching,
    check_run,
    model,
)


def _kind(scene: str) -> str:
    for case in model("cells")["responses"]:
        if f"{case['event']} and {case['response']}".lower() == scene.lower():
            return case["kind"]
    raise AssertionError(f"no response {scene!r}")


def _says(kind: str, candidate: str) -> bool:
    said = candidate.lower()
    if said == "a quick reflex":
        return kind == "reflex"
    if said == "a response that uses a stored memory":
        return kind == "memory"
    return False


RELS = [
    Rel(
        r"Which receptors detect (?P<stim>.+)\?",
        r"(?P<ans>.+) detect (?P<stim>[^.]+)\.",
        lambda g, c: by("cells", "receptors", "stimulus")[g["stim"].lower()]["receptor"] == c.lower(),
    ),
    Rel(
        r"(?P<scene>.+)\. What kind of response is this\?",
        r"When (?P<scene>.+), it is (?P<ans>.+)\.",
        lambda g, c: _says(_kind(g["scene"]), c),
    ),
]


@checks("science.life.senses_ms")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    kind = item["type"]
    if kind == "ordering":
        check_run(item, [s["step"] for s in model("cells")["pathway"]])
    elif kind == "matching":
        check_matching(item, lambda organ: by("cells", "receptors", "organ")[organ]["stimulus"])
    else:
        check_claim(item, RELS)
