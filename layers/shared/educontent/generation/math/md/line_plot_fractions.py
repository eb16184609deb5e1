"""Grades 3-5 line plots of measurements in halves, fourths and eighths, with questions that count,
add, subtract, multiply or share the fractions (3.MD.B.4, 4.MD.B.4, 5.MD.B.2)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from pydantic import Field

from educontent.generation.banks import load_bank
from educontent.generation.draw.line_plots import line_plot
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import answer_question
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.math_forms import Misconception
from educontent.generation.kit.modes import listed, params_model
from educontent.generation.kit.question_builders import diagram, features, finish, mis, table
from educontent.generation.kit.types import DG, DT, WRITTEN
from educontent.generation.math.md._units import measured, there_are
from educontent.generation.numbers.decimals import mixed as fr
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


@dataclass
class _Plot:
    counts: dict[Fraction, int]
    used: list[Fraction]
    step: Fraction
    pick_v: Fraction
    things: str
    thing: str
    unit: str

    @property
    def total_n(self) -> int:
        return sum(self.counts.values())


# value, prompt, fill-blank text, wrong answers, explanation, unit, steps, task
Asked = tuple[Fraction, str, str, list[Misconception], str, str | None, int, str]


def _count_at(d: _Plot) -> Asked:
    v, n = d.pick_v, d.counts[d.pick_v]
    prompt = f"How many {d.things} measured exactly {measured(fr(v), d.unit)}?"
    fill = f"The number of {d.things} that measured exactly {measured(fr(v), d.unit)} is ___."
    wrong = [
        mis(str(d.total_n), "counted-every-x", f"Count only the X marks above {fr(v)}."),
        mis(str(n + 1), "counting-slip", "Count the X marks again."),
        mis(
            str(d.counts.get(v + d.step, n + 2)),
            "read-the-next-mark",
            "Look at the mark exactly at this value.",
        ),
    ]
    explanation = f"Find {fr(v)} on the line plot and count the X marks above it: {n}."
    return Fraction(n), prompt, fill, wrong, explanation, None, 1, "identify"


def _count_more(d: _Plot) -> Asked:
    value = Fraction(sum(n for v, n in d.counts.items() if v > d.pick_v))
    if d.pick_v == d.used[-1]:
        d.pick_v = d.used[0]
        value = Fraction(sum(n for v, n in d.counts.items() if v > d.pick_v))
    v = d.pick_v
    prompt = f"How many {d.things} measured more than {measured(fr(v), d.unit)}?"
    fill = f"The number of {d.things} that measured more than {measured(fr(v), d.unit)} is ___."
    wrong = [
        mis(
            str(int(value) + d.counts[v]),
            "included-the-value-itself",
            f"'More than' does not include the X marks at {fr(v)}.",
        ),
        mis(str(d.total_n - int(value)), "counted-the-wrong-side", "These are the ones that are not more."),
        mis(
            str(len([u for u in d.used if u > v])),
            "counted-values-not-x-marks",
            "Count every X mark, not just the places that have marks.",
        ),
    ]
    explanation = f"Add the X marks to the right of {fr(v)}: {count_of(int(value), d.thing)}."
    return value, prompt, fill, wrong, explanation, None, 2, "compare"


def _difference(d: _Plot) -> Asked:
    hi, lo = d.used[-1], d.used[0]
    value = hi - lo
    prompt = f"What is the difference between the greatest and the least measurement, in {d.unit}?"
    fill = "The difference between the greatest and the least measurement is ___."
    wrong = [
        mis(fr(hi + lo), "added-instead-of-subtracted", "A difference is found by subtracting."),
        mis(
            fr(Fraction(d.counts[hi] - d.counts[lo])) if d.counts[hi] != d.counts[lo] else fr(hi),
            "subtracted-the-counts",
            "Subtract the measurements, not the numbers of X marks.",
        ),
        mis(
            fr(value + d.step), "counted-one-mark-too-many", "Count the spaces between marks, not the marks."
        ),
    ]
    explanation = f"The greatest measurement is {fr(hi)} and the least is {fr(lo)}. {fr(hi)} - {fr(lo)} = {measured(fr(value), d.unit)}."
    return value, prompt, fill, wrong, explanation, d.unit, 2, "compute"


def _total_at(d: _Plot) -> Asked:
    v = d.pick_v
    n = d.counts[v]
    value = n * v
    prompt = f"What is the total of all the measurements of {measured(fr(v), d.unit)}?"
    fill = f"The total of all the measurements of {measured(fr(v), d.unit)} is ___."
    wrong = [
        mis(
            fr(v + n),
            "added-the-count",
            f"{there_are(n, 'measurement')} of {fr(v)}, so multiply (or add it {count_of(n, 'time')}).",
        ),
        mis(fr(v), "used-only-one", f"Each X is one {d.thing}; there are {n} of them."),
        mis(
            fr(Fraction(n * v.numerator, v.denominator * n)) if n > 1 else fr(v * 2),
            "multiplied-numerator-and-denominator",
            "Multiply only the numerator by the whole number.",
        ),
    ]
    explanation = f"{there_are(n, 'X mark')} at {fr(v)}. {n} × {fr(v)} = {measured(fr(value), d.unit)}."
    return value, prompt, fill, wrong, explanation, d.unit, 2, "compute"


def _sum_extremes(d: _Plot) -> Asked:
    hi, lo = d.used[-1], d.used[0]
    value = hi + lo
    prompt = f"What is the sum of the greatest and the least measurement, in {d.unit}?"
    fill = "The sum of the greatest and the least measurement is ___."
    wrong = [
        mis(fr(hi - lo), "subtracted-instead-of-added", "A sum is found by adding."),
        mis(
            fr(Fraction(hi.numerator + lo.numerator, hi.denominator + lo.denominator))
            if lo
            else fr(hi + d.step),
            "added-numerators-and-denominators",
            "Write both with the same denominator and add only the numerators.",
        ),
        mis(fr(value + d.step), "counting-slip", "Recheck the two values on the scale."),
    ]
    explanation = f"The greatest is {fr(hi)} and the least is {fr(lo)}. {fr(hi)} + {fr(lo)} = {measured(fr(value), d.unit)}."
    return value, prompt, fill, wrong, explanation, d.unit, 2, "compute"


def _equal_share(d: _Plot) -> Asked:
    total = sum(v * n for v, n in d.counts.items())
    value = total / d.total_n
    prompt = f"If the total amount were shared out equally among all the {d.things}, how much would each have, in {d.unit}?"
    fill = "If the total amount were shared out equally, the amount for each is ___."
    wrong = [
        mis(
            fr(total), "forgot-to-divide", f"The total {fr(total)} must be shared by {d.total_n} {d.things}."
        ),
        mis(
            fr(sum(d.used) / len(d.used)),
            "averaged-the-places-not-the-x-marks",
            "Every X mark counts, so use all of them.",
        ),
        mis(fr(value + d.step), "counting-slip", "Recheck the total."),
        mis(
            fr(total / (d.total_n + 1)),
            "divided-by-the-wrong-count",
            f"There are {d.total_n} {d.things}: count every X mark.",
        ),
    ]
    explanation = (
        "Add every measurement: "
        + " + ".join(f"{n} × {fr(v)}" for v, n in d.counts.items())
        + f" = {measured(fr(total), d.unit)}. There are {d.total_n} {d.things}, so each gets {fr(total)} ÷ {d.total_n} = {measured(fr(value), d.unit)}."
    )
    return value, prompt, fill, wrong, explanation, d.unit, 3, "word-problem"


QUESTIONS = {
    "count-at": _count_at,
    "count-more": _count_more,
    "difference": _difference,
    "total-at": _total_at,
    "sum-extremes": _sum_extremes,
    "equal-share": _equal_share,
}
LinePlotParams = params_model(
    "LinePlotParams",
    denominators=(list[Literal[2, 4, 8]], Field(min_length=1)),
    questions=listed(QUESTIONS),
)


def _counts(
    rng: random.Random, rank: int, question: str, choices: list[Fraction]
) -> tuple[dict[Fraction, int], list[Fraction]]:
    used = sorted(rng.sample(choices, rng.randint(3, min(5, len(choices)))))
    counts = {v: rng.randint(1, (3, 4, 5)[rank]) for v in used}
    if question == "equal-share":  # symmetric data around a mark, so the fair share is a mark too
        middle = rng.randint(2, len(choices) - 3)
        counts = {choices[middle]: rng.randint(0, 3)}
        for d in range(1, rng.randint(2, 3) + 1):
            if middle - d >= 0 and middle + d < len(choices):
                k = rng.randint(1, (2, 3, 4)[rank])
                counts[choices[middle - d]] = k
                counts[choices[middle + d]] = k
        counts = {v: n for v, n in sorted(counts.items()) if n}
        used = sorted(counts)
    return counts, used


_BANDS = "easy: the skill's coarsest fractions (say halves), medium the next (quarters), hard the finest (eighths); more Xs above each mark at each level"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG, DT}, params=LinePlotParams, levels=Levels("form", _BANDS))
def line_plot_fractions(ctx: GenerationContext) -> Draft:
    p: LinePlotParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    dens = sorted(p.denominators)
    den = dens[min(rank, len(dens) - 1)]
    question = pick(rng, p.questions)
    if question == "equal-share":
        den = max(den, 4)
    theme = pick(rng, load_bank("math", "md-line-plot-fractions")["themes"])
    things, thing, unit, title = theme["things"], theme["thing"], theme["unit"], theme["title"]
    start = Fraction(rng.randint(0, 2))
    ticks = 2 * den if den < 8 else 8
    step = Fraction(1, den)
    end = start + step * ticks
    k_start = int(start) * den
    choices = [Fraction(k, den) for k in range(max(k_start, 1), k_start + ticks + 1)]
    counts, used = _counts(rng, rank, question, choices)
    data = _Plot(counts, used, step, pick(rng, used), things, thing, unit)
    listing = "; ".join(f"{measured(fr(v), unit)}: {n} X" for v, n in counts.items())
    value, prompt, fill, wrong, explanation, ans_unit, steps, task = QUESTIONS[question](data)
    answer = fr(value)
    wrong += [
        mis(fr(value + step), "counting-slip", "Recheck the values read from the line plot."),
        mis(fr(value + 1), "counting-slip", "Recheck the values read from the line plot."),
    ]
    svg = line_plot(
        start,
        end,
        step,
        counts,
        f"{title} ({unit})",
        title=f"Line plot: {title}",
        desc=f"A line plot of {title.lower()} in {unit}, marked every 1/{den} from {fr(start)} to {fr(end)}. Each X is one {thing}. {listing}.",
    )
    rows = [[fr(v), n] for v, n in counts.items()]
    q = answer_question(
        prompt,
        answer,
        explanation,
        wrong,
        answer_value=answer if value.denominator != 1 else int(value),
        unit=ans_unit,
        fill_text=fill,
        diagram=diagram("number-line", svg),
        table=table(title, [f"Measurement ({unit})", f"Number of {things}"], rows, prompt),
        answer_format="fraction" if value.denominator != 1 else "number",
        features=features(task, steps, 2, "visual"),
        key=f"plot:{question}:{sorted(counts.items())}:{data.pick_v}",
    )
    return finish(ctx, q)
