"""Reading and writing the numbers of free responses: what ``mistakes`` compares and explains.

A response matches a wrong answer when both are the same number (``0.5`` and ``1/2``), so numbers
are read exactly, as fractions; anything else is compared as text.
"""

from __future__ import annotations

import re
from decimal import Decimal
from fractions import Fraction

_NUMBER = re.compile(
    r"(?P<sign>-)?(?:(?P<whole>\d+) (?P<num>\d+)/(?P<den>\d+)|(?P<top>\d+)/(?P<bottom>\d+)|(?P<dec>\d*\.?\d+))"
)


def text_key(text: str) -> str:
    """Text compared without case, surrounding spaces, doubled spaces or a final full stop."""
    return " ".join(text.replace("−", "-").split()).rstrip(".").casefold()


def parse_number(text: str | int | float) -> Fraction | None:
    """``text`` as an exact number, or None: ``12``, ``-3``, ``12.5``, ``.5``, ``7/12``, ``1 1/2``,
    ``-1 1/2``, ``1,200``, ``$3.05``, ``15°`` and ``25¢`` (a number with its sign of degrees or cents is
    that number); not times (``3:05``), percents, roots or words."""
    if isinstance(text, bool):
        return None
    if isinstance(text, int):
        return Fraction(text)
    if isinstance(text, float):
        return Fraction(Decimal(repr(text)))
    cleaned = " ".join(text.replace("−", "-").replace(",", "").split()).removesuffix("°").removesuffix("¢")
    cleaned = cleaned.rstrip()
    if cleaned.startswith("$"):
        cleaned = cleaned[1:]
    elif cleaned.startswith("-$"):
        cleaned = "-" + cleaned[2:]
    found = _NUMBER.fullmatch(cleaned)
    if found is None:
        return None
    sign = -1 if found["sign"] else 1
    if found["whole"] is not None:
        num, den = int(found["num"]), int(found["den"])
        if den == 0 or num >= den:
            return None
        return sign * (int(found["whole"]) + Fraction(num, den))
    if found["top"] is not None:
        den = int(found["bottom"])
        return None if den == 0 else sign * Fraction(int(found["top"]), den)
    return sign * Fraction(Decimal(found["dec"]))


def places_of(value: Fraction) -> int | None:
    """The decimal places ``value`` is written with (``12.5`` has 1, ``0.25`` has 2), None if it never ends."""
    for places in range(12):
        if (value * 10**places).denominator == 1:
            return places
    return None


def show(value: Fraction, as_decimal: bool) -> str:
    """``value`` as a teacher writes it: ``1,200``, ``-5``, ``8.56`` (``as_decimal``) or ``1 7/12``."""
    sign = "-" if value < 0 else ""
    size = abs(value)
    if size.denominator == 1:
        whole = int(size)
        return sign + (f"{whole:,}" if whole >= 10000 else str(whole))
    places = places_of(size) if as_decimal else None
    if places is not None:
        return sign + format(Decimal(size.numerator) / Decimal(size.denominator), f".{places}f")
    whole, part = divmod(size.numerator, size.denominator)
    fraction = f"{part}/{size.denominator}"
    return sign + (f"{whole} {fraction}" if whole else fraction)


def decimal_text(value: Fraction, places: int) -> str:
    """``value`` with exactly ``places`` decimal places: ``3.20``."""
    return format(Decimal(value.numerator) / Decimal(value.denominator), f".{places}f")
