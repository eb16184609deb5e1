"""Deciding whether a relationship is proportional (7.RP.A.2a): equal ratios in a table, a straight
line through the origin on a graph."""

from __future__ import annotations

import random
from fractions import Fraction
from fractions import Fraction as F
from typing import Any

from educontent.core.catalog_records import ContentType
from educontent.generation.draw import coordinate_planes
from educontent.generation.items import Visuals
from educontent.generation.kit.answer_forms import question, wrongs, yes_no_statement
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion
from educontent.generation.kit.rate_tables import bank_rows, cell, xy_table
from educontent.generation.kit.types import TF
from educontent.generation.math.rp.proportional.pairs import draw_constant, pairs_text
from educontent.generation.numbers.percents import decimal_or_improper
from educontent.generation.numbers.rationals import digits
from educontent.generation.registry import Draft

BANK = "rp-proportional"


def _yes_or_no(
    rng: random.Random,
    ctx_type: ContentType,
    proportional: bool,
    prompt: str,
    explanation: str,
    statements: tuple[str, str],
    visuals: Visuals | None = None,
    **parts: Any,
) -> Draft | MathQuestion:
    """Is the relationship proportional? Answered yes or no, or (true/false) one of ``statements``
    (it is proportional, it is not) to judge."""
    answer = "yes" if proportional else "no"
    q = question(
        prompt=prompt,
        answer=answer,
        answer_format="text",
        acceptable=(answer.capitalize(),),
        explanation=explanation,
        task="reason",
        steps=2,
        **parts,
    )
    if ctx_type is TF:
        affirm, deny = statements
        return yes_no_statement(rng, q, fact=proportional, affirm=affirm, deny=deny, visuals=visuals)
    return q


def in_table(rng: random.Random, lvl: int, ctx_type: ContentType) -> Draft | MathQuestion:
    xs = sorted(rng.sample(range(1, 11), 4))
    k = draw_constant(rng, min(lvl, 1))
    proportional = rng.random() < 0.5
    ys = [k * x for x in xs]
    how = ""
    if not proportional:
        if rng.random() < 0.5:
            b = rng.randint(1, 5)
            ys = [y + b for y in ys]
            how = f"every y-value is {b} more than {decimal_or_improper(k)} times x"
        else:
            i = rng.randrange(1, 4)
            ys[i] += rng.randint(1, 3)
            how = f"the pair ({xs[i]}, {cell(ys[i])}) does not fit"
    xname, yname = pick(rng, bank_rows(BANK, "tableContexts", "x", "y"))
    ratios = ", ".join(f"{cell(y)} ÷ {x} = {decimal_or_improper(y / x)}" for x, y in zip(xs, ys, strict=True))
    if proportional:
        explanation = f"Divide each y-value by its x-value: {ratios}. Every ratio is {decimal_or_improper(k)}, so the relationship is proportional."
    else:
        explanation = f"Divide each y-value by its x-value: {ratios}. The ratios are not all equal ({how}), so the relationship is not proportional."
    answer = "yes" if proportional else "no"
    listed = pairs_text(list(zip([F(x) for x in xs], ys, strict=True)))
    return _yes_or_no(
        rng,
        ctx_type,
        proportional,
        f"Do the pairs {listed} show a proportional relationship? Answer yes or no.",
        explanation,
        (
            f"The pairs {listed} show a proportional relationship.",
            f"The pairs {listed} do not show a proportional relationship.",
        ),
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
        table=xy_table(
            xs,
            ys,
            title=f"{yname} and {xname.lower()}",
            columns=(xname, yname),
            question=f"Does the table show a proportional relationship between {xname.lower()} and {yname.split(' (')[0].lower()}? Answer yes or no.",
        ),
        magnitude=digits(*ys),
        key=f"prop-table:{xs}:{ys}",
    )


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


def on_graph(rng: random.Random, lvl: int, ctx_type: ContentType) -> Draft | MathQuestion:
    kind = pick(rng, ("proportional", "proportional", "shifted", "curve"))
    pts, k, b = _graph_points(rng, lvl, kind)
    top = max(int(y) for _, y in pts)
    ystep = 2 if top <= 24 else 5
    yhi = -(-top // ystep) * ystep
    svg = coordinate_planes.plane(
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
        explanation = f"The points lie on a straight line through (0, 0), and y ÷ x = {decimal_or_improper(k)} for every point, so the graph is proportional."
    elif kind == "shifted":
        explanation = f"The points lie on a straight line, but it crosses the y-axis at (0, {b}), not at (0, 0), so the graph is not proportional."
    else:
        explanation = "The points do not lie on a straight line (y ÷ x changes from point to point), so the graph is not proportional."
    ask = "Does the graph show a proportional relationship between x and y? Answer yes or no."
    return _yes_or_no(
        rng,
        ctx_type,
        proportional,
        ask,
        explanation,
        (
            "The graph shows a proportional relationship between x and y.",
            "The graph does not show a proportional relationship between x and y.",
        ),
        Visuals(diagram_svg=svg),
        diagram=DiagramForm("coordinate-plane", svg, question=ask),
        magnitude=digits(top),
        key=f"prop-graph:{kind}:{pts}",
    )
