"""Checker for ``math.sp.bivariate`` (8.SP): scatter data, linear models and two-way tables are read from the item and the answer recomputed exactly."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import (
    NUM,
    find,
    frac,
    item_text,
    parse_num,
    parse_word,
    verify,
)


def _association(pts: list[tuple[Fraction, Fraction]]) -> str:
    n = len(pts)
    mx = sum((x for x, _ in pts), Fraction(0)) / n
    my = sum((y for _, y in pts), Fraction(0)) / n
    cov = sum(((x - mx) * (y - my) for x, y in pts), Fraction(0))
    vx = sum(((x - mx) ** 2 for x, _ in pts), Fraction(0))
    vy = sum(((y - my) ** 2 for _, y in pts), Fraction(0))
    r2 = cov * cov / (vx * vy)
    if r2 >= Fraction(1, 2):
        return "positive association" if cov > 0 else "negative association"
    assert r2 <= Fraction(1, 10), f"unclear association r^2={float(r2)}"
    return "no association"


def _rows(item: dict[str, Any], t: str) -> dict[str, tuple[int, int, int]]:
    """Row phrase -> (first column, second column, row total)."""
    c = item["content"]
    if c["type"] == "data-table" and "?" not in [str(v) for r in c["rows"] for v in r]:
        return {str(r[0]).lower(): (int(r[1]), int(r[2]), int(r[3])) for r in c["rows"] if r[0] != "Total"}
    out = {}
    for total, row, a, _, b, _ in re.findall(r"Of the (\d+) \w+ who (.+?), (\d+) (.+?) and (\d+) (.+?)\.", t):
        assert int(a) + int(b) == int(total)
        out[row.lower()] = (int(a), int(b), int(total))
    return out


def _asked_row(rows: dict[str, Any], rest: str) -> str:
    for row in sorted(rows, key=len, reverse=True):
        if rest.lower().startswith(row):
            return row
    raise AssertionError(rest)


@checks("math.sp.bivariate")
def check_bivariate(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    c = item["content"]
    if "data pairs" in t or "Scatter plot data" in t:
        if c["type"] == "data-table":
            pts = [(frac(str(r[0])), frac(str(r[1]))) for r in c["rows"]]
        else:
            pts = [(frac(a), frac(b)) for a, b in re.findall(r"\((\d+), (\d+)\)", t)]
            pts = pts[: len(pts) // 2] if svg_dup(t) else pts
        verify(item, _association(pts), parse_word, marker=" show ")
        return
    if m := re.search(rf"y = ({NUM})?x \+ ({NUM})", t):
        slope, icpt = frac(m.group(1) or "1"), frac(m.group(2))
        if x := re.search(r"when x = (\d+)|(?:\| )(\d+)$", t, re.M | re.I):
            xv = int(x.group(1) or x.group(2))
            verify(item, slope * xv + icpt, parse_num, marker="y = ")
            return
        value = frac(find(rf"number ({NUM}) mean", t).group(1))
        expected = "slope" if value == slope else "intercept"
        verify(
            item,
            expected,
            lambda s: (
                "slope"
                if s.startswith("y goes up")
                else "intercept"
                if s.startswith("the predicted y is")
                else "other"
            ),
            marker=" means ",
        )
        return
    if "?" in [str(v) for r in c.get("rows") or [] for v in r]:
        for r in c["rows"]:
            cells = [str(v) for v in r]
            if "?" in cells:
                i = cells.index("?")
                other = int(cells[3 - i])
                verify(item, Fraction(int(cells[3]) - other))
                return
    if "Row totals" in t:
        m = find(r"Row totals: (\d+) \w+ (.+?) and (\d+) (.+?)\. ", t)
        totals = {m.group(2): int(m.group(1)), m.group(4): int(m.group(3))}
        known = {(r, col): int(v) for r, col, v in re.findall(r"who (.+?) and (.+?): (\d+)", t)}
        q = find(r"(?:How many|The number of) \w+ who (.+?) and (.+?)(?:\?| is )", t)
        row, col = q.group(1), q.group(2)
        other = [v for (r, cc), v in known.items() if r == row and cc != col]
        assert len(other) == 1
        verify(item, Fraction(totals[row] - other[0]))
        return
    rows = _rows(item, t)
    if "What fraction" in t or "The fraction" in t:
        rest = find(r"[Ff]raction of the \w+ who (.+)", t).group(1)
        a, _, total = rows[_asked_row(rows, rest)]
        verify(item, Fraction(a, total))
        return
    who = find(r"asked \d+ (\w+)|Survey of \d+ (\w+)", t)
    people = who.group(1) or who.group(2)
    rates = {row: Fraction(a, total) for row, (a, _, total) in rows.items()}
    (r1, f1), (r2, f2) = rates.items()
    expected = (
        f"{people} who {r1}"
        if f1 > f2
        else f"{people} who {r2}"
        if f2 > f1
        else "neither (the rates are equal)"
    )
    verify(item, expected, parse_word)


def svg_dup(t: str) -> bool:
    """The points are listed both in the question and in the diagram's description."""
    return "with the points" in t and "The data pairs" in t
