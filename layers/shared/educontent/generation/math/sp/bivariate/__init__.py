"""Bivariate data (grade 8, 8.SP.A): the association a scatter plot shows, predicting with and
interpreting a linear model, and two-way tables (a missing cell, a relative frequency, comparing rows)."""

from __future__ import annotations

import random
from fractions import Fraction

from educontent.generation.draw.graphs import plane
from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Ask, bank_rows, build_ask, other_answers, std
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.levels import tiered
from educontent.generation.kit.math_forms import DiagramForm, TableForm
from educontent.generation.kit.modes import draft_mode, many_of
from educontent.generation.kit.types import DG, DT, WRITTEN
from educontent.generation.math.sp.bivariate.two_way import TWO_WAY
from educontent.generation.numbers import fmt_decimal
from educontent.generation.numbers.powers import point
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


def _r2_float(pts: list[tuple[int, int]]) -> tuple[float, float]:
    """Covariance and r squared, only to choose data (the answer comes from exact checks)."""
    n = len(pts)
    mx = sum(x for x, _ in pts) / n
    my = sum(y for _, y in pts) / n
    cov = sum((x - mx) * (y - my) for x, y in pts)
    vx = sum((x - mx) ** 2 for x, _ in pts)
    vy = sum((y - my) ** 2 for _, y in pts)
    return cov, (cov * cov / (vx * vy) if vx and vy else 0.0)


def _points(rng: random.Random, kind: str, spread: int = 2) -> list[tuple[int, int]]:
    """Eight points with ``kind`` of association, scattered up to ``spread`` off the line."""
    while True:
        xs = sorted(rng.sample(range(1, 11), 8))
        if kind == "no association":
            pts = [(x, rng.randint(2, 18)) for x in xs]
        else:
            m = Fraction(rng.randint(3, 8), 4) * (1 if kind == "positive association" else -1)
            b = 2 if m > 0 else 19
            pts = [(x, max(0, min(20, int(m * x + b) + rng.randint(-spread, spread)))) for x in xs]
        cov, r2 = _r2_float(pts)
        if kind == "no association" and r2 <= Fraction(1, 20):
            return pts
        if (
            kind != "no association"
            and r2 >= Fraction(3, 5)
            and (cov > 0) == (kind == "positive association")
        ):
            return pts


def _association(ctx: GenerationContext, mode: str) -> Draft:
    rng = ctx.rng
    axes = dict(bank_rows("sp-bivariate", "associations", "kind", "axes"))
    kind = pick(rng, tuple(axes))
    xl, yl = pick(rng, axes[kind])
    pts = _points(rng, kind, (1, 2, 3)[ctx.level.rank])  # tight on easy, scattered on hard
    listing = ", ".join(point(x, y) for x, y in pts)
    why = {
        "positive association": "As x increases, y tends to increase, so the points rise from left to right.",
        "negative association": "As x increases, y tends to decrease, so the points fall from left to right.",
        "no association": "The points do not rise or fall together in any pattern.",
    }
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
    q = Ask(
        f"{lead} What kind of association do the data show?",
        f"{lead} The data show ___.",
        kind,
        f"{why[kind]} So the data show {kind}.",
        other_answers(kind, tuple(axes), "misread-the-trend", why[kind]),
        f"assoc:{pts}",
        fmt="text",
        task="reason",
        steps=2,
    )
    return build_ask(
        ctx,
        q,
        diagram=DiagramForm("coordinate-plane", svg),
        table=TableForm(
            "Scatter plot data",
            (xl, yl),
            tuple(pts),
            question="What kind of association do the data in the table show: positive association, negative association, or no association?",
        ),
        mag=2,
        standard=std(ctx, "8.SP.A.1"),
    )


