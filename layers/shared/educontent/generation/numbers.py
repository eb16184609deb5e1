"""Writing numbers the way a K-8 worksheet does: whole numbers, fractions, mixed numbers, decimals."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from functools import cache

from educontent.generation.banks import load_bank

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


# ---- number words ------------------------------------------------------------------------------


@cache
def _words() -> dict:
    return load_bank("math", "number-words")


def number_words(n: int) -> str:
    """A whole number 0-999,999 in words, without "and": 42,605 -> forty-two thousand, six hundred five."""
    words = _words()
    ones, tens = words["ones"], words["tens"]
    if n < 20:
        return ones[n]
    if n < 100:
        return tens[n // 10] + ("-" + ones[n % 10] if n % 10 else "")
    if n < 1000:
        return ones[n // 100] + f" {words['hundred']}" + (" " + number_words(n % 100) if n % 100 else "")
    rest = n % 1000
    return number_words(n // 1000) + f" {words['thousand']}" + (", " + number_words(rest) if rest else "")


def place_word(places: int) -> str:
    """The unit of a decimal place: 1 -> tenth, 2 -> hundredth, 3 -> thousandth."""
    return _words()["decimalPlaces"][places - 1]
