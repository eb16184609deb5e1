"""Units of measure: the names, plurals and symbols that mean the same unit (``cm``,
``centimeter``, ``centimeters``; ``m²``, ``m^2``, ``sq m``, ``square meters``), and which units are
measurements (length, area, volume, mass, capacity, temperature, angle, time).

A unit not in the table (``paper clips``, ``pages per day``) is compared as text, with or without a
final ``s``.
"""

from __future__ import annotations

import functools
import re

from educontent.answers.text import text_key

_LENGTH = {
    "mm": ("millimeter", "millimetre"),
    "cm": ("centimeter", "centimetre"),
    "m": ("meter", "metre"),
    "km": ("kilometer", "kilometre"),
    "in": ("inch",),
    "ft": ("foot",),
    "yd": ("yard",),
    "mi": ("mile",),
    "units": ("unit",),
}
_PLURALS = {"inch": "inches", "foot": "feet"}
_OTHER = {
    "g": ("gram", "gramme"),
    "kg": ("kilogram",),
    "mg": ("milligram",),
    "lb": ("pound", "lbs"),
    "oz": ("ounce",),
    "mL": ("milliliter", "millilitre", "ml"),
    "L": ("liter", "litre", "l"),
    "cup": ("cups",),
    "pt": ("pint",),
    "qt": ("quart",),
    "gal": ("gallon",),
    "°F": ("degrees fahrenheit", "degree fahrenheit", "fahrenheit", "°f"),
    "°C": ("degrees celsius", "degree celsius", "celsius", "°c"),
    "°": ("degree", "deg"),
    "s": ("second", "sec", "secs"),
    "min": ("minute", "mins"),
    "h": ("hour", "hr", "hrs"),
    "day": (),
    "week": (),
    "N": ("newton", "n"),
    "J": ("joule", "j"),
    "m/s": ("meters per second", "metres per second", "meter per second"),
}


@functools.cache
def _aliases() -> dict[str, str]:
    """Every written form (as ``text_key``) -> its canonical unit."""
    table: dict[str, str] = {}

    def add(canonical: str, *forms: str) -> None:
        for form in (canonical, *forms):
            table.setdefault(text_key(form), canonical)

    for symbol, names in _LENGTH.items():
        words = [*names, *(_PLURALS.get(n, n + "s") for n in names)]
        add(symbol, *words)
        sq = [f"square {w}" for w in words] + [f"sq {symbol}", f"sq. {symbol}", f"{symbol}^2", f"{symbol}2"]
        add(f"{symbol}²", *sq)
        cube = [f"cubic {w}" for w in words] + [f"cu {symbol}", f"cu. {symbol}", f"{symbol}^3", f"{symbol}3"]
        add(f"{symbol}³", *cube)
    for symbol, names in _OTHER.items():
        add(symbol, *names, *(n + "s" for n in names if not n.endswith("s") and " " not in n))
    add("°", "degrees")
    return table


def canonical(unit: str) -> str | None:
    """The canonical name of a known unit, or None for a unit not in the table."""
    key = text_key(unit)
    aliases = _aliases()
    found = aliases.get(key)
    if found is None and key.endswith("s"):
        found = aliases.get(key[:-1])
    return found


_MEASUREMENT_EXCLUDED = frozenset({"day", "week"})


def is_measurement(unit: str) -> bool:
    """Whether ``unit`` is a unit of measure a skill teaches (not a count of things)."""
    found = canonical(unit)
    return found is not None and found not in _MEASUREMENT_EXCLUDED


def same_unit(written: str, expected: str) -> bool:
    """Whether the unit a child wrote is the expected one, in any of its names."""
    a, b = canonical(written), canonical(expected)
    if a is not None or b is not None:
        return a == b
    return _loose(written) == _loose(expected)


def _loose(unit: str) -> str:
    return re.sub(r"s\b", "", text_key(unit))


def forms(unit: str) -> list[str]:
    """Every written form of ``unit`` (as ``text_key``), for finding it in a question."""
    found = canonical(unit)
    if found is None:
        return [text_key(unit)]
    return [form for form, canon in _aliases().items() if canon == found]
