"""Numbers in words, from ``catalog_data/content/math/number-words.json``."""

from __future__ import annotations

from functools import cache

from educontent.generation.banks import load_bank


@cache
def _words() -> dict:
    return load_bank("math", "number-words")


def number_words(n: int) -> str:
    """A whole number in words, without "and": 42,605 -> forty-two thousand, six hundred five;
    8,000,270 -> eight million, two hundred seventy."""
    words = _words()
    ones, tens = words["ones"], words["tens"]
    if n < 20:
        return ones[n]
    if n < 100:
        return tens[n // 10] + ("-" + ones[n % 10] if n % 10 else "")
    if n < 1000:
        return ones[n // 100] + f" {words['hundred']}" + (" " + number_words(n % 100) if n % 100 else "")
    if n < 1_000_000:
        rest = n % 1000
        return number_words(n // 1000) + f" {words['thousand']}" + (", " + number_words(rest) if rest else "")
    rest = n % 1_000_000
    return number_words(n // 1_000_000) + f" {words['million']}" + (", " + number_words(rest) if rest else "")


def place_word(places: int) -> str:
    """The unit of a decimal place: 1 -> tenth, 2 -> hundredth, 3 -> thousandth."""
    return _words()["decimalPlaces"][places - 1]
