"""Checker for ``math.md.sort_and_count``: the pictures of each kind counted in the SVG answer the
question (how many, most, fewest, or their order)."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.pictures import (
    after,
    check_ordering,
    count_class,
    judge,
    number_is,
    question_text,
    svg_of,
    text_is,
)

PLURAL = {
    "star": "stars",
    "heart": "hearts",
    "ball": "balls",
    "triangle": "triangles",
    "apple": "apples",
    "flower": "flowers",
}


@checks("math.md.sort_and_count")
def check_sort_count(item: dict[str, Any], params: dict[str, Any]) -> None:
    root = svg_of(item)
    counts = {PLURAL[k]: count_class(root, f"cat-{k}") for k in PLURAL if count_class(root, f"cat-{k}")}
    assert sum(counts.values()) == count_class(root, "item")
    content = item["content"]
    if content["type"] == "ordering":
        check_ordering(item, lambda name: counts[name])
        return
    question = question_text(item)
    if m := re.search(r"How many (\w+) are there\?|Number of (\w+):", question):
        kind = m.group(1) or m.group(2)
        if content["type"] == "picture-counting":
            assert content["countTarget"] == counts[kind]
        judge(item, number_is(counts[kind]), after(r": (\d+)$"))
        return
    most = "most" in question
    ranked = sorted(counts, key=lambda k: counts[k])
    assert len(set(counts.values())) == len(counts)
    expected = ranked[-1] if most else ranked[0]
    judge(item, text_is(expected), after(r"is the (\w+)\.$"))
