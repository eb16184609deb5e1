"""Slope and proportional relationships (grade 8, 8.EE.B.5 and 8.EE.B.6): the slope of a line through
two points or on a graph, the equation of a graphed line, the unit rate shown by a graph, and which of
two proportional relationships (a table and an equation) has the greater rate."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction

from educontent.generation.draw.graphs import clip_line, plane
from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Ask, Wrong, bank_rows, build_ask, nonzero, std
from educontent.generation.kit.math_forms import DiagramForm, TableForm
from educontent.generation.kit.modes import draft_mode, many_of
from educontent.generation.kit.types import DG, DT, WRITTEN
from educontent.generation.numbers import fmt, fmt_decimal
from educontent.generation.numbers.powers import point, rule
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


def _line_svg(m: Fraction, b: Fraction, pts: list[tuple[int, int]], title: str) -> str:
    seg = clip_line(m, b, (-8, 8), (-8, 8))
    desc = f"A line on a coordinate grid passing through the points {' and '.join(point(*p) for p in pts)}."
    return plane(
        (-8, 8),
        (-8, 8),
        segments=[seg] if seg else [],
        points=[(x, y, "") for x, y in pts],
        title=title,
        desc=desc,
        label_every=2,
    )


def _line(rng: random.Random, lv: int) -> tuple[Fraction, int, int, int, int, int]:
    """A line y = mx + b through two lattice points (x1, y1) and (x2, y2) on the -8..8 grid."""
    while True:
        run = nonzero(rng, 1, (3, 4, 5)[lv])
        rise = nonzero(rng, -5, 5) if lv else rng.randint(1, 4)
        m = Fraction(rise, run)
        b = rng.randint(-4, 4)
        x1 = rng.randint(-5, 2)
        x2 = x1 + run * rng.randint(1, 2)
        y1, y2 = m * x1 + b, m * x2 + b
        fraction = m.denominator != 1 or lv < 2  # hard: a slope that is not a whole number
        if y1.denominator == y2.denominator == 1 and -8 <= y1 <= 8 and -8 <= y2 <= 8 and x2 <= 8 and fraction:
            return m, b, x1, int(y1), x2, int(y2)


def _graph_equation(ctx: GenerationContext, mode: str) -> Draft:
    m, b, x1, y1, x2, y2 = _line(ctx.rng, ctx.level.rank)
    pts = [(0, b), (x2, y2)] if x2 else [(0, b), (x1, y1)]
    svg = _line_svg(m, Fraction(b), pts, "A line on a coordinate grid")
    answer = rule(m, b)
    wrong = [
        (
            rule(1 / m, b) if m else "",
            "flipped-rise-and-run",
            "Slope is rise over run, not run over rise.",
        ),
        (
            rule(m, -b) if b else rule(m, b + 1),
            "read-the-intercept-wrong",
            f"The line crosses the y-axis at {b}.",
        ),
        (
            rule(-m, b),
            "sign-slip-on-the-slope",
            "A line going up from left to right has a positive slope."
            if m > 0
            else "A line going down from left to right has a negative slope.",
        ),
        (
            rule(Fraction(b), m) if m.denominator == 1 and m != b else "",
            "swapped-slope-and-intercept",
            "In y = mx + b, m is the slope and b is the y-intercept.",
        ),
    ]
    (ax, ay), (bx, by) = pts
    explanation = (
        f"The line crosses the y-axis at (0, {b}), so b = {b}. From {point(ax, ay)} to {point(bx, by)} the rise is {by - ay} and the run is {bx - ax}, "
        f"so m = {by - ay}/{bx - ax} = {fmt(m)}. The equation is {answer}."
    )
    asked = Ask(
        "Write the equation of the line shown on the graph in the form y = mx + b.",
        "The equation of the line on the graph is ___.",
        answer,
        explanation,
        wrong,
        f"eq:{m}:{b}",
        fmt="expression",
        task="represent",
        steps=3,
        acceptable=(answer.replace(" ", ""),),
    )
    return build_ask(
        ctx, asked, diagram=DiagramForm("coordinate-plane", svg), standard=std(ctx, "8.EE.B.6", "8.F.B.4")
    )


def _slope_of_line(ctx: GenerationContext, mode: str) -> Draft:
    m, b, x1, y1, x2, y2 = _line(ctx.rng, ctx.level.rank)
    svg = _line_svg(m, Fraction(b), [(x1, y1), (x2, y2)], "A line on a coordinate grid")
    answer = fmt(m)
    wrong = [
        (
            fmt(1 / m) if m else "",
            "flipped-rise-and-run",
            "Slope is rise over run: change in y over change in x.",
        ),
        (fmt(-m) if m else "1", "sign-slip", "Subtract the coordinates in the same order."),
        (
            fmt(Fraction(y2 + y1, x2 + x1)) if x1 + x2 else "",
            "added-the-coordinates",
            "Slope uses the differences of the coordinates, not the sums.",
        ),
        (str(y2 - y1), "forgot-the-run", f"Divide the rise by the run, {x2 - x1}."),
    ]
    explanation = (
        f"Slope = (change in y) ÷ (change in x) = ({y2} - {y1}) ÷ ({x2} - {x1}) = {y2 - y1}/{x2 - x1}"
        + (f" = {fmt(m)}." if Fraction(y2 - y1, x2 - x1) != m or (x2 - x1) != 1 else ".")
    )
    if mode == "two-points":
        lead = f"A line passes through the points {point(x1, y1)} and {point(x2, y2)}."
        prompt, fill = f"{lead} What is the slope of the line?", f"{lead} The slope of the line is ___."
    else:
        prompt, fill = (
            "What is the slope of the line on the graph?",
            "The slope of the line on the graph is ___.",
        )
    asked = Ask(
        prompt,
        fill,
        answer,
        explanation,
        wrong,
        f"{mode}:{x1}:{y1}:{x2}:{y2}",
        fmt="fraction" if m.denominator != 1 else "number",
        steps=2,
    )
    return build_ask(ctx, asked, diagram=DiagramForm("coordinate-plane", svg), standard=std(ctx, "8.EE.B.6"))


def _short(x: Fraction) -> str:
    """A rate as a decimal when it is in halves or quarters, otherwise as a fraction."""
    return fmt_decimal(x) if x.denominator in (1, 2, 4) else fmt(x)


def _unit_rate_graph(ctx: GenerationContext, mode: str) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    xl, yl, lead, per = pick(rng, bank_rows("ee-slope", "rates", "x", "y", "lead", "per"))
    r = (
        Fraction(rng.randint(2, 8), 1)
        if lv == 0
        else Fraction(rng.randint(3, 15), 2)
        if lv == 1
        else Fraction(rng.randint(2, 12), pick(rng, (2, 4)))
    )
    if r.denominator != 1 and r.denominator != 2 and lv < 2:
        r = Fraction(r.numerator, 2)
    run = r.denominator * rng.randint(1, 2)
    top_x = max(8, run * 2)
    rise = r * run
    ymax = int(r * top_x) + 2
    step = max(1, ymax // 10)
    svg = plane(
        (0, top_x),
        (0, ymax + (-ymax) % step),
        step=1 if ymax <= 12 else step,
        label_every=1,
        segments=[(0, 0, float(top_x), float(r * top_x))],
        points=[(0, 0, ""), (run, rise, "")],
        xlabel=xl,
        ylabel=yl,
        title=lead,
        desc=f"A straight line through (0, 0) and {point(run, rise)}; the x-axis shows {xl} and the y-axis shows {yl}.",
    )
    answer = _short(r)
    wrong = [
        (
            fmt_decimal(1 / r) if (1 / r).denominator in (1, 2, 4, 5, 8, 10) else fmt(1 / r),
            "flipped-the-rate",
            f"The rate is in {per}: y ÷ x.",
        ),
        (
            _short(rise),
            "read-a-point-not-the-rate",
            f"{fmt_decimal(rise)} is the y-value at x = {run}; divide by {run}."
            if run != 1
            else "Read the y-value where x = 1.",
        ),
        (fmt_decimal(r * 2), "doubled-the-rate", f"At x = 1 the line is at {answer}."),
    ]
    explanation = f"For a proportional relationship the unit rate is the slope: y ÷ x = {_short(rise)} ÷ {run} = {answer}. In {per}, the unit rate is {answer}."
    asked = Ask(
        f"{lead} What is the unit rate in {per}?",
        f"{lead} The unit rate, in {per}, is ___.",
        answer,
        explanation,
        wrong,
        f"rate:{xl}:{r}:{run}",
        task="represent",
        steps=2,
    )
    return build_ask(
        ctx, asked, diagram=DiagramForm("coordinate-plane", svg), mag=2, standard=std(ctx, "8.EE.B.5")
    )


def _compare_proportional(ctx: GenerationContext, mode: str) -> Draft:
    """Two proportional relationships, one as a table and one as an equation."""
    rng, lv = ctx.rng, ctx.level.rank
    ra = Fraction(rng.randint(2, 9)) if lv < 2 else Fraction(rng.randint(3, 19), 2)
    while True:
        rb = Fraction(rng.randint(2, 9)) if lv == 0 else Fraction(rng.randint(3, 19), 2)
        if rb != ra:
            break
    xs = [1, 2, 3, 4] if lv == 0 else sorted(rng.sample(range(1, 10), 3))
    ys = [ra * x for x in xs]
    a_name, b_name, yname, xname, rate = pick(
        rng, bank_rows("ee-slope", "pairs", "first", "second", "amount", "time", "rate")
    )
    pairs = ", ".join(f"({x}, {fmt_decimal(y)})" for x, y in zip(xs, ys, strict=True))
    eq_b = f"y = {fmt_decimal(rb)}x"
    lead = f"{a_name}: the table of ({xname}, {yname}) pairs is {pairs}. {b_name}: {eq_b}, where x is {xname} and y is {yname}."
    faster = a_name if ra > rb else b_name
    answer = fmt_decimal(abs(ra - rb))
    wrong: list[Wrong] = [
        (
            fmt_decimal(ra),
            "gave-one-rate",
            f"{fmt_decimal(ra)} is the rate of {a_name}; subtract the two rates.",
        ),
        (
            fmt_decimal(rb),
            "gave-one-rate",
            f"{fmt_decimal(rb)} is the rate of {b_name}; subtract the two rates.",
        ),
        (fmt_decimal(ra + rb), "added-the-rates", "Find how much greater one rate is: subtract."),
    ]
    explanation = f"{a_name}: y ÷ x = {fmt_decimal(ys[0])} ÷ {xs[0]} = {fmt_decimal(ra)}. {b_name}: the equation shows {fmt_decimal(rb)}. Both rates are in {rate}. {faster} is faster by {fmt_decimal(max(ra, rb))} - {fmt_decimal(min(ra, rb))} = {answer}."
    ask = f"How much greater is the faster rate, in {rate}?"
    table = TableForm(
        f"{a_name}",
        (xname.capitalize(), yname.capitalize()),
        tuple((x, fmt_decimal(y)) for x, y in zip(xs, ys, strict=True)),
        question=f"The table shows {a_name}. {b_name}: {eq_b}, where x is {xname} and y is {yname}. {ask}",
    )
    asked = Ask(
        f"{lead} {ask}",
        f"{lead} The faster rate is greater than the slower rate by ___.",
        answer,
        explanation,
        wrong,
        f"cmp:{ra}:{rb}:{xs}:{a_name}",
        task="compare",
        steps=3,
    )
    return build_ask(ctx, asked, table=table, mag=2, standard=std(ctx, "8.EE.B.5"))


_MODES: dict[str, Callable[[GenerationContext, str], Draft]] = {
    "two-points": _slope_of_line,
    "graph-slope": _slope_of_line,
    "graph-equation": _graph_equation,
    "unit-rate-graph": _unit_rate_graph,
    "compare-proportional": _compare_proportional,
}
SlopeParams = many_of(_MODES, name="SlopeParams")


_BANDS = "easy: positive slopes with a run of 1-3 and whole-number unit rates; medium: negative slopes too, runs up to 4, rates in halves; hard: slopes that are fractions (runs up to 5), rates in halves and quarters, both relationships with fractional rates"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG, DT}, params=SlopeParams, levels=Levels("form", _BANDS))
def slope(ctx: GenerationContext) -> Draft:
    return draft_mode(ctx, _MODES)
