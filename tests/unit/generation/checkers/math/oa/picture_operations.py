"""Checker for ``math.oa.picture_operations``: the pictures left (all, less the crossed-out ones), checked against the groups and the story."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.pictures import (
    arithmetic_answer,
    chain_holds,
    count_class,
    equations,
    judge,
    number,
    number_is,
    question_text,
    solve,
    svg_of,
)


@checks("math.oa.picture_operations")
def check_picture_operations(item: dict[str, Any], params: dict[str, Any]) -> None:
    root = svg_of(item)
    total, crossed = count_class(root, "item"), count_class(root, "crossed")
    expected = total - crossed
    text = question_text(item)
    if crossed:
        m = re.search(r"There are (\d+) \w+\. (\d+) (?:is|are) crossed out", text)
        if m:
            assert (int(m.group(1)), int(m.group(2))) == (total, crossed)
    else:
        g1, g2 = count_class(root, "g1"), count_class(root, "g2")
        assert g1 + g2 == total
        m = re.search(r"shows (\d+) grey and (\d+) white", text)
        if m:
            assert (int(m.group(1)), int(m.group(2))) == (g1, g2)
    content = item["content"]
    if content["type"] == "picture-counting":
        assert content["countTarget"] == expected
    if content["type"] == "arithmetic":
        assert arithmetic_answer(content) == expected
        assert number(str(item["answer"]["value"])) == expected
        return
    if content["type"] == "true-false":
        chain = equations(content["statement"])[0]
        assert solve(chain.split(" = ")[0] + " = ___") is not None
        assert item["answer"]["value"] is (chain_holds(chain) and int(chain.split(" = ")[1]) == expected)
        return
    judge(item, number_is(expected))
