"""Checker for two numerical patterns: terms, ratios and ordered pairs are recomputed from the
stated rules (or the table's column headings)."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.measures import verify, view


@checks("math.oa.pattern_rules")
def check_patterns(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    if v.kind == "data-table":
        steps = [int(re.search(r"add (\d+)", c).group(1)) for c in v.columns[1:]]  # type: ignore[union-attr]
        if params["mode"] == "table":
            for row in v.rows:
                if "?" in row:
                    col = row.index("?")
                    verify(item, v, steps[col - 1] * (int(row[0]) - 1))
                    return
        for row in v.rows:
            assert row[1] * steps[1] == row[2] * steps[0]
        verify(item, v, Fraction(steps[1], steps[0]))
        return
    a = int(re.search(r"Pattern A starts at 0 and adds (\d+)", v.text).group(1))  # type: ignore[union-attr]
    b = int(re.search(r"Pattern B starts at 0 and adds (\d+)", v.text).group(1))  # type: ignore[union-attr]
    mode = params["mode"]
    if mode == "table":
        m = re.search(r"[Tt]erm (\d+) of pattern ([AB])", v.text)
        assert m, v.text
        verify(item, v, (a if m.group(2) == "A" else b) * (int(m.group(1)) - 1))
    elif mode == "relationship":
        verify(item, v, Fraction(b, a))
    else:
        shown = re.findall(r"\((\d+), (\d+)\)", v.text + " " + v.desc)
        plotted = {(int(x), int(y)) for x, y in shown}
        for x, y in plotted:
            assert x * b == y * a
        n = len(plotted)
        verify(item, v, f"({a * n}, {b * n})")
