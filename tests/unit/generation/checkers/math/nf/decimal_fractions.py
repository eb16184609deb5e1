"""Checker for ``math.nf.decimal_fractions``: tenths and hundredths are read from the text, the number
line or the grid description and compared exactly."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import (
    FRACTION,
    desc,
    evaluate,
    expect_number,
    expect_solution,
    expect_text,
    given,
    main_text,
    num,
    relation,
    search,
    settle_true_false,
)


@checks("math.nf.decimal_fractions")
def check_decimals(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    if settle_true_false(item, text):
        return
    if "point A" in text or "Point A" in text:
        m = search(
            r"from ([\d.]+) to ([\d.]+) with a tick every ([\d.]+)\. Point A is (\d+) ticks? to the right of ([\d.]+)\.",
            desc(item),
        )
        start, end, step, k, origin = (
            num(m.group(1)),
            num(m.group(2)),
            num(m.group(3)),
            int(m.group(4)),
            num(m.group(5)),
        )
        assert origin == start and start < start + k * step < end
        expected = start + k * step
        expect_number(item, expected)
        assert "/" not in given(item)
        return
    if "grid" in text:
        s = int(search(r"with (\d+) of the 100 squares shaded", desc(item)).group(1))
        expect_number(item, Fraction(s, 100))
        assert "/" not in given(item)
        return
    m = re.search(r"([\d.]+) ___ ([\d.]+)$", text)
    if m:
        x, y = num(m.group(1)), num(m.group(2))
        expect_text(item, relation(x, y))
        if item.get("visuals"):
            shaded = [int(v) for v in re.findall(r"(\d+) of 100|has (\d+)\.", desc(item)) for v in v if v]
            assert [Fraction(v, 100) for v in shaded] == [x, y]
        return
    m = re.search(rf"Write ({FRACTION}|[\d.]+) as a (decimal|fraction)\.", text)
    if m:
        expect_number(item, num(m.group(1)))
        assert ("/" in given(item)) == (m.group(2) == "fraction")
        return
    asked = re.search(r"What is (.+)\?$", text)
    if asked:
        expect_number(item, evaluate(asked.group(1)))
        return
    equation = text.split("true? ")[-1]
    expect_solution(item, equation)
