"""Checkers for bar graphs, picture graphs, rulers and line plots: the data are read back from the
diagram's description or the table rows (the ruler from the drawn bar's length) and the question's
wording decides what to compute."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.math_g35_common import NUM, SVG, svg_root, verify, view
from tests.unit.generation.checkers.support.common import parse_number


def _graph_data(v: Any) -> dict[str, int]:
    if v.rows:
        return {str(r[0]): int(r[1]) for r in v.rows}
    picture = re.findall(r"([A-Z][a-z]+): \d+ [a-z]+ \((\d+)\)", v.desc)
    if picture:
        return {k: int(n) for k, n in picture}
    return {k: int(n) for k, n in re.findall(r"([A-Z][a-z]+): (\d+)", v.desc)}


@checks("math.g35.graph")
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


@checks("math.g35.ruler")
def check_ruler(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    bar = next(r for r in svg_root(v.svg).iter(f"{SVG}rect") if r.attrib.get("y") == "40")
    quarters = round(float(bar.attrib["width"]) / 80 * 4)
    verify(item, v, Fraction(quarters, 4))


def _plot_data(v: Any) -> dict[Fraction, int]:
    if v.rows:
        return {parse_number(str(r[0])): int(r[1]) for r in v.rows}
    found = re.findall(r"(" + NUM + r") [a-z]+: (\d+) X", v.desc)
    assert found, v.desc
    return {parse_number(a): int(n) for a, n in found}


@checks("math.g35.line-plot")
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
