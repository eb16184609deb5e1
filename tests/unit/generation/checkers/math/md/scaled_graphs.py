"""Checker for scaled bar and picture graphs: the data are read back from the table rows or the
diagram's description and the question's wording decides what to compute."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.measures import verify, view


def _graph_data(v: Any) -> dict[str, int]:
    if v.rows:
        return {str(r[0]): int(r[1]) for r in v.rows}
    picture = re.findall(r"([A-Z][a-z]+): \d+ [a-z]+ \((\d+)\)", v.desc)
    if picture:
        return {k: int(n) for k, n in picture}
    return {k: int(n) for k, n in re.findall(r"([A-Z][a-z]+): (\d+)", v.desc)}


@checks("math.md.scaled_graphs")
def check_graph(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    data = _graph_data(v)
    t = v.text
    if m := re.search(
        r"chose (\w+) and (\w+) together than (\w+)|between (\w+) and (\w+) together and (\w+)", t
    ):
        a, b, c = (g for g in m.groups() if g)
        expected = data[a] + data[b] - data[c]
    elif m := re.search(
        r"more \w+ chose (\w+) than (\w+)|fewer \w+ chose (\w+) than (\w+)|difference between (\w+) and (\w+)",
        t,
    ):
        a, b = (g for g in m.groups() if g)
        expected = abs(data[a] - data[b])
    elif m := re.search(r"chose (\w+) or (\w+)", t):
        expected = data[m.group(1)] + data[m.group(2)]
    else:
        m = re.search(r"chose (\w+)", t)
        assert m, t
        expected = data[m.group(1)]
    verify(item, v, expected)
