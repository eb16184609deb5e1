"""Checker for ``math.g.transformations`` (8.G.A.1 - 8.G.A.4): the image of the vertex after the moves the item describes, and what a move keeps."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import NUM, find, frac, item_text, parse_point, verify


def _move(phrase: str, x: Fraction, y: Fraction) -> tuple[Fraction, Fraction]:
    phrase = phrase.strip()
    if phrase.startswith("translated"):
        for n, d in re.findall(r"(\d+) units? (right|left|up|down)", phrase):
            v = int(n) * (1 if d in ("right", "up") else -1)
            if d in ("right", "left"):
                x += v
            else:
                y += v
        return x, y
    if m := re.fullmatch(r"reflected across the (x|y)-axis", phrase):
        return (x, -y) if m.group(1) == "x" else (-x, y)
    if "180°" in phrase:
        return -x, -y
    if "counterclockwise" in phrase:
        return -y, x
    if "clockwise" in phrase:
        return y, -x
    k = frac(find(rf"scale factor of ({NUM})", phrase).group(1))
    return k * x, k * y


@checks("math.g.transformations")
def check_transform(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    if m := re.search(
        r"side AB is (\d+) units long and angle B measures (\d+)°\. The triangle is (.+?) to make", t
    ):
        length, angle, phrase = int(m.group(1)), int(m.group(2)), m.group(3)
        k = frac(find(rf"scale factor of ({NUM})", phrase).group(1)) if "dilated" in phrase else Fraction(1)
        if "How long is A′B′" in t or "length of A′B′" in t:
            verify(item, length * k)
        else:
            verify(item, Fraction(angle))
        return
    vertices = {
        n: (Fraction(int(a)), Fraction(int(b))) for n, a, b in re.findall(r"([ABC])\((-?\d+), (-?\d+)\)", t)
    }
    name = find(r"coordinates of ([ABC])′", t).group(1)
    x, y = vertices[name]
    moves = find(r"It is (.+?)\.(?: |$|\n)", t).group(1).split(", then ")
    for phrase in moves:
        x, y = _move(phrase, x, y)
    verify(item, (x, y), parse_point, marker=" are ")
