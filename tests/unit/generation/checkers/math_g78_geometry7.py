"""Checkers for the grade 7 geometry generators (``math.g78.*``, 7.G): each recomputes the answer
from the measures stated in the item."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.math_g78_common import (
    find,
    frac,
    item_text,
    parse_linear,
    parse_num,
    parse_pi,
    parse_word,
    verify,
)

PI = Fraction(314, 100)


@checks("math.g78.scale-drawing")
def check_scale(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    scales = [(int(a), int(b)) for a, b in re.findall(r"(\d+) (?:cm|in) = (\d+) (?:m|ft)", t)]
    assert scales
    if "new drawing" in t:
        (one, s1), (_, s2) = scales[0], scales[1]
        assert one == 1
        old = int(find(r"is (\d+) (?:cm|in) long", t).group(1))
        expected = Fraction(old * s1, s2)
    elif "actual length" in t:
        a, b = scales[0]
        w = int(find(r"rectangle (\d+) (?:cm|in) long", t).group(1))
        expected = Fraction(w * b, a)
    elif "actual area" in t:
        a, b = scales[0]
        m = find(r"rectangle (\d+) (?:cm|in) long and (\d+) (?:cm|in) wide", t)
        expected = Fraction(int(m.group(1)) * b, a) * Fraction(int(m.group(2)) * b, a)
    else:
        a, b = scales[0]
        real = int(find(r"is (\d+) (?:m|ft) long", t).group(1))
        expected = Fraction(real * a, b)
    verify(item, expected)


@checks("math.g78.triangle-conditions")
def check_triangle(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    two = re.search(r"Two sides of a triangle are (\d+) cm and (\d+) cm long", t)
    if two:
        a, b = sorted(int(g) for g in two.groups())
        # try every whole number: which third sides close a triangle?
        ok = [c for c in range(1, a + b + 5) if a + b > c and a + c > b and b + c > a]
        expected = Fraction(max(ok) if "greatest" in t else min(ok))
        verify(item, expected)
        return
    if m := re.search(r"side lengths (\d+) cm, (\d+) cm, and (\d+) cm", t):
        s = sorted(int(g) for g in m.groups())
        expected = "exactly one triangle" if s[0] + s[1] > s[2] else "no triangle"
    elif m := re.search(r"angles of (\d+)°, (\d+)°, and (\d+)°", t):
        expected = "more than one triangle" if sum(int(g) for g in m.groups()) == 180 else "no triangle"
    elif m := re.search(r"sides of (\d+) cm and (\d+) cm and a (\d+)° angle between them", t):
        expected = "exactly one triangle" if 0 < int(m.group(3)) < 180 else "no triangle"
    else:
        m = find(r"angles of (\d+)° and (\d+)° and a (\d+) cm side between them", t)
        expected = "exactly one triangle" if int(m.group(1)) + int(m.group(2)) < 180 else "no triangle"
    verify(item, expected, parse_word, marker=" make ")


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


@checks("math.g78.cross-sections")
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


def _measure(t: str, exact: bool) -> Fraction:
    """The answer from the stated radius or diameter (a coefficient of pi when ``exact``)."""
    pi = Fraction(1) if exact else PI
    asked = find(r"(?:What is its|Its) (circumference|area|radius)", t).group(1)
    if asked == "radius":
        if exact:
            if m := re.search(r"circumference of (\d*)π", t):
                return Fraction(int(m.group(1) or 1), 2)
            m = find(r"area of (\d*)π", t)
            a = int(m.group(1) or 1)
        else:
            if m := re.search(r"circumference of (\d+(?:\.\d+)?) ", t):
                return frac(m.group(1)) / PI / 2
            a = frac(find(r"area of (\d+(?:\.\d+)?) ", t).group(1)) / PI
        r = next(k for k in range(1, 200) if k * k == a)
        return Fraction(r)
    m = find(r"has a (radius|diameter) of (\d+) ", t)
    r = Fraction(int(m.group(2))) / (2 if m.group(1) == "diameter" else 1)
    return (2 * r if asked == "circumference" else r * r) * pi


@checks("math.g78.circle")
def check_circle(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    exact = "3.14" not in t
    assert exact == (params.get("pi", "exact") == "exact")
    expected = _measure(t, exact)
    if "radius" in find(r"(?:What is its|Its) (circumference|area|radius)", t).group(1) or not exact:
        verify(item, expected)
    else:
        verify(item, expected, parse_pi)


def _angle_answer(t: str) -> tuple[Fraction, str]:
    if m := re.search(r"Angles A and B are (complementary|supplementary)\. Angle A measures (\d+)°", t):
        total = 90 if m.group(1) == "complementary" else 180
        return Fraction(total - int(m.group(2))), " measures "
    if m := re.search(r"One of the angles they make measures (\d+)°", t):
        a = int(m.group(1))
        return Fraction(a if "vertical to it" in t else 180 - a), " measures "
    if m := re.search(r"straight line\. Two of them measure (\d+)° and (\d+)°", t):
        return Fraction(180 - int(m.group(1)) - int(m.group(2))), " measures "
    if m := re.search(r"around a point\. Three of them measure (\d+)°, (\d+)°, and (\d+)°", t):
        return Fraction(360 - sum(int(g) for g in m.groups())), " measures "
    if m := re.search(r"Two vertical angles measure \((.+?)\)° and \((.+?)\)°", t):
        m1, b1 = parse_linear(m.group(1))
        m2, b2 = parse_linear(m.group(2))
        return (b2 - b1) / (m1 - m2), " is "
    m = find(
        r"Two angles are (supplementary|complementary)\. One measures \((.+?)\)° and the other measures (\d+)°",
        t,
    )
    total = 180 if m.group(1) == "supplementary" else 90
    k, c = parse_linear(m.group(2))
    return (total - int(m.group(3)) - c) / k, " is "


@checks("math.g78.angle-pairs")
def check_angles(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["content"]["type"] == "arithmetic":
        c = item["content"]
        assert c["operator"] == "-" and c["operand1"] in (90, 180)
        assert Fraction(item["answer"]["value"]) == c["operand1"] - c["operand2"]
        return
    expected, marker = _angle_answer(item_text(item))
    assert expected > 0
    verify(item, expected, parse_num, marker=marker)


@checks("math.g78.area-volume")
def check_area_volume(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    if m := re.search(r"triangle has a base of (\d+) \w+ and a height of (\d+)", t):
        expected = Fraction(int(m.group(1)) * int(m.group(2)), 2)
    elif m := re.search(r"parallel sides of (\d+) \w+ and (\d+) \w+ and a height of (\d+)", t):
        b1, b2, h = (int(g) for g in m.groups())
        expected = Fraction((b1 + b2) * h, 2)
    elif m := re.search(
        r"cutting a (\d+) \w+ by (\d+) \w+ rectangle from one corner of a (\d+) \w+ by (\d+)", t
    ):
        w, h, W, H = (int(g) for g in m.groups())
        expected = Fraction(W * H - w * h)
    elif m := re.search(r"volume of (\d+) \w+³\. It is (\d+) \w+ long and (\d+) \w+ wide", t):
        v, ln, w = (int(g) for g in m.groups())
        expected = Fraction(v, ln * w)
        assert expected.denominator == 1
    elif m := re.search(r"prism is (\d+) \w+ long, (\d+) \w+ wide, and (\d+) \w+ tall", t):
        ln, w, h = (int(g) for g in m.groups())
        if "surface area" in t:
            expected = Fraction(2 * (ln * w + ln * h + w * h))
        else:
            assert "volume" in t
            expected = Fraction(ln * w * h)
    elif m := re.search(r"cube has edges that are (\d+)", t):
        s = int(m.group(1))
        expected = Fraction(6 * s * s)
    else:
        m = find(r"legs of (\d+) \w+ and (\d+) \w+\. The prism is (\d+) \w+ long", t)
        b, h, ln = (int(g) for g in m.groups())
        expected = Fraction(b * h, 2) * ln
    verify(item, expected)
