"""Checker for perimeter: sides are summed from the diagram's description or the text; the
same-area and same-perimeter comparisons are recomputed from the rectangles listed."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import parse_number
from tests.unit.generation.checkers.support.measures import NUM, long_and_wide, verify, view


@checks("math.md.perimeter")
def check_perimeter(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    mode = params["mode"]
    if mode in ("same-perimeter", "same-area"):
        if v.rows:
            rects = {str(r[0]): (int(r[1]), int(r[2])) for r in v.rows}
        else:
            rects = {
                k: (int(a), int(b))
                for k, a, b in re.findall(r"rectangle ([A-D]) is (\d+) units? by (\d+) units?", v.text)
            }
        areas = {k: a * b for k, (a, b) in rects.items()}
        perims = {k: 2 * (a + b) for k, (a, b) in rects.items()}
        if mode == "same-perimeter":
            assert len(set(perims.values())) == 1
            best = max(areas.values())
            winners = [k for k, a in areas.items() if a == best]
        else:
            assert len(set(areas.values())) == 1
            best = min(perims.values())
            winners = [k for k, p in perims.items() if p == best]
        assert len(winners) == 1
        verify(item, v, f"rectangle {winners[0]}")
        return
    if mode == "polygon":
        sides = re.search(r"sides of (.*)\.", v.desc).group(1)  # type: ignore[union-attr]
        verify(item, v, sum((parse_number(s.split()[0]) for s in sides.split(", ")), Fraction(0)))
    elif mode == "missing-side":
        total = parse_number(re.search(r"perimeter of (" + NUM + ")", v.desc).group(1))  # type: ignore[union-attr]
        sides = re.search(r"sides are (.*)\.", v.desc).group(1).split(", ")  # type: ignore[union-attr]
        assert sides.count("?") == 1
        known = sum((parse_number(s.split()[0]) for s in sides if s != "?"), Fraction(0))
        verify(item, v, total - known)
    elif mode == "rectangle":
        a, b = long_and_wide(v.all)
        verify(item, v, 2 * (a + b))
    else:
        total = parse_number(re.search(r"perimeter of (" + NUM + ")", v.text).group(1))  # type: ignore[union-attr]
        width = parse_number(re.search(r"width (?:is|of) (" + NUM + ")", v.text).group(1))  # type: ignore[union-attr]
        verify(item, v, (total - 2 * width) / 2)
