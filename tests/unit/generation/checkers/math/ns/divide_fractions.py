"""Checker for ``math.ns.divide_fractions``: fraction division in symbols, stories and fraction bars."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rationals import (
    NS,
    NUM,
    find,
    main_text,
    num,
    picture,
    shown_operation,
    story_value,
    verify_number,
)

_FRACTION_STORIES = (
    (rf"There are ({NUM}) cups? of rice\. Each serving is ({NUM}) cups?\.", lambda a, b: a / b),
    (
        rf"A ribbon is ({NUM}) yards? long\. It is cut into pieces that are each ({NUM}) yards? long\.",
        lambda a, b: a / b,
    ),
    (rf"an area of ({NUM}) square yards? and a width of ({NUM}) yards?\.", lambda a, b: a / b),
    (rf"({NUM}) of a bag of soil weighs ({NUM}) pounds?\.", lambda a, b: b / a),
)


def _fraction_model(item: dict[str, Any]) -> Fraction:
    text = main_text(item)
    a = num(find(rf"The shaded parts show ({NUM})\.", text).group(1))
    b = num(find(rf"groups of ({NUM})", text).group(1))
    root = picture(item)
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
        expected = story_value(main_text(item), _FRACTION_STORIES)
    else:
        expected = _fraction_model(item)
    verify_number(item, expected)
