"""Histograms and box plots (6.SP.B.4): reading a bar, the values at or above an interval and the
total from a histogram; the median, quartile, range and interquartile range from a box plot."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction as F
from typing import Any, NamedTuple

from educontent.generation.draw import bar_charts, box_plots
from educontent.generation.kit.algebra_values import exact_question
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion
from educontent.generation.kit.rate_tables import bank_rows
from educontent.generation.math.sp._samples import data_sets
from educontent.generation.numbers.rationals import digits


class _Histogram(NamedTuple):
    start: int
    width: int
    counted: str  # what the bars count: students, plants, people
    bin_ask: str
    more_ask: str
    counts: list[int]


class _Reading(NamedTuple):
    value: int
    ask: str
    fill: str
    cands: list[tuple[str, str, str]]
    explain: str


def histogram(rng: random.Random, lvl: int) -> MathQuestion:
    what, start, width, counted, bin_q, more_q = pick(
        rng,
        bank_rows("sp-data-displays", "histograms", "what", "start", "width", "counted", "binAsk", "moreAsk"),
    )
    k = rng.randint((4, 4, 5)[lvl], (4, 5, 5)[lvl])
    counts = [rng.randint((1, 2, 4)[lvl], (8, 12, 16)[lvl]) for _ in range(k)]
    bins = [f"{start + i * width}-{start + (i + 1) * width - 1}" for i in range(k)]
    svg = bar_charts.bars(
        bins,
        counts,
        ystep=2 if max(counts) <= 12 else 4,
        touching=True,
        title=f"A histogram of {what}",
        desc=f"A histogram of {what} with {k} intervals.",
        xname=what.capitalize(),
        yname="Frequency",
    )
    kind = pick(rng, ("bin", "at-least", "total"))
    made = _READINGS[kind](rng, _Histogram(start, width, counted, bin_q, more_q, counts))
    return _read(
        f"The histogram shows {what}.",
        made,
        "bar-graph",
        svg,
        magnitude=digits(made.value),
        key=f"hist:{what}:{counts}:{made.ask}",
    )


def _read(stem: str, made: _Reading, kind: str, svg: str, **parts: Any) -> MathQuestion:
    """The question ``made`` about a display (``stem`` says what it shows), drawn as a diagram of
    that ``kind``; ``parts`` are the question's magnitude and key."""
    ask = f"{stem} {made.ask}"
    return exact_question(
        F(made.value),
        made.cands,
        prompt=ask,
        fill=f"{stem} {made.fill}",
        explanation=made.explain,
        diagram=DiagramForm(kind, svg, question=ask),  # type: ignore[arg-type]
        task="represent",
        steps=2,
        standard="6.SP.B.4",
        **parts,
    )


def _one_bar(rng: random.Random, h: _Histogram) -> _Reading:
    start, width, counted, counts, k = h.start, h.width, h.counted, h.counts, len(h.counts)
    i = rng.randrange(k)
    value = counts[i]
    lo_, hi_ = start + i * width, start + (i + 1) * width - 1
    ask = h.bin_ask.format(lo=lo_, hi=hi_)
    fill = f"The number of {counted} in the interval from {lo_} to {hi_} is ___."
    cands = [
        (
            str(counts[i - 1] if i else counts[i + 1]),
            "read-the-wrong-bar",
            f"Find the bar labelled {lo_}-{hi_}.",
        ),
        (str(sum(counts)), "gave-the-total", "Read only that bar."),
        (str(lo_), "read-the-interval-label", "The height of the bar is the count."),
    ]
    explain = (
        f"The bar for {lo_}-{hi_} reaches {value}, so the number of {counted} in that interval is {value}."
    )
    return _Reading(value, ask, fill, cands, explain)


def _at_least(rng: random.Random, h: _Histogram) -> _Reading:
    start, width, counted, counts, k = h.start, h.width, h.counted, h.counts, len(h.counts)
    i = rng.randint(1, k - 1)
    value = sum(counts[i:])
    lo_ = start + i * width
    ask = h.more_ask.format(lo=lo_)
    fill = f"The number of {counted} at {lo_} or more is ___."
    cands = [
        (str(counts[i]), "read-only-one-bar", f"Add every bar from {lo_} up."),
        (str(sum(counts[:i])), "counted-the-wrong-side", f"Count the bars at {lo_} and above."),
        (
            str(sum(counts[i + 1 :])) if i + 1 < k else str(value + 1),
            "skipped-the-first-bar",
            f"The bar that starts at {lo_} counts too.",
        ),
    ]
    explain = (
        "Add the heights of the bars from "
        + f"{lo_} up: "
        + " + ".join(map(str, counts[i:]))
        + f" = {value}."
    )
    return _Reading(value, ask, fill, cands, explain)


