"""Proportional relationships (7.RP.A.2a-d): deciding from tables and graphs, the constant of
proportionality from tables, graphs and descriptions, equations y = kx, and what a point on
the graph means."""

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
    coef_text,
    digits,
    dx,
    emit,
    fx,
    name,
    pick,
    question,
    terminates,
    wrongs,
    yes_no_statement,
)
from educontent.generation.items import Visuals
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion, TableForm
from educontent.generation.registry import Draft, GenerationContext, generator

T = ContentType

_TABLE_CONTEXTS = (
    ("Hours worked", "Pay (dollars)"),
    ("Bags", "Apples"),
    ("Minutes", "Pages read"),
    ("Tickets", "Cost (dollars)"),
    ("Cups of flour", "Cups of water"),
    ("Gallons", "Miles driven"),
)


def _k(rng: random.Random, lvl: int) -> Fraction:
    if lvl == 0:
        return F(rng.randint(2, 9))
    if lvl == 1:
        return pick(rng, (F(rng.randint(2, 12)), F(rng.randint(3, 19), 2)))
    return pick(
        rng,
        (F(rng.randint(3, 19), 2), F(rng.randint(1, 19), 4), F(rng.randint(1, 11), 10) + rng.randint(0, 4)),
    )


def _kstr(k: Fraction) -> str:
    return dx(k) if terminates(k) else fx(k, mixed=False)


def _pairs_text(pairs: list[tuple[Fraction, Fraction]]) -> str:
    shown = [f"({fx(x)}, {fx(y) if y.denominator == 1 else dx(y)})" for x, y in pairs]
    return ", ".join(shown[:-1]) + f" and {shown[-1]}"


def _cell(v: Fraction) -> int | str:
    return int(v) if v.denominator == 1 else dx(v)


def _proportional_table(rng: random.Random, lvl: int, ctx_type: ContentType) -> Draft | MathQuestion:
    xs = sorted(rng.sample(range(1, 11), 4))
    k = _k(rng, min(lvl, 1))
    proportional = rng.random() < 0.5
    ys = [k * x for x in xs]
    how = ""
    if not proportional:
        if rng.random() < 0.5:
            b = rng.randint(1, 5)
            ys = [y + b for y in ys]
            how = f"every y-value is {b} more than {_kstr(k)} times x"
        else:
            i = rng.randrange(1, 4)
            ys[i] += rng.randint(1, 3)
            how = f"the pair ({xs[i]}, {_cell(ys[i])}) does not fit"
    xname, yname = pick(rng, _TABLE_CONTEXTS)
    ratios = ", ".join(f"{_cell(y)} ÷ {x} = {_kstr(y / x)}" for x, y in zip(xs, ys, strict=True))
    if proportional:
        explanation = f"Divide each y-value by its x-value: {ratios}. Every ratio is {_kstr(k)}, so the relationship is proportional."
    else:
        explanation = f"Divide each y-value by its x-value: {ratios}. The ratios are not all equal ({how}), so the relationship is not proportional."
    answer = "yes" if proportional else "no"
    pairs = list(zip([F(x) for x in xs], ys, strict=True))
    q = question(
        prompt=f"Do the pairs {_pairs_text(pairs)} show a proportional relationship? Answer yes or no.",
        answer=answer,
        answer_format="text",
        acceptable=(answer.capitalize(),),
        explanation=explanation,
        wrong=wrongs(
            answer,
            [
                (
                    "no" if proportional else "yes",
                    "judged-by-a-pattern",
                    "Check that y ÷ x is the same for every pair.",
                )
            ],
            by_value=False,
        ),
        table=TableForm(
            title=f"{yname} and {xname.lower()}",
            columns=(xname, yname),
            rows=tuple((x, _cell(y)) for x, y in zip(xs, ys, strict=True)),
            question=f"Does the table show a proportional relationship between {xname.lower()} and {yname.split(' (')[0].lower()}? Answer yes or no.",
        ),
        task="reason",
        steps=2,
        magnitude=digits(*ys),
        key=f"prop-table:{xs}:{ys}",
    )
    if ctx_type is T.TRUE_FALSE:
        pairs_text = _pairs_text(pairs)
        return yes_no_statement(
            rng,
            q,
            fact=proportional,
            affirm=f"The pairs {pairs_text} show a proportional relationship.",
            deny=f"The pairs {pairs_text} do not show a proportional relationship.",
        )
    return q


