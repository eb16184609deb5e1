"""Checker for ``math.ns.divide_fractions``: fraction division in symbols, stories and fraction bars."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rationals import (
    NS,
    NUM,
    find,
    main_text,
    num,
    shown_operation,
    svg_root,
    verify_number,
)


def _fraction_story(text: str) -> Fraction:
    for pattern, order in (
        (rf"There are ({NUM}) cups of rice\. Each serving is ({NUM}) cup\.", 1),
        (rf"A ribbon is ({NUM}) yards long\. It is cut into pieces that are each ({NUM}) yard long\.", 1),
        (rf"an area of ({NUM}) square yards and a width of ({NUM}) yard\.", 1),
        (rf"({NUM}) of a bag of soil weighs ({NUM}) pounds\.", -1),
    ):
        m = re.search(pattern, text)
        if m:
            a, b = num(m.group(1)), num(m.group(2))
            return a / b if order == 1 else b / a
    raise AssertionError(f"unknown story: {text!r}")


def _fraction_model(item: dict[str, Any]) -> Fraction:
    text = main_text(item)
    a = num(find(rf"The shaded parts show ({NUM})\.", text).group(1))
    b = num(find(rf"groups of ({NUM})", text).group(1))
    root = svg_root(item)
    assert root is not None
    rects = [r for r in root.iter(f"{NS}rect") if r.get("stroke") == "#000"]
    shaded = sum(1 for r in rects if r.get("fill") == "#9a9a9a")
    per_bar = sum(1 for r in rects if r.get("y") == rects[0].get("y"))
    assert Fraction(shaded, per_bar) == a, "the picture does not show the dividend"
    return a / b


@checks("math.ns.divide_fractions")
def check_divide_fractions(item: dict[str, Any], params: dict[str, Any]) -> None:
    mode = params["mode"]
    if mode == "compute":
        expected = shown_operation(item)
    elif mode == "story":
        expected = _fraction_story(main_text(item))
    else:
        expected = _fraction_model(item)
    verify_number(item, expected)