def _in_all(rng: random.Random, h: _Histogram) -> _Reading:
    counted, counts, k = h.counted, h.counts, len(h.counts)
    value = sum(counts)
    cands = [
        (str(k), "counted-the-bars", "Add the heights of the bars."),
        (str(max(counts)), "read-the-tallest-bar", "Add all the bars."),
        (str(value - counts[0]), "left-out-a-bar", "Add every bar."),
    ]
    explain = "Add the heights of all the bars: " + " + ".join(map(str, counts)) + f" = {value}."
    return _Reading(
        value,
        f"How many {counted} are shown in all?",
        f"In all, the histogram shows ___ {counted}.",
        cands,
        explain,
    )


_READINGS: dict[str, Callable[[random.Random, _Histogram], _Reading]] = {
    "bin": _one_bar,
    "at-least": _at_least,
    "total": _in_all,
}


def box_plot(rng: random.Random, lvl: int) -> MathQuestion:
    sets = data_sets()
    what, _col, low, high = pick(rng, sets[:3] + sets[4:6])
    step = 1 if high - low <= 20 else (2 if high - low <= 40 else 5)
    pts = sorted(low + step * rng.randint(0, (high - low) // step) for _ in range(5))
    while len(set(pts)) < 5:
        pts = sorted(low + step * rng.randint(0, (high - low) // step) for _ in range(5))
    mn, q1, med, q3, mx = pts
    lo = low - low % step
    hi = high + (step - high % step) % step
    every = max(1, ((hi - lo) // step) // 10)
    svg = box_plots.box_plot(
        lo,
        hi,
        step,
        [F(v) for v in pts],
        label_every=every,
        title=f"A box plot of {what}",
        desc=f"A box plot of {what} above a number line.",
    )
    # easy: read one value; hard: subtract two (the interquartile range or the range)
    kind = pick(rng, (("median", "q1"), ("median", "iqr", "range", "q1"), ("iqr", "range"))[lvl])
    if kind == "median":
        value, label = med, "median"
        cands = [
            (str(q1), "read-a-quartile", "The median is the line inside the box."),
            (
                str((mn + mx) // 2) if (mn + mx) % 2 == 0 and (mn + mx) // 2 != med else str(q3),
                "found-the-middle-of-the-range",
                "Read the line inside the box.",
            ),
            (str(mx), "read-the-maximum", "The median is the line inside the box."),
        ]
        explain = f"The line inside the box marks the median: {med}."
    elif kind == "iqr":
        value, label = q3 - q1, "interquartile range"
        cands = [
            (str(mx - mn), "found-the-range", "The IQR is the length of the box: Q3 - Q1."),
            (str(q3), "read-only-q3", f"Subtract Q1 = {q1}."),
            (str(q3 - med), "used-the-median", "IQR = Q3 - Q1."),
        ]
        explain = f"The box goes from Q1 = {q1} to Q3 = {q3}. IQR = {q3} - {q1} = {q3 - q1}."
    elif kind == "range":
        value, label = mx - mn, "range"
        cands = [
            (str(q3 - q1), "found-the-iqr", "The range uses the ends of the whiskers."),
            (str(mx), "read-the-maximum", f"Subtract the minimum, {mn}."),
            (str(mx + mn), "added-the-ends", "Range = maximum - minimum."),
        ]
        explain = f"The whiskers end at {mn} and {mx}. Range = {mx} - {mn} = {mx - mn}."
    else:
        value, label = q1, "lower quartile (Q1)"
        cands = [
            (str(mn), "read-the-minimum", "Q1 is the left edge of the box."),
            (str(q3), "read-the-upper-quartile", "Q1 is the left edge of the box."),
            (str(med), "read-the-median", "Q1 is the left edge of the box."),
        ]
        explain = f"The left edge of the box is the lower quartile: Q1 = {q1}."
    made = _Reading(value, f"What is the {label} of the data?", f"The {label} is ___.", cands, explain)
    return _read(
        f"The box plot shows {what}.",
        made,
        "number-line",
        svg,
        magnitude=digits(mx),
        key=f"box:{pts}:{kind}",
    )
