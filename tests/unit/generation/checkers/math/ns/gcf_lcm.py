"""Checker for ``math.ns.gcf_lcm``: greatest common factors, least common multiples, stories and
factoring a sum with the distributive property."""

from __future__ import annotations

import re
from fractions import Fraction
from math import gcd, lcm
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rationals import (
    find,
    main_text,
    nums,
    tail,
    verify,
    verify_number,
)


def _distribute(item: dict[str, Any], text: str) -> None:
    m = find(r"(\d+) \+ (\d+)", text)
    a, b = int(m.group(1)), int(m.group(2))
    g = gcd(a, b)

    def right(answer: str) -> bool:
        f = re.fullmatch(r"\s*(\d+)\s*(?:×\s*)?\((\d+) \+ (\d+)\)\s*", answer)
        if not f:
            return False
        k, p, q = (int(x) for x in f.groups())
        return k == g and {k * p, k * q} == {a, b} and k * (p + q) == a + b

    verify(item, right, claim=tail(r"= (.+)\.$"))


@checks("math.ns.gcf_lcm")
def check_gcf_lcm(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    mode = params["mode"]
    if mode == "gcf":
        m = find(r"greatest common factor of (\d+) and (\d+)", text)
        expected = Fraction(gcd(int(m.group(1)), int(m.group(2))))
    elif mode == "lcm":
        m = find(r"least common multiple of (\d+) and (\d+)", text)
        expected = Fraction(lcm(int(m.group(1)), int(m.group(2))))
    elif mode == "story":
        a, b = (int(x) for x in nums(text)[:2])
        if "packs of" in text or "blink" in text:
            expected = Fraction(lcm(a, b))
        else:
            assert "gift bags" in text or "in rows" in text, text
            expected = Fraction(gcd(a, b))
    else:
        _distribute(item, text)
        return
    verify_number(item, expected)
