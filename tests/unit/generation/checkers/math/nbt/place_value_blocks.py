"""Checker for ``math.nbt.place_value_blocks``: blocks counted in the picture, digit values, expanded forms and place-word equations solved by search."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.openings import reads_question
from tests.unit.generation.checkers.support.pictures import (
    PLACE_VALUE,
    after,
    count_class,
    judge,
    number_is,
    place_side_value,
    solve_place,
    svg_of,
)


@checks("math.nbt.place_value_blocks")
@reads_question
def check_place_value(
    item: dict[str, Any], params: dict[str, Any], content: dict[str, Any], text: str
) -> None:
    if (item.get("visuals") or {}).get("diagramSvg") and "blocks" in text + (content.get("question") or ""):
        root = svg_of(item)
        n = 100 * count_class(root, "flat") + 10 * count_class(root, "rod") + count_class(root, "unit")
        if content["type"] == "picture-counting":
            assert content["countTarget"] == n and sum(content["groups"]) == n
        judge(item, number_is(n), after(r"show (\d+)\.$"))
        return
    asked = re.search(r"digit (\d) in (\d+)\? \(It is in the (\w+) place", text)
    written = re.search(r"In (\d+), the digit (\d) in the (\w+) place", text)
    if asked or written:
        if asked:
            digit, n, place = int(asked.group(1)), asked.group(2), asked.group(3)
        else:
            n, digit, place = written.group(1), int(written.group(2)), written.group(3)
        power = {"ones": 0, "tens": 1, "hundreds": 2}[place]
        assert int(n[len(n) - 1 - power]) == digit
        judge(item, number_is(digit * 10**power), after(r"worth (\d+)\.$"))
        return
    m = re.search(r"Which shows (\d+) in expanded form", text) or re.search(r"^(\d+) = ___$", text)
    if m or (content["type"] == "true-false" and re.fullmatch(r"\d+ = \d+( \+ \d+)*", content["statement"])):
        n = int(m.group(1)) if m else int(content["statement"].split(" = ")[0])

        def expanded_right(candidate: str) -> bool:
            parts = (
                [int(p) for p in candidate.split(" + ")] if re.fullmatch(r"\d+( \+ \d+)*", candidate) else []
            )
            wanted = [int(d) * 10**p for p, d in enumerate(reversed(str(n))) if d != "0"][::-1]
            return parts == wanted

        judge(item, expanded_right, after(r"^\d+ = (.+)$"))
        return
    bundle = re.search(r"The number of (tens|hundreds) in (.+?) is (___|\d+)\.", text)
    if bundle:  # "The number of tens in 10 ones is ___.": the same as "10 ones = ___ tens"
        unit, whole = bundle.group(1), place_side_value(bundle.group(2), 0)
        expected = Fraction(whole, PLACE_VALUE[unit])
        if content["type"] == "true-false":
            assert item["answer"]["value"] is (int(bundle.group(3)) == expected)
        else:
            judge(item, number_is(expected))
        return
    if content["type"] == "true-false":
        left, right = content["statement"].split(" = ")
        truth = place_side_value(left, 0) == place_side_value(right, 0)
        assert item["answer"]["value"] is truth
        return
    eq = re.search(r"([^?]*___[^?]*)$", text)
    assert eq, text
    expected = solve_place(eq.group(1).strip().rstrip("."))
    judge(item, number_is(expected))
