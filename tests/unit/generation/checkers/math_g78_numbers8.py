"""Checkers for the grade 8 number generators (``math.g78.*``, 8.NS and 8.EE.A): classification,
repeating decimals, square-root estimates, exponent rules, roots and scientific notation, each
recomputed from the numbers the item shows."""

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
    parse_sci,
    parse_word,
    verify,
)

SUP = "[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+"
_SUP = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻", "0123456789-")
SCI = rf"\d+(?:\.\d+)? × 10{SUP}"


def _exp(s: str) -> int:
    return int(s.translate(_SUP))


def _int_root(n: int, k: int) -> int | None:
    r = round(n ** (1 / k)) if n else 0
    for c in (r - 1, r, r + 1):
        if c >= 0 and c**k == n:
            return c
    return None


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
        return "rational" if _int_root(int(m.group(1)), 2) is not None else "irrational"
    if m := re.fullmatch(r"∛(\d+)", s):
        return "rational" if _int_root(int(m.group(1)), 3) is not None else "irrational"
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


@checks("math.g78.rational-irrational")
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


def _sqrt_interval(n: int) -> tuple[Fraction, Fraction]:
    scale = 10**6
    r = math.isqrt(n * scale * scale)
    return Fraction(r, scale), Fraction(r + 1, scale)


def _interval(s: str) -> tuple[Fraction, Fraction]:
    s = s.strip()
    if m := re.fullmatch(r"√(\d+)", s):
        return _sqrt_interval(int(m.group(1)))
    if m := re.fullmatch(r"π(?: \+ (\d+))?", s):
        extra = int(m.group(1) or 0)
        return Fraction(314159, 100000) + extra, Fraction(314160, 100000) + extra
    v = frac(s)
    return v, v


