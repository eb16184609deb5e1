"""Checker for fractions as division: a ÷ b is recomputed as the exact fraction a/b."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.measures import settle_shown_quotient, verify, view


@checks("math.nf.fraction_as_division")
def check_fraction_as_division(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    if settle_shown_quotient(item, v):
        return
    m = re.search(r"(\d+) friends share (\d+) ", v.text)
    assert m, v.text
    verify(item, v, Fraction(int(m.group(2)), int(m.group(1))))
