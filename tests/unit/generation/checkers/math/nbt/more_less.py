"""Checker for ``math.nbt.more_less``: the number 1, 10 or 100 more or less than the number stated
or shown (pictures with one more or one crossed out, or base-ten blocks)."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.openings import reads_question
from tests.unit.generation.checkers.support.pictures import (
    after,
    count_class,
    judge,
    number,
    number_is,
    svg_of,
)


@checks("math.nbt.more_less")
@reads_question
def check_more_less(item: dict[str, Any], params: dict[str, Any], content: dict[str, Any], text: str) -> None:
    if content["type"] == "arithmetic":
        n, amount, op = content["operand1"], content["operand2"], content["operator"]
        assert amount == params["amount"]
        expected = n + amount if op == "+" else n - amount
        assert number(str(item["answer"]["value"])) == expected
        return
    m = re.search(r"(\d+) (more|less) than (\d+|the number the blocks show)", text)
    assert m, text
    amount, direction = int(m.group(1)), m.group(2)
    assert amount == params["amount"]
    visuals = (item.get("visuals") or {}).get("diagramSvg")
    if visuals:
        root = svg_of(item)
        if count_class(root, "item"):
            total, crossed, hollow = (
                count_class(root, "item"),
                count_class(root, "crossed"),
                count_class(root, "hollow"),
            )
            shown = total - hollow if direction == "more" else total
            assert (hollow == 1) if direction == "more" else (crossed == 1)
        else:
            shown = (
                100 * count_class(root, "flat") + 10 * count_class(root, "rod") + count_class(root, "unit")
            )
        if m.group(3).isdigit():
            assert int(m.group(3)) == shown
        n = shown
    else:
        n = int(m.group(3))
    expected = n + amount if direction == "more" else n - amount
    if content["type"] == "picture-counting":
        assert content["countTarget"] == expected
    judge(item, number_is(expected), after(r"is (\d+)\.$"))
