"""Tables of the ratio, rate, percent and statistics items (grades 6-7): the rows of a content bank
as tuples, and the cells and rows of an x-y table of a relationship."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from functools import cache
from typing import Any

from educontent.generation.banks import load_bank
from educontent.generation.kit.math_forms import TableForm
from educontent.generation.numbers.rationals import dx


@cache
def bank_rows(stem: str, key: str, *fields: str) -> tuple[Any, ...]:
    """List ``key`` of the math bank ``stem``: with ``fields``, each entry as the tuple of those
    fields (in that order); without, the entries themselves. The order is the bank's."""
    entries = load_bank("math", stem)[key]
    if not fields:
        return tuple(entries)
    return tuple(tuple(entry[field] for field in fields) for entry in entries)


def cell(value: Fraction) -> int | str:
    """A table cell: a whole number as a JSON number, anything else as a decimal."""
    return int(value) if value.denominator == 1 else dx(value)


def xy_rows(xs: Iterable[int], ys: Iterable[Fraction]) -> tuple[tuple[int, int | str], ...]:
    """The rows (x, y) of a table of a relationship."""
    return tuple((x, cell(y)) for x, y in zip(xs, ys, strict=True))


def xy_table(
    xs: Iterable[int],
    ys: Iterable[Fraction],
    question: str,
    *,
    title: str = "A proportional relationship",
    columns: tuple[str, str] = ("x", "y"),
) -> TableForm:
    """A two-column table of a relationship, one row (x, y) per pair."""
    return TableForm(title=title, columns=columns, rows=xy_rows(xs, ys), question=question)
