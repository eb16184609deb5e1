"""Checker for line plots: the data are read back from the table rows or the diagram's description
and the question's wording decides what to compute."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import parse_number
from tests.unit.generation.checkers.support.measures import NUM, verify, view


def _plot_data(v: Any) -> dict[Fraction, int]:
    if v.rows:
        return {parse_number(str(r[0])): int(r[1]) for r in v.rows}
    found = re.findall(r"(" + NUM + r") [a-z]+: (\d+) X", v.desc)
    assert found, v.desc
    return {parse_number(a): int(n) for a, n in found}


@checks("math.md.line_plot_fractions")
def check_line_plot(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    data = _plot_data(v)
    t = v.text
    values = sorted(data)
    if m := re.search(r"measured exactly (" + NUM + ")", t):
        expected = Fraction(data[parse_number(m.group(1))])
    elif m := re.search(r"measured more than (" + NUM + ")", t):
        x = parse_number(m.group(1))
        expected = Fraction(sum(n for val, n in data.items() if val > x))
    elif "difference between the greatest and the least" in t:
        expected = values[-1] - values[0]
    elif "sum of the greatest and the least" in t:
        expected = values[-1] + values[0]
    elif m := re.search(r"total of all the measurements of (" + NUM + ")", t):
        x = parse_number(m.group(1))
        expected = x * data[x]
    else:
        assert "shared out equally" in t, t
        expected = sum((val * n for val, n in data.items()), Fraction(0)) / sum(data.values())
    verify(item, v, expected)
