"""Checker for ``math.g.partition_rectangle``: rows and columns counted from the grid lines drawn."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.pictures import (
    NS,
    judge,
    number_is,
    question_text,
    solve_in,
    svg_of,
)


@checks("math.g.partition_rectangle")
def check_partition_rectangle(item: dict[str, Any], params: dict[str, Any]) -> None:
    root = svg_of(item)
    thin = [ln for ln in root.iter(f"{NS}line") if ln.get("stroke-width") == "1"]
    cols = 1 + sum(1 for ln in thin if ln.get("x1") == ln.get("x2"))
    rows = 1 + sum(1 for ln in thin if ln.get("y1") == ln.get("y2"))
    text = question_text(item)
    if m := re.search(r"cut into (\d+) rows and (\d+) columns", text):
        assert (int(m.group(1)), int(m.group(2))) == (rows, cols)
    content = item["content"]
    if content["type"] == "picture-counting":
        assert content["countTarget"] == rows * cols
    if content["type"] == "fill-blank":
        assert solve_in(content["text"]) == rows * cols
    judge(item, number_is(rows * cols), lambda s: s.split(" = ")[-1])
