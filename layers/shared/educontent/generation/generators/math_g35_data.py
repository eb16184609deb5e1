"""Grades 3-5 data: scaled bar graphs and picture graphs with one- and two-step "how many more"
questions (3.MD.B.3), measuring to the quarter inch with a ruler (3.MD.B.4), and line plots of
measurements in halves, fourths and eighths with questions that add, subtract, multiply or share
the fractions (3.MD.B.4, 4.MD.B.4, 5.MD.B.2)."""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.draw import svg as base_svg
from educontent.generation.generators import _g35_svg as draw
from educontent.generation.generators._g35_common import (
    clean,
    diagram,
    features,
    finish,
    fr,
    mis,
    pick,
    table,
)
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.registry import Draft, GenerationContext, generator

T = ContentType
BASIC = {T.MULTIPLE_CHOICE, T.SHORT_ANSWER, T.FILL_BLANK, T.TRUE_FALSE}

THEMES = (
    ("Favorite fruit", "Fruit", "students", ("Apples", "Bananas", "Grapes", "Pears", "Mangoes", "Cherries")),
    ("Favorite pet", "Pet", "children", ("Dogs", "Cats", "Fish", "Birds", "Rabbits", "Turtles")),
    ("Favorite season", "Season", "students", ("Spring", "Summer", "Fall", "Winter")),
    ("Favorite sport", "Sport", "students", ("Soccer", "Basketball", "Swimming", "Tennis", "Baseball")),
    ("Favorite color", "Color", "children", ("Red", "Blue", "Green", "Yellow", "Purple")),
    ("Favorite snack", "Snack", "students", ("Popcorn", "Pretzels", "Yogurt", "Carrots", "Crackers")),
)
ICONS = ("star", "apple", "flower", "heart", "circle")


class GraphParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    kind: Literal["bar", "picture"]
    questions: list[Literal["read", "more", "fewer", "total", "two-step"]] = Field(min_length=1)
    scales: list[int] = Field(default_factory=lambda: [2, 5, 10])


