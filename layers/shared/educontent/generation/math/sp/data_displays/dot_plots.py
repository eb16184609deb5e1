"""Dot plots (6.SP.A.2, 6.SP.B.4): counting the data values in a dot plot, above or at most a value,
and describing the distribution by its range and its peak."""

from __future__ import annotations

import operator
import random
from collections.abc import Callable
from fractions import Fraction as F
from typing import NamedTuple

from educontent.generation.draw import number_lines
from educontent.generation.kit.algebra_values import exact_question
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion
from educontent.generation.kit.rate_tables import bank_rows
from educontent.generation.math.sp._samples import median
from educontent.generation.numbers.rationals import digits, fx

Counts = dict[int, int]


class _Reading(NamedTuple):
    value: F | int
    ask: str
    fill: str
    cands: list[tuple[str, str, str]]
    explain: str


def _dot_data(rng: random.Random, lvl: int) -> tuple[str, int, Counts]:
    what, low = pick(rng, bank_rows("sp-data-displays", "dotPlots", "what", "low"))
    span = (6, 8, 10)[lvl]
    counts: Counts = {}
    centre = low + rng.randint(1, span - 2)
    for _ in range(rng.randint((8, 10, 14)[lvl], (12, 16, 20)[lvl])):
        v = min(low + span, max(low, centre + rng.randint(-3, 3) + rng.randint(-1, 1)))
        counts[v] = counts.get(v, 0) + 1
    return what, low, counts


def _svg(what: str, low: int, lvl: int, counts: Counts) -> str:
    return number_lines.number_line(
        low,
        low + (6, 8, 10)[lvl],
        1,
        dots=counts,
        title="A dot plot",
        desc=f"A dot plot of {what}. Each dot is one student or game.",
    )


def dot_plot(rng: random.Random, lvl: int, describe: bool) -> MathQuestion:
    """How many values (in all, above or at most a value); with ``describe``, the range or the peak."""
    what, low, counts = _dot_data(rng, lvl)
    span = (6, 8, 10)[lvl]
    svg = _svg(what, low, lvl, counts)
    total = sum(counts.values())
    present = sorted(counts)
    values = [v for v in present for _ in range(counts[v])]
    if describe:
        kind = pick(rng, ("range", "peak"))
        if kind == "peak":
            best = max(counts.values())
            peaks = [v for v in present if counts[v] == best]
            if len(peaks) > 1:  # make the first tallest stack the peak, and draw it again
                counts[peaks[0]] += 1
                return _peak(what, counts, _svg(what, low, lvl, counts), 2, redrawn=True)
            return _peak(what, counts, svg, digits(total), redrawn=False)
        made = _range(present, span)
        code = "6.SP.A.2"
    else:
        kind = pick(rng, ("total", "more-than", "at-most"))
        cut = pick(rng, present[1:-1] or present)
        if kind == "total":
            made = _total(counts, present, values, total)
        else:
            made = _one_side(counts, present, cut, kind == "more-than")
        code = "6.SP.B.4"
    return exact_question(
        made.value,
        made.cands,
        prompt=f"The dot plot shows {what}. {made.ask}",
        fill=f"The dot plot shows {what}. {made.fill}",
        explanation=made.explain,
        diagram=DiagramForm("number-line", svg, question=f"The dot plot shows {what}. {made.ask}"),
        task="represent",
        steps=2,
        magnitude=digits(total),
        key=f"dot:{describe}:{sorted(counts.items())}:{made.ask}",
        standard=code,
    )


def _range(present: list[int], span: int) -> _Reading:
    value = present[-1] - present[0]
    cands = [
        (fx(present[-1]), "gave-the-greatest-value", f"Subtract the least value, {fx(present[0])}."),
        (str(len(present)), "counted-the-columns", "Use the greatest and least values."),
        (fx(F(span)), "used-the-whole-number-line", "Use only values that have dots."),
    ]
    explain = f"The least value with a dot is {fx(present[0])} and the greatest is {fx(present[-1])}. Range = {fx(present[-1])} - {fx(present[0])} = {fx(value)}."
    return _Reading(
        value,
        "How spread out are the data? What is the range?",
        "The range of the data in the dot plot is ___.",
        cands,
        explain,
    )


