"""Writing numbers the way a K-8 worksheet does: whole numbers, fractions, mixed numbers, decimals.

The one home of number formatting: this module holds the basics; ``numbers.words`` writes numbers
in words, and sibling modules hold the formats of one kind of number (fractions, decimals, powers).
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

Number = int | Fraction


def as_fraction(value: Number | float | str) -> Fraction:
    return value if isinstance(value, Fraction) else Fraction(str(value))


def fmt(value: Number, *, mixed: bool = False) -> str:
    """``3``, ``-2``, ``3/4``, or with ``mixed`` ``1 1/2``."""
    value = as_fraction(value)
    if value.denominator == 1:
        return str(value.numerator)
    if mixed and abs(value) > 1:
        whole = int(value)  # toward zero
        rest = abs(value - whole)
        return f"{whole} {rest.numerator}/{rest.denominator}"
    return f"{value.numerator}/{value.denominator}"


def fmt_decimal(value: Number | Decimal, places: int | None = None) -> str:
    """A terminating value as a decimal: ``0.25``, ``3``; ``places`` pads or rounds."""
    if isinstance(value, Fraction):
        dec = Decimal(value.numerator) / Decimal(value.denominator)
    else:
        dec = Decimal(value)
    if places is not None:
        return f"{dec:.{places}f}"
    text = format(dec.normalize(), "f")
    return text


def plain_number(value: Number) -> int | float:
    """The JSON number for an operand (exact for integers and terminating decimals)."""
    if type(value) is int:  # the common case, without a Fraction
        return value
    value = as_fraction(value)
    if value.denominator == 1:
        return value.numerator
    return float(value)
