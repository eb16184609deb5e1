"""Checker for ``math.ns.rational_irrational`` (8.NS.A.1): each number as written is classified, decimals checked for terminating, repeating decimals turned into fractions."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import find, frac, int_root, item_text, parse_word, verify


def kind_of(s: str) -> str:
    """``rational`` or ``irrational`` for a number as the items write it."""
    s = s.strip()
    if "keeps growing" in s:
        return "irrational"
    if "repeats" in s:
        return "rational"
    if "π" in s:
        return "irrational"
    if m := re.fullmatch(r"√(\d+)", s):
        return "rational" if int_root(int(m.group(1)), 2) is not None else "irrational"
    if m := re.fullmatch(r"∛(\d+)", s):
        return "rational" if int_root(int(m.group(1)), 3) is not None else "irrational"
    frac(s)  # raises if it is not a plain number
    return "rational"


def repeating_value(shown: str, block: str) -> Fraction:
    digits = find(r"0\.(\d+)…", shown).group(1)
    for cut in range(len(digits)):
        prefix, rest = digits[:cut], digits[cut:]
        if len(rest) >= len(block) and rest == (block * 10)[: len(rest)]:
            whole = int(prefix + block) - (int(prefix) if prefix else 0)
            return Fraction(whole, 10 ** len(prefix) * (10 ** len(block) - 1))
    raise AssertionError(shown)


@checks("math.ns.rational_irrational")
def check_rational(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    if m := re.search(r"(?:Which of these numbers is|the one that is) (\w+)", t):
        verify(item, m.group(1), lambda s: kind_of(s) if s else "")
        return
    if m := re.search(r"decimal form of (\d+)/(\d+)", t):
        f = Fraction(int(m.group(1)), int(m.group(2)))
        d = f.denominator
        for p in (2, 5):
            while d % p == 0:
                d //= p
        verify(item, "terminating" if d == 1 else "repeating", parse_word)
        return
    if m := re.search(r"repeating decimal (0\.\d+…) \((?:only )?the (\d+) repeats", t):
        verify(item, repeating_value(m.group(1), m.group(2)))
        return
    number = find(r"(?:Is the number|The number) (.+?) (?:rational or|is )", t).group(1)
    verify(item, kind_of(number), parse_word)
