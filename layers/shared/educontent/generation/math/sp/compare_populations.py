"""Comparing two populations (grade 7, 7.SP.B.3 and 7.SP.B.4): the difference of two medians or two
means, and the difference of the means measured in mean absolute deviations."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Wrong, bank_rows, build, std
from educontent.generation.kit.math_forms import TableForm
from educontent.generation.kit.types import DT, WRITTEN
from educontent.generation.numbers import fmt
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class CompareParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["mad-multiple", "mean-difference", "median-difference"]] = Field(min_length=1)


PATTERNS = (
    (-3, -2, -1, 1, 2, 3),
    (-4, -2, 0, 0, 2, 4),
    (-3, -3, 0, 0, 3, 3),
    (-2, -2, -2, 2, 2, 2),
    (-5, -1, 0, 0, 1, 5),
)
"""Deviations from the mean of six values, each with a mean absolute deviation of 2."""


class _Comparison(NamedTuple):
    what: str
    a: list[int]
    b: list[int]
    ans: int
    wrong: list[Wrong]
    explanation: str
    ask: str
    fill_end: str
    key: str
    standard: str
    steps: int


def _listing(name: str, values: list[int]) -> str:
    return f"{name}: {', '.join(str(v) for v in values)}"


def _medians(rng: random.Random, lv: int, g1: str, g2: str, what: str) -> _Comparison:
    size = 7 if lv < 2 else 9
    while True:
        a = [rng.randint(10, 60) for _ in range(size)]
        b = [rng.randint(10, 60) + rng.randint(3, 15) for _ in range(size)]
        ma, mb = sorted(a)[size // 2], sorted(b)[size // 2]
        if mb > ma and a[size // 2] - b[size // 2] != ma - mb:
            break
    ans = mb - ma
    wrong = [
        (
            str(b[size // 2] - a[size // 2]) if b[size // 2] > a[size // 2] else "",
            "did-not-order-the-data",
            "The middle value is found after putting the data in order.",
        ),
        (str(mb), "gave-one-median", f"{mb} is the median of {g2} alone."),
        (
            str(max(b) - max(a)) if max(b) > max(a) else "",
            "compared-the-greatest-values",
            "The medians, not the greatest values, are compared.",
        ),
        (
            fmt(Fraction(sum(b) - sum(a), size)),
            "compared-the-means",
            "The question asks about medians, not means.",
        ),
    ]
    explanation = (
        f"Order each list and take the middle value. {g1}: {', '.join(map(str, sorted(a)))} → median {ma}. "
        f"{g2}: {', '.join(map(str, sorted(b)))} → median {mb}. Difference: {mb} - {ma} = {ans}."
    )
    return _Comparison(
        what.replace("six", "seven" if size == 7 else "nine"),
        a,
        b,
        ans,
        wrong,
        explanation,
        f"How much greater is the median for {g2} than the median for {g1}?",
        f"The median for {g2} is greater than the median for {g1} by ___.",
        f"med:{a}:{b}",
        "7.SP.B.4",
        3,
    )


def _means(rng: random.Random, lv: int, g1: str, g2: str, what: str, mode: str) -> _Comparison:
    """Two data sets with the same MAD: the difference of their means, or that difference in MADs."""
    k = rng.randint((1, 1, 2)[lv], (1, 2, 3)[lv])
    mad = 2 * k
    t = rng.randint(1, 4)
    mean_a = rng.randint(5 * k + 2, 40)
    mean_b = mean_a + t * mad
    pa, pb = list(pick(rng, PATTERNS)), list(pick(rng, PATTERNS))
    rng.shuffle(pa)
    rng.shuffle(pb)
    a = [mean_a + k * d for d in pa]
    b = [mean_b + k * d for d in pb]
    diff = mean_b - mean_a
    means = f"Mean of {g1} = {sum(a)} ÷ 6 = {mean_a}; mean of {g2} = {sum(b)} ÷ 6 = {mean_b}."
    if mode == "mad-multiple":
        wrong = [
            (
                str(diff),
                "gave-the-difference-of-means",
                "That is the difference itself; divide it by the MAD.",
            ),
            (fmt(Fraction(t, 2)), "divided-by-twice-the-mad", "Divide the difference by the MAD once."),
            (str(t + 1), "miscounted-the-mads", f"{diff} ÷ {mad} = {t}."),
        ]
        explanation = (
            f"{means} The difference is {mean_b} - {mean_a} = {diff}. Each data set has a mean absolute deviation "
            f"of {mad} (the average distance from the mean). {diff} ÷ {mad} = {t}, so the difference is {t} times the MAD."
        )
        ask = "Both data sets have the same mean absolute deviation (MAD). The difference between the means is how many times the MAD?"
        fill_end = "The difference between the means, measured in MADs, is ___."
        return _Comparison(what, a, b, t, wrong, explanation, ask, fill_end, f"mad:{a}:{b}", "7.SP.B.3", 3)
    wrong = [
        (
            str(sum(b) - sum(a)),
            "compared-the-totals",
            "The totals were compared; divide each total by 6 first.",
        ),
        (str(mean_b), "gave-one-mean", f"{mean_b} is the mean of {g2} alone."),
        (str(mad), "gave-the-mad", "That is the spread of the data, not the difference of the means."),
    ]
    return _Comparison(
        what,
        a,
        b,
        diff,
        wrong,
        f"{means} Difference: {mean_b} - {mean_a} = {diff}.",
        f"How much greater is the mean for {g2} than the mean for {g1}?",
        f"The mean for {g2} is greater than the mean for {g1} by ___.",
        f"mean:{a}:{b}",
        "7.SP.B.4",
        2,
    )


_BANDS = "medians of two groups of 7 values (easy and medium) or 9 values (hard); means of groups whose MAD is 2 (easy), 2 or 4 (medium), 4 or 6 (hard)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(levels=Levels("steps", _BANDS), content_types=WRITTEN | {DT}, params=CompareParams)
def compare_populations(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, ctx.params.modes)
    g1, g2, what, row, _unit = pick(
        rng, bank_rows("sp-compare-populations", "groups", "first", "second", "measured", "row", "unit")
    )
    if mode == "median-difference":
        c = _medians(rng, lv, g1, g2, what)
    else:
        c = _means(rng, lv, g1, g2, what, mode)
    lead = f"The lists show {c.what} for {g1} and {g2}. {_listing(g1, c.a)}. {_listing(g2, c.b)}."
    return build(
        ctx,
        prompt=f"{lead} {c.ask}",
        answer=str(c.ans),
        explanation=c.explanation,
        wrong=c.wrong,
        fill=f"{lead} {c.fill_end}",
        table=TableForm(
            c.what.capitalize(),
            (row, g1, g2),
            tuple((f"{row} {i + 1}", x, y) for i, (x, y) in enumerate(zip(c.a, c.b, strict=True))),
            question=f"The table shows {c.what} for {g1} and {g2}. {c.ask}",
        ),
        task="compare",
        steps=c.steps,
        mag=2,
        key=c.key,
        standard=std(ctx, c.standard),
    )