def _graph_points(
    rng: random.Random, lvl: int, kind: str
) -> tuple[list[tuple[int, Fraction]], Fraction, int]:
    k = F(rng.randint(1, (4, 6, 6)[lvl]))
    xs = sorted(rng.sample(range(1, 7), 4))
    if kind == "proportional":
        pts = [(0, F(0))] + [(x, k * x) for x in xs]
        b = 0
    elif kind == "shifted":
        b = rng.randint(1, 4)
        pts = [(0, F(b))] + [(x, k * x + b) for x in xs]
    else:
        b = 0
        pts = [(x, F(x * (x + 1), 2) + k - 1) for x in xs]
    return pts, k, b


def _proportional_graph(rng: random.Random, lvl: int, ctx_type: ContentType) -> Draft | MathQuestion:
    kind = pick(rng, ("proportional", "proportional", "shifted", "curve"))
    pts, k, b = _graph_points(rng, lvl, kind)
    top = max(int(y) for _, y in pts)
    ystep = 2 if top <= 24 else 5
    yhi = -(-top // ystep) * ystep
    svg = draw.plane(
        title="A graph of a relationship",
        desc="A coordinate plane in the first quadrant with points joined by line segments.",
        xlo=0,
        xhi=8,
        ylo=0,
        yhi=max(yhi, ystep * 4),
        xstep=1,
        ystep=ystep,
        points=[(x, y, "") for x, y in pts],
        segments=[
            ((pts[i][0], int(pts[i][1])), (pts[i + 1][0], int(pts[i + 1][1])))
            for i in range(len(pts) - 1)
            if pts[i][1].denominator == 1 and pts[i + 1][1].denominator == 1
        ],
        xname="x",
        yname="y",
    )
    proportional = kind == "proportional"
    if proportional:
        explanation = f"The points lie on a straight line through (0, 0), and y ÷ x = {_kstr(k)} for every point, so the graph is proportional."
    elif kind == "shifted":
        explanation = f"The points lie on a straight line, but it crosses the y-axis at (0, {b}), not at (0, 0), so the graph is not proportional."
    else:
        explanation = "The points do not lie on a straight line (y ÷ x changes from point to point), so the graph is not proportional."
    answer = "yes" if proportional else "no"
    ask = "Does the graph show a proportional relationship between x and y? Answer yes or no."
    q = question(
        prompt=ask,
        answer=answer,
        answer_format="text",
        acceptable=(answer.capitalize(),),
        explanation=explanation,
        diagram=DiagramForm("coordinate-plane", svg, question=ask),
        task="reason",
        steps=2,
        magnitude=digits(top),
        key=f"prop-graph:{kind}:{pts}",
    )
    if ctx_type is T.TRUE_FALSE:
        return yes_no_statement(
            rng,
            q,
            fact=proportional,
            affirm="The graph shows a proportional relationship between x and y.",
            deny="The graph does not show a proportional relationship between x and y.",
            visuals=Visuals(diagram_svg=svg),
        )
    return q


def _constant_table(rng: random.Random, lvl: int) -> MathQuestion:
    k = _k(rng, lvl)
    step = k.denominator if k.denominator <= 4 else 1
    xs = sorted(rng.sample(range(1, 9), 3))
    xs = [x * step for x in xs]
    ys = [k * x for x in xs]
    pairs = list(zip([F(x) for x in xs], ys, strict=True))
    answer = _kstr(k)
    dy = ys[1] - ys[0]
    cands = [
        (_kstr(1 / k), "divided-x-by-y", "The constant of proportionality is y ÷ x, not x ÷ y."),
        (
            _kstr(dy) if xs[1] - xs[0] != 1 else "",
            "used-the-change-in-y",
            f"The y-values go up by {_kstr(dy)}, but x goes up by {xs[1] - xs[0]}; divide y by x.",
        ),
        (
            _kstr(ys[0]) if xs[0] != 1 else "",
            "used-the-first-y-value",
            f"{_kstr(ys[0])} is y when x is {xs[0]}, not when x is 1.",
        ),
        (_kstr(ys[0] - xs[0]), "subtracted-x-from-y", "The constant multiplies x; it is y ÷ x, not y - x."),
    ]
    stem = f"The pairs {_pairs_text(pairs)} show a proportional relationship between x and y."
    return question(
        prompt=f"{stem} What is the constant of proportionality (y ÷ x)?",
        fill=f"{stem} The constant of proportionality is ___.",
        answer=answer,
        acceptable=acceptable_forms(k),
        answer_format="number" if terminates(k) else "fraction",
        explanation=f"Divide y by x for any pair: {_cell(ys[0])} ÷ {xs[0]} = {answer}. Check another pair: {_cell(ys[1])} ÷ {xs[1]} = {answer}.",
        wrong=wrongs(answer, cands, fallback=k, fallback_fmt=_kstr),
        table=TableForm(
            title="A proportional relationship",
            columns=("x", "y"),
            rows=tuple((x, _cell(y)) for x, y in zip(xs, ys, strict=True)),
            question="y is proportional to x. What is the constant of proportionality (y ÷ x)?",
        ),
        task="represent",
        steps=2,
        magnitude=digits(*ys),
        key=f"const-table:{xs}:{k}",
    )


def _constant_graph(rng: random.Random, lvl: int) -> MathQuestion:
    k = F(rng.randint(1, 6)) if lvl < 2 else pick(rng, (F(1, 2), F(3, 2), F(5, 2), F(2, 3), F(4, 3), F(3, 4)))
    den = k.denominator
    xs = [den * m for m in range(1, 4) if den * m <= 8]
    pts = [(0, F(0))] + [(x, k * x) for x in xs]
    top = int(max(y for _, y in pts))
    ystep = 2 if top > 12 else 1
    svg = draw.plane(
        title="A proportional relationship",
        desc="A coordinate plane in the first quadrant with a straight line through the origin and points on it.",
        xlo=0,
        xhi=8,
        ylo=0,
        yhi=max(8, -(-int(k * 8) // ystep) * ystep),
        ystep=ystep,
        points=[(x, y, "") for x, y in pts],
        segments=[((0, 0), (8, int(k * 8)))]
        if (k * 8).denominator == 1
        else [((0, 0), (xs[-1], int(k * xs[-1])))],
        xname="x",
        yname="y",
    )
    answer = _kstr(k)
    x1, y1 = xs[0], k * xs[0]
    cands = [
        (
            _kstr(1 / k),
            "divided-x-by-y",
            "The constant of proportionality is y ÷ x: how far up for each 1 across.",
        ),
        (
            _kstr(y1) if x1 != 1 else _kstr(k + 1),
            "read-a-y-value",
            f"{_kstr(y1)} is the y-value at x = {x1}; divide by {x1}."
            if x1 != 1
            else "Read the y-value where x = 1.",
        ),
        (_kstr(k * 2), "counted-two-steps", "Use the y-value at x = 1 (or divide any y by its x)."),
    ]
    ask = "The graph shows a proportional relationship. What is the constant of proportionality (y ÷ x)?"
    return question(
        prompt=ask,
        fill="The graph shows a proportional relationship. Its constant of proportionality is ___.",
        answer=answer,
        acceptable=acceptable_forms(k),
        answer_format="number" if terminates(k) else "fraction",
        explanation=f"Pick a point on the line, such as ({x1}, {_cell(y1)}). Divide: {_cell(y1)} ÷ {x1} = {answer}. The line goes up {answer} for each 1 to the right.",
        wrong=wrongs(answer, cands, fallback=k, fallback_fmt=_kstr),
        diagram=DiagramForm("coordinate-plane", svg, question=ask),
        task="represent",
        steps=2,
        magnitude=digits(top),
        key=f"const-graph:{k}",
    )


_VERBAL = (
    ("{n} pounds of grapes cost {c} dollars.", "dollars per pound"),
    ("In {n} hours, {name} earns {c} dollars.", "dollars per hour"),
    ("In {n} minutes, a faucet fills {c} gallons.", "gallons per minute"),
    ("{n} packs hold {c} markers.", "markers per pack"),
    ("In {n} minutes, {name} jumps rope {c} times.", "jumps per minute"),
)


def _constant_verbal(rng: random.Random, lvl: int) -> MathQuestion:
    k = _k(rng, lvl)
    if rng.random() < 0.3:
        letter_y, letter_x, what = pick(
            rng,
            (
                ("c", "p", "the cost c of p pounds of cherries"),
                ("d", "t", "the distance d a train travels in t hours"),
                ("m", "g", "the miles m a car goes on g gallons"),
            ),
        )
        stem = f"The equation {letter_y} = {coef_text(k, decimal=True)}{letter_x} gives {what}."
        unit = ""
        cands = [
            (
                _kstr(1 / k),
                "took-the-reciprocal",
                f"In {letter_y} = k{letter_x}, k is the number multiplying {letter_x}.",
            ),
            (_kstr(k + 1), "misread-the-equation", "Read the number in front of the variable."),
            (_kstr(k * 2), "doubled-the-constant", "Read the number in front of the variable."),
        ]
        explain = f"An equation y = kx has constant of proportionality k. Here the number multiplying {letter_x} is {_kstr(k)}."
        n = 1
    else:
        template, unit = pick(rng, _VERBAL)
        n = rng.randint(2, (6, 9, 12)[lvl]) * k.denominator
        c = k * n
        stem = template.format(n=n, c=_cell(c), name=name(rng)[0]) + " The amounts are proportional."
        cands = [
            (
                _kstr(1 / k),
                "divided-the-wrong-way",
                f"The constant is the second amount for each 1 of the first: {_cell(c)} ÷ {n}.",
            ),
            (_kstr(c * n), "multiplied-instead-of-divided", "Multiplying does not find the amount for 1."),
            (_kstr(c - n), "subtracted-instead-of-divided", "Subtracting does not find the amount for 1."),
        ]
        explain = (
            f"The constant of proportionality is the amount for 1: {_cell(c)} ÷ {n} = {_kstr(k)} {unit}."
        )
    answer = _kstr(k)
    return question(
        prompt=f"{stem} What is the constant of proportionality?",
        fill=f"{stem} The constant of proportionality is ___.",
        answer=answer,
        acceptable=acceptable_forms(k),
        explanation=explain,
        wrong=wrongs(answer, cands, fallback=k, fallback_fmt=_kstr),
        task="represent",
        steps=1 if n == 1 else 2,
        magnitude=digits(k * n),
        representation="text",
        key=f"const-verbal:{stem}",
    )


def _write_equation(rng: random.Random, lvl: int) -> MathQuestion:
    k = _k(rng, min(lvl, 1)) if lvl < 2 else pick(rng, (F(rng.randint(3, 19), 2), F(rng.randint(1, 19), 4)))
    step = k.denominator
    xs = [x * step for x in sorted(rng.sample(range(1, 7), 3))]
    ys = [k * x for x in xs]
    pairs = list(zip([F(x) for x in xs], ys, strict=True))
    eq = f"y = {coef_text(k, decimal=True)}x"
    cands = [
        (
            f"y = x + {_kstr(ys[0] - xs[0])}" if ys[0] != xs[0] else "",
            "used-addition",
            f"Adding {_kstr(ys[0] - xs[0])} works for one pair only; in a proportional relationship y = kx.",
        ),
        (
            f"x = {coef_text(k, decimal=True)}y",
            "swapped-the-variables",
            "y is the one that equals the constant times x.",
        ),
        (
            f"y = {coef_text(1 / k, decimal=True)}x" if terminates(1 / k) else f"y = {coef_text(1 / k)}x",
            "divided-x-by-y",
            "k = y ÷ x, not x ÷ y.",
        ),
        (
            f"y = {coef_text(ys[0], decimal=True)}x"
            if xs[0] != 1
            else f"y = {coef_text(k + 1, decimal=True)}x",
            "used-a-y-value",
            "Divide a y-value by its x-value to find k.",
        ),
    ]
    pair_text = _pairs_text(pairs)
    return question(
        prompt=f"The pairs {pair_text} show a proportional relationship. Write an equation for y in terms of x.",
        fill=f"The pairs {pair_text} show a proportional relationship. An equation for it is ___.",
        answer=eq,
        answer_format="expression",
        acceptable=(
            eq.replace(" ", ""),
            f"y = {_kstr(k)} × x",
            f"y = {_kstr(k)}x",
            f"y = {fx(k, mixed=False)}x",
        ),
        explanation=f"Find k = y ÷ x: {_cell(ys[0])} ÷ {xs[0]} = {_kstr(k)}. A proportional relationship is y = kx, so {eq}.",
        wrong=wrongs(eq, cands, by_value=False),
        table=TableForm(
            title="A proportional relationship",
            columns=("x", "y"),
            rows=tuple((x, _cell(y)) for x, y in zip(xs, ys, strict=True)),
            question="y is proportional to x. Write an equation for y in terms of x.",
        ),
        task="represent",
        steps=2,
        magnitude=digits(*ys),
        key=f"write-eq:{xs}:{k}",
    )


_MEANINGS = (
    (
        "Pounds of apples",
        "Cost (dollars)",
        lambda x, y: (
            f"{x} {'pound' if x == 1 else 'pounds'} of apples {'costs' if x == 1 else 'cost'} {y} dollars"
        ),
    ),
    ("Hours", "Miles", lambda x, y: f"in {x} {'hour' if x == 1 else 'hours'} the car travels {y} miles"),
    (
        "Minutes",
        "Pages printed",
        lambda x, y: f"in {x} {'minute' if x == 1 else 'minutes'} the printer prints {y} pages",
    ),
    ("Boxes", "Crayons", lambda x, y: f"{x} {'box holds' if x == 1 else 'boxes hold'} {y} crayons"),
)


def _interpret_point(rng: random.Random, lvl: int) -> MathQuestion:
    xname, yname, say = pick(rng, _MEANINGS)
    k = rng.randint(2, (5, 8, 12)[lvl])
    x = rng.randint(1, 6)
    y = k * x
    ystep = -(-k * 8 // 10)
    ystep = max(1, ystep)
    svg = draw.plane(
        title=f"{yname} and {xname.lower()}",
        desc=f"A coordinate plane with {xname.lower()} on the x-axis and {yname.lower()} on the y-axis. A straight line starts at (0, 0); point P is on the line.",
        xlo=0,
        xhi=8,
        ylo=0,
        yhi=ystep * 10,
        ystep=ystep,
        points=[(0, 0, ""), (x, y, f"P ({x}, {y})")],
        segments=[((0, 0), (8, k * 8))],
        xname=xname,
        yname=yname,
    )
    answer = say(x, y)
    cands = [
        (
            say(y, x),
            "swapped-x-and-y",
            "The first coordinate goes with the x-axis and the second with the y-axis.",
        ),
        (
            say(1, y) if x != 1 else say(0, y),
            "misread-the-first-coordinate",
            f"The first coordinate of P is {x}.",
        ),
        (
            say(x, k) if y != k else say(x, y + k),
            "used-the-unit-rate",
            f"{k} is the amount for 1; point P shows {x}.",
        ),
    ]
    ask = "The graph shows a proportional relationship. What does point P mean?"
    return question(
        prompt=ask,
        fill="The graph shows a proportional relationship. Point P means that ___.",
        answer=answer[0].upper() + answer[1:],
        answer_format="text",
        explanation=f"Point P is at ({x}, {y}). The x-value is {xname.lower()} and the y-value is {yname.lower()}, so {answer}. The unit rate is {y} ÷ {x} = {k}.",
        wrong=wrongs(
            answer[0].upper() + answer[1:],
            [(c[0].upper() + c[1:], n, r) for c, n, r in cands],
            by_value=False,
        ),
        diagram=DiagramForm("coordinate-plane", svg, question=ask),
        task="reason",
        steps=2,
        magnitude=digits(y),
        key=f"interpret:{xname}:{k}:{x}",
    )


ProportionalMode = Literal[
    "is-proportional-table",
    "is-proportional-graph",
    "constant-table",
    "constant-graph",
    "constant-verbal",
    "write-equation",
    "interpret-point",
]


class ProportionalParams(ModeParams):
    mode: ProportionalMode


@generator(
    "math.g67.proportional",
    content_types={T.MULTIPLE_CHOICE, T.FILL_BLANK, T.SHORT_ANSWER, T.TRUE_FALSE, T.DATA_TABLE, T.DIAGRAM},
    params=ProportionalParams,
)
def proportional(ctx: GenerationContext) -> Draft:
    mode, rng, lvl = ctx.params.mode, ctx.rng, ctx.level.rank
    if mode == "is-proportional-table":
        made = _proportional_table(rng, lvl, ctx.content_type)
    elif mode == "is-proportional-graph":
        made = _proportional_graph(rng, lvl, ctx.content_type)
    else:
        made = {
            "constant-table": _constant_table,
            "constant-graph": _constant_graph,
            "constant-verbal": _constant_verbal,
            "write-equation": _write_equation,
            "interpret-point": _interpret_point,
        }[mode](rng, lvl)
    return emit(ctx, made)
