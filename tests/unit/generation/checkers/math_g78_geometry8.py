"""Checkers for the grade 8 geometry generators (``math.g78.*``, 8.G): coordinates, angles, side
lengths and volumes are recomputed from what the item states."""

from __future__ import annotations

import math
import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.math_g78_common import (
    NUM,
    find,
    frac,
    item_text,
    parse_num,
    parse_pi,
    parse_point,
    parse_word,
    verify,
)

PI = Fraction(314, 100)


def _move(phrase: str, x: Fraction, y: Fraction) -> tuple[Fraction, Fraction]:
    phrase = phrase.strip()
    if phrase.startswith("translated"):
        for n, d in re.findall(r"(\d+) units (right|left|up|down)", phrase):
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


@checks("math.g78.transform")
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


@checks("math.g78.angle-facts")
def check_angle_facts(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    if m := re.search(r"AB = (\d+) cm, BC = (\d+) cm and DE = (" + NUM + ") cm", t):
        ab, bc, de = int(m.group(1)), int(m.group(2)), frac(m.group(3))
        verify(item, bc * de / ab)
        return
    if m := re.search(r"angle A measures (\d+)° and angle B measures (\d+)°", t):
        a, b = int(m.group(1)), int(m.group(2))
        expected = Fraction(a + b) if "exterior" in t else Fraction(180 - a - b)
        verify(item, expected, parse_num, marker=" measures ")
        return
    given = re.findall(r"[Aa]ngle (\d) measures (\d+)°", t)
    k, v = int(given[0][0]), int(given[0][1])
    asked = re.search(r"measure of angle (\d)\?", t)
    j = int(asked.group(1)) if asked else int(re.findall(r"[Aa]ngle (\d) measures", t.split("\n")[0])[-1])
    # angles 1-4 and 5-8 go clockwise from the upper left: odd positions match, even positions match
    verify(item, Fraction(v if k % 2 == j % 2 else 180 - v), parse_num, marker=" measures ")


def _squared(s: str) -> Fraction | None:
    s = s.strip()
    if m := re.fullmatch(r"√(\d+)(?: \w+)?", s):
        return Fraction(int(m.group(1)))
    v = parse_num(s)
    return v * v if v is not None else None


@checks("math.g78.pythagorean")
def check_pythagorean(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    if m := re.search(r"legs of (\d+) \w+ and (\d+)", t):
        a, b = int(m.group(1)), int(m.group(2))
        verify(
            item,
            Fraction(math.isqrt(a * a + b * b)) if math.isqrt(a * a + b * b) ** 2 == a * a + b * b else None,
        )
    elif m := re.search(r"hypotenuse of (\d+) \w+ and one leg of (\d+)", t):
        c, a = int(m.group(1)), int(m.group(2))
        verify(item, Fraction(math.isqrt(c * c - a * a)))
    elif m := re.search(r"A (\d+)-\w+ ladder .+? is (\d+) \w+ from the wall", t):
        c, a = int(m.group(1)), int(m.group(2))
        assert math.isqrt(c * c - a * a) ** 2 == c * c - a * a
        verify(item, Fraction(math.isqrt(c * c - a * a)))
    elif m := re.search(r"sides of (\d+) \w+, (\d+) \w+, and (\d+)", t):
        s = sorted(int(g) for g in m.groups())
        verify(
            item,
            "a right triangle" if s[0] ** 2 + s[1] ** 2 == s[2] ** 2 else "not a right triangle",
            parse_word,
        )
    elif m := re.search(r"areas of (\d+) \w+² and (\d+)", t):
        verify(item, Fraction(int(m.group(1)) + int(m.group(2))))
    elif m := re.search(r"box is (\d+) \w+ long, (\d+) \w+ wide, and (\d+) \w+ tall", t):
        d2 = sum(int(g) ** 2 for g in m.groups())
        assert math.isqrt(d2) ** 2 == d2
        verify(item, Fraction(math.isqrt(d2)))
    else:
        m = find(r"P is at \((-?\d+), (-?\d+)\) and point Q is at \((-?\d+), (-?\d+)\)", t)
        x1, y1, x2, y2 = (int(g) for g in m.groups())
        verify(item, Fraction((x2 - x1) ** 2 + (y2 - y1) ** 2), _squared)


@checks("math.g78.volume")
def check_volume(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    exact = "3.14" not in t
    pi = Fraction(1) if exact else PI
    if m := re.search(rf"volume of ({NUM}|\d*π) \w+³ and a radius of (\d+)", t):
        v = parse_pi(m.group(1)) if exact else frac(m.group(1)) / PI
        r = int(m.group(2))
        verify(item, v / (r * r))
        return
    m = find(r"(cylinder|cone|sphere) has a (radius|diameter) of (\d+) \w+(?: and a height of (\d+))?", t)
    r = Fraction(int(m.group(3))) / (2 if m.group(2) == "diameter" else 1)
    h = int(m.group(4) or 0)
    coef = {"cylinder": r * r * h, "cone": r * r * h / 3, "sphere": Fraction(4, 3) * r**3}[m.group(1)]
    if exact:
        verify(item, coef, parse_pi)
    else:
        verify(item, coef * pi)
