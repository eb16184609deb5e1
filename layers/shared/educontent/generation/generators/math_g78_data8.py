"""Grade 8 bivariate data (8.SP): association in scatter plots, linear models, and two-way tables."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.generators._g78_common import build, dec, num, pick, plane, point, std
from educontent.generation.kit.math_forms import DiagramForm, TableForm
from educontent.generation.registry import Draft, GenerationContext, generator

ALL = {
    ContentType.MULTIPLE_CHOICE,
    ContentType.FILL_BLANK,
    ContentType.TRUE_FALSE,
    ContentType.SHORT_ANSWER,
    ContentType.DATA_TABLE,
    ContentType.DIAGRAM,
}


class BivariateParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[
        Literal[
            "association", "predict", "interpret", "two-way-missing", "two-way-relative", "two-way-compare"
        ]
    ] = Field(min_length=1)


ASSOC = {
    "positive association": (
        ("Hours of practice", "Points scored"),
        ("Height of a plant (cm)", "Number of leaves"),
    ),
    "negative association": (
        ("Outside temperature (°C)", "Hot drinks sold"),
        ("Age of a bike (years)", "Price (dollars)"),
    ),
    "no association": (("Shoe size", "Minutes of reading"), ("Day of the month", "Number of birds seen")),
}


def _r2_float(pts: list[tuple[int, int]]) -> tuple[float, float]:
    """Covariance and r squared, only to choose data (the answer comes from exact checks)."""
    n = len(pts)
    mx = sum(x for x, _ in pts) / n
    my = sum(y for _, y in pts) / n
    cov = sum((x - mx) * (y - my) for x, y in pts)
    vx = sum((x - mx) ** 2 for x, _ in pts)
    vy = sum((y - my) ** 2 for _, y in pts)
    return cov, (cov * cov / (vx * vy) if vx and vy else 0.0)


def _points(rng: random.Random, kind: str) -> list[tuple[int, int]]:
    while True:
        xs = sorted(rng.sample(range(1, 11), 8))
        if kind == "no association":
            pts = [(x, rng.randint(2, 18)) for x in xs]
        else:
            m = Fraction(rng.randint(3, 8), 4) * (1 if kind == "positive association" else -1)
            b = 2 if m > 0 else 19
            pts = [(x, max(0, min(20, int(m * x + b) + rng.randint(-2, 2)))) for x in xs]
        cov, r2 = _r2_float(pts)
        if kind == "no association" and r2 <= Fraction(1, 20):
            return pts
        if (
            kind != "no association"
            and r2 >= Fraction(3, 5)
            and (cov > 0) == (kind == "positive association")
        ):
            return pts


MODELS = (
    (
        "x is hours of practice and y is points scored",
        "points",
        "hour of practice",
        "for 0 hours of practice",
    ),
    (
        "x is the age of a tree in years and y is its height in feet",
        "feet",
        "year of age",
        "for a tree 0 years old",
    ),
    (
        "x is minutes of exercise and y is heartbeats per minute",
        "beats per minute",
        "minute of exercise",
        "for 0 minutes of exercise",
    ),
)
TABLES = (
    (
        "students",
        ("play a sport", "do not play a sport"),
        ("play an instrument", "do not play an instrument"),
    ),
    ("visitors", ("are adults", "are children"), ("bought a snack", "did not buy a snack")),
    (
        "students",
        ("walk to school", "do not walk to school"),
        ("eat breakfast at home", "do not eat breakfast at home"),
    ),
)


@generator("math.g78.bivariate", content_types=ALL, params=BivariateParams)
def bivariate(ctx: GenerationContext) -> Draft:
    p: BivariateParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    if mode == "association":
        kind = pick(rng, tuple(ASSOC))
        xl, yl = pick(rng, ASSOC[kind])
        pts = _points(rng, kind)
        listing = ", ".join(point(x, y) for x, y in pts)
        why = {
            "positive association": "As x increases, y tends to increase, so the points rise from left to right.",
            "negative association": "As x increases, y tends to decrease, so the points fall from left to right.",
            "no association": "The points do not rise or fall together in any pattern.",
        }
        wrong = [(k, "misread-the-trend", why[kind]) for k in ASSOC if k != kind]
        svg = plane(
            (0, 10),
            (0, 20),
            step=2,
            points=[(x, y, "") for x, y in pts],
            xlabel=xl,
            ylabel=yl,
            title="A scatter plot",
            desc=f"A scatter plot of {xl} (x) against {yl} (y) with the points {listing}.",
        )
        lead = f"The data pairs ({xl}, {yl}) are {listing}."
        return build(
            ctx,
            prompt=f"{lead} What kind of association do the data show?",
            answer=kind,
            explanation=f"{why[kind]} So the data show {kind}.",
            wrong=wrong,
            fill=f"{lead} The data show ___.",
            fmt="text",
            diagram=DiagramForm("coordinate-plane", svg),
            table=TableForm(
                "Scatter plot data",
                (xl, yl),
                tuple(pts),
                question="What kind of association do the data in the table show: positive association, negative association, or no association?",
            ),
            task="reason",
            steps=2,
            mag=2,
            key=f"assoc:{pts}",
            standard=std(ctx, "8.SP.A.1"),
        )
    if mode in ("predict", "interpret"):
        ctx_text, yunit, xunit, zero = pick(rng, MODELS)
        m = Fraction(rng.randint(2, 30), 2) if lv else Fraction(rng.randint(1, 9))
        b = Fraction(rng.randint(5, 80))
        model = f"y = {'' if m == 1 else dec(m)}x + {dec(b)}"
        lead = f"A line of best fit for some data is {model}, where {ctx_text}."
        if mode == "predict":
            x = rng.randint(2, 20)
            y = m * x + b
            wrong = [
                (dec(m * x), "left-out-the-intercept", f"Add {dec(b)} after multiplying."),
                (dec(m + b + x), "added-instead-of-multiplying", f"{dec(m)}x means {dec(m)} times x."),
                (
                    dec((x - b) / m)
                    if (x - b) / m > 0 and ((x - b) / m).denominator in (1, 2, 4, 5, 10)
                    else dec(y + m),
                    "solved-for-x-instead",
                    f"Put x = {x} into the equation.",
                ),
            ]
            return build(
                ctx,
                prompt=f"{lead} Use the model to predict y when x = {x}.",
                answer=dec(y),
                explanation=f"Substitute x = {x}: y = {dec(m)} × {x} + {dec(b)} = {dec(m * x)} + {dec(b)} = {dec(y)}.",
                wrong=wrong,
                fill=f"{lead} When x = {x}, the model predicts y = ___",
                table=TableForm(
                    "Linear model",
                    ("Model", "x"),
                    ((model, x),),
                    question=f"Use the model in the table to predict y for the given x. ({ctx_text})",
                ),
                task="word-problem",
                steps=2,
                mag=3,
                key=f"pred:{model}:{x}",
                standard=std(ctx, "8.SP.A.3"),
            )
        asked = pick(rng, ("slope", "intercept"))
        value = m if asked == "slope" else b
        slope_text = f"y goes up about {dec(m)} {yunit} for each extra {xunit}"
        icpt_text = f"the predicted y is {dec(b)} {yunit} {zero}"
        answer = slope_text if asked == "slope" else icpt_text
        wrong = [
            (
                icpt_text if asked == "slope" else slope_text,
                "mixed-up-slope-and-intercept",
                "The slope is the change in y for each 1 in x; the intercept is the prediction when x = 0.",
            ),
            (
                f"y is always {dec(value)} {yunit}",
                "read-it-as-a-constant",
                "The model's y changes as x changes.",
            ),
            (
                f"x goes up {dec(value)} for each extra {yunit.split()[0]}",
                "mixed-up-x-and-y",
                "The slope tells how y changes when x changes.",
            ),
        ]
        return build(
            ctx,
            prompt=f"{lead} What does the number {dec(value)} mean in this model?",
            answer=answer,
            explanation=f"In y = mx + b the slope m = {dec(m)} is the change in y for each 1 unit of x, and the intercept b = {dec(b)} is the prediction when x = 0. So {dec(value)} means: {answer}.",
            wrong=wrong,
            fill=f"{lead} The number {dec(value)} means ___.",
            fmt="text",
            task="reason",
            steps=2,
            mag=2,
            key=f"int:{model}:{asked}",
            standard=std(ctx, "8.SP.A.3"),
        )
    who, rows, cols = pick(rng, TABLES)
    a, b_, c, d = (rng.randint(3, (20, 40, 60)[lv]) for _ in range(4))
    if mode == "two-way-compare" and rng.random() < 0.15:
        c, d = a * 2, b_ * 2
    r1, r2 = a + b_, c + d
    k1, k2 = a + c, b_ + d
    total = r1 + r2
    sentence = (
        f"A survey asked {total} {who}. Of the {r1} {who} who {rows[0]}, {a} {cols[0]} and {b_} {cols[1]}. "
        f"Of the {r2} {who} who {rows[1]}, {c} {cols[0]} and {d} {cols[1]}."
    )
    header = ("", cols[0].capitalize(), cols[1].capitalize(), "Total")
    if mode == "two-way-missing":
        which = rng.randrange(4)
        cell_name = [
            f"{who} who {rows[0]} and {cols[0]}",
            f"{who} who {rows[0]} and {cols[1]}",
            f"{who} who {rows[1]} and {cols[0]}",
            f"{who} who {rows[1]} and {cols[1]}",
        ][which]
        value = (a, b_, c, d)[which]
        cells = [str(v) for v in (a, b_, c, d)]
        cells[which] = "?"
        table_rows = (
            (rows[0].capitalize(), cells[0], cells[1], r1),
            (rows[1].capitalize(), cells[2], cells[3], r2),
            ("Total", k1, k2, total),
        )
        row_total = r1 if which < 2 else r2
        other = (b_, a, d, c)[which]
        text = (
            f"A survey asked {total} {who}. Row totals: {r1} {who} {rows[0]} and {r2} {rows[1]}. Column totals: {k1} {cols[0]} and {k2} {cols[1]}. Known cells: "
            + "; ".join(
                f"{['who ' + rows[0] + ' and ' + cols[0], 'who ' + rows[0] + ' and ' + cols[1], 'who ' + rows[1] + ' and ' + cols[0], 'who ' + rows[1] + ' and ' + cols[1]][i]}: {(a, b_, c, d)[i]}"
                for i in range(4)
                if i != which
            )
            + "."
        )
        wrong = [
            (str(row_total), "gave-the-row-total", "That is the total for the whole row."),
            (str(other), "read-the-neighboring-cell", "That is the other cell in the same row."),
            (
                str(total - value),
                "subtracted-from-the-grand-total",
                f"Subtract from the row total {row_total}, not the grand total.",
            ),
        ]
        return build(
            ctx,
            prompt=f"{text} How many {cell_name}?",
            answer=str(value),
            explanation=f"Each row adds to its total: {row_total} - {other} = {value}.",
            wrong=wrong,
            fill=f"{text} The number of {cell_name} is ___.",
            table=TableForm(
                f"Survey of {total} {who}", header, table_rows, question=f"How many {cell_name}?"
            ),
            task="compute",
            steps=1,
            mag=2,
            key=f"miss:{a}:{b_}:{c}:{d}:{which}",
            standard=std(ctx, "8.SP.A.4"),
        )
    table_rows = (
        (rows[0].capitalize(), a, b_, r1),
        (rows[1].capitalize(), c, d, r2),
        ("Total", k1, k2, total),
    )
    table = TableForm(f"Survey of {total} {who}", header, table_rows)
    if mode == "two-way-relative":
        g = rng.randrange(2)
        part, whole = (a, r1) if g == 0 else (c, r2)
        frac = Fraction(part, whole)
        ask = f"What fraction of the {who} who {rows[g]} {cols[0]}?"
        wrong = [
            (
                num(Fraction(part, total)),
                "divided-by-the-grand-total",
                f"Use only the {whole} {who} who {rows[g]}.",
            ),
            (
                num(Fraction(part, k1)),
                "divided-by-the-column-total",
                f"Use the row total {whole}, not the column total.",
            ),
            (num(Fraction(whole - part, whole)), "used-the-other-cell", f"{whole - part} of them do not."),
            (
                str(part),
                "gave-the-count",
                "A relative frequency is a fraction of the row total, not a count.",
            ),
        ]
        table = TableForm(table.title, table.columns, table.rows, question=ask)
        return build(
            ctx,
            prompt=f"{sentence} {ask}",
            answer=num(frac),
            explanation=f"Look only at the row for {who} who {rows[g]}: {part} out of {whole}. {part}/{whole}"
            + (f" = {num(frac)}." if frac.denominator != whole else "."),
            wrong=wrong,
            fill=f"{sentence} The fraction of the {who} who {rows[g]} that {cols[0]} is ___.",
            fmt="fraction",
            table=table,
            task="compute",
            steps=2,
            mag=2,
            key=f"rel:{a}:{b_}:{c}:{d}:{g}",
            acceptable=(f"{part}/{whole}",),
            standard=std(ctx, "8.SP.A.4"),
        )
    f1, f2 = Fraction(a, r1), Fraction(c, r2)
    answer = (
        f"{who} who {rows[0]}"
        if f1 > f2
        else f"{who} who {rows[1]}"
        if f2 > f1
        else "neither (the rates are equal)"
    )
    options = [f"{who} who {rows[0]}", f"{who} who {rows[1]}", "neither (the rates are equal)"]
    explanation = f"Compare row relative frequencies: {a}/{r1} ≈ {dec(Fraction(round(f1 * 100), 100))} and {c}/{r2} ≈ {dec(Fraction(round(f2 * 100), 100))}. So the answer is: {answer}."
    wrong = [
        (o, "compared-counts-not-rates", "Compare the fractions of each row, not the raw counts.")
        for o in options
        if o != answer
    ]
    ask = f"Which group has the greater relative frequency of {who} who {cols[0]}?"
    table = TableForm(table.title, table.columns, table.rows, question=ask)
    return build(
        ctx,
        prompt=f"{sentence} {ask}",
        answer=answer,
        explanation=explanation,
        wrong=wrong,
        fill=f"{sentence} The group with the greater relative frequency is ___.",
        fmt="text",
        table=table,
        task="compare",
        steps=3,
        mag=2,
        key=f"cmp:{a}:{b_}:{c}:{d}",
        standard=std(ctx, "8.SP.A.4"),
    )
