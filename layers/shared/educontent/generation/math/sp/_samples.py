"""Numerical data sets shared by the grade 6 statistics generators (measures of center and spread,
data displays): what is measured and its range of values, and the median; and counts that add up
to a total (sample results, trial results)."""

from __future__ import annotations

from fractions import Fraction
from fractions import Fraction as F
from random import Random

from educontent.generation.kit.rate_tables import bank_rows


def data_sets() -> tuple[tuple[str, str, int, int], ...]:
    """(what the data show, table column, least value, greatest value), in the bank's order."""
    return bank_rows("sp-samples", "dataSets", "what", "column", "low", "high")


def median(values: list[int] | list[Fraction]) -> Fraction:
    s = sorted(values)
    m = len(s) // 2
    return F(s[m]) if len(s) % 2 else F(s[m - 1] + s[m], 2)


def split(rng: Random, total: int, parts: int) -> list[int]:
    """``total`` split at random into ``parts`` counts of at least 2 each (cut at random places,
    again until every count is at least 2)."""
    while True:
        cuts = sorted(rng.sample(range(1, total), parts - 1))
        counts = [b - a for a, b in zip([0, *cuts], [*cuts, total], strict=True)]
        if min(counts) >= 2:
            return counts
