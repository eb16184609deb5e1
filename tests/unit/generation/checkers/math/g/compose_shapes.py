"""Checker for ``math.g.compose_shapes``: the pieces (all one kind) cover their outline (a convex hull) with no gaps or overlaps; the answer is their number or the outline's name."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.pictures import (
    after,
    area,
    classify,
    hull,
    judge,
    number_is,
    polygon_points,
    question_text,
    svg_of,
    text_is,
    with_class,
)


@checks("math.g.compose_shapes")
def check_compose(item: dict[str, Any], params: dict[str, Any]) -> None:
    root = svg_of(item)
    pieces = [polygon_points(p) for p in with_class(root, "piece")]
    kinds = {classify(hull(p)) for p in pieces}
    assert len(kinds) == 1, kinds
    piece = kinds.pop()
    outline = classify(hull([pt for p in pieces for pt in p]))
    total = sum(area(p) for p in pieces)
    assert abs(total - area(hull([pt for p in pieces for pt in p]))) < 0.01 * total, "gaps or overlaps"
    text = question_text(item)
    plural = "rhombuses" if piece == "rhombus" else f"{piece}s"
    assert plural in text, (plural, text)
    if re.search(r"How many \w+ make this|(?:___|^\d+) \w+ make this|The number of \w+ that make this", text):
        assert outline in text
        judge(item, number_is(len(pieces)), after(r"(?:^|is )(\d+)\b"))
        return
    judge(item, text_is(outline), after(r"make an? (\w+)\.$"))
