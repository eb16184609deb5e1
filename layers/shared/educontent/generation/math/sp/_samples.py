"""Numerical data sets shared by the grade 6 statistics generators (measures of center and spread,
data displays): what is measured and its range of values, and the median."""

from __future__ import annotations

from fractions import Fraction
from fractions import Fraction as F

from educontent.generation.kit.rate_tables import bank_rows


def data_sets() -> tuple[tuple[str, str, int, int], ...]:
    """(what the data show, table column, least value, greatest value), in the bank's order."""
    return bank_rows("sp-samples", "dataSets", "what", "column", "low", "high")


def median(values: list[int] | list[Fraction]) -> Fraction:
    s = sorted(values)
    m = len(s) // 2
    return F(s[m]) if len(s) % 2 else F(s[m - 1] + s[m], 2)
