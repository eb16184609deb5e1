"""Whole numbers by place for the early grades: tens and ones, hundreds, tens and ones in words,
and expanded form."""

from __future__ import annotations


def unit_count(n: int | str, one: str, many: str) -> str:
    """``1 ten``, ``4 tens``, ``___ tens``: the count with the singular only for 1."""
    return f"{n} {one if str(n) == '1' else many}"


def tens_ones(n: int) -> str:
    """``47`` -> ``4 tens 7 ones``; ``305`` -> ``3 hundreds 0 tens 5 ones``."""
    h, rest = divmod(n, 100)
    t, o = divmod(rest, 10)
    ones = unit_count(o, "one", "ones")
    tens = unit_count(t, "ten", "tens")
    if h:
        return f"{unit_count(h, 'hundred', 'hundreds')} {tens} {ones}"
    return f"{tens} {ones}"


def place_words(h: int | str | None, t: int | str, o: int | str) -> str:
    """``4 tens and 7 ones``; with hundreds ``3 hundreds, 0 tens and 6 ones`` (a count may be ``___``)."""
    tens = unit_count(t, "ten", "tens")
    ones = unit_count(o, "one", "ones")
    if h is None:
        return f"{tens} and {ones}"
    return f"{unit_count(h, 'hundred', 'hundreds')}, {tens} and {ones}"


def expanded(n: int) -> str:
    """``347`` -> ``300 + 40 + 7``; zeros are left out (``305`` -> ``300 + 5``, ``0`` -> ``0``)."""
    parts = [int(d) * 10**p for p, d in enumerate(reversed(str(n)))][::-1]
    return " + ".join(str(x) for x in parts if x) or "0"