@generator("math.g35.graph", content_types=BASIC | {T.DIAGRAM, T.DATA_TABLE}, params=GraphParams)
def graph(ctx: GenerationContext) -> Draft:
    p: GraphParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    title, column, who, pool = pick(rng, THEMES)
    cats = rng.sample(list(pool), 4)
    scale = pick(rng, p.scales)
    steps_max = (5, 7, 9)[rank]
    half = p.kind == "bar" and rank == 2 and scale % 2 == 0
    values = []
    for _ in cats:
        v = rng.randint(1, steps_max) * scale
        if half and rng.random() < 0.5:
            v -= scale // 2
        values.append(v)
    if len(set(values)) < 4:  # make them distinct so "more than" questions are clear
        values = sorted(rng.sample(range(1, steps_max + 4), 4))
        values = [v * scale for v in values]
        rng.shuffle(values)
    data = dict(zip(cats, values, strict=True))
    question = pick(rng, p.questions)
    a, b, c = cats[0], cats[1], cats[2]
    if question in ("more", "fewer") and data[a] < data[b]:
        a, b = b, a
    va, vb, vc = data[a], data[b], data[c]
    if question == "two-step" and va + vb <= vc:
        a, c = c, a
        va, vc = data[a], data[c]
        if va + vb <= vc:
            b, c = c, b
            vb, vc = data[b], data[c]
    icon = pick(rng, ICONS)
    if question == "read":
        answer = va
        prompt = f"How many {who} chose {a}?"
        fill = f"The number of {who} who chose {a} is ___."
        wrong = [
            mis(
                str(va // scale),
                "counted-symbols-not-using-the-scale",
                f"Each {'picture' if p.kind == 'picture' else 'grid step'} stands for {scale}, so multiply by {scale}.",
            ),
            mis(str(va + scale), "read-the-next-line", "The bar or row ends one step lower."),
            mis(str(vb), "read-the-wrong-category", f"That is the number for {b}."),
        ]
        explanation = f"Find {a} and read its value using the scale (each step is {scale}): {va} {who}."
        steps, task = 1, "identify"
    elif question in ("more", "fewer"):
        answer = va - vb
        if question == "more":
            prompt = f"How many more {who} chose {a} than {b}?"
        else:
            prompt = f"How many fewer {who} chose {b} than {a}?"
        fill = f"The difference between {a} and {b} is ___."
        wrong = [
            mis(
                str(va + vb),
                "added-instead-of-subtracted",
                "'How many more' or 'how many fewer' asks for the difference, so subtract.",
            ),
            mis(str(va), "gave-one-value", f"That is only the number for {a}; take away the number for {b}."),
            mis(
                str((va - vb) // scale),
                "counted-symbols-not-using-the-scale",
                f"Each step stands for {scale}.",
            ),
            mis(str(answer + scale), "misread-the-scale", "One step of the scale too many was counted."),
        ]
        explanation = f"Read both values: {a} has {va} and {b} has {vb}. Subtract: {va} - {vb} = {answer}."
        steps, task = 2, "compare"
    elif question == "total":
        answer = va + vb
        prompt = f"How many {who} chose {a} or {b}?"
        fill = f"The number of {who} who chose {a} or {b} is ___."
        wrong = [
            mis(
                str(abs(va - vb)), "subtracted-instead-of-added", "Both groups are counted together, so add."
            ),
            mis(
                str((va + vb) // scale),
                "counted-symbols-not-using-the-scale",
                f"Each step stands for {scale}.",
            ),
            mis(str(answer + scale), "misread-the-scale", "One step of the scale too many was counted."),
        ]
        explanation = f"Read both values: {a} has {va} and {b} has {vb}. Add: {va} + {vb} = {answer}."
        steps, task = 2, "word-problem"
    else:
        answer = va + vb - vc
        prompt = f"How many more {who} chose {a} and {b} together than {c}?"
        fill = f"The difference between {a} and {b} together and {c} is ___."
        wrong = [
            mis(
                str(va + vb),
                "stopped-after-the-first-step",
                f"{va + vb} is the number for {a} and {b} together; now subtract {c}.",
            ),
            mis(str(va + vb + vc), "added-all-three", f"Compare with {c} by subtracting it."),
            mis(
                str(abs(va - vb) + vc) if abs(va - vb) + vc != answer else str(answer + scale),
                "subtracted-the-wrong-pair",
                f"First add {a} and {b}, then subtract {c}.",
            ),
        ]
        explanation = f"Step 1: {a} and {b} together: {va} + {vb} = {va + vb}. Step 2: compare with {c}: {va + vb} - {vc} = {answer}."
        steps, task = 3, "word-problem"
    listing = ", ".join(f"{k}: {v}" for k, v in data.items())
    if p.kind == "bar":
        svg = base_svg.bar_graph(
            cats,
            values,
            scale=scale,
            axis="",
            title=title,
            desc=f"A bar graph titled {title}. The scale goes up by {scale}. Number of {who}: {listing}.",
        )
        kind = "bar-graph"
    else:
        svg = base_svg.picture_graph(
            cats,
            values,
            icon=icon,
            per_icon=scale,
            title=title,
            desc=f"A picture graph titled {title}. Each {icon} stands for {scale} {who}. "
            + ", ".join(f"{k}: {v // scale} {icon}{'s' if v != scale else ''} ({v})" for k, v in data.items())
            + ".",
        )
        kind = "picture-graph"
    q = MathQuestion(
        prompt=prompt,
        answer_display=str(answer),
        answer_value=answer,
        explanation=explanation,
        misconceptions=clean(str(answer), wrong),
        fill_text=fill,
        diagram=diagram(kind, svg),
        table=table(title, [column, f"Number of {who}"], [[k, v] for k, v in data.items()], prompt),
        features=features(task, steps, len(str(max(values))), "visual"),  # type: ignore[arg-type]
        key=f"graph:{question}:{a}:{b}:{c}:{values}",
    )
    return finish(ctx, q)


# ---- ruler ------------------------------------------------------------------------------------

RULER_THINGS = ("crayon", "leaf", "eraser", "ribbon", "twig", "key", "shell", "pencil")


@generator("math.g35.ruler", content_types=BASIC | {T.DIAGRAM})
def ruler(ctx: GenerationContext) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    den = (2, 4, 4)[rank]
    inches = 6
    length = Fraction(rng.randint(2 * den // 2 + 1, inches * den - 1), den)
    if length.denominator == 1 and rank:
        length += Fraction(1, den)
    thing = pick(rng, RULER_THINGS)
    answer = fr(length)
    svg = draw.ruler(
        length,
        inches,
        thing,
        title="Measuring with a ruler",
        desc=f"A ruler from 0 to {inches} inches marked in quarter inches, with {'an' if thing[0] in 'aeiou' else 'a'} {thing} lying along it starting at 0.",
    )
    whole = int(length)
    wrong = [
        mis(
            fr(length + Fraction(1, 4)),
            "counted-one-mark-too-many",
            "The end of the object is one small mark earlier.",
        ),
        mis(
            fr(length - Fraction(1, 4)) if length > Fraction(1, 4) else fr(length + Fraction(1, 2)),
            "counted-one-mark-too-few",
            "The end of the object is one small mark later.",
        ),
        mis(
            str(whole + 1) if length.denominator != 1 else fr(length + 1),
            "rounded-to-a-whole-inch",
            "The length is between whole inches, so read the small marks.",
        ),
        mis(
            str(whole + int((length - whole) * 4))
            if length.denominator != 1
            else fr(length + Fraction(1, 2)),
            "counted-marks-as-inches",
            "The small marks are quarter inches, not whole inches.",
        ),
    ]
    explanation = (
        f"The {thing} starts at 0. Its end is past {whole} whole {'inch' if whole == 1 else 'inches'}. Each small mark is 1/4 inch; count the "
        f"marks past {whole}: the {thing} is {answer} inches long."
    )
    q = MathQuestion(
        prompt=f"How long is the {thing}, to the nearest quarter inch?",
        answer_display=answer,
        answer_value=answer,
        unit="inches",
        explanation=explanation,
        misconceptions=clean(answer, wrong),
        fill_text=f"The length of the {thing} is ___.",
        diagram=diagram("number-line", svg),
        answer_format="fraction",
        features=features("represent", 2, 1, "visual"),
        key=f"ruler:{thing}:{length}",
    )
    return finish(ctx, q)


# ---- line plots -------------------------------------------------------------------------------

PLOT_THEMES = (
    ("pencils", "pencil", "inches", "Pencil lengths"),
    ("ribbons", "ribbon", "inches", "Ribbon lengths"),
    ("seedlings", "seedling", "inches", "Heights of seedlings"),
    ("beakers", "beaker", "liters", "Water in beakers"),
    ("bags of flour", "bag of flour", "pounds", "Bags of flour"),
    ("shells", "shell", "inches", "Shell lengths"),
)


class LinePlotParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    denominators: list[Literal[2, 4, 8]] = Field(min_length=1)
    questions: list[
        Literal["count-at", "count-more", "difference", "total-at", "sum-extremes", "equal-share"]
    ] = Field(min_length=1)


@generator("math.g35.line-plot", content_types=BASIC | {T.DIAGRAM, T.DATA_TABLE}, params=LinePlotParams)
def line_plot(ctx: GenerationContext) -> Draft:
    p: LinePlotParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    dens = sorted(p.denominators)
    den = dens[min(rank, len(dens) - 1)]
    question = pick(rng, p.questions)
    if question == "equal-share":
        den = max(den, 4)
    things, thing, unit, title = pick(rng, PLOT_THEMES)
    start = Fraction(rng.randint(0, 2))
    ticks = 2 * den if den < 8 else 8
    step = Fraction(1, den)
    end = start + step * ticks
    k_start = int(start) * den
    choices = [Fraction(k, den) for k in range(max(k_start, 1), k_start + ticks + 1)]
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
    total_n = sum(counts.values())
    lo, hi = used[0], used[-1]
    pick_v = pick(rng, used)
    listing = "; ".join(f"{fr(v)} {unit}: {n} X" for v, n in counts.items())
    unit1 = unit if unit != "liters" else "liters"
    if question == "count-at":
        value = Fraction(counts[pick_v])
        prompt = f"How many {things} measured exactly {fr(pick_v)} {unit}?"
        fill = f"The number of {things} that measured exactly {fr(pick_v)} {unit} is ___."
        wrong = [
            mis(str(total_n), "counted-every-x", f"Count only the X marks above {fr(pick_v)}."),
            mis(str(counts[pick_v] + 1), "counting-slip", "Count the X marks again."),
            mis(
                str(counts.get(pick_v + step, counts[pick_v] + 2)),
                "read-the-next-mark",
                "Look at the mark exactly at this value.",
            ),
        ]
        explanation = f"Find {fr(pick_v)} on the line plot and count the X marks above it: {counts[pick_v]}."
        ans_unit = None
        steps, task = 1, "identify"
    elif question == "count-more":
        value = Fraction(sum(n for v, n in counts.items() if v > pick_v))
        if pick_v == hi:
            pick_v = lo
            value = Fraction(sum(n for v, n in counts.items() if v > pick_v))
        prompt = f"How many {things} measured more than {fr(pick_v)} {unit}?"
        fill = f"The number of {things} that measured more than {fr(pick_v)} {unit} is ___."
        wrong = [
            mis(
                str(int(value) + counts[pick_v]),
                "included-the-value-itself",
                f"'More than' does not include the X marks at {fr(pick_v)}.",
            ),
            mis(str(total_n - int(value)), "counted-the-wrong-side", "These are the ones that are not more."),
            mis(
                str(len([v for v in used if v > pick_v])),
                "counted-values-not-x-marks",
                "Count every X mark, not just the places that have marks.",
            ),
        ]
        explanation = f"Add the X marks to the right of {fr(pick_v)}: {int(value)} {things}."
        ans_unit = None
        steps, task = 2, "compare"
    elif question == "difference":
        value = hi - lo
        prompt = f"What is the difference between the greatest and the least measurement, in {unit}?"
        fill = "The difference between the greatest and the least measurement is ___."
        wrong = [
            mis(fr(hi + lo), "added-instead-of-subtracted", "A difference is found by subtracting."),
            mis(
                fr(Fraction(counts[hi] - counts[lo])) if counts[hi] != counts[lo] else fr(hi),
                "subtracted-the-counts",
                "Subtract the measurements, not the numbers of X marks.",
            ),
            mis(
                fr(value + step),
                "counted-one-mark-too-many",
                "Count the spaces between marks, not the marks.",
            ),
        ]
        explanation = f"The greatest measurement is {fr(hi)} and the least is {fr(lo)}. {fr(hi)} - {fr(lo)} = {fr(value)} {unit}."
        ans_unit = unit1
        steps, task = 2, "compute"
    elif question == "total-at":
        n = counts[pick_v]
        value = n * pick_v
        prompt = f"What is the total of all the measurements of {fr(pick_v)} {unit}?"
        fill = f"The total of all the measurements of {fr(pick_v)} {unit} is ___."
        wrong = [
            mis(
                fr(pick_v + n),
                "added-the-count",
                f"There are {n} measurements of {fr(pick_v)}, so multiply (or add it {n} times).",
            ),
            mis(fr(pick_v), "used-only-one", f"Each X is one {thing}; there are {n} of them."),
            mis(
                fr(Fraction(n * pick_v.numerator, pick_v.denominator * n)) if n > 1 else fr(pick_v * 2),
                "multiplied-numerator-and-denominator",
                "Multiply only the numerator by the whole number.",
            ),
        ]
        explanation = f"There are {n} X marks at {fr(pick_v)}. {n} × {fr(pick_v)} = {fr(value)} {unit}."
        ans_unit = unit1
        steps, task = 2, "compute"
    elif question == "sum-extremes":
        value = hi + lo
        prompt = f"What is the sum of the greatest and the least measurement, in {unit}?"
        fill = "The sum of the greatest and the least measurement is ___."
        wrong = [
            mis(fr(hi - lo), "subtracted-instead-of-added", "A sum is found by adding."),
            mis(
                fr(Fraction(hi.numerator + lo.numerator, hi.denominator + lo.denominator))
                if lo
                else fr(hi + step),
                "added-numerators-and-denominators",
                "Write both with the same denominator and add only the numerators.",
            ),
            mis(fr(value + step), "counting-slip", "Recheck the two values on the scale."),
        ]
        explanation = (
            f"The greatest is {fr(hi)} and the least is {fr(lo)}. {fr(hi)} + {fr(lo)} = {fr(value)} {unit}."
        )
        ans_unit = unit1
        steps, task = 2, "compute"
    else:  # equal-share
        total = sum(v * n for v, n in counts.items())
        value = total / total_n
        prompt = f"If the total amount were shared out equally among all the {things}, how much would each have, in {unit}?"
        fill = "If the total amount were shared out equally, the amount for each is ___."
        wrong = [
            mis(
                fr(total), "forgot-to-divide", f"The total {fr(total)} must be shared by {total_n} {things}."
            ),
            mis(
                fr(sum(used) / len(used)),
                "averaged-the-places-not-the-x-marks",
                "Every X mark counts, so use all of them.",
            ),
            mis(fr(value + step), "counting-slip", "Recheck the total."),
            mis(
                fr(total / (total_n + 1)),
                "divided-by-the-wrong-count",
                f"There are {total_n} {things}: count every X mark.",
            ),
        ]
        explanation = (
            "Add every measurement: "
            + " + ".join(f"{n} × {fr(v)}" for v, n in counts.items())
            + f" = {fr(total)} {unit}. There are {total_n} {things}, so each gets {fr(total)} ÷ {total_n} = {fr(value)} {unit}."
        )
        ans_unit = unit1
        steps, task = 3, "word-problem"
    answer = fr(value)
    wrong += [
        mis(fr(value + step), "counting-slip", "Recheck the values read from the line plot."),
        mis(fr(value + 1), "counting-slip", "Recheck the values read from the line plot."),
    ]
    svg = draw.line_plot(
        start,
        end,
        step,
        counts,
        f"{title} ({unit})",
        title=f"Line plot: {title}",
        desc=f"A line plot of {title.lower()} in {unit}, marked every 1/{den} from {fr(start)} to {fr(end)}. Each X is one {thing}. {listing}.",
    )
    rows = [[fr(v), n] for v, n in counts.items()]
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        answer_value=answer if value.denominator != 1 else int(value),
        unit=ans_unit,
        explanation=explanation,
        misconceptions=clean(answer, wrong),
        fill_text=fill,
        diagram=diagram("number-line", svg),
        table=table(title, [f"Measurement ({unit})", f"Number of {things}"], rows, prompt),
        answer_format="fraction" if value.denominator != 1 else "number",
        features=features(task, steps, 2, "visual"),  # type: ignore[arg-type]
        key=f"plot:{question}:{sorted(counts.items())}:{pick_v}",
    )
    return finish(ctx, q)
