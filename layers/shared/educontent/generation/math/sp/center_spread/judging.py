"""Reasoning about a data set (6.SP.A.3, 6.SP.B.5a, 6.SP.B.5d): counting the observations in a
frequency table, choosing the mean or the median when there is an outlier, and telling measures
of center from measures of variation."""

from __future__ import annotations

import random
from fractions import Fraction as F

from educontent.generation.kit.algebra_values import exact_question
from educontent.generation.kit.answer_forms import question, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.math_forms import MathQuestion, TableForm
from educontent.generation.kit.rate_tables import bank_rows
from educontent.generation.math.sp._samples import data_sets, median
from educontent.generation.math.sp.center_spread.data import data_table, listing
from educontent.generation.numbers.percents import decimal_or_mixed as _n
from educontent.generation.numbers.rationals import digits


def _chosen_sets() -> tuple[tuple[str, str, int, int], ...]:
    """The data sets an outlier makes sense in (reading, points, sunflowers, books)."""
    sets = data_sets()
    return (sets[0], sets[1], sets[2], sets[6])


def observations(rng: random.Random, lvl: int) -> MathQuestion:
    thing, one, label = pick(rng, bank_rows("sp-center-spread", "frequencyTopics", "thing", "one", "label"))
    k = rng.randint((4, 4, 5)[lvl], (4, 5, 6)[lvl])
    freqs = [rng.randint((1, 2, 4)[lvl], (6, 10, 15)[lvl]) for _ in range(k)]
    total = sum(freqs)
    values_sum = sum(i * f for i, f in enumerate(freqs))
    listed = "; ".join(f"{count_of(i, one)}: {count_of(f, 'student')}" for i, f in enumerate(freqs))
    cands = [
        (str(k), "counted-the-rows", "Each row is a value; the frequencies count the students."),
        (
            str(values_sum),
            "added-the-values-times-frequencies",
            "This is the total number of " + thing + ", not the number of students.",
        ),
        (str(max(freqs)), "used-the-largest-frequency", "Add all the frequencies."),
    ]
    return exact_question(
        F(total),
        cands,
        prompt=f"A class was asked how many {thing} they have. The results were {listed}. How many observations (students) are in the data set?",
        fill=f"A class was asked how many {thing} they have. The results were {listed}. The number of observations is ___.",
        explanation=f"Each student is one observation. Add the frequencies: {' + '.join(map(str, freqs))} = {total}.",
        table=TableForm(
            title=f"{label} (frequency table)",
            columns=(label, "Number of students"),
            rows=tuple((i, f) for i, f in enumerate(freqs)),
            question="How many observations (students) are in the data set?",
        ),
        task="compute",
        steps=2,
        magnitude=digits(total),
        key=f"obs:{thing}:{freqs}",
        standard="6.SP.B.5a",
    )


def choose_measure(rng: random.Random, lvl: int) -> MathQuestion:
    what, col, low, high = pick(rng, _chosen_sets())
    third = (high - low) // 3
    while True:
        n = rng.randint(*((6, 7), (6, 9), (8, 9))[lvl])  # more values on harder levels
        values = sorted(rng.randint(low + third, high - third) for _ in range(n - 1))
        outlier = values[-1] + (high - low) * rng.randint(1, 2)
        data = [*values, outlier]
        mean_with, med_with = F(sum(data), len(data)), median(data)
        mean_without, med_without = F(sum(values), len(values)), median(values)
        if abs(mean_with - mean_without) > abs(med_with - med_without):
            break
    rng.shuffle(data)
    kind = pick(rng, ("describe", "affected"))
    stem = f"The data show {what}: {listing(data)}."
    if kind == "describe":
        ask = "Which measure of center better describes a typical value: the mean or the median?"
        answer = "the median"
        cands = [
            (
                "the mean",
                "ignored-the-outlier",
                f"The value {outlier} is far from the others and pulls the mean toward it.",
            ),
            ("the range", "chose-a-measure-of-variation", "The range measures spread, not center."),
        ]
        explain = f"The value {outlier} is an outlier. The mean is {_n(mean_with)}, pulled toward {outlier}; the median, {_n(med_with)}, stays near most of the data. With an outlier (a skewed distribution), the median is the better measure of center."
    else:
        ask = f"Which changes more when the value {outlier} is removed: the mean or the median?"
        answer = "the mean"
        cands = [
            (
                "the median",
                "thought-the-median-moves-more",
                f"The median changes from {_n(med_with)} to {_n(med_without)}, a small change.",
            ),
            (
                "neither one",
                "thought-measures-ignore-outliers",
                f"The mean changes from {_n(mean_with)} to {_n(mean_without)}.",
            ),
        ]
        explain = f"With {outlier}: mean {_n(mean_with)}, median {_n(med_with)}. Without it: mean {_n(mean_without)}, median {_n(med_without)}. The mean uses every value, so an outlier changes it a lot; the median barely moves."
    return question(
        prompt=f"{stem} {ask}",
        fill=f"{stem} "
        + (
            "The better measure of center is ___."
            if kind == "describe"
            else f"When the value {outlier} is removed, the measure that changes more is ___."
        ),
        answer=answer,
        answer_format="text",
        explanation=explain,
        wrong=wrongs(answer, cands, by_value=False),
        table=data_table(what, col, data, ask),
        task="reason",
        steps=3,
        magnitude=digits(outlier),
        key=f"choose:{data}:{kind}",
        standard="6.SP.B.5d",
    )


CENTER = ("mean", "median", "mode")
SPREAD = ("range", "interquartile range", "mean absolute deviation")


def center_or_spread(rng: random.Random, lvl: int) -> MathQuestion:
    spread = rng.random() < 0.5
    right, other = (SPREAD, CENTER) if spread else (CENTER, SPREAD)
    answer = pick(rng, right)
    word = "variation (spread)" if spread else "center"
    cands = [
        (
            m,
            "mixed-up-center-and-variation",
            f"The {m} is a measure of {'center' if spread else 'variation'}: it {'gives a typical value' if spread else 'describes how spread out the values are'}.",
        )
        for m in rng.sample(other, 3)
    ]
    # Two ways to ask: by the kind of measure, or by what the measure tells about the data.
    by_purpose = rng.random() < 0.5
    purpose = "how spread out the values of a data set are" if spread else "a typical value of a data set"
    return question(
        prompt=(
            f"Which of these describes {purpose} with one number?"
            if by_purpose
            else f"Which of these is a measure of {word} for a numerical data set?"
        ),
        fill=f"The ___ describes {purpose}." if by_purpose else f"The ___ is a measure of {word}.",
        answer=answer,
        answer_format="text",
        explanation=(
            "Measures of center (mean, median, mode) summarize all the values with one typical number. "
            "Measures of variation (range, interquartile range, mean absolute deviation) use one number to describe how spread out the values are. "
            f"So the {answer} is a measure of {word}."
        ),
        wrong=wrongs(answer, cands, by_value=False),
        task="identify",
        magnitude=1,
        key=f"center-spread:{spread}:{by_purpose}:{answer}",
        standard="6.SP.A.3",
    )
