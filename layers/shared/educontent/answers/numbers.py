"""Reading numbers as children write them: integers, decimals, fractions, mixed numbers, percents
and money, each as an exact ``Fraction`` with the form it was written in.

Accepted: ``1250``, ``1,250`` and ``1 250`` (thousands in groups of three), ``2.50``, ``.5``, a
leading ``+`` or ``-`` (also the Unicode minus), ``3/4``, ``1 1/2``, ``1-1/2``, ``½``, ``1½``,
``25%``, ``25 percent``, ``$3.50``, ``350¢`` and ``350 cents``. ``number_prefix`` also returns what
follows the number (a unit, for ``quantities``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from educontent.answers.text import clean

Form = Literal["integer", "decimal", "fraction", "mixed", "percent", "dollars", "cents"]

_VULGAR = {
    "½": (1, 2),
    "⅓": (1, 3),
    "⅔": (2, 3),
    "¼": (1, 4),
    "¾": (3, 4),
    "⅕": (1, 5),
    "⅖": (2, 5),
    "⅗": (3, 5),
    "⅘": (4, 5),
    "⅙": (1, 6),
    "⅚": (5, 6),
    "⅛": (1, 8),
    "⅜": (3, 8),
    "⅝": (5, 8),
    "⅞": (7, 8),
}

_INT = r"(?:\d{1,3}(?:,\d{3})+|\d{1,3}(?:\x20\d{3})+(?!\s*/)|\d+)"
_NUMBER = re.compile(
    rf"""^(?P<sign>[+-])?\s*(?:
        (?P<whole>\d+)(?:\s+|\s*-\s*)(?P<mnum>\d+)\s*/\s*(?P<mden>\d+)      # mixed 1 1/2, 1-1/2
      | (?P<vwhole>\d+)?\s*(?P<vulgar>[{"".join(_VULGAR)}])                  # ½, 1½, 1 ½
      | (?P<num>\d+)\s*/\s*(?P<den>\d+)                                      # 3/4
      | (?P<int>{_INT})?(?:\.(?P<frac>\d*))?                                 # 1,250  2.50  .5
    )""",
    re.VERBOSE,
)


@dataclass(frozen=True)
class Reading:
    """A number as written: its exact value, its form and, for decimals, its decimal places."""

    value: Fraction
    form: Form
    places: int = 0
    lowest: bool = True
    """False for a fraction (or the fraction part of a mixed number) not in lowest terms."""
    text: str = ""
    """The number written back plainly, as the child wrote it: ``6/8``, ``1 1/2``, ``2.50``."""

    @property
    def improper(self) -> bool:
        return self.form == "fraction" and abs(self.value) >= 1 and self.value.denominator != 1


def number_prefix(text: str) -> tuple[Reading, str] | None:
    """The plain number (integer, decimal, fraction or mixed number) ``text`` starts with, and the
    rest of the text (stripped); None when it does not start with a number."""
    text = clean(text).replace("⁄", "/")
    match = _NUMBER.match(text)
    if match is None or match.end() == 0:
        return None
    groups = match.groupdict()
    sign = -1 if groups["sign"] == "-" else 1
    reading = _reading(groups)
    if reading is None:
        return None
    rest = text[match.end() :].strip()
    if rest and (rest[0].isnumeric() or rest[0] in "/.,"):
        return None
    text = ("-" if sign < 0 else "") + reading.text
    return Reading(sign * reading.value, reading.form, reading.places, reading.lowest, text), rest


def _reading(groups: dict[str, str | None]) -> Reading | None:
    if groups["whole"] is not None:
        num, den = int(groups["mnum"] or 0), int(groups["mden"] or 0)
        if den == 0 or num >= den:
            return None
        whole = int(groups["whole"])
        return Reading(whole + Fraction(num, den), "mixed", 0, _lowest(num, den), f"{whole} {num}/{den}")
    if groups["vulgar"] is not None:
        num, den = _VULGAR[groups["vulgar"]]
        whole = int(groups["vwhole"] or 0)
        text = f"{whole} {num}/{den}" if whole else f"{num}/{den}"
        return Reading(whole + Fraction(num, den), "mixed" if whole else "fraction", 0, True, text)
    if groups["num"] is not None:
        num, den = int(groups["num"]), int(groups["den"] or 0)
        if den == 0:
            return None
        return Reading(Fraction(num, den), "fraction", 0, _lowest(num, den), f"{num}/{den}")
    whole, frac = groups["int"], groups["frac"]
    if whole is None and not frac:
        return None
    digits = (whole or "0").replace(",", "").replace(" ", "")
    if frac is None:
        return Reading(Fraction(int(digits)), "integer", text=str(int(digits)))
    text = f"{int(digits)}.{frac}" if frac else str(int(digits))
    return Reading(Fraction(f"{digits}.{frac or '0'}"), "decimal", places=len(frac), text=text)


def _lowest(num: int, den: int) -> bool:
    return Fraction(num, den).denominator == den


def read_number(text: str) -> Reading | None:
    """``text`` as exactly one plain number, or None."""
    found = number_prefix(text)
    return found[0] if found is not None and not found[1] else None


_PERCENT_WORDS = ("%", "percent", "per cent")
_CENT_WORDS = ("¢", "c", "cents", "cent")
_DOLLAR_WORDS = ("dollars", "dollar")


def read_percent(text: str) -> Reading | None:
    """``25%``, ``25 %`` or ``25 percent`` as a percent reading (value 25)."""
    found = number_prefix(text)
    if found is None or found[1].casefold() not in _PERCENT_WORDS:
        return None
    return Reading(found[0].value, "percent", found[0].places, text=found[0].text)


def read_money(text: str) -> Reading | None:
    """Money in dollars: ``$3.50``, ``$ 3.50``, ``3.50 dollars`` (form dollars) or ``350¢``,
    ``350 cents`` (form cents); the value is always in dollars."""
    text = clean(text)
    sign = ""
    if text and text[0] in "+-":
        sign, text = text[0], text[1:].strip()
    if text.startswith("$"):
        reading = read_number(sign + text[1:])
        return _money(reading, "dollars") if reading is not None else None
    found = number_prefix(sign + text)
    if found is None:
        return None
    reading, rest = found
    if rest.casefold() in _CENT_WORDS and reading.form in ("integer", "decimal"):
        return Reading(reading.value / 100, "cents", reading.places, text=reading.text)
    if rest.casefold() in _DOLLAR_WORDS:
        return _money(reading, "dollars")
    return None


def _money(reading: Reading, form: Form) -> Reading | None:
    if reading.form not in ("integer", "decimal"):
        return None
    return Reading(reading.value, form, reading.places, text=reading.text)


def show(value: Fraction) -> str:
    """A value written plainly: ``3/4``, ``-2``, ``12.5`` (decimals when they end)."""
    if value.denominator == 1:
        return str(value.numerator)
    den = value.denominator
    while den % 2 == 0:
        den //= 2
    while den % 5 == 0:
        den //= 5
    if den == 1:
        return f"{float(value):.12g}"
    return f"{value.numerator}/{value.denominator}"


def written(reading: Reading) -> str:
    """A reading written back in its own form (``1 1/2``, ``6/8``, ``2.50``, ``$3.50``, ``25%``)."""
    value = reading.value
    if reading.form == "dollars":
        return f"-${float(-value):.2f}" if value < 0 else f"${float(value):.2f}"
    if reading.form == "cents":
        return f"{reading.text}¢"
    if reading.form == "percent":
        return f"{reading.text}%"
    return reading.text or show(value)
