"""Numbers as a grade 3-5 worksheet writes them: fractions ``3/4`` not reduced, mixed numbers
``2 3/8`` over a chosen denominator, whole numbers ``12,400`` with thousands commas, quotients
``17 R 3`` (ordinals such as ``4th`` come from kit.grammar)."""

from __future__ import annotations

from fractions import Fraction


def with_commas(n: int) -> str:
    """A whole number with thousands commas: ``12,400`` (3-digit numbers are unchanged)."""
    return f"{n:,}"


def frac(n: int, d: int) -> str:
    """``n/d`` as written, not reduced."""
    return f"{n}/{d}"


def mixed_parts(whole: int, num: int, den: int) -> str:
    """A mixed number as written: ``3 2/4``, ``3`` when there is no fraction part, ``2/4`` with no whole."""
    if num == 0:
        return str(whole)
    if whole == 0:
        return f"{num}/{den}"
    return f"{whole} {num}/{den}"


def mixed_over(value: Fraction, den: int) -> str:
    """A mixed number written over ``den`` (not reduced): 2 3/8, 5, 3/8."""
    total = value * den
    assert total.denominator == 1
    n = total.numerator
    whole, rest = divmod(n, den)
    if rest == 0:
        return str(whole)
    if whole == 0:
        return f"{rest}/{den}"
    return f"{whole} {rest}/{den}"


def other_forms(value: Fraction, shown: str) -> tuple[str, ...]:
    """Other ways to write the same answer than ``shown``: simplest form, mixed number."""
    out: list[str] = []
    simple = f"{value.numerator}/{value.denominator}" if value.denominator != 1 else str(value.numerator)
    if simple != shown:
        out.append(simple)
    if value > 1 and value.denominator != 1:
        whole = value.numerator // value.denominator
        rest = value - whole
        mixed = f"{whole} {rest.numerator}/{rest.denominator}"
        if mixed != shown:
            out.append(mixed)
    return tuple(out)


def quotient_remainder(q: int, r: int) -> str:
    """A division answer: ``1,204 R 3``, or just the quotient when nothing is left over."""
    return f"{with_commas(q)} R {r}" if r else with_commas(q)


def relation(x: Fraction, y: Fraction) -> str:
    """The symbol that makes ``x _ y`` true: ``=``, ``>`` or ``<``."""
    return "=" if x == y else (">" if x > y else "<")
