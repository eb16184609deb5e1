"""Numbers as grade 7-8 items write them: powers and superscripts, scientific notation, square roots,
multiples of pi, points and linear rules (``y = 3x - 2``), and the other forms an answer may take."""

from __future__ import annotations

import math
from fractions import Fraction

from educontent.generation.numbers import fmt, fmt_decimal

PI_APPROX = Fraction(314, 100)
"""3.14, the value of pi the items use when they do not work in terms of pi."""

_SUP = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")


def terminates(x: Fraction) -> bool:
    """Whether ``x`` has a terminating decimal (its denominator has only the factors 2 and 5)."""
    d = Fraction(x).denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    return d == 1


def frac_acceptable(p: Fraction, raw: tuple[int, int] | None = None) -> tuple[str, ...]:
    """Other ways to write the fraction ``p``: unsimplified as ``raw`` and, when it ends, as a decimal."""
    out = []
    if raw and Fraction(*raw) == p and raw != (p.numerator, p.denominator):
        out.append(f"{raw[0]}/{raw[1]}")
    if terminates(p):
        out.append(fmt_decimal(p))
    return tuple(out)


def pi_str(c: Fraction | int) -> str:
    """``16π``, ``π``, ``32π/3``."""
    c = Fraction(c)
    top = "" if c.numerator == 1 else str(c.numerator)
    return f"{top}π" if c.denominator == 1 else f"{top}π/{c.denominator}"


def pi_times(c: Fraction | int, exact: bool) -> str:
    """``c`` times pi: in terms of pi when ``exact``, otherwise with 3.14 as a decimal."""
    return pi_str(c) if exact else fmt_decimal(Fraction(c) * PI_APPROX)


def pi_acceptable(c: Fraction | int) -> tuple[str, ...]:
    """Other ways to type a multiple of pi: ``16pi``, ``16 π``, ``16*pi``, ``(32/3)π``."""
    s = pi_str(c)
    out = [s.replace("π", "pi"), s.replace("π", " π").strip(), s.replace("π", "*pi")]
    c = Fraction(c)
    if c.denominator != 1:
        out.append(f"({c.numerator}/{c.denominator})π")
        out.append(f"{c.numerator}/{c.denominator}π")
    return tuple(out)


def sup(n: int) -> str:
    """``n`` in superscript digits: ``⁻³``."""
    return str(n).translate(_SUP)


def power(base: int | Fraction, exp: int) -> str:
    """``3⁴``, ``(-2)⁵``, ``(1/2)³``."""
    b = fmt(base)
    if Fraction(base) < 0 or "/" in b:
        b = f"({b})"
    return f"{b}{sup(exp)}"


def sci(coef: Fraction, exp: int) -> str:
    """``3.2 × 10⁵``."""
    return f"{fmt_decimal(coef)} × 10{sup(exp)}"


def sci_plain(coef: Fraction, exp: int) -> str:
    """``3.2 x 10^5``, as it is typed."""
    return f"{fmt_decimal(coef)} x 10^{exp}"


def isqrt_exact(n: int) -> int | None:
    """The whole square root of ``n``, or None when ``n`` is not a perfect square."""
    r = math.isqrt(n)
    return r if r * r == n else None


def sqrt_approx(n: int, places: int = 2) -> Fraction:
    """The square root of ``n`` cut off (not rounded) after ``places`` decimal places."""
    scale = 10**places
    return Fraction(math.isqrt(n * scale * scale), scale)


def _coef_x(m: Fraction, var: str) -> str:
    """The x-term of a rule: ``3x``, ``-x``, ``(1/2)x``."""
    if m == 1:
        return var
    if m == -1:
        return f"-{var}"
    if m.denominator != 1:
        return f"({fmt(m)}){var}" if m > 0 else f"-({fmt(-m)}){var}"
    return f"{m.numerator}{var}"


def expr(m: Fraction | int, b: Fraction | int, var: str = "x") -> str:
    """``3x + 2``, ``-x - 4``, ``(1/2)x``, ``5``."""
    m, b = Fraction(m), Fraction(b)
    if m == 0:
        return fmt(b)
    out = _coef_x(m, var)
    if b > 0:
        out += f" + {fmt(b)}"
    elif b < 0:
        out += f" - {fmt(-b)}"
    return out


def rule(m: Fraction | int, b: Fraction | int) -> str:
    """``y = 3x + 2``."""
    return f"y = {expr(m, b)}"


def point(x: Fraction | int, y: Fraction | int) -> str:
    """``(3, -1/2)``."""
    return f"({fmt(x)}, {fmt(y)})"
