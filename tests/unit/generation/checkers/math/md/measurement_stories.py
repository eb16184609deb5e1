"""Checker for measurement stories: quantities are converted with our own table of unit sizes and
combined as the question's wording says; money from the dollar amounts."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import parse_number
from tests.unit.generation.checkers.support.measures import (
    NUM,
    UNITS,
    in_unit,
    numbers,
    op_from_cue,
    quantities,
    verify,
    view,
)


@checks("math.md.measurement_stories")
def check_measure_word(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    text = v.text
    op = op_from_cue(text)
    if "$" in text:
        amounts = [parse_number(a) for a in re.findall(r"\$(\d+\.\d{2})", text)]
        counts = [
            Fraction(int(c))
            for c in re.findall(r"(?<![\d.$])(\d+) (?:stickers|pencils|erasers|bookmarks|people)", text)
        ]
        if op == "add":
            expected = amounts[0] + amounts[1]
        elif op == "subtract":
            expected = max(amounts) - min(amounts)
        elif op == "multiply":
            expected = amounts[0] * counts[0]
        else:
            expected = amounts[0] / counts[0]
        verify(item, v, expected)
        return
    found = quantities(text)
    assert found, text
    small = min((u for _, u in found), key=lambda u: UNITS[u][1])
    claimed_units = [w for w in v.claimed.split() if w in UNITS]
    small = v.unit or (claimed_units[-1] if claimed_units else small)
    if op in ("add", "subtract"):
        (a, ua), (b, ub) = found[:2]
        a, b = in_unit(a, ua, small), in_unit(b, ub, small)
        expected = a + b if op == "add" else a - b
    else:
        assert len(found) == 1, text
        measure = found[0][0]
        counts = numbers(re.sub(r"(" + NUM + r")\s+(" + "|".join(UNITS) + r")\b", "", text))
        assert len(counts) == 1, text
        measure = in_unit(measure, found[0][1], small)
        expected = measure * counts[0] if op == "multiply" else measure / counts[0]
    verify(item, v, expected)
