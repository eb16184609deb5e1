"""Checker for ``math.cc.count_pictures``: the answer is the number of pictures drawn (and the count
a story says out loud ends on it)."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.pictures import (
    after,
    count_class,
    judge,
    number_is,
    question_text,
    svg_of,
)


@checks("math.cc.count_pictures")
def check_count_pictures(item: dict[str, Any], params: dict[str, Any]) -> None:
    root = svg_of(item)
    n = count_class(root, "item")
    text = question_text(item)
    said = re.search(r"counts: ([\d, ]+)\.", text)
    if said:
        numbers = [int(x) for x in said.group(1).split(", ")]
        assert numbers == list(range(1, len(numbers) + 1)) and numbers[-1] == n
    counted = re.search(r"counted (\d+) ", text)
    if counted:
        assert int(counted.group(1)) == n
    if item["content"]["type"] == "picture-counting":
        assert item["content"]["countTarget"] == n
    judge(item, number_is(n), after(r": (\d+)$"))
