"""Checker for ``math.nbt.number_names``: number words read back by an independent reader."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.openings import reads_question
from tests.unit.generation.checkers.support.pictures import (
    after,
    check_matching,
    judge,
    number_is,
    words_to_number,
)


@checks("math.nbt.number_names")
@reads_question
def check_number_names(
    item: dict[str, Any], params: dict[str, Any], content: dict[str, Any], text: str
) -> None:
    if content["type"] == "matching":
        check_matching(item, lambda left, right: words_to_number(right) == int(left))
        return
    m = re.search(r"number (\d+)\?|In words, (\d+) is", text)
    if m:  # number to words
        n = int(m.group(1) or m.group(2))

        def right(candidate: str) -> bool:
            return words_to_number(candidate) == n

        judge(item, right, after(r"is (.+)\.$"))
        return
    m = re.search(r"number ([a-z -]+?) (?:using digits|is written)", text)
    assert m, text
    n = words_to_number(m.group(1))
    assert n is not None
    judge(item, number_is(n), after(r"written (\d+)\.$"))
