"""Checker for ``math.nf.fraction_models``: the shaded fraction is read from the diagram description
(parts and shaded parts) and compared with the answer."""

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


@checks("math.nf.fraction_models")
def check_fraction_models(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    m = re.search(
        r"parts of size 1/(\d+) make (\d+)/(\d+)|parts of size 1/(\d+) in (\d+)/(\d+) is (___|\d+)", text
    )
    if m:
        a, b, unit = (
            (int(m.group(2)), int(m.group(3)), int(m.group(1)))
            if m.group(1)
            else (int(m.group(5)), int(m.group(6)), int(m.group(4)))
        )
        assert b == unit
        expect_or_claim(item, a, lambda: int(m.group(7)))
        return
    shown = search(r"cut into (\d+) equal parts with (\d+) parts? shaded", desc(item))
    b, a = int(shown.group(1)), int(shown.group(2))
    expected = Fraction(1, b) if "one part" in text else Fraction(a, b)
    expect_or_claim(item, expected, lambda: num(search(rf"^({FRACTION}) of the", text).group(1)))
