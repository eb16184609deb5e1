"""Checker for ``math.ee.systems`` (8.EE.C.8): both equations are read and the system solved exactly; word problems try every split of the total."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import (
    find,
    item_text,
    linear_parts,
    parse_point,
    parse_word,
    verify,
)


def _solve(eq1: str, eq2: str) -> tuple[Fraction, Fraction] | str:
    a1, b1, c1 = linear_parts(eq1)
    a2, b2, c2 = linear_parts(eq2)
    det = a1 * b2 - a2 * b1
    if det:
        return (-c1 * b2 + c2 * b1) / det, (-a1 * c2 + a2 * c1) / det
    # same slope: the same line when one equation is a multiple of the other
    k = a2 / a1 if a1 else b2 / b1
    return "infinitely many solutions" if (a2, b2, c2) == (k * a1, k * b1, k * c1) else "no solution"


@checks("math.ee.systems")
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
