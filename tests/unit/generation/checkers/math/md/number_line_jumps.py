"""Checker for ``math.md.number_line_jumps``: the point read from the label positions, the jump answered by the sum or difference."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.openings import reads_question
from tests.unit.generation.checkers.support.pictures import (
    after,
    equation_item,
    judge,
    number_is,
    svg_of,
    with_class,
)


@checks("math.md.number_line_jumps")
@reads_question
def check_number_line(
    item: dict[str, Any], params: dict[str, Any], content: dict[str, Any], text: str
) -> None:
    if "point A" in text or "Point A" in text:
        root = svg_of(item)
        labels = sorted((float(t.get("x")), int(t.text)) for t in with_class(root, "label"))
        (x0, v0), (x1, v1) = labels[0], labels[-1]
        point = with_class(root, "point")[0]
        raw = v0 + (float(point.get("cx")) - x0) * (v1 - v0) / (x1 - x0)
        value = round(raw)
        assert abs(raw - value) < 0.05
        assert value % params.get("tick", 1) == 0
        judge(item, number_is(value), after(r"at (\d+)\.$"))
        return
    if content["type"] in ("arithmetic", "true-false"):
        equation_item(item)
        return
    m = re.search(r"(\d+) ([+-]) (\d+) = ___", text)
    assert m, text
    a, op, b = int(m.group(1)), m.group(2), int(m.group(3))
    expected = a + b if op == "+" else a - b
    if (item.get("visuals") or {}).get("diagramSvg"):
        jumps = with_class(svg_of(item), "jump")
        assert jumps, "no jumps drawn"
    judge(item, number_is(expected))