@checks("math.g78.approximate-irrationals")
def check_approx(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    if m := re.search(r"(?:greatest: |Of )(.+?)(?:\?|, the greatest)", t):
        values = {s.strip(): _interval(s) for s in m.group(1).split(", ")}
        best = [s for s, (lo, _) in values.items() if all(lo > hi for o, (_, hi) in values.items() if o != s)]
        assert len(best) == 1, values
        verify(item, best[0], lambda s: s.strip())
        return
    n = int(find(r"√(\d+)", t).group(1))
    if "number line" in t:
        points = {letter: frac(v) for letter, v in re.findall(rf"([A-D]) at ({NUM})", t)}
        lo, _hi = _sqrt_interval(n)
        ranked = sorted(points, key=lambda p: abs(points[p] - lo))
        assert abs(points[ranked[1]] - lo) - abs(points[ranked[0]] - lo) > Fraction(1, 10)
        verify(item, ranked[0], lambda s: s.strip(), marker=" point ")
        return
    if "lies between" in t:
        k = next(j for j in range(0, n + 1) if j * j <= n < (j + 1) ** 2)
        verify(
            item,
            (k, k + 1),
            lambda s: (
                tuple(int(x) for x in m.groups())
                if (m := re.fullmatch(r"(\d+) and (\d+)", s.strip()))
                else None
            ),
            marker=" between ",
        )
        return
    if "nearest whole number" in t:
        j = next(j for j in range(0, n + 1) if (j - Fraction(1, 2)) ** 2 <= n < (j + Fraction(1, 2)) ** 2)
        verify(item, Fraction(j))
        return
    assert "nearest tenth" in t
    tenth = next(
        j for j in range(0, 100 * n + 1) if (j - Fraction(1, 2)) ** 2 <= 100 * n < (j + Fraction(1, 2)) ** 2
    )
    verify(item, Fraction(tenth, 10))


def _power_expression(t: str) -> tuple[str, int] | None:
    if m := re.search(rf"\((\d+)({SUP})\)({SUP})", t):
        return m.group(1), _exp(m.group(2)) * _exp(m.group(3))
    if m := re.search(rf"(\d+)({SUP}) ([×÷]) (\d+)({SUP})", t):
        assert m.group(1) == m.group(4)
        a, b = _exp(m.group(2)), _exp(m.group(5))
        return m.group(1), a + b if m.group(3) == "×" else a - b
    if m := re.search(rf"(\d+)({SUP})", t):
        return m.group(1), _exp(m.group(2))
    return None


def _parse_power(s: str) -> tuple[str, int] | None:
    if m := re.fullmatch(r"(\d+)\^\(?(-?\d+)\)?", s.strip()):
        return m.group(1), int(m.group(2))
    m = re.fullmatch(rf"(\d+)({SUP})", s.strip())
    return (m.group(1), _exp(m.group(2))) if m else None


@checks("math.g78.exponents")
def check_exponents(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    if m := re.search(r"(?:Write (.+?) as a single power|As a single power, (.+?) = )", t):
        expr = m.group(1) or m.group(2)
        verify(item, _power_expression(expr), _parse_power, marker=" = ")
        return
    expr = find(r"(?:What is the value of|The value of) (.+?)(?:\?| is )", t).group(1)
    base, e = _power_expression(expr)  # type: ignore[misc]
    verify(item, Fraction(int(base)) ** e)


def _root(value: Fraction, k: int) -> Fraction:
    a, b = _int_root(value.numerator, k), _int_root(value.denominator, k)
    assert a is not None and b is not None, value
    return Fraction(a, b)


def _solutions(s: str) -> frozenset[Fraction]:
    return frozenset(frac(v) for v in re.findall(rf"x = ({NUM})", s))


@checks("math.g78.roots")
def check_roots(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    if m := re.search(rf"x([²³]) = ({NUM})", t):
        value = frac(m.group(2))
        if m.group(1) == "²":
            r = _root(value, 2)
            verify(item, frozenset({r, -r}), _solutions, marker=" are ")
        else:
            verify(item, frozenset({_root(value, 3)}), _solutions, marker=" is ")
        return
    m = find(rf"([√∛])\(?({NUM})\)?", t)
    verify(item, _root(frac(m.group(2)), 2 if m.group(1) == "√" else 3), parse_num, marker=" = ")


def _sci_value(s: str) -> Fraction:
    c, e = s.split(" × 10")
    return Fraction(c) * Fraction(10) ** _exp(e)


def _normal(v: Fraction) -> tuple[Fraction, int]:
    e = 0
    while v >= 10:
        v, e = v / 10, e + 1
    while v < 1:
        v, e = v * 10, e - 1
    return v, e


@checks("math.g78.scientific-notation")
def check_sci(item: dict[str, Any], params: dict[str, Any]) -> None:
    c = item["content"]
    if c["type"] == "arithmetic":
        a, b = (_sci_value(d) for d in c["operandDisplays"])
        assert Fraction(c["operand1"]) == a or abs(c["operand1"] - float(a)) <= abs(float(a)) * 1e-12
        result = a * b if c["operator"] == "×" else a / b
        verify(item, _normal(result), parse_sci)
        return
    t = item_text(item)
    if m := re.search(r"(?:Write |^)([\d,.]+) in scientific notation", t, re.M):
        verify(item, _normal(frac(m.group(1))), parse_sci)
    elif m := re.search(rf"(?:Write |^)({SCI}) in standard form", t, re.M):
        verify(item, _sci_value(m.group(1)))
    elif m := re.search(r"(?:Estimate |a power of 10, )([\d,.]+)", t):
        coef, e = _normal(frac(m.group(1)))
        lead = math.floor(coef + Fraction(1, 2))
        verify(item, (Fraction(1), e + 1) if lead == 10 else (Fraction(lead), e), parse_sci, marker=" about ")
    elif m := re.search(rf"has about ({SCI}) .+?, and .+? has about ({SCI})", t):
        verify(item, _sci_value(m.group(1)) / _sci_value(m.group(2)))
    else:
        m = find(rf"\(({SCI})\) ([×÷+-]) \(({SCI})\)", t)
        a, b = _sci_value(m.group(1)), _sci_value(m.group(3))
        result = {"×": a * b, "÷": a / b, "+": a + b, "-": a - b}[m.group(2)]
        verify(item, _normal(result), parse_sci, marker=" = ")