def _model(ctx: GenerationContext, mode: str) -> Draft:
    """A line of best fit: predict y for an x, or say what its slope or intercept means."""
    rng, lv = ctx.rng, ctx.level.rank
    ctx_text, yunit, xunit, zero = pick(
        rng, bank_rows("sp-bivariate", "models", "context", "yUnit", "xUnit", "zero")
    )
    # easy: whole slopes; medium: whole or half; hard: always a half (1.5, 2.5, ...)
    m = (Fraction(rng.randint(1, 9)), Fraction(rng.randint(2, 30), 2), Fraction(rng.randrange(3, 31, 2), 2))[
        lv
    ]
    b = Fraction(rng.randint(5, 80))
    while mode == "interpret" and b == m:  # "what does 7 mean" in y = 7x + 7 has two answers
        b = Fraction(rng.randint(5, 80))
    model = f"y = {'' if m == 1 else fmt_decimal(m)}x + {fmt_decimal(b)}"
    lead = f"A line of best fit for some data is {model}, where {ctx_text}."
    if mode == "predict":
        return _predict(ctx, m, b, model, lead, ctx_text)
    asked = pick(rng, ("slope", "intercept"))
    value = m if asked == "slope" else b
    slope_text = f"y goes up about {count_of(m, yunit, fmt_decimal(m))} for each extra {xunit}"
    icpt_text = f"the predicted y is {count_of(b, yunit, fmt_decimal(b))} {zero}"
    answer = slope_text if asked == "slope" else icpt_text
    wrong = [
        (
            icpt_text if asked == "slope" else slope_text,
            "mixed-up-slope-and-intercept",
            "The slope is the change in y for each 1 in x; the intercept is the prediction when x = 0.",
        ),
        (
            f"y is always {count_of(value, yunit, fmt_decimal(value))}",
            "read-it-as-a-constant",
            "The model's y changes as x changes.",
        ),
        (
            f"x goes up {fmt_decimal(value)} for each extra {yunit.split()[0]}",
            "mixed-up-x-and-y",
            "The slope tells how y changes when x changes.",
        ),
    ]
    q = Ask(
        f"{lead} What does the number {fmt_decimal(value)} mean in this model?",
        f"{lead} The number {fmt_decimal(value)} means ___.",
        answer,
        f"In y = mx + b the slope m = {fmt_decimal(m)} is the change in y for each 1 unit of x, and the intercept b = {fmt_decimal(b)} is the prediction when x = 0. So {fmt_decimal(value)} means: {answer}.",
        wrong,
        f"int:{model}:{asked}",
        fmt="text",
        task="reason",
        steps=2,
    )
    return build_ask(ctx, q, mag=2, standard=std(ctx, "8.SP.A.3"))


def _predict(ctx: GenerationContext, m: Fraction, b: Fraction, model: str, lead: str, ctx_text: str) -> Draft:
    x = ctx.rng.randint(2, 20)
    y = m * x + b
    wrong = [
        (fmt_decimal(m * x), "left-out-the-intercept", f"Add {fmt_decimal(b)} after multiplying."),
        (
            fmt_decimal(m + b + x),
            "added-instead-of-multiplying",
            f"{fmt_decimal(m)}x means {fmt_decimal(m)} times x.",
        ),
        (
            fmt_decimal((x - b) / m)
            if (x - b) / m > 0 and ((x - b) / m).denominator in (1, 2, 4, 5, 10)
            else fmt_decimal(y + m),
            "solved-for-x-instead",
            f"Put x = {x} into the equation.",
        ),
    ]
    q = Ask(
        f"{lead} Use the model to predict y when x = {x}.",
        f"{lead} When x = {x}, the model predicts y = ___",
        fmt_decimal(y),
        f"Substitute x = {x}: y = {fmt_decimal(m)} × {x} + {fmt_decimal(b)} = {fmt_decimal(m * x)} + {fmt_decimal(b)} = {fmt_decimal(y)}.",
        wrong,
        f"pred:{model}:{x}",
        task="word-problem",
        steps=2,
    )
    return build_ask(
        ctx,
        q,
        table=TableForm(
            "Linear model",
            ("Model", "x"),
            ((model, x),),
            question=f"Use the model in the table to predict y for the given x. ({ctx_text})",
        ),
        mag=3,
        standard=std(ctx, "8.SP.A.3"),
    )


def _two_way(ctx: GenerationContext, mode: str) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    who, rows, cols = pick(rng, bank_rows("sp-bivariate", "tables", "who", "rows", "columns"))
    a, b, c, d = (tiered(rng, 3, (20, 40, 60), lv) for _ in range(4))
    if mode == "two-way-compare" and rng.random() < 0.15:
        c, d = a * 2, b * 2
    return TWO_WAY[mode](ctx, who, rows, cols, (a, b, c, d))


_MODES = {
    "association": _association,
    "predict": _model,
    "interpret": _model,
    "two-way-missing": _two_way,
    "two-way-relative": _two_way,
    "two-way-compare": _two_way,
}
BivariateParams = many_of(_MODES, name="BivariateParams")


_BANDS = "easy: scatter plots close to a line, whole-number slopes, two-way tables with cells of 3-20; medium: more scatter, slopes in halves, cells of 11-40; hard: the most scatter, slopes that are always halves, cells of 21-60"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(levels=Levels("steps", _BANDS), content_types=WRITTEN | {DT, DG}, params=BivariateParams)
def bivariate(ctx: GenerationContext) -> Draft:
    return draft_mode(ctx, _MODES)
