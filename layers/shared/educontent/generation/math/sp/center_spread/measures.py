"""Measures of center and variation of a listed data set (6.SP.A.3, 6.SP.B.5c): mean, median,
mode, range, interquartile range and mean absolute deviation."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction
from fractions import Fraction as F
from typing import NamedTuple

from educontent.generation.kit.algebra_values import exact_question
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.math.sp._samples import median
from educontent.generation.math.sp.center_spread.data import data_table, draw_data, listing, quartiles
from educontent.generation.numbers.percents import decimal_or_mixed as _n
from educontent.generation.numbers.rationals import digits


class _Sample(NamedTuple):
    values: list[int]
    s: list[int]  # sorted
    n: int
    total: int
    mean: Fraction
    med: Fraction


class _Measure(NamedTuple):
    value: Fraction
    label: str
    cands: list[tuple[str, str, str]]
    explain: str
    code: str


def _mean(d: _Sample) -> _Measure:
    values, n, total, mean, med = d.values, d.n, d.total, d.mean, d.med
    value = mean
    label = "mean"
    cands = [
        (_n(med), "found-the-median", "The mean is the sum divided by the count, not the middle value."),
        (str(total), "forgot-to-divide", f"Divide the sum {total} by the number of values, {n}."),
        (_n(F(total, n - 1)), "divided-by-one-less", f"There are {n} values."),
    ]
    explain = f"Add the values: {' + '.join(map(str, values))} = {total}. Divide by the number of values: {total} ÷ {n} = {_n(mean)}."
    return _Measure(value, label, cands, explain, "6.SP.B.5c")


def _median(d: _Sample) -> _Measure:
    values, s, n, mean, med = d.values, d.s, d.n, d.mean, d.med
    value = med
    label = "median"
    unsorted_mid = F(values[n // 2]) if n % 2 else F(values[n // 2 - 1] + values[n // 2], 2)
    cands = [
        (
            _n(unsorted_mid),
            "did-not-order-the-data",
            "Put the values in order before finding the middle.",
        ),
        (_n(mean), "found-the-mean", "The median is the middle of the ordered list."),
        (_n(F((n + 1), 2)), "gave-the-position", "Give the middle value, not its position."),
    ]
    mid = (
        f"the middle value is {s[n // 2]}"
        if n % 2
        else f"the two middle values are {s[n // 2 - 1]} and {s[n // 2]}, and halfway between them is {_n(med)}"
    )
    explain = f"Order the values: {listing(s)}. There are {n} values, so {mid}. The median is {_n(med)}."
    return _Measure(value, label, cands, explain, "6.SP.B.5c")


def _mode(d: _Sample) -> _Measure:
    values, s, med = d.values, d.s, d.med
    counts = {v: values.count(v) for v in values}
    best = max(counts.values())
    mode = next(v for v, c in counts.items() if c == best)
    value = F(mode)
    label = "mode"
    cands = [
        (
            str(best),
            "gave-how-many-times",
            f"{mode} appears {best} times; the mode is the value, {mode}.",
        ),
        (str(s[-1]), "chose-the-largest-value", "The mode is the value that appears most often."),
        (_n(med), "found-the-median", "The mode is the most frequent value."),
    ]
    explain = f"Count how often each value appears. {mode} appears {best} times, more than any other value, so the mode is {mode}."
    return _Measure(value, label, cands, explain, "6.SP.B.5c")


def _range(d: _Sample) -> _Measure:
    values, s = d.values, d.s
    value = F(s[-1] - s[0])
    label = "range"
    cands = [
        (str(s[-1]), "gave-the-maximum", f"Subtract the least value, {s[0]}."),
        (
            str(s[-1] + s[0]),
            "added-max-and-min",
            "The range is the greatest value minus the least value.",
        ),
        (
            str(abs(values[-1] - values[0]))
            if abs(values[-1] - values[0]) != s[-1] - s[0]
            else str(s[-1] - s[1]),
            "used-first-and-last-unordered",
            "Use the greatest and least values, not the first and last in the list.",
        ),
    ]
    explain = f"Greatest value: {s[-1]}. Least value: {s[0]}. Range = {s[-1]} - {s[0]} = {s[-1] - s[0]}."
    return _Measure(value, label, cands, explain, "6.SP.A.3")


def _iqr(d: _Sample) -> _Measure:
    values, s, n, med = d.values, d.s, d.n, d.med
    q1, q3 = quartiles(values)
    value = q3 - q1
    label = "interquartile range (IQR)"
    cands = [
        (
            _n(F(s[-1] - s[0])),
            "found-the-range",
            "The IQR uses the quartiles, not the greatest and least values.",
        ),
        (_n(q3), "gave-the-upper-quartile", f"Subtract Q1 = {_n(q1)}."),
        (_n(q3 - med), "used-the-median", "IQR = Q3 - Q1."),
    ]
    half = n // 2
    explain = (
        f"Order the values: {listing(s)}. The median is {_n(med)}. The lower half {listing(s[:half])} has median Q1 = {_n(q1)}; "
        f"the upper half {listing(s[half + n % 2 :])} has median Q3 = {_n(q3)}. IQR = {_n(q3)} - {_n(q1)} = {_n(value)}."
    )
    return _Measure(value, label, cands, explain, "6.SP.B.5c")


def _mad(d: _Sample) -> _Measure:
    values, n, total, mean = d.values, d.n, d.total, d.mean
    deviations = [abs(v - mean) for v in values]
    value = sum(deviations, F(0)) / n
    label = "mean absolute deviation (MAD)"
    cands = [
        (_n(sum(deviations, F(0))), "forgot-to-divide", f"Divide the total distance by {n}."),
        ("0", "did-not-use-absolute-values", "Distances from the mean are all positive."),
        (_n(mean), "gave-the-mean", "The MAD is the average distance from the mean."),
    ]
    explain = (
        f"Mean = {total} ÷ {n} = {_n(mean)}. Distances from the mean: {', '.join(_n(d) for d in deviations)}. "
        f"Their sum is {_n(sum(deviations, F(0)))}; divide by {n}: MAD = {_n(value)}."
    )
    return _Measure(value, label, cands, explain, "6.SP.B.5c")


_MEASURES: dict[str, Callable[[_Sample], _Measure]] = {
    "mean": _mean,
    "median": _median,
    "mode": _mode,
    "range": _range,
    "iqr": _iqr,
    "mad": _mad,
}


def measure(rng: random.Random, lvl: int, which: str) -> MathQuestion:
    """The mean, median, mode, range, IQR or MAD (``mean-median``: one of the first two) of a data set."""
    if which == "mean-median":
        which = pick(rng, ("mean", "median"))
    what, col, values = draw_data(rng, lvl, mean_exact=which in ("mean", "mad"), unique_mode=which == "mode")
    total = sum(values)
    n = len(values)
    made = _MEASURES[which](_Sample(values, sorted(values), n, total, F(total, n), median(values)))
    value, label = made.value, made.label
    ask = f"What is the {label} of the data?"
    stem = f"The data show {what}: {listing(values)}."
    return exact_question(
        value,
        made.cands,
        show=_n,
        prompt=f"{stem} {ask}",
        fill=f"{stem} The {label} is ___.",
        explanation=made.explain,
        table=data_table(what, col, values, ask),
        task="compute",
        steps=2 if which in ("mean", "median", "mode", "range") else 4,
        magnitude=digits(total),
        key=f"measure:{which}:{values}",
        standard=made.code,
    )
