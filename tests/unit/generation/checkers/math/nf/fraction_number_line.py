"""Checker for ``math.nf.fraction_number_line``: the point is read from the number line's description
(parts per whole, parts from 0) or from the jumps in the text."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import (
    FRACTION,
    desc,
    expect_or_claim,
    main_text,
    num,
    search,
)


@checks("math.nf.fraction_number_line")
def check_fraction_number_line(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    m = re.search(r"(\d+) jumps of 1/(\d+)", text)
    if m:
        expected = Fraction(int(m.group(1)), int(m.group(2)))
        claim = re.search(rf"land on ({FRACTION})\.", text)
    else:
        shown = search(r"cut into (\d+) equal parts\. Point A is (\d+) parts?", desc(item))
        expected = Fraction(int(shown.group(2)), int(shown.group(1)))
        claim = re.search(rf"Point A is at ({FRACTION})\.", text)
    expect_or_claim(item, expected, lambda: num(claim.group(1)))
