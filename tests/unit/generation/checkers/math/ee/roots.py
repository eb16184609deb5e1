"""Checker for ``math.ee.roots`` (8.EE.A.2): square and cube roots and the solutions of x² = p and x³ = p, exactly."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import (
    NUM,
    find,
    frac,
    int_root,
    item_text,
    parse_num,
    verify,
)


def _root(value: Fraction, k: int) -> Fraction:
    a, b = int_root(value.numerator, k), int_root(value.denominator, k)
    assert a is not None and b is not None, value
    return Fraction(a, b)


def _solutions(s: str) -> frozenset[Fraction]:
    return frozenset(frac(v) for v in re.findall(rf"x = ({NUM})", s))


@checks("math.ee.roots")
def check_roots(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    if m := re.search(rf"x([²³]) = ({NUM})", t):
        value = frac(m.group(2))
        if m.group(1) == "²":
            r = _root(value, 2)
            verify(item, frozenset({r, -r}), _solutions, marker=" are ")
        else:
            verify(item, frozenset({_root(value, 3)}), _solutions, marker=" is ")
        return
    m = find(rf"([√∛])\(?({NUM})\)?", t)
    verify(item, _root(frac(m.group(2)), 2 if m.group(1) == "√" else 3), parse_num, marker=" = ")
