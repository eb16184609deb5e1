"""Checker for dividing unit fractions and whole numbers: the operands shown (or the story's
numbers) are divided exactly."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.measures import settle_shown_quotient, verify, view


@checks("math.nf.divide_unit_fractions")
def check_fraction_divide(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    if settle_shown_quotient(item, v):
        return
    if m := re.search(r"(\d+) friends share 1/(\d+) of", v.text):
        verify(item, v, Fraction(1, int(m.group(2))) / int(m.group(1)))
        return
    m = re.search(r"(\d+) [a-z ]+ into portions of 1/(\d+)", v.text)
    assert m, v.text
    verify(item, v, int(m.group(1)) / Fraction(1, int(m.group(2))))
