"""Checkers for the grade 8 equation generators (``math.g78.*``, 8.EE.B and 8.EE.C): the equations
the item shows are read as linear expressions and solved exactly."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.math_g78_common import (
    NUM,
    find,
    frac,
    item_text,
    parse_num,
    parse_point,
    parse_rule,
    parse_word,
    verify,
)

POINT = r"\((-?\d+), (-?\d+)\)"


def side_value(side: str, **values: Fraction) -> Fraction:
    """Evaluate one side of an equation written in the items' notation (``3(x - 2) + 5``, ``(2/3)x``)."""
    s = side.replace("−", "-")
    s = re.sub(r"\d+(?:\.\d+)?", lambda m: f"F('{m.group(0)}')", s)
    s = re.sub(r"\)\s*\(", ")*(", s)
    s = re.sub(r"\)\s*([xy])", r")*\1", s)
    s = re.sub(r"([xy])\s*\(", r"\1*(", s)
    return Fraction(eval(s, {"__builtins__": {}, "F": Fraction}, dict(values)))


def linear_parts(eq: str) -> tuple[Fraction, Fraction, Fraction]:
    """``left = right`` as a*x + b*y + c = 0."""
    left, right = eq.split(" = ")

    def f(x: int, y: int) -> Fraction:
        return side_value(left, x=Fraction(x), y=Fraction(y)) - side_value(
            right, x=Fraction(x), y=Fraction(y)
        )

    c = f(0, 0)
    return f(1, 0) - c, f(0, 1) - c, c


@checks("math.g78.linear-equation")
def check_equation(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    m = find(
        r"(?:Solve for x: |The solution of |the equation |The equation )(.+? = .+?)(?:\.\n|\.$| is x| have| has )",
        t + "\n",
    )
    a, _, c = linear_parts(m.group(1))
    if "solutions" in t or " has " in t:
        expected = "one solution" if a else ("infinitely many solutions" if c == 0 else "no solution")
        verify(item, expected, parse_word, marker=" has ")
        return
    assert a != 0
    verify(item, -c / a, parse_num, marker="x = ")


def _solve(eq1: str, eq2: str) -> tuple[Fraction, Fraction] | str:
    a1, b1, c1 = linear_parts(eq1)
    a2, b2, c2 = linear_parts(eq2)
    det = a1 * b2 - a2 * b1
    if det:
        return (-c1 * b2 + c2 * b1) / det, (-a1 * c2 + a2 * c1) / det
    # same slope: the same line when one equation is a multiple of the other
    k = a2 / a1 if a1 else b2 / b1
    return "infinitely many solutions" if (a2, b2, c2) == (k * a1, k * b1, k * c1) else "no solution"


@checks("math.g78.systems")
def check_systems(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    if m := re.search(
        r"buys (\d+) .+?: .+? cost \$(\d+) each and .+? cost \$(\d+) each\. The total cost is \$(\d+)", t
    ):
        total, pa, pc, cost = (int(g) for g in m.groups())
        # try every split of the total
        hits = [a for a in range(total + 1) if pa * a + pc * (total - a) == cost]
        assert len(hits) == 1
        verify(item, Fraction(hits[0]))
        return
    m = find(r"system (.+? = .+?) and (.+? = .+?)(?: have:| has | is |\?)", t)
    result = _solve(m.group(1), m.group(2))
    if "How many solutions" in t or " has " in t:
        verify(item, result if isinstance(result, str) else "one solution", parse_word, marker=" has ")
        return
    assert not isinstance(result, str)
    verify(item, result, parse_point)


@checks("math.g78.slope")
def check_slope(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    if "unit rate" in t:
        m = find(rf"through \(0, 0\) and \(({NUM}), ({NUM})\)", t)
        verify(item, frac(m.group(2)) / frac(m.group(1)))
        return
    if m := re.search(r"through the points " + POINT + " and " + POINT, t):
        x1, y1, x2, y2 = (Fraction(int(g)) for g in m.groups())
        slope = (y2 - y1) / (x2 - x1)
        if "equation of the line" in t:
            verify(item, (slope, y1 - slope * x1), parse_rule)
        else:
            verify(item, slope)
        return
    c = item["content"]
    if c["type"] == "data-table":
        pairs = [(frac(str(r[0])), frac(str(r[1]))) for r in c["rows"]]
    else:
        pairs = [
            (frac(a), frac(b))
            for a, b in re.findall(rf"\(({NUM}), ({NUM})\)", find(r"pairs is (.+?)\. ", t).group(1))
        ]
    rates = {y / x for x, y in pairs}
    assert len(rates) == 1, "the table should be proportional"
    rb = frac(find(rf"y = ({NUM})x", t).group(1))
    verify(item, abs(rates.pop() - rb), marker=" by ")
