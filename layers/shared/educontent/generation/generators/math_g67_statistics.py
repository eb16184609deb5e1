"""Grade 6 statistics (6.SP): statistical questions, measures of center and variation (mean,
median, mode, range, interquartile range, mean absolute deviation), counting observations,
choosing a measure of center, units of measurement, and reading dot plots, histograms and box
plots."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Literal

from educontent.catalog.records import ContentType
from educontent.generation.generators import _g67_svg as draw
from educontent.generation.generators._g67_core import (
    F,
    ModeParams,
    acceptable_forms,
    digits,
    dx,
    emit,
    fx,
    name,
    pick,
    question,
    terminates,
    wrongs,
)
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion, TableForm
from educontent.generation.registry import Draft, GenerationContext, generator

T = ContentType

_DATA = (
    ("the minutes each student spent reading", "Minutes", 5, 60),
    ("the points each player scored in a basketball game", "Points", 2, 30),
    ("the heights of sunflowers in centimeters", "Height (cm)", 40, 120),
    ("the number of pets each student has", "Pets", 0, 6),
    ("quiz scores out of 20", "Score", 5, 20),
    ("daily high temperatures in °F", "Temperature (°F)", 40, 90),
    ("the number of books each student read this month", "Books", 0, 12),
)


def _n(v: Fraction) -> str:
    return dx(v) if terminates(v) else fx(v)


def _median(values: list[int] | list[Fraction]) -> Fraction:
    s = sorted(values)
    m = len(s) // 2
    return F(s[m]) if len(s) % 2 else F(s[m - 1] + s[m], 2)


def _quartiles(values: list[int]) -> tuple[Fraction, Fraction]:
    s = sorted(values)
    half = len(s) // 2
    lower, upper = s[:half], s[half + (len(s) % 2) :]
    return _median(lower), _median(upper)


def _data(
    rng: random.Random, lvl: int, *, mean_exact: bool = False, unique_mode: bool = False
) -> tuple[str, str, list[int]]:
    what, col, low, high = pick(rng, _DATA)
    n = rng.randint(*((5, 7), (7, 9), (9, 12))[lvl])
    while True:
        if unique_mode:
            m = rng.randint(low, high)
            others = [v for v in range(low, high + 1) if v != m]
            k = 2
            while len(others) * (k - 1) < n - k:
                k += 1
            pool = [v for v in others for _ in range(k - 1)]
            values = [m] * k + rng.sample(pool, n - k)
            rng.shuffle(values)
        else:
            values = [rng.randint(low, high) for _ in range(n)]
        if mean_exact:
            extra = sum(values) % n
            if values[-1] - extra >= low:
                values[-1] -= extra
            elif values[-1] + n - extra <= high:
                values[-1] += n - extra
            else:
                continue
        if len(set(values)) > 2:
            return what, col, values


def _list(values: list[int]) -> str:
    return ", ".join(str(v) for v in values)


def _table(what: str, col: str, values: list[int], ask: str) -> TableForm:
    names_ = ("Ana", "Ben", "Cruz", "Dee", "Eli", "Fay", "Gus", "Hana", "Ivan", "Jade", "Kofi", "Lin")
    return TableForm(
        title=what.removeprefix("the ").capitalize(),
        columns=("Student" if "temperature" not in what else "Day", col),
        rows=tuple(
            (names_[i] if "temperature" not in what else f"Day {i + 1}", v) for i, v in enumerate(values)
        ),
        question=ask,
    )


def _measure(rng: random.Random, lvl: int, which: str) -> MathQuestion:
    if which == "mean-median":
        which = pick(rng, ("mean", "median"))
    what, col, values = _data(rng, lvl, mean_exact=which in ("mean", "mad"), unique_mode=which == "mode")
    s = sorted(values)
    n = len(values)
    total = sum(values)
    mean = F(total, n)
    med = _median(values)
    code = "6.SP.B.5c"
    if which == "mean":
        value = mean
        label = "mean"
        cands = [
            (_n(med), "found-the-median", "The mean is the sum divided by the count, not the middle value."),
            (str(total), "forgot-to-divide", f"Divide the sum {total} by the number of values, {n}."),
            (_n(F(total, n - 1)), "divided-by-one-less", f"There are {n} values."),
        ]
        explain = f"Add the values: {' + '.join(map(str, values))} = {total}. Divide by the number of values: {total} ÷ {n} = {_n(mean)}."
    elif which == "median":
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
        explain = f"Order the values: {_list(s)}. There are {n} values, so {mid}. The median is {_n(med)}."
    elif which == "mode":
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
        code = "6.SP.B.5c"
    elif which == "range":
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
        code = "6.SP.A.3"
    elif which == "iqr":
        q1, q3 = _quartiles(values)
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
            f"Order the values: {_list(s)}. The median is {_n(med)}. The lower half {_list(s[:half])} has median Q1 = {_n(q1)}; "
            f"the upper half {_list(s[half + n % 2 :])} has median Q3 = {_n(q3)}. IQR = {_n(q3)} - {_n(q1)} = {_n(value)}."
        )
    else:  # mad
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
    answer = _n(value)
    ask = f"What is the {label} of the data?"
    stem = f"The data show {what}: {_list(values)}."
    return question(
        prompt=f"{stem} {ask}",
        fill=f"{stem} The {label} is ___.",
        answer=answer,
        acceptable=acceptable_forms(value),
        explanation=explain,
        wrong=wrongs(answer, cands, fallback=value, fallback_fmt=_n),
        table=_table(what, col, values, ask),
        task="compute",
        steps=2 if which in ("mean", "median", "mode", "range") else 4,
        magnitude=digits(total),
        key=f"measure:{which}:{values}",
        standard=code,
    )


def _observations(rng: random.Random, lvl: int) -> MathQuestion:
    thing, label = pick(
        rng,
        (
            ("pets", "Number of pets"),
            ("siblings", "Number of brothers and sisters"),
            ("books", "Books read last week"),
            ("goals", "Goals scored"),
        ),
    )
    k = rng.randint(4, (4, 5, 6)[lvl])
    freqs = [rng.randint(1, (6, 10, 15)[lvl]) for _ in range(k)]
    total = sum(freqs)
    values_sum = sum(i * f for i, f in enumerate(freqs))
    listed = "; ".join(
        f"{i} {thing if i != 1 else thing[:-1]}: {f} {'students' if f != 1 else 'student'}"
        for i, f in enumerate(freqs)
    )
    answer = str(total)
    cands = [
        (str(k), "counted-the-rows", "Each row is a value; the frequencies count the students."),
        (
            str(values_sum),
            "added-the-values-times-frequencies",
            "This is the total number of " + thing + ", not the number of students.",
        ),
        (str(max(freqs)), "used-the-largest-frequency", "Add all the frequencies."),
    ]
    return question(
        prompt=f"A class was asked how many {thing} they have. The results were {listed}. How many observations (students) are in the data set?",
        fill=f"A class was asked how many {thing} they have. The results were {listed}. The number of observations is ___.",
        answer=answer,
        explanation=f"Each student is one observation. Add the frequencies: {' + '.join(map(str, freqs))} = {total}.",
        wrong=wrongs(answer, cands, fallback=F(total)),
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


def _choose_measure(rng: random.Random, lvl: int) -> MathQuestion:
    what, col, low, high = pick(rng, (_DATA[0], _DATA[1], _DATA[2], _DATA[6]))
    third = (high - low) // 3
    while True:
        n = rng.randint(6, 9)
        values = sorted(rng.randint(low + third, high - third) for _ in range(n - 1))
        outlier = values[-1] + (high - low) * rng.randint(1, 2)
        data = [*values, outlier]
        mean_with, med_with = F(sum(data), len(data)), _median(data)
        mean_without, med_without = F(sum(values), len(values)), _median(values)
        if abs(mean_with - mean_without) > abs(med_with - med_without):
            break
    rng.shuffle(data)
    kind = pick(rng, ("describe", "affected"))
    stem = f"The data show {what}: {_list(data)}."
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
        table=_table(what, col, data, ask),
        task="reason",
        steps=3,
        magnitude=digits(outlier),
        key=f"choose:{data}:{kind}",
        standard="6.SP.B.5d",
    )


CENTER = ("mean", "median", "mode")
SPREAD = ("range", "interquartile range", "mean absolute deviation")


def _center_or_spread(rng: random.Random, lvl: int) -> MathQuestion:
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
    return question(
        prompt=f"Which of these is a measure of {word} for a numerical data set?",
        fill=f"The ___ is a measure of {word}.",
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
        key=f"center-spread:{spread}:{answer}",
        standard="6.SP.A.3",
    )


StatMode = Literal[
    "mean-median",
    "mean",
    "median",
    "mode",
    "range",
    "iqr",
    "mad",
    "observations",
    "choose-measure",
    "center-or-spread",
]


class StatisticsParams(ModeParams):
    mode: StatMode


@generator(
    "math.g67.statistics",
    content_types={T.MULTIPLE_CHOICE, T.FILL_BLANK, T.SHORT_ANSWER, T.TRUE_FALSE, T.DATA_TABLE},
    params=StatisticsParams,
)
def statistics(ctx: GenerationContext) -> Draft:
    mode, rng, lvl = ctx.params.mode, ctx.rng, ctx.level.rank
    if mode == "observations":
        q = _observations(rng, lvl)
    elif mode == "choose-measure":
        q = _choose_measure(rng, lvl)
    elif mode == "center-or-spread":
        q = _center_or_spread(rng, lvl)
    else:
        q = _measure(rng, lvl, mode)
    return emit(ctx, q)


# ---- data displays ----------------------------------------------------------------------------------------------


def _dot_data(rng: random.Random, lvl: int) -> tuple[str, int, dict[int, int]]:
    what, low = pick(
        rng,
        (
            ("the number of books each student read", 0),
            ("the number of hours each student slept", 4),
            ("the shoe sizes in a class", 3),
            ("the minutes each student waited for the bus", 0),
        ),
    )
    span = (6, 8, 10)[lvl]
    counts: dict[int, int] = {}
    centre = low + rng.randint(1, span - 2)
    for _ in range(rng.randint(8, (12, 16, 20)[lvl])):
        v = min(low + span, max(low, centre + rng.randint(-3, 3) + rng.randint(-1, 1)))
        counts[v] = counts.get(v, 0) + 1
    return what, low, counts


def _dot_plot(rng: random.Random, lvl: int, describe: bool) -> MathQuestion:
    what, low, counts = _dot_data(rng, lvl)
    span = (6, 8, 10)[lvl]
    svg = draw.number_line(
        low,
        low + span,
        1,
        dots=counts,
        title="A dot plot",
        desc=f"A dot plot of {what}. Each dot is one student or game.",
    )
    total = sum(counts.values())
    present = sorted(counts)
    values = [v for v in present for _ in range(counts[v])]
    if describe:
        kind = pick(rng, ("range", "peak"))
        if kind == "range":
            value = present[-1] - present[0]
            ask = "How spread out are the data? What is the range?"
            fill = "The range of the data in the dot plot is ___."
            cands = [
                (fx(present[-1]), "gave-the-greatest-value", f"Subtract the least value, {fx(present[0])}."),
                (str(len(present)), "counted-the-columns", "Use the greatest and least values."),
                (fx(F(span)), "used-the-whole-number-line", "Use only values that have dots."),
            ]
            explain = f"The least value with a dot is {fx(present[0])} and the greatest is {fx(present[-1])}. Range = {fx(present[-1])} - {fx(present[0])} = {fx(value)}."
        else:
            best = max(counts.values())
            peaks = [v for v in present if counts[v] == best]
            if len(peaks) > 1:
                counts[peaks[0]] += 1
                return _dot_plot_fixed(rng, lvl, what, low, counts)
            value = peaks[0]
            ask = "Where is the peak of the data? Which value has the most dots?"
            fill = "The value with the most dots (the peak) is ___."
            cands = [
                (
                    str(best),
                    "gave-the-number-of-dots",
                    f"{best} is how many dots; the value under them is {fx(value)}.",
                ),
                (fx(present[-1]), "chose-the-greatest-value", "Find the tallest stack of dots."),
                (fx(_median(values)), "found-the-median", "The peak is the tallest stack."),
            ]
            explain = (
                f"The tallest stack has {best} dots, above {fx(value)}. The data cluster around {fx(value)}."
            )
        code = "6.SP.A.2"
    else:
        kind = pick(rng, ("total", "more-than", "at-most"))
        cut = pick(rng, present[1:-1] or present)
        if kind == "total":
            value = F(total)
            ask = "How many dots (data values) are in the dot plot?"
            fill = "The dot plot shows ___ data values."
            cands = [
                (str(len(present)), "counted-the-stacks", "Count every dot, not just the stacks."),
                (fx(F(sum(values))), "added-the-values", "Count the dots."),
                (str(total + 1), "counted-one-twice", "Count each dot once."),
            ]
            explain = f"Count the dots in each stack and add: {' + '.join(str(counts[v]) for v in present)} = {total}."
        elif kind == "more-than":
            value = F(sum(c for v, c in counts.items() if v > cut))
            ask = f"How many data values are greater than {fx(cut)}?"
            fill = f"The number of data values greater than {fx(cut)} is ___."
            cands = [
                (
                    str(sum(c for v, c in counts.items() if v >= cut)),
                    "included-the-value-itself",
                    f"Greater than {fx(cut)} does not include {fx(cut)}.",
                ),
                (
                    str(sum(c for v, c in counts.items() if v < cut)),
                    "counted-the-wrong-side",
                    "Count the dots to the right.",
                ),
                (str(sum(1 for v in present if v > cut)), "counted-stacks-not-dots", "Count every dot."),
            ]
            explain = (
                f"Count the dots to the right of {fx(cut)}: "
                + " + ".join(str(counts[v]) for v in present if v > cut)
                + f" = {fx(value)}."
            )
        else:
            value = F(sum(c for v, c in counts.items() if v <= cut))
            ask = f"How many data values are {fx(cut)} or less?"
            fill = f"The number of data values that are {fx(cut)} or less is ___."
            cands = [
                (
                    str(sum(c for v, c in counts.items() if v < cut)),
                    "left-out-the-value-itself",
                    f'"{fx(cut)} or less" includes {fx(cut)}.',
                ),
                (
                    str(sum(c for v, c in counts.items() if v > cut)),
                    "counted-the-wrong-side",
                    "Count the dots at or to the left.",
                ),
                (str(sum(1 for v in present if v <= cut)), "counted-stacks-not-dots", "Count every dot."),
            ]
            explain = (
                f"Count the dots at {fx(cut)} and to its left: "
                + " + ".join(str(counts[v]) for v in present if v <= cut)
                + f" = {fx(value)}."
            )
        code = "6.SP.B.4"
    answer = fx(value)
    return question(
        prompt=f"The dot plot shows {what}. {ask}",
        fill=f"The dot plot shows {what}. {fill}",
        answer=answer,
        explanation=explain,
        wrong=wrongs(answer, cands, fallback=value),
        diagram=DiagramForm("number-line", svg, question=f"The dot plot shows {what}. {ask}"),
        task="represent",
        steps=2,
        magnitude=digits(total),
        key=f"dot:{describe}:{sorted(counts.items())}:{ask}",
        standard=code,
    )


def _dot_plot_fixed(
    rng: random.Random, lvl: int, what: str, low: int, counts: dict[int, int]
) -> MathQuestion:
    """A peak question once the tallest stack is unique."""
    span = (6, 8, 10)[lvl]
    svg = draw.number_line(
        low,
        low + span,
        1,
        dots=counts,
        title="A dot plot",
        desc=f"A dot plot of {what}. Each dot is one student or game.",
    )
    present = sorted(counts)
    values = [v for v in present for _ in range(counts[v])]
    best = max(counts.values())
    value = next(v for v in present if counts[v] == best)
    ask = "Where is the peak of the data? Which value has the most dots?"
    answer = fx(value)
    cands = [
        (str(best), "gave-the-number-of-dots", f"{best} is how many dots; the value under them is {answer}."),
        (fx(present[-1]), "chose-the-greatest-value", "Find the tallest stack of dots."),
        (fx(_median(values)), "found-the-median", "The peak is the tallest stack."),
    ]
    return question(
        prompt=f"The dot plot shows {what}. {ask}",
        fill=f"The dot plot shows {what}. The value with the most dots (the peak) is ___.",
        answer=answer,
        explanation=f"The tallest stack has {best} dots, above {answer}. The data cluster around {answer}.",
        wrong=wrongs(answer, cands, fallback=value),
        diagram=DiagramForm("number-line", svg, question=f"The dot plot shows {what}. {ask}"),
        task="represent",
        steps=2,
        magnitude=2,
        key=f"dot:peak:{sorted(counts.items())}",
        standard="6.SP.A.2",
    )


def _histogram(rng: random.Random, lvl: int) -> MathQuestion:
    what, start, width, counted, bin_q, more_q = pick(
        rng,
        (
            (
                "test scores",
                50,
                10,
                "students",
                "How many students scored from {lo} to {hi}?",
                "How many students scored {lo} or more?",
            ),
            (
                "minutes spent on homework",
                0,
                15,
                "students",
                "How many students spent from {lo} to {hi} minutes on homework?",
                "How many students spent {lo} or more minutes on homework?",
            ),
            (
                "heights of plants in centimeters",
                10,
                5,
                "plants",
                "How many plants are from {lo} to {hi} centimeters tall?",
                "How many plants are {lo} or more centimeters tall?",
            ),
            (
                "ages of people at a park",
                0,
                10,
                "people",
                "How many people are from {lo} to {hi} years old?",
                "How many people are {lo} or more years old?",
            ),
        ),
    )
    k = rng.randint(4, 5)
    counts = [rng.randint(1, (8, 12, 16)[lvl]) for _ in range(k)]
    bins = [f"{start + i * width}-{start + (i + 1) * width - 1}" for i in range(k)]
    svg = draw.bars(
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
    if kind == "bin":
        i = rng.randrange(k)
        value = counts[i]
        lo_, hi_ = start + i * width, start + (i + 1) * width - 1
        ask = bin_q.format(lo=lo_, hi=hi_)
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
        explain = f"The bar for {lo_}-{hi_} reaches {value}, so {value} {counted} are in that interval."
    elif kind == "at-least":
        i = rng.randint(1, k - 1)
        value = sum(counts[i:])
        lo_ = start + i * width
        ask = more_q.format(lo=lo_)
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
    else:
        value = sum(counts)
        ask = f"How many {counted} are shown in all?"
        fill = f"In all, the histogram shows ___ {counted}."
        cands = [
            (str(k), "counted-the-bars", "Add the heights of the bars."),
            (str(max(counts)), "read-the-tallest-bar", "Add all the bars."),
            (str(value - counts[0]), "left-out-a-bar", "Add every bar."),
        ]
        explain = "Add the heights of all the bars: " + " + ".join(map(str, counts)) + f" = {value}."
    answer = str(value)
    return question(
        prompt=f"The histogram shows {what}. {ask}",
        fill=f"The histogram shows {what}. {fill}",
        answer=answer,
        explanation=explain,
        wrong=wrongs(answer, cands, fallback=F(value)),
        diagram=DiagramForm("bar-graph", svg, question=f"The histogram shows {what}. {ask}"),
        task="represent",
        steps=2,
        magnitude=digits(value),
        key=f"hist:{what}:{counts}:{ask}",
        standard="6.SP.B.4",
    )


def _box_plot(rng: random.Random, lvl: int) -> MathQuestion:
    what, _col, low, high = pick(rng, _DATA[:3] + _DATA[4:6])
    step = 1 if high - low <= 20 else (2 if high - low <= 40 else 5)
    pts = sorted(low + step * rng.randint(0, (high - low) // step) for _ in range(5))
    while len(set(pts)) < 5:
        pts = sorted(low + step * rng.randint(0, (high - low) // step) for _ in range(5))
    mn, q1, med, q3, mx = pts
    lo = low - low % step
    hi = high + (step - high % step) % step
    every = max(1, ((hi - lo) // step) // 10)
    svg = draw.box_plot(
        lo,
        hi,
        step,
        [F(v) for v in pts],
        label_every=every,
        title=f"A box plot of {what}",
        desc=f"A box plot of {what} above a number line.",
    )
    kind = pick(rng, ("median", "iqr", "range", "q1"))
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
    answer = str(value)
    ask = f"What is the {label} of the data?"
    return question(
        prompt=f"The box plot shows {what}. {ask}",
        fill=f"The box plot shows {what}. The {label} is ___.",
        answer=answer,
        explanation=explain,
        wrong=wrongs(answer, cands, fallback=F(value)),
        diagram=DiagramForm("number-line", svg, question=f"The box plot shows {what}. {ask}"),
        task="represent",
        steps=2,
        magnitude=digits(mx),
        key=f"box:{pts}:{kind}",
        standard="6.SP.B.4",
    )


class DisplayParams(ModeParams):
    mode: Literal["dot-plot", "distribution", "histogram", "box-plot"]


@generator(
    "math.g67.displays",
    content_types={T.MULTIPLE_CHOICE, T.FILL_BLANK, T.SHORT_ANSWER, T.TRUE_FALSE, T.DIAGRAM},
    params=DisplayParams,
)
def displays(ctx: GenerationContext) -> Draft:
    mode, rng, lvl = ctx.params.mode, ctx.rng, ctx.level.rank
    if mode in ("dot-plot", "distribution"):
        q = _dot_plot(rng, lvl, mode == "distribution")
    elif mode == "histogram":
        q = _histogram(rng, lvl)
    else:
        q = _box_plot(rng, lvl)
    return emit(ctx, q)


# ---- statistical questions and units --------------------------------------------------------------------------

_GROUPS = (
    "the students in my class",
    "the players on our team",
    "the families on our street",
    "the students in our school",
)
_GROUP_ASKS = (
    "How many pets do {g} have?",
    "How many books did {g} read last month?",
    "How tall are {g}?",
    "How many minutes do {g} spend on homework each night?",
    "How old are {g}?",
)
_ONE_ASKS = (
    "How many pets does {p} have?",
    "How tall is {p}?",
    "How old is {p}?",
    "How many books did {p} read last month?",
    "How many minutes does {p} spend on homework tonight?",
    "What is the capital of Canada?",
    "How many days are in a week?",
)


def _statistical(rng: random.Random, lvl: int) -> MathQuestion:
    group = pick(rng, _GROUPS)
    right = pick(rng, _GROUP_ASKS).format(g=group)
    person = pick(rng, ("my best friend", "my teacher", name(rng)[0], "my cousin"))
    others = rng.sample(_ONE_ASKS, 3)
    cands = [
        (
            o.format(p=person),
            "expects-a-single-answer",
            "This question has one answer, so the answers do not vary.",
        )
        for o in others
    ]
    return question(
        prompt="Which is a statistical question (one that expects answers that vary)?",
        fill="___ is a statistical question.",
        answer=right,
        answer_format="text",
        explanation=f'"{right}" asks about many people or things, so the answers will vary; that variability makes it a statistical question. A question with only one answer is not statistical.',
        wrong=wrongs(right, cands, by_value=False),
        task="identify",
        magnitude=1,
        representation="text",
        key=f"statq:{right}:{[o for o in others]}",
        standard="6.SP.A.1",
    )


_ATTRIBUTES = (
    ("the height of each sunflower in a garden", "length"),
    ("the length of each student's pencil", "length"),
    ("the weight of each student's backpack", "weight"),
    ("the mass of each apple in a basket", "weight"),
    ("the time each student sleeps at night", "time"),
    ("the time it takes each runner to finish a race", "time"),
    ("the temperature outside at noon each day", "temperature"),
    ("the amount of water each plant gets", "capacity"),
)
_UNITS = {
    "length": ("centimeters", "inches"),
    "weight": ("pounds", "grams"),
    "time": ("minutes", "hours"),
    "temperature": ("degrees Fahrenheit", "degrees Celsius"),
    "capacity": ("milliliters", "cups"),
}


def _units(rng: random.Random, lvl: int) -> MathQuestion:
    attribute, kind = pick(rng, _ATTRIBUTES)
    answer = pick(rng, _UNITS[kind])
    other_kinds = rng.sample([k for k in _UNITS if k != kind], 3)
    cands = [
        (
            pick(rng, _UNITS[k]),
            "measured-a-different-attribute",
            f"That unit measures {k}, but the data are about {kind}.",
        )
        for k in other_kinds
    ]
    return question(
        prompt=f"A class collected data on {attribute}. Which unit makes sense for these data?",
        fill=f"A class collected data on {attribute}. A sensible unit for these data is ___.",
        answer=answer,
        answer_format="text",
        explanation=f"The attribute being measured is {kind}, so the data need a unit of {kind}, such as {' or '.join(_UNITS[kind])}.",
        wrong=wrongs(answer, cands, by_value=False),
        task="identify",
        magnitude=1,
        representation="text",
        key=f"unit:{attribute}:{answer}:{other_kinds}",
        standard="6.SP.B.5b",
    )


class StatQuestionParams(ModeParams):
    mode: Literal["statistical", "units"]


@generator(
    "math.g67.statistical-questions",
    content_types={T.MULTIPLE_CHOICE, T.FILL_BLANK, T.TRUE_FALSE},
    params=StatQuestionParams,
)
def statistical_questions(ctx: GenerationContext) -> Draft:
    builder = _statistical if ctx.params.mode == "statistical" else _units
    return emit(ctx, builder(ctx.rng, ctx.level.rank))
