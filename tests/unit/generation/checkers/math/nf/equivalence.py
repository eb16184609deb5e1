"""Checker for ``math.nf.equivalence``: equivalent fractions, whole numbers as fractions and
comparisons are recomputed with ``fractions.Fraction``."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import (
    FRACTION,
    expect_only,
    expect_solution,
    expect_text,
    expect_truth,
    given,
    is_tf,
    main_text,
    num,
    others_differ,
    relation,
    search,
    settle_true_false,
)


@checks("math.nf.equivalence")
def check_fraction_relations(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    if "Point B" in text:
        m = search(r"(?:Point A is at|same point as) (\d+)/(\d+).*?cut into (\d+) equal parts", text)
        target, den = Fraction(int(m.group(1)), int(m.group(2))), int(m.group(3))

        def right(shown: str) -> bool:
            n, d = shown.split("/")
            return Fraction(int(n), int(d)) == target and int(d) == den

        if is_tf(item):
            expect_truth(item, right(search(r"Point B is at (\d+/\d+),", text).group(1)))
        else:
            expect_only(item, right)
        return
    m = re.search(
        rf"Which fraction is equivalent to ({FRACTION})\?|^({FRACTION}) is equivalent to (___|{FRACTION})\.",
        text,
    )
    if m:
        target = num(m.group(1) or m.group(2))
        if is_tf(item):
            expect_truth(item, num(m.group(3)) == target)
        else:
            assert num(given(item)) == target and given(item) != (m.group(1) or m.group(2))
            others_differ(item, lambda t: num(t) == target)
        return
    if settle_true_false(item, text):
        return
    statement = text.split("? ")[-1]
    if "=" not in statement:
        m = search(rf"({FRACTION}) ___ ({FRACTION})", statement)
        expect_text(item, relation(num(m.group(1)), num(m.group(2))))
        return
    expect_solution(item, statement)
