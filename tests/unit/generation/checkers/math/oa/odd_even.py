"""Checker for ``math.oa.odd_even``: parity of the number stated or of the pictures counted, doubles of even numbers."""

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
    svg_of,
    text_is,
)


@checks("math.oa.odd_even")
@reads_question
def check_odd_even(item: dict[str, Any], params: dict[str, Any], content: dict[str, Any], text: str) -> None:
    mode = params.get("mode", "number")
    if mode == "double-missing":
        equation_item(item)
        return
    if mode == "doubles":
        n = int(re.search(r"(?:shows |^)(\d+) ", text).group(1))

        def double(candidate: str) -> bool:
            m = re.fullmatch(r"(\d+) \+ (\d+)", candidate.strip())
            return bool(m) and m.group(1) == m.group(2) and 2 * int(m.group(1)) == n

        judge(item, double, after(r"= (\d+ \+ \d+), with"))
        return
    if mode == "which-even" and content["type"] == "multiple-choice":
        named = sorted(int(v) for v in text.split("?", 1)[1].split(","))
        offered = sorted(int(c["text"]) for c in content["choices"])
        assert offered == named, f"choices {offered} are not the named numbers {named}"
        judge(item, lambda t: int(t) % 2 == 0)
        return
    if mode == "picture":
        n = count_class(svg_of(item), "item")
        if content["type"] == "picture-counting":
            assert content["countTarget"] == n
    else:
        n = int(re.search(r"(\d+)", text).group(1))
    parity = "even" if n % 2 == 0 else "odd"
    judge(item, text_is(parity), after(r"an (odd|even) number"))
