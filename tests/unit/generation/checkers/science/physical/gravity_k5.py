"""Checker for ``science.physical.gravity_k5``: the direction of a fall worked out from where the
SVG draws the lettered place and Earth's center (toward the center, in page words); written items
checked against the rule that gravity pulls toward Earth's center."""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.matter import SVG, Rule, model, settle

TOWARD = "Earth's gravity pulls it toward Earth's center"
BOTH = "both fall toward Earth's center"


def _page_words(dx: float, dy: float) -> str:
    """Page words for the direction (dx, dy) (y grows down the page), to the nearest 45°."""
    angle = round(math.degrees(math.atan2(dx, -dy)) / 45) % 8
    return ["up the page", "up and to the right", "to the right", "down and to the right",
            "down the page", "down and to the left", "to the left", "up and to the left"][angle]  # fmt: skip


def _diagram(item: dict[str, Any]) -> None:
    m = re.fullmatch(
        r"\w+ stands at place ([A-D]) and drops (.+)\. In the picture, which way does it fall\?",
        item["content"]["question"],
    )
    assert m, item["content"]["question"]
    assert m[2] in {d["thing"] for d in model("heat")["drops"]}
    root = ET.fromstring(item["visuals"]["diagramSvg"])
    earth = next(c for c in root.iter(f"{SVG}circle") if float(c.get("r", 0)) > 50)
    cx, cy = float(earth.get("cx")), float(earth.get("cy"))
    label = next(t for t in root.iter(f"{SVG}text") if (t.text or "").strip() == m[1])
    right = _page_words(cx - float(label.get("x")), cy - (float(label.get("y")) - 6))
    check_choices_distinct(item)
    assert chosen_text(item) == right, (chosen_text(item), right)


RULES: list[Rule] = [
    (r"\w+ lets go of .+, and it falls to the ground\. Why does it fall\?", lambda m: TOWARD),
    (r"When \w+ lets go of .+, it falls because (?P<x>.+)\.", lambda m: TOWARD),
    (
        r"\w+ and \w+ live on opposite sides of Earth\. At the same moment, each drops .+\. What happens\?",
        lambda m: BOTH,
    ),
    (r"When \w+ and \w+, on opposite sides of Earth, each drop .+, (?P<x>.+)\.", lambda m: BOTH),
]


@checks("science.physical.gravity_k5")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "diagram":
        _diagram(item)
    else:
        settle(item, RULES)
