"""Checker for ``math.g.angle_pairs`` (7.G.B.5): the unknown angle or x from the angle facts the item states."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import find, item_text, parse_linear, parse_num, verify


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


@checks("math.g.angle_pairs")
def check_angles(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["content"]["type"] == "arithmetic":
        c = item["content"]
        assert c["operator"] == "-" and c["operand1"] in (90, 180)
        assert Fraction(item["answer"]["value"]) == c["operand1"] - c["operand2"]
        return
    expected, marker = _angle_answer(item_text(item))
    assert expected > 0
    verify(item, expected, parse_num, marker=marker)
