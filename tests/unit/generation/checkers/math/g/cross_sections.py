"""Checker for ``math.g.cross_sections`` (7.G.A.3): the shape of the slice from the solid and the cut, or the area of a slice of a box."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import find, item_text, parse_word, verify


def _base_shape(solid: str) -> str:
    if "cube" in solid or "square" in solid:
        return "square"
    if "rectangular" in solid:
        return "rectangle"
    if "triangular" in solid:
        return "triangle"
    return "circle"


def _section(t: str) -> str:
    solid = find(r"Picture (a [a-z ]+?)(?: shaped like a shoebox)?\. It is sliced", t).group(1)
    cut = find(r"It is sliced (.+?)\.", t).group(1)
    if "sphere" in solid:
        return "circle"
    if "parallel to its base" in cut or "parallel to its triangular bases" in cut:
        return _base_shape(solid)
    if "cube" in solid:
        if "parallel to a face" in cut:
            return "square"
        if "corner" in cut:
            return "triangle"
        return "rectangle"  # through opposite edges: a diagonal by the height
    if "prism" in solid:
        return "rectangle"  # parallel to a rectangular face
    if "cylinder" in solid:
        return "rectangle"
    if "pyramid" in solid and "does not pass through its top vertex" in cut:
        return "trapezoid"
    assert "through its top" in cut, (solid, cut)
    return "triangle"


def _shape(s: str) -> str:
    return parse_word(s).removeprefix("a ").removeprefix("an ")


@checks("math.g.cross_sections")
def check_sections(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    if m := re.search(
        r"prism is (\d+) (\w+) long, (\d+) \w+ wide, and (\d+) \w+ tall\. It is sliced by a plane parallel to its ([a-z ]+)\.",
        t,
    ):
        ln, w, h = int(m.group(1)), int(m.group(3)), int(m.group(4))
        face = m.group(5)
        expected = Fraction({"base": ln * w, "front face": ln * h, "side face": w * h}[face])
        verify(item, expected)
        return
    verify(item, _section(t), _shape)
