"""Grade 8 equations (8.EE.B, 8.EE.C): slope and proportional relationships, linear equations in
one variable, and systems of two linear equations."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.generators._g78_common import (
    Wrong,
    build,
    clip_line,
    dec,
    digits,
    expr,
    money,
    num,
    pick,
    plane,
    point,
    rule,
    std,
)
from educontent.generation.kit.math_forms import DiagramForm, TableForm
from educontent.generation.registry import Draft, GenerationContext, generator

SHORT = {
    ContentType.MULTIPLE_CHOICE,
    ContentType.FILL_BLANK,
    ContentType.TRUE_FALSE,
    ContentType.SHORT_ANSWER,
}


def _nz(rng: random.Random, lo: int, hi: int) -> int:
    while True:
        v = rng.randint(lo, hi)
        if v:
            return v


# ---- slope and proportional relationships (8.EE.B.5, 8.EE.B.6) --------------------------------------


class SlopeParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[
        Literal["two-points", "graph-slope", "graph-equation", "unit-rate-graph", "compare-proportional"]
    ] = Field(min_length=1)


RATES = (
    ("pounds of apples", "cost in dollars", "The graph shows the cost of apples.", "dollars per pound"),
    (
        "hours worked",
        "money earned in dollars",
        "The graph shows how much a student earns walking dogs.",
        "dollars per hour",
    ),
    ("minutes", "pages read", "The graph shows how many pages a reader reads.", "pages per minute"),
    ("gallons of gas", "miles driven", "The graph shows how far a car goes.", "miles per gallon"),
)


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


@generator(
    "math.g78.slope", content_types=SHORT | {ContentType.DIAGRAM, ContentType.DATA_TABLE}, params=SlopeParams
)
def slope(ctx: GenerationContext) -> Draft:
    p: SlopeParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    diagram = table = None
    if mode in ("two-points", "graph-slope", "graph-equation"):
        while True:
            run = _nz(rng, 1, (3, 4, 5)[lv])
            rise = _nz(rng, -5, 5) if lv else rng.randint(1, 4)
            m = Fraction(rise, run)
            b = rng.randint(-4, 4)
            x1 = rng.randint(-5, 2)
            x2 = x1 + run * rng.randint(1, 2)
            y1, y2 = m * x1 + b, m * x2 + b
            if y1.denominator == y2.denominator == 1 and -8 <= y1 <= 8 and -8 <= y2 <= 8 and x2 <= 8:
                break
        y1, y2 = int(y1), int(y2)
        svg = _line_svg(
            m,
            Fraction(b),
            [(x1, y1), (x2, y2)]
            if mode != "graph-equation"
            else [(0, b), (x2, y2)]
            if x2
            else [(0, b), (x1, y1)],
            "A line on a coordinate grid",
        )
        if mode == "graph-equation":
            pts = [(0, b), (x2, y2)] if x2 else [(0, b), (x1, y1)]
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
                f"so m = {by - ay}/{bx - ax} = {num(m)}. The equation is {answer}."
            )
            return build(
                ctx,
                prompt="Write the equation of the line shown on the graph in the form y = mx + b.",
                answer=answer,
                explanation=explanation,
                wrong=wrong,
                fill="The equation of the line on the graph is ___.",
                fmt="expression",
                diagram=DiagramForm("coordinate-plane", svg),
                task="represent",
                steps=3,
                mag=1,
                key=f"eq:{m}:{b}",
                acceptable=(answer.replace(" ", ""),),
                standard=std(ctx, "8.EE.B.6", "8.F.B.4"),
            )
        answer = num(m)
        wrong = [
            (
                num(1 / m) if m else "",
                "flipped-rise-and-run",
                "Slope is rise over run: change in y over change in x.",
            ),
            (num(-m) if m else "1", "sign-slip", "Subtract the coordinates in the same order."),
            (
                num(Fraction(y2 + y1, x2 + x1)) if x1 + x2 else "",
                "added-the-coordinates",
                "Slope uses the differences of the coordinates, not the sums.",
            ),
            (str(y2 - y1), "forgot-the-run", f"Divide the rise by the run, {x2 - x1}."),
        ]
        explanation = (
            f"Slope = (change in y) ÷ (change in x) = ({y2} - {y1}) ÷ ({x2} - {x1}) = {y2 - y1}/{x2 - x1}"
            + (f" = {num(m)}." if Fraction(y2 - y1, x2 - x1) != m or (x2 - x1) != 1 else ".")
        )
        if mode == "two-points":
            lead = f"A line passes through the points {point(x1, y1)} and {point(x2, y2)}."
            prompt, fill = f"{lead} What is the slope of the line?", f"{lead} The slope of the line is ___."
            diagram = DiagramForm("coordinate-plane", svg)
        else:
            prompt, fill = (
                "What is the slope of the line on the graph?",
                "The slope of the line on the graph is ___.",
            )
            diagram = DiagramForm("coordinate-plane", svg)
        return build(
            ctx,
            prompt=prompt,
            answer=answer,
            explanation=explanation,
            wrong=wrong,
            fill=fill,
            fmt="fraction" if m.denominator != 1 else "number",
            diagram=diagram,
            task="compute",
            steps=2,
            mag=1,
            key=f"{mode}:{x1}:{y1}:{x2}:{y2}",
            standard=std(ctx, "8.EE.B.6"),
        )
    if mode == "unit-rate-graph":
        xl, yl, lead, per = pick(rng, RATES)
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
        answer = dec(r) if r.denominator in (1, 2, 4) else num(r)
        wrong = [
            (
                dec(1 / r) if (1 / r).denominator in (1, 2, 4, 5, 8, 10) else num(1 / r),
                "flipped-the-rate",
                f"The rate is {yl.split(' in ')[0]} per one {xl.split(' of ')[0].rstrip('s')}: y ÷ x.",
            ),
            (
                dec(rise) if rise.denominator in (1, 2, 4) else num(rise),
                "read-a-point-not-the-rate",
                f"{dec(rise)} is the y-value at x = {run}; divide by {run}."
                if run != 1
                else "Read the y-value where x = 1.",
            ),
            (dec(r * 2), "doubled-the-rate", f"At x = 1 the line is at {answer}."),
        ]
        explanation = f"For a proportional relationship the unit rate is the slope: y ÷ x = {dec(rise) if rise.denominator in (1, 2, 4) else num(rise)} ÷ {run} = {answer} {per}."
        return build(
            ctx,
            prompt=f"{lead} What is the unit rate in {per}?",
            answer=answer,
            explanation=explanation,
            wrong=wrong,
            fill=f"{lead} The unit rate, in {per}, is ___.",
            diagram=DiagramForm("coordinate-plane", svg),
            task="represent",
            steps=2,
            mag=2,
            key=f"rate:{xl}:{r}:{run}",
            standard=std(ctx, "8.EE.B.5"),
        )
    # compare two proportional relationships: a table and an equation
    ra = Fraction(rng.randint(2, 9)) if lv < 2 else Fraction(rng.randint(3, 19), 2)
    while True:
        rb = Fraction(rng.randint(2, 9)) if lv == 0 else Fraction(rng.randint(3, 19), 2)
        if rb != ra:
            break
    xs = [1, 2, 3, 4] if lv == 0 else sorted(rng.sample(range(1, 10), 3))
    ys = [ra * x for x in xs]
    names = pick(
        rng,
        (
            ("Printer A", "Printer B", "pages", "minutes"),
            ("Runner A", "Runner B", "meters", "seconds"),
            ("Pump A", "Pump B", "liters", "minutes"),
        ),
    )
    a_name, b_name, yname, xname = names
    pairs = ", ".join(f"({x}, {dec(y)})" for x, y in zip(xs, ys, strict=True))
    eq_b = f"y = {dec(rb)}x"
    lead = f"{a_name}: the table of ({xname}, {yname}) pairs is {pairs}. {b_name}: {eq_b}, where x is {xname} and y is {yname}."
    diff = abs(ra - rb)
    faster = a_name if ra > rb else b_name
    answer = dec(diff)
    wrong = [
        (dec(ra), "gave-one-rate", f"{dec(ra)} is the rate of {a_name}; subtract the two rates."),
        (dec(rb), "gave-one-rate", f"{dec(rb)} is the rate of {b_name}; subtract the two rates."),
        (dec(ra + rb), "added-the-rates", "Find how much greater one rate is: subtract."),
    ]
    explanation = f"{a_name}: y ÷ x = {dec(ys[0])} ÷ {xs[0]} = {dec(ra)} {yname} per {xname[:-1]}. {b_name}: the equation shows {dec(rb)} {yname} per {xname[:-1]}. {faster} is faster by {dec(max(ra, rb))} - {dec(min(ra, rb))} = {answer}."
    ask = f"How much greater is the faster rate, in {yname} per {xname[:-1]}?"
    table = TableForm(
        f"{a_name}",
        (xname.capitalize(), yname.capitalize()),
        tuple((x, dec(y)) for x, y in zip(xs, ys, strict=True)),
        question=f"The table shows {a_name}. {b_name}: {eq_b}, where x is {xname} and y is {yname}. {ask}",
    )
    return build(
        ctx,
        prompt=f"{lead} {ask}",
        answer=answer,
        explanation=explanation,
        wrong=wrong,
        fill=f"{lead} The faster rate is greater than the slower rate by ___.",
        table=table,
        task="compare",
        steps=3,
        mag=2,
        key=f"cmp:{ra}:{rb}:{xs}:{a_name}",
        standard=std(ctx, "8.EE.B.5"),
    )


# ---- linear equations in one variable (8.EE.C.7) ---------------------------------------------------


class EquationParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["both-sides", "distributive", "rational", "num-solutions"]] = Field(min_length=1)


def _group(p: int, q: int) -> str:
    return f"{p}({expr(1, q)})" if p != -1 else f"-({expr(1, q)})"


def _plus(text: str, c: int | Fraction) -> str:
    c = Fraction(c)
    if c == 0:
        return text
    return f"{text} + {num(c)}" if c > 0 else f"{text} - {num(-c)}"


ONE, NONE, MANY = "one solution", "no solution", "infinitely many solutions"


@generator("math.g78.linear-equation", content_types=SHORT, params=EquationParams)
def linear_equation(ctx: GenerationContext) -> Draft:
    p: EquationParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    x = _nz(rng, -9, 12) if lv else rng.randint(1, 10)
    if mode == "num-solutions":
        a = _nz(rng, -6, 9)
        b = rng.randint(-10, 10)
        kind = pick(rng, (ONE, NONE, MANY))
        if lv == 0:
            c = a if kind != ONE else a + _nz(rng, -3, 3)
            d = b if kind == MANY else b + _nz(rng, -5, 5) if kind == NONE else rng.randint(-10, 10)
            left, right = expr(a, b), expr(c, d)
        else:
            g = rng.randint(2, 4)
            if kind == MANY:
                q = rng.randint(-5, 5)
                left, right = _group(g, q), expr(g, g * q)
            elif kind == NONE:
                q = rng.randint(-5, 5)
                left, right = _group(g, q), expr(g, g * q + _nz(rng, -6, 6))
            else:
                q = rng.randint(-5, 5)
                left, right = _group(g, q), expr(g + _nz(rng, -2, 2) or 1, rng.randint(-8, 8))
        eq = f"{left} = {right}"
        why = {
            ONE: "The x-terms have different coefficients, so the equation simplifies to x = a number: exactly one solution.",
            NONE: "The x-terms cancel and what is left is false (like 3 = 7), so no number works.",
            MANY: "Both sides simplify to the same expression, so every number works.",
        }
        wrong = [(k, "misread-the-simplified-equation", why[kind]) for k in (ONE, NONE, MANY) if k != kind]
        return build(
            ctx,
            prompt=f"How many solutions does the equation {eq} have: one solution, no solution, or infinitely many solutions?",
            answer=kind,
            explanation=f"Simplify both sides and compare. {why[kind]}",
            wrong=wrong,
            fill=f"The equation {eq} has ___.",
            fmt="text",
            task="reason",
            steps=2,
            mag=1,
            key=f"ns:{eq}",
            standard=std(ctx, "8.EE.C.7a", "8.EE.C.7"),
        )
    if mode == "both-sides" or (False):
        a = _nz(rng, -6, 9)
        c = _nz(rng, -6, 9)
        while c == a:
            c = _nz(rng, -6, 9)
        b = rng.randint(-15, 15)
        d = (a - c) * x + b
        eq = f"{expr(a, b)} = {expr(c, d)}"
        wrong_vals = [Fraction(d + b, a - c), Fraction(d - b, a + c) if a + c else None, Fraction(-x)]
        names = [
            (
                "moved-a-constant-without-changing-its-sign",
                "When a number moves to the other side, subtract it from both sides.",
            ),
            ("added-the-x-terms", f"Subtract {expr(c, 0)} from both sides to collect the x-terms."),
            ("sign-slip", "Check the signs when moving terms."),
        ]
        explanation = (
            f"Get the x-terms on one side: subtract {expr(c, 0)} from both sides → {expr(a - c, b)} = {d}. "
            f"{'Subtract' if b > 0 else 'Add'} {abs(b)} {'from' if b > 0 else 'to'} both sides → {expr(a - c, 0)} = {d - b}. Divide by {a - c} → x = {num(x)}."
            if b
            else f"Get the x-terms on one side: subtract {expr(c, 0)} from both sides → {expr(a - c, 0)} = {d}. Divide by {a - c} → x = {num(x)}."
        )
        steps = 3
        std_code = std(ctx, "8.EE.C.7", "8.EE.C.7b")
    elif mode == "distributive":
        g = _nz(rng, -5, 6)
        if g in (1, -1):
            g = 3
        q = _nz(rng, -8, 8)
        r = rng.randint(-10, 10)
        s = _nz(rng, -4, 4)
        while s == g:
            s += 1
        t = g * (x + q) + r - s * x
        left = _plus(_group(g, q), r)
        eq = f"{left} = {expr(s, t)}"
        wrong_vals = [
            Fraction(t - q - r, g - s),
            Fraction(-x),
            Fraction(t + g * q - r, g - s) if g - s else None,
        ]
        names = [
            ("multiplied-only-the-first-term", f"The {g} multiplies both x and {q}."),
            ("sign-slip", "Check the signs when moving terms."),
            ("subtracted-the-product-wrong", f"{g} × {q} = {g * q}, which must be moved with its sign."),
        ]
        explanation = (
            f"Distribute: {g}(x) + {g}({q}) → {_plus(expr(g, g * q), r)} = {expr(s, t)}. Combine: {expr(g, g * q + r)} = {expr(s, t)}. "
            f"Subtract {expr(s, 0)} from both sides: {expr(g - s, g * q + r)} = {t}. Then {expr(g - s, 0)} = {t - g * q - r}, so x = {num(x)}."
        )
        steps = 4
        std_code = std(ctx, "8.EE.C.7b", "8.EE.C.7")
    else:
        if rng.random() < 0.5 or lv == 0:
            den = pick(rng, (2, 3, 4, 5))
            a = Fraction(pick(rng, [k for k in range(1, 2 * den) if k % den]), den)
            x = den * _nz(rng, -5, 6) if lv else den * rng.randint(1, 5)
            b = rng.randint(-9, 9)
            c = a * x + b
            eq = f"{expr(a, b)} = {num(c)}"
            explanation = (
                f"Subtract {b} from both sides: {expr(a, 0)} = {num(c - b)}. Multiply both sides by {num(1 / a)} (the reciprocal of {num(a)}): x = {num(c - b)} × {num(1 / a)} = {num(x)}."
                if b
                else f"Multiply both sides by {num(1 / a)}, the reciprocal of {num(a)}: x = {num(c)} × {num(1 / a)} = {num(x)}."
            )
            wrong_vals = [(c - b) * a, Fraction(c + b) / a, Fraction(-x)]
            names = [
                (
                    "multiplied-by-the-fraction-instead-of-its-reciprocal",
                    "To undo multiplying by a fraction, multiply by its reciprocal.",
                ),
                ("added-instead-of-subtracting", f"Subtract {b} from both sides first."),
                ("sign-slip", "Check the signs."),
            ]
        else:
            a = Fraction(rng.randint(2, 19), 10) if rng.random() < 0.5 else Fraction(rng.randint(1, 9), 4)
            x = Fraction(_nz(rng, -8, 10) * (2 if a.denominator == 4 else 1))
            if (a * x).denominator not in (1, 2, 4, 5, 10, 20):
                x = Fraction(10)
            b = Fraction(rng.randint(-50, 50), 10)
            c = a * x + b
            eq = f"{dec(a)}x {'+' if b >= 0 else '-'} {dec(abs(b))} = {dec(c)}"
            explanation = f"Subtract {dec(b)} from both sides: {dec(a)}x = {dec(c - b)}. Divide both sides by {dec(a)}: x = {dec(c - b)} ÷ {dec(a)} = {num(x)}."
            wrong_vals = [(c - b) * a, (c + b) / a, Fraction(-x)]
            names = [
                ("multiplied-instead-of-dividing", f"Divide by {dec(a)} to undo multiplying by it."),
                ("added-instead-of-subtracting", f"Subtract {dec(b)} from both sides first."),
                ("sign-slip", "Check the signs."),
            ]
        steps = 2
        std_code = std(ctx, "8.EE.C.7b", "8.EE.C.7")
    wrong: list[Wrong] = [
        (num(v), n, r) for v, (n, r) in zip(wrong_vals, names, strict=True) if v is not None and v != x
    ]
    wrong.append(
        (num(x + 1), "arithmetic-slip", f"Check by substituting: x = {num(x)} makes both sides equal.")
    )
    return build(
        ctx,
        prompt=f"Solve for x: {eq}.",
        answer=num(x),
        explanation=explanation,
        wrong=wrong,
        fill=f"The solution of {eq} is x = ___.",
        fmt="fraction" if Fraction(x).denominator != 1 else "number",
        task="compute",
        steps=steps,
        mag=digits(*(Fraction(v) for v in (x,))) + 1,
        key=f"{mode}:{eq}",
        acceptable=(f"x = {num(x)}",),
        standard=std_code,
    )


# ---- systems of two linear equations (8.EE.C.8) ----------------------------------------------------


class SystemParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["graph", "substitution", "elimination", "num-solutions", "word"]] = Field(
        min_length=1
    )


def _standard(a: int, b: int, c: int) -> str:
    """``2x + 3y = 12``, ``x - y = 4``, ``-x + 2y = 0``."""
    left = expr(a, 0) if a else ""
    if b:
        yb = expr(b, 0, "y")
        if left:
            left += f" + {yb}" if b > 0 else f" - {expr(-b, 0, 'y')}"
        else:
            left = yb
    return f"{left} = {c}"


@generator("math.g78.systems", content_types=SHORT | {ContentType.DIAGRAM}, params=SystemParams)
def systems(ctx: GenerationContext) -> Draft:
    p: SystemParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    if mode == "word":
        names = pick(
            rng,
            (
                ("adult tickets", "child tickets", "tickets"),
                ("large boxes", "small boxes", "boxes"),
                ("notebooks", "pens", "items"),
            ),
        )
        pa, pc = rng.randint(6, 15), rng.randint(2, 5)
        na, nc = rng.randint(2, 12), rng.randint(2, 12)
        total, cost = na + nc, pa * na + pc * nc
        lead = f"A club buys {total} {names[2]} in all: {names[0]} cost ${pa} each and {names[1]} cost ${pc} each. The total cost is ${cost}."
        ask = f"How many {names[0]} did the club buy?"
        wrong = [
            (str(nc), "solved-for-the-other-quantity", f"{nc} is the number of {names[1]}."),
            (
                str(cost // pa) if cost // pa != na else str(total // 2),
                "ignored-the-second-price",
                "Both prices are part of the total cost.",
            ),
            (
                str(total - 1 if total - 1 != na else total + 1),
                "arithmetic-slip",
                "Check both equations with the answer.",
            ),
        ]
        explanation = (
            f"Let a = {names[0]} and c = {names[1]}. Then a + c = {total} and {pa}a + {pc}c = {cost}. "
            f"Replace c with {total} - a: {pa}a + {pc}({total} - a) = {cost}, so {pa - pc}a + {pc * total} = {cost}, {pa - pc}a = {cost - pc * total}, and a = {na}. "
            f"Check: {na} + {nc} = {total} and {pa} × {na} + {pc} × {nc} = {cost}."
        )
        return build(
            ctx,
            prompt=f"{lead} {ask}",
            answer=str(na),
            explanation=explanation,
            wrong=wrong,
            fill=f"{lead} The number of {names[0]} is ___.",
            task="word-problem",
            steps=4,
            mag=digits(cost),
            key=f"word:{pa}:{pc}:{na}:{nc}",
            standard=std(ctx, "8.EE.C.8c", "8.EE.C.8"),
        )
    x0, y0 = rng.randint(-5, 5), rng.randint(-5, 5)
    if mode == "num-solutions":
        m = Fraction(_nz(rng, -4, 4))
        b1 = rng.randint(-6, 6)
        kind = pick(rng, (ONE, NONE, MANY))
        if kind == ONE:
            m2, b2 = m + _nz(rng, -3, 3), rng.randint(-6, 6)
        elif kind == NONE:
            m2, b2 = m, b1 + _nz(rng, -5, 5)
        else:
            m2, b2 = m, b1
        k = rng.randint(2, 3)
        eq1 = rule(m, b1)
        eq2 = f"{k}y = {expr(k * m2, k * b2)}" if lv else rule(m2, b2)
        why = {
            ONE: "The lines have different slopes, so they cross at exactly one point.",
            NONE: "The lines have the same slope but different y-intercepts, so they are parallel and never meet.",
            MANY: "Both equations describe the same line, so every point on it is a solution.",
        }
        wrong = [(w, "misread-slopes-and-intercepts", why[kind]) for w in (ONE, NONE, MANY) if w != kind]
        explanation = (
            f"Divide the second equation by {k}: y = {expr(m2, b2)}. " if lv else ""
        ) + f"Compare slopes and intercepts: {eq1} and y = {expr(m2, b2)}. {why[kind]}"
        return build(
            ctx,
            prompt=f"How many solutions does the system {eq1} and {eq2} have: one solution, no solution, or infinitely many solutions?",
            answer=kind,
            explanation=explanation,
            wrong=wrong,
            fill=f"The system {eq1} and {eq2} has ___.",
            fmt="text",
            task="reason",
            steps=2,
            mag=1,
            key=f"ns:{eq1}:{eq2}",
            standard=std(ctx, "8.EE.C.8b", "8.EE.C.8"),
        )
    if mode in ("graph", "substitution"):
        while True:
            m1, m2 = Fraction(_nz(rng, -3, 3)), Fraction(_nz(rng, -3, 3))
            if lv == 2 and rng.random() < 0.4:
                m1 = Fraction(_nz(rng, -3, 3), 2)
            if m1 == m2:
                continue
            b1, b2 = y0 - m1 * x0, y0 - m2 * x0
            if b1.denominator == 1 and abs(b1) <= 8 and abs(b2) <= 8:
                break
        eq1, eq2 = rule(m1, b1), rule(m2, b2)
        explanation = (
            f"Both equations give y, so set them equal: {expr(m1, b1)} = {expr(m2, b2)}. Solve: {expr(m1 - m2, 0)} = {num(b2 - b1)}, so x = {x0}. "
            f"Then y = {expr(m1, b1).replace('x', f'({x0})')} = {y0}. The solution is {point(x0, y0)}."
        )
        diagram = None
        if mode == "graph":
            segs = [
                s for s in (clip_line(m1, b1, (-8, 8), (-8, 8)), clip_line(m2, b2, (-8, 8), (-8, 8))) if s
            ]
            svg = plane(
                (-8, 8),
                (-8, 8),
                segments=segs,
                title="Two lines on a coordinate grid",
                desc=f"The graphs of {eq1} and {eq2}; they cross at one point.",
                label_every=2,
            )
            diagram = DiagramForm("coordinate-plane", svg)
            explanation = f"The solution is the point where the lines cross: {point(x0, y0)}. Check: {y0} = {num(m1)}({x0}) + {num(b1)} and {y0} = {num(m2)}({x0}) + {num(b2)}.".replace(
                "+ -", "- "
            )
        code = std(ctx, "8.EE.C.8a", "8.EE.C.8") if mode == "graph" else std(ctx, "8.EE.C.8b", "8.EE.C.8")
    else:
        a1, b1i = _nz(rng, -4, 5), _nz(rng, -4, 5)
        a2 = _nz(rng, -4, 5)
        b2i = -b1i if rng.random() < 0.6 else _nz(rng, -4, 5)
        if a1 * b2i == a2 * b1i:
            b2i = b1i + 1 if b1i + 1 else 2
            if a1 * b2i == a2 * b1i:
                a2 += 1
        c1, c2 = a1 * x0 + b1i * y0, a2 * x0 + b2i * y0
        eq1, eq2 = _standard(a1, b1i, c1), _standard(a2, b2i, c2)
        explanation = (
            "Combine the equations to remove one variable"
            + (" (the y-terms are opposites, so add the equations)" if b2i == -b1i else "")
            + f". Solving gives x = {x0}. Substitute into {eq1}: {a1}({x0}) + {b1i}y = {c1}, so y = {y0}. The solution is {point(x0, y0)}."
        ).replace("+ -", "- ")
        diagram = None
        code = std(ctx, "8.EE.C.8b", "8.EE.C.8")
    answer = point(x0, y0)
    wrong = [
        (
            point(y0, x0) if x0 != y0 else point(x0 + 1, y0),
            "swapped-x-and-y",
            "The first coordinate is x and the second is y.",
        ),
        (
            point(x0, -y0) if y0 else point(x0, y0 + 2),
            "sign-slip-on-y",
            f"Check the point in both equations: y = {y0}.",
        ),
        (
            point(-x0, y0) if x0 else point(x0 + 2, y0),
            "sign-slip-on-x",
            f"Check the point in both equations: x = {x0}.",
        ),
    ]
    return build(
        ctx,
        prompt=f"What is the solution of the system {eq1} and {eq2}?"
        + (" Use the graph." if mode == "graph" else ""),
        answer=answer,
        explanation=explanation,
        wrong=wrong,
        fill=f"The solution of the system {eq1} and {eq2} is ___.",
        fmt="expression",
        diagram=diagram,
        task="compute" if mode != "graph" else "represent",
        steps=3,
        mag=1,
        key=f"{mode}:{eq1}:{eq2}",
        acceptable=(f"x = {x0}, y = {y0}", answer.replace(" ", "")),
        standard=code,
    )


__all__ = ["money"]
