"""Checker for ``math.oa.number_bonds``: the equation solved, the bond read from the diagram, the counters counted in the ten-frames or row."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.openings import reads_question
from tests.unit.generation.checkers.support.pictures import (
    after,
    count_class,
    equation_item,
    judge,
    number,
    number_is,
    solve_in,
    svg_of,
    with_class,
)


@checks("math.oa.number_bonds")
@reads_question
def check_number_bond(
    item: dict[str, Any], params: dict[str, Any], content: dict[str, Any], text: str
) -> None:
    if params.get("mode") == "pairs":
        whole = int(re.search(r"make (\d+)", text).group(1))

        def makes(candidate: str) -> bool:
            m = re.fullmatch(r"(\d+) and (\d+)", candidate.strip())
            return bool(m) and int(m.group(1)) + int(m.group(2)) == whole

        judge(item, makes, after(r"^(\d+ and \d+) make"))
        return
    if content["type"] == "diagram":
        root = svg_of(item)
        whole = next(t.text for t in with_class(root, "whole"))
        parts = [t.text for t in with_class(root, "part")]
        if whole == "?":
            expected = sum(int(x) for x in parts)
        else:
            known = [int(x) for x in parts if x != "?"]
            expected = int(whole) - known[0]
        judge(item, number_is(expected))
        return
    if content["type"] == "picture-counting":
        root = svg_of(item)
        expected = solve_in(text)
        shown = count_class(root, "item")
        cells = count_class(root, "cell")
        hollow = count_class(root, "hollow")
        target = content["countTarget"]
        if cells == 20:  # teen numbers: counters outside the full ten-frame, or all of them
            assert target in (shown - 10, shown) and target == expected
        elif cells == 10:  # make ten: the empty boxes
            assert target == cells - shown == expected
        else:
            assert target in (hollow, shown) and target == expected
        assert number(str(item["answer"]["value"])) == expected
        return
    equation_item(item)
