"""Checker for ``math.md.weight``: the heavier thing is on the lower pan of the balance drawn."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.pictures import (
    after,
    judge,
    question_text,
    svg_of,
    text_is,
    texts,
    with_class,
)


@checks("math.md.weight")
def check_weight(item: dict[str, Any], params: dict[str, Any]) -> None:
    root = svg_of(item)
    beam = with_class(root, "beam")[0]
    left_low = float(beam.get("y1")) > float(beam.get("y2"))
    assert float(beam.get("y1")) != float(beam.get("y2"))
    labels = sorted((x, t) for x, _, t in texts(root) if t)
    left, right = labels[0][1], labels[-1][1]
    heavy, light = (left, right) if left_low else (right, left)
    text = question_text(item)
    word = re.search(r"(heavier|lighter)", text).group(1)
    expected = f"the {heavy if word == 'heavier' else light}"
    judge(item, text_is(expected), after(r"balance: (.+) is \w+\.$"))
