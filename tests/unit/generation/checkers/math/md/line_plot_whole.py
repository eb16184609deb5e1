"""Checker for ``math.md.line_plot_whole``: the counts read from the table or from the X marks of
the line plot answer the question."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.openings import reads_question
from tests.unit.generation.checkers.support.pictures import after, judge, number_is, svg_of, with_class


@checks("math.md.line_plot_whole")
@reads_question
def check_line_plot(item: dict[str, Any], params: dict[str, Any], content: dict[str, Any], text: str) -> None:
    if content["type"] == "data-table":
        counts = {int(r[0]): int(r[1]) for r in content["rows"]}
    else:
        root = svg_of(item)
        counts = {}
        for mark in with_class(root, "mark"):
            v = int(mark.get("data-value"))
            counts[v] = counts.get(v, 0) + 1
    question = text.split(" Answer:")[0]
    if m := re.search(r"are (\d+) inch(?:es)? long\?", question):
        expected = counts.get(int(m.group(1)), 0)
    elif "measured in all" in question:
        expected = sum(counts.values())
    elif "Which length do the most" in question:
        top = max(counts.values())
        best = [v for v, c in counts.items() if c == top]
        assert len(best) == 1
        expected = best[0]
    elif m := re.search(r"longer than (\d+) inch(?:es)?\?", question):
        expected = sum(c for v, c in counts.items() if v > int(m.group(1)))
    else:
        assert "longest" in question and "shortest" in question
        present = [v for v, c in counts.items() if c]
        expected = max(present) - min(present)
    judge(item, number_is(expected), after(r"Answer: (\d+)$"))
