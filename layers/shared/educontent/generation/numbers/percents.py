"""Percents and exact values written the way the grade 6-7 ratio, geometry and statistics items
write them: ``72%``, a terminating value as a decimal, anything else as a fraction."""

from __future__ import annotations

from fractions import Fraction

from educontent.generation.numbers.rationals import dx, fx, terminates


def pct(value: Fraction | int) -> str:
    """``72%``, ``12.5%``."""
    return f"{dx(value)}%"


def pct_or_blank(value: Fraction) -> str:
    """The percent when it is a terminating decimal, else ``""`` (a choice left out)."""
    return pct(value) if terminates(value) else ""


def decimal_or_mixed(value: Fraction) -> str:
    """``2.5`` when the value terminates, else a mixed number (``3 1/3``)."""
    return dx(value) if terminates(value) else fx(value)


def decimal_or_improper(value: Fraction) -> str:
    """``2.5`` when the value terminates, else an improper fraction (``10/3``)."""
    return dx(value) if terminates(value) else fx(value, mixed=False)