def _peak(what: str, counts: Counts, svg: str, magnitude: int, *, redrawn: bool) -> MathQuestion:
    """The value of the tallest stack (which is unique; ``redrawn`` when a stack was raised to make it so)."""
    present = sorted(counts)
    values = [v for v in present for _ in range(counts[v])]
    best = max(counts.values())
    value = next(v for v in present if counts[v] == best)
    ask = "Where is the peak of the data? Which value has the most dots?"
    answer = fx(value)
    cands = [
        (str(best), "gave-the-number-of-dots", f"{best} is how many dots; the value under them is {answer}."),
        (fx(present[-1]), "chose-the-greatest-value", "Find the tallest stack of dots."),
        (fx(median(values)), "found-the-median", "The peak is the tallest stack."),
    ]
    return exact_question(
        value,
        cands,
        prompt=f"The dot plot shows {what}. {ask}",
        fill=f"The dot plot shows {what}. The value with the most dots (the peak) is ___.",
        explanation=f"The tallest stack has {best} dots, above {answer}. The data cluster around {answer}.",
        diagram=DiagramForm("number-line", svg, question=f"The dot plot shows {what}. {ask}"),
        task="represent",
        steps=2,
        magnitude=magnitude,
        key=f"dot:peak:{sorted(counts.items())}" if redrawn else f"dot:True:{sorted(counts.items())}:{ask}",
        standard="6.SP.A.2",
    )


def _total(counts: Counts, present: list[int], values: list[int], total: int) -> _Reading:
    cands = [
        (str(len(present)), "counted-the-stacks", "Count every dot, not just the stacks."),
        (fx(F(sum(values))), "added-the-values", "Count the dots."),
        (str(total + 1), "counted-one-twice", "Count each dot once."),
    ]
    return _Reading(
        F(total),
        "How many dots (data values) are in the dot plot?",
        "The dot plot shows ___ data values.",
        cands,
        f"Count the dots in each stack and add: {' + '.join(str(counts[v]) for v in present)} = {total}.",
    )


_Compare = Callable[[int, int], bool]


def _one_side(counts: Counts, present: list[int], cut: int, above: bool) -> _Reading:
    """The values greater than ``cut`` (``above``), or at most ``cut``."""
    keep: _Compare = operator.gt if above else operator.le
    near: _Compare = operator.ge if above else operator.lt  # the slip at the cut itself
    other: _Compare = operator.lt if above else operator.gt
    c = fx(cut)
    value = F(sum(n for v, n in counts.items() if keep(v, cut)))
    cands = [
        (
            str(sum(n for v, n in counts.items() if near(v, cut))),
            "included-the-value-itself" if above else "left-out-the-value-itself",
            f"Greater than {c} does not include {c}." if above else f'"{c} or less" includes {c}.',
        ),
        (
            str(sum(n for v, n in counts.items() if other(v, cut))),
            "counted-the-wrong-side",
            "Count the dots to the right." if above else "Count the dots at or to the left.",
        ),
        (str(sum(1 for v in present if keep(v, cut))), "counted-stacks-not-dots", "Count every dot."),
    ]
    explain = (
        (f"Count the dots to the right of {c}: " if above else f"Count the dots at {c} and to its left: ")
        + " + ".join(str(counts[v]) for v in present if keep(v, cut))
        + f" = {fx(value)}."
    )
    if above:
        ask, fill = (
            f"How many data values are greater than {c}?",
            f"The number of data values greater than {c} is ___.",
        )
    else:
        ask, fill = (
            f"How many data values are {c} or less?",
            f"The number of data values that are {c} or less is ___.",
        )
    return _Reading(value, ask, fill, cands, explain)
