"""Checker for ``math.nbt.number_sequence``: the missing number continues the constant step of the
numbers shown (in the list, the statement or the number line's labels)."""

from __future__ import annotations

import itertools
import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.pictures import (
    BLANK,
    judge,
    number_is,
    question_text,
    svg_of,
    with_class,
)


def _sequence_answer(values: list[str], step_word: str | None) -> int:
    known = [(i, int(v)) for i, v in enumerate(values) if v not in (BLANK, "?")]
    (i0, v0), (i1, v1) = known[0], known[1]
    step = (v1 - v0) // (i1 - i0)
    assert all(v == v0 + step * (i - i0) for i, v in known), values
    if step_word:
        words = {"ones": 1, "twos": 2, "fives": 5, "tens": 10, "hundreds": 100}
        assert abs(step) == words[step_word]
    missing = next(i for i, v in enumerate(values) if v in (BLANK, "?"))
    return v0 + step * (missing - i0)


def _is_progression(values: list[int]) -> bool:
    steps = {b - a for a, b in itertools.pairwise(values)}
    return len(steps) == 1


@checks("math.nbt.number_sequence")
def check_sequence(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    word = re.search(
        r"by (ones|twos|fives|tens|hundreds)", (content.get("instructions") or "") + question_text(item)
    )
    step_word = word.group(1) if word else None
    if content["type"] == "true-false":
        values = [int(v) for v in re.findall(r"\d+", content["statement"])]
        truth = _is_progression(values) and (
            step_word is None
            or abs(values[1] - values[0])
            == {"ones": 1, "twos": 2, "fives": 5, "tens": 10, "hundreds": 100}[step_word]
        )
        assert item["answer"]["value"] is truth
        return
    if content["type"] == "diagram":
        labels = sorted(
            (float(t.get("x")), (t.text or "").strip()) for t in with_class(svg_of(item), "label")
        )
        values = [v for _, v in labels]
        expected = _sequence_answer(values, None)
    else:
        m = re.search(r"((?:\d+|___)(?:, (?:\d+|___)){3,})", question_text(item))
        assert m, question_text(item)
        expected = _sequence_answer(m.group(1).split(", "), step_word)
    judge(item, number_is(expected))
