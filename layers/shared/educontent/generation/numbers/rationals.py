"""Rational numbers the way a grade 6-7 worksheet writes them: fractions and mixed numbers, terminating
decimals, money, signed numbers inside expressions, powers and linear expressions (``3x - 4``)."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from educontent.generation.numbers import fmt, fmt_decimal

F = Fraction


def _f(value: Fraction | int) -> Fraction:
    return value if type(value) is Fraction else Fraction(value)


def fx(value: Fraction | int, *, mixed: bool = True) -> str:
    """A fraction as a child writes it: ``3``, ``-2``, ``3/4``, ``1 1/2`` (``mixed``) or ``3/2``."""
    if type(value) is int:
        return str(value)
    if value.denominator == 1:
        return str(value.numerator)
    return fmt(value, mixed=mixed)


def terminates(value: Fraction | int) -> bool:
    """Whether the value has a finite decimal (its denominator has no prime but 2 and 5)."""
    d = _f(value).denominator
    while d % 2 == 0:
        d //= 2
    while d % 5 == 0:
        d //= 5
    return d == 1


def dx(value: Fraction | int) -> str:
    """A terminating value as a decimal (``2.5``, ``-0.75``, ``3``)."""
    value = _f(value)
    if value.denominator == 1:
        return str(value.numerator)
    assert terminates(value), value
    text = fmt_decimal(value)
    return "0" if text in ("-0", "0") else text


def tidy(value: Fraction, *, mixed: bool = True) -> str:
    """A terminating non-integer as a decimal, anything else as a fraction (``fx``)."""
    return dx(value) if terminates(value) and value.denominator != 1 else fx(value, mixed=mixed)


def money(value: Fraction | int) -> str:
    """``$4.50``, ``-$0.25``."""
    value = F(value)
    text = fmt_decimal(value, 2)
    return f"-${text[1:]}" if text.startswith("-") else f"${text}"


def neg(value: Fraction | int, *, decimal: bool = False) -> str:
    """A number inside an expression: negative numbers in parentheses."""
    text = dx(value) if decimal else fx(value)
    return f"({text})" if F(value) < 0 else text


def num_text(value: Fraction | int, decimal: bool) -> str:
    return dx(value) if decimal else fx(value)


def commas(n: int) -> str:
    """Thousands separated by commas from 10,000 up (``9999``, ``12,345``)."""
    return f"{n:,}" if abs(n) >= 10000 else str(n)


def digits(*values: Fraction | int | float) -> int:
    """Digits of the largest number (for Features.magnitude)."""
    biggest = max(abs(F(v)) for v in values) if values else F(0)
    return max(1, len(str(int(biggest))))


_SUPER = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def sup(n: int) -> str:
    """An exponent in superscript digits: ``3`` -> ``³``."""
    return str(n).translate(_SUPER)


def coef_text(c: Fraction, *, decimal: bool = False) -> str:
    """The number in front of a variable: ``3``, ``-``, `` ``, ``(1/2)``, ``0.5``."""
    if c == 1:
        return ""
    if c == -1:
        return "-"
    if c.denominator == 1:
        return str(c.numerator)
    if decimal and terminates(c):
        return dx(c)
    return f"({fx(c, mixed=False)})" if c > 0 else f"-({fx(-c, mixed=False)})"


def linear(terms: Sequence[tuple[Fraction | int, str]], *, decimal: bool = False) -> str:
    """``[(3, "x"), (-4, "")]`` -> ``3x - 4``. Zero terms are left out; all zero gives ``0``."""
    out = ""
    for c, var in terms:
        c = _f(c)
        if c == 0:
            continue
        if var:
            body = coef_text(abs(c), decimal=decimal) + var
        else:
            body = dx(abs(c)) if decimal and terminates(c) else fx(abs(c), mixed=False)
        if not out:
            out = ("-" if c < 0 else "") + body
        else:
            out += (" - " if c < 0 else " + ") + body
    return out or "0"
