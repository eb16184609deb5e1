"""Checker for ``math.md.picture_bar_graphs``: the data read from the table, or from the graph's
description checked against its pictures or bar heights, answers the question."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.openings import reads_question
from tests.unit.generation.checkers.support.pictures import (
    after,
    count_class,
    desc,
    judge,
    number_is,
    svg_of,
    text_is,
    with_class,
)


def _graph_data(item: dict[str, Any]) -> dict[str, int]:
    content = item["content"]
    if content["type"] == "data-table":
        return {str(r[0]): int(r[1]) for r in content["rows"]}
    data = re.search(r"Data: (.+?)\.(?: Each|$)", desc(svg_of(item))).group(1)
    return {k: int(v) for k, v in (part.rsplit(" ", 1) for part in data.split("; "))}


@checks("math.md.picture_bar_graphs")
@reads_question
def check_graphs(item: dict[str, Any], params: dict[str, Any], content: dict[str, Any], text: str) -> None:
    data = _graph_data(item)
    if content["type"] == "diagram":
        root = svg_of(item)
        if content["diagramKind"] == "picture-graph":
            assert count_class(root, "item") == sum(data.values())
        else:
            heights = [float(b.get("height")) for b in with_class(root, "bar")]
            ratios = [h / v for h, v in zip(heights, data.values(), strict=True)]
            assert max(ratios) - min(ratios) < 0.1, "bars do not match the data"
    question = text.split(" Answer:")[0]
    mentioned = sorted(
        (m.start(), cat)
        for cat in data
        if (m := re.search(rf"\b{re.escape(cat)}\b", question, re.IGNORECASE))
    )
    cats = [c for _, c in mentioned]
    if "most" in question or "fewest" in question:
        ranked = sorted(data, key=lambda c: data[c])
        assert len(set(data.values())) == len(data)
        pick = ranked[-1] if "most" in question else ranked[0]
        judge(item, text_is(pick), after(r"Answer: (.+)$"))
        return
    if "How many more" in question:
        expected = data[cats[0]] - data[cats[1]]
    elif "How many fewer" in question:
        expected = data[cats[1]] - data[cats[0]]
    elif len(cats) == 2:
        assert " or " in question or "together" in question
        expected = data[cats[0]] + data[cats[1]]
    elif len(cats) == 1:
        expected = data[cats[0]]
    else:
        assert "in all" in question
        expected = sum(data.values())
    assert expected >= 0
    judge(item, number_is(expected), after(r"Answer: (\d+)$"))
