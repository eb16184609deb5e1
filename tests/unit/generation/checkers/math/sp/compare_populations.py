"""Checker for ``math.sp.compare_populations`` (7.SP.B.3, 7.SP.B.4): medians, means and MADs recomputed from the listed data."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import find, item_text, verify
from tests.unit.generation.checkers.support.common import mean_absolute_deviation, median


@checks("math.sp.compare_populations")
def check_compare(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    c = item["content"]
    if c["type"] == "data-table":
        g1, g2 = c["columns"][1], c["columns"][2]
        a = [int(r[1]) for r in c["rows"]]
        b = [int(r[2]) for r in c["rows"]]
    else:
        lists = re.findall(r"([A-Z][a-z]+ [A-Z0-9]): ((?:\d+, )+\d+)", t)
        (g1, la), (g2, lb) = lists[0], lists[1]
        a = [int(x) for x in la.split(", ")]
        b = [int(x) for x in lb.split(", ")]
    data = {g1: a, g2: b}
    if "median" in t:
        m = find(r"median for (.+?) (?:than|is greater than) the median for (.+?)(?:\?| by)", t)
        expected = median(data[m.group(1)]) - median(data[m.group(2)])
    elif "MAD" in t:
        assert mean_absolute_deviation(a) == mean_absolute_deviation(b), (
            "the data sets should have the same MAD"
        )
        mean_gap = abs(Fraction(sum(a), len(a)) - Fraction(sum(b), len(b)))
        expected = mean_gap / mean_absolute_deviation(a)
    else:
        m = find(r"mean for (.+?) (?:than|is greater than) the mean for (.+?)(?:\?| by)", t)
        x, y = data[m.group(1)], data[m.group(2)]
        expected = Fraction(sum(x), len(x)) - Fraction(sum(y), len(y))
    assert expected > 0
    verify(item, expected, marker=" is " if "MAD" in t else " by ")
