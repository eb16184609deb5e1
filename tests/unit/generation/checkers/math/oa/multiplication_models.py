"""Checker for ``math.oa.multiplication_models``: the groups (or rows) and their size are read from the
item; the total or the multiplication is checked against them."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import (
    desc,
    expect_or_claim,
    expect_truth,
    given,
    is_tf,
    main_text,
    search,
)


def _pair(item: dict[str, Any], params: dict[str, Any]) -> tuple[int, int]:
    if item["type"] == "arithmetic":
        return item["content"]["operand1"], item["content"]["operand2"]
    text = main_text(item)
    if params.get("model", "groups") == "groups":
        m = search(r"(\d+) groups of (\d+)", text)
    elif item["type"] == "diagram":
        m = search(r"(\d+) rows with (\d+) dots", desc(item))
    else:
        m = search(r"(\d+) rows of (\d+) dots", text)
    return int(m.group(1)), int(m.group(2))


def _product_expression(text: str) -> tuple[int, int] | None:
    m = re.fullmatch(r"\s*(\d+) ([×+]) (\d+)\.?\s*", text)
    assert m, text
    return (int(m.group(1)), int(m.group(3))) if m.group(2) == "×" else None


@checks("math.oa.multiplication_models")
def check_mult_models(item: dict[str, Any], params: dict[str, Any]) -> None:
    g, s = _pair(item, params)
    if item["type"] == "picture-counting":
        content = item["content"]
        assert content["groups"] == [s] * g
        assert content["countTarget"] == g * s == sum(content["groups"])
    if item["type"] == "arithmetic":
        c = item["content"]
        assert (c["operand1"], c["operand2"]) == (g, s)
    if params.get("ask", "total") == "total":
        expect_or_claim(
            item, g * s, lambda: int(search(r"= (\d+) \w+ in all", item["content"]["statement"]).group(1))
        )
        return
    if is_tf(item):
        shown = item["content"]["statement"].rsplit("written as ", 1)[1]
        expect_truth(item, _product_expression(shown) in ((g, s), (s, g)))
        return
    assert _product_expression(given(item)) in ((g, s), (s, g)), given(item)
    if item["answer"]["type"] == "multiple-choice-index":
        for i, choice in enumerate(item["content"]["choices"]):
            if i != item["answer"]["value"]:
                pair = _product_expression(choice["text"])
                assert pair is None or pair[0] * pair[1] != g * s, choice
