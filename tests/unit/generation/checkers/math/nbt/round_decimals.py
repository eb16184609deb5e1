"""Checker for rounding decimals: the number shown is rounded half up with ``decimal``."""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.measures import NUM, verify, view


@checks("math.nbt.round_decimals")
def check_round(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    m = re.search(r"(" + NUM + r") (?:rounded )?to the nearest (whole number|tenth|hundredth)", v.text)
    m = m or re.search(r"Round (" + NUM + r") to the nearest (whole number|tenth|hundredth)", v.text)
    assert m, v.text
    value = Decimal(m.group(1))
    places = {"whole number": 0, "tenth": 1, "hundredth": 2}[m.group(2)]
    expected = value.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    verify(item, v, Fraction(str(expected)))
