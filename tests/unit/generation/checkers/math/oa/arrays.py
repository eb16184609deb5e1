"""Checker for ``math.oa.arrays``: rows and columns counted from the pictures drawn."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.pictures import (
    after,
    judge,
    number_is,
    question_text,
    solve_in,
    svg_of,
    with_class,
)


@checks("math.oa.arrays")
def check_arrays(item: dict[str, Any], params: dict[str, Any]) -> None:
    root = svg_of(item)
    items = with_class(root, "item")
    rows: dict[str, int] = {}
    for it in items:
        rows[it.get("data-y")] = rows.get(it.get("data-y"), 0) + 1
    assert len(set(rows.values())) == 1, "rows are not equal"
    r, c = len(rows), next(iter(rows.values()))
    text = question_text(item)
    if params.get("ask") == "equation":

        def matches(candidate: str) -> bool:
            m = re.fullmatch(r"(\d+(?: \+ \d+)*) = (\d+)", candidate.strip())
            if not m:
                return False
            addends = [int(x) for x in m.group(1).split(" + ")]
            shape = (len(addends), addends[0])
            return len(set(addends)) == 1 and shape in ((r, c), (c, r)) and sum(addends) == int(m.group(2))

        judge(item, matches, after(r"^(.+) matches the array"))
        return
    stated = re.search(r"in (\d+) rows with (\d+) in each row", text)
    if stated:
        assert (int(stated.group(1)), int(stated.group(2))) == (r, c)
    if item["content"]["type"] == "picture-counting":
        assert item["content"]["countTarget"] == r * c
    if item["content"]["type"] == "fill-blank":
        assert solve_in(item["content"]["text"]) == r * c
    judge(item, number_is(r * c), lambda s: s.split(" = ")[-1] if "=" in s else s)
