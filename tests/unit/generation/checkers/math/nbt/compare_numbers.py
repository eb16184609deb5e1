"""Checker for ``math.nbt.compare_numbers``: the relation of the two numbers read from their forms
(numerals, tens and ones, expanded form, words) or from the two rows of pictures, the greatest or
least of a list, and the order of a list."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.openings import reads_question
from tests.unit.generation.checkers.support.pictures import (
    after,
    check_ordering,
    count_class,
    judge,
    number_is,
    read_quantity,
    svg_of,
    text_is,
)


def _relation(a: int, b: int) -> str:
    return ">" if a > b else "<" if a < b else "="


WORDS = {">": "greater than", "<": "less than", "=": "equal to"}


@checks("math.nbt.compare_numbers")
@reads_question
def check_compare(item: dict[str, Any], params: dict[str, Any], content: dict[str, Any], text: str) -> None:
    if content["type"] == "ordering":
        check_ordering(item, lambda s: int(s))
        return
    mode = params.get("mode", "symbols")
    if mode in ("greatest", "least"):
        m = re.search(r"(\d+(?:, \d+)+)", text)
        values = [int(v) for v in m.group(1).split(", ")]
        expected = max(values) if mode == "greatest" else min(values)
        if content["type"] == "multiple-choice":  # a "which of these" question offers only its numbers
            offered = sorted(int(c["text"]) for c in content["choices"])
            assert offered == sorted(values), f"choices {offered} are not the named numbers {values}"
        judge(item, number_is(expected), after(r"is (\d+)\.$"))
        return
    if mode == "pictures":
        root = svg_of(item)
        a, b = count_class(root, "row1"), count_class(root, "row2")
        rel = WORDS[_relation(a, b)]
        judge(item, text_is(rel), after(r"is (greater than|less than|equal to) the number"))
        return
    if content["type"] == "true-false":
        statement = content["statement"]
        if mode == "words":
            m = re.fullmatch(r"(\d+) is (greater than|less than|equal to) (\d+)\.", statement)
            assert m, statement
            truth = WORDS[_relation(int(m.group(1)), int(m.group(3)))] == m.group(2)
        else:
            m = re.fullmatch(r"(.+) ([<>=]) (.+)", statement)
            assert m, statement
            truth = _relation(read_quantity(m.group(1)), read_quantity(m.group(3))) == m.group(2)
        assert item["answer"]["value"] is truth
        return
    m = re.search(r"(?:\? |^)([^?]+?) ___ ([^?]+?)\.?$", text)
    assert m, text
    a, b = read_quantity(m.group(1).removesuffix(" is")), read_quantity(m.group(2))
    rel = _relation(a, b)
    expected = WORDS[rel] if mode == "words" else rel
    judge(item, text_is(expected))
