"""Systems of two linear equations (grade 8, 8.EE.C.8): solving by graphing, substitution and
elimination, how many solutions a system has, and word problems about two kinds of purchases."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.draw.graphs import clip_line, plane
from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Ask, bank_rows, build_ask, digits, nonzero, std
from educontent.generation.kit.levels import ranked_draw
from educontent.generation.kit.math_forms import DiagramForm
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.math.ee._solutions import MANY, NONE, ONE, solutions_draft
from educontent.generation.numbers import fmt
from educontent.generation.numbers.powers import expr, point, rule
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class SystemParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["graph", "substitution", "elimination", "num-solutions", "word"]] = Field(
        min_length=1
    )


class _System(NamedTuple):
    eq1: str
    eq2: str
    explanation: str
    diagram: DiagramForm | None
    standard: str | None


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


def _word(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    first, second, things = pick(rng, bank_rows("ee-systems", "purchases", "first", "second", "all"))
    lv = ctx.level.rank
    pa, pc = ranked_draw(rng, 6, 15, lv), rng.randint(2, 5)
    na, nc = ranked_draw(rng, 2, 12, lv), ranked_draw(rng, 2, 12, lv)
    total, cost = na + nc, pa * na + pc * nc
    lead = f"A club buys {total} {things} in all: {first} cost ${pa} each and {second} cost ${pc} each. The total cost is ${cost}."
    wrong = [
        (str(nc), "solved-for-the-other-quantity", f"{nc} is the number of {second}."),
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
        f"Let a = {first} and c = {second}. Then a + c = {total} and {pa}a + {pc}c = {cost}. "
        f"Replace c with {total} - a: {pa}a + {pc}({total} - a) = {cost}, so {pa - pc}a + {pc * total} = {cost}, {pa - pc}a = {cost - pc * total}, and a = {na}. "
        f"Check: {na} + {nc} = {total} and {pa} × {na} + {pc} × {nc} = {cost}."
    )
    asked = Ask(
        f"{lead} How many {first} did the club buy?",
        f"{lead} The number of {first} is ___.",
        str(na),
        explanation,
        wrong,
        f"word:{pa}:{pc}:{na}:{nc}",
        task="word-problem",
        steps=4,
    )
    return build_ask(ctx, asked, mag=digits(cost), standard=std(ctx, "8.EE.C.8c", "8.EE.C.8"))


def _num_solutions(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    m = Fraction(nonzero(rng, -4, 4))
    b1 = rng.randint(-6, 6)
    kind = pick(rng, (ONE, NONE, MANY))
    if kind == ONE:
        m2, b2 = m + nonzero(rng, -3, 3), rng.randint(-6, 6)
    elif kind == NONE:
        m2, b2 = m, b1 + nonzero(rng, -5, 5)
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
    explanation = (
        f"Divide the second equation by {k}: y = {expr(m2, b2)}. " if lv else ""
    ) + f"Compare slopes and intercepts: {eq1} and y = {expr(m2, b2)}. {why[kind]}"
    return solutions_draft(
        ctx,
        f"system {eq1} and {eq2}",
        kind,
        explanation,
        why,
        "misread-slopes-and-intercepts",
        f"ns:{eq1}:{eq2}",
        std(ctx, "8.EE.C.8b", "8.EE.C.8"),
    )


def _slope_intercept(ctx: GenerationContext, mode: str, x0: int, y0: int) -> _System:
    """Two lines y = mx + b through (x0, y0), solved on a graph or by substitution."""
    rng, lv = ctx.rng, ctx.level.rank
    while True:
        m1, m2 = Fraction(nonzero(rng, -3, 3)), Fraction(nonzero(rng, -3, 3))
        if lv == 2 and rng.random() < 0.4:
            m1 = Fraction(nonzero(rng, -3, 3), 2)
        if m1 == m2:
            continue
        b1, b2 = y0 - m1 * x0, y0 - m2 * x0
        if b1.denominator == 1 and abs(b1) <= 8 and abs(b2) <= 8:
            break
    eq1, eq2 = rule(m1, b1), rule(m2, b2)
    if mode != "graph":
        explanation = (
            f"Both equations give y, so set them equal: {expr(m1, b1)} = {expr(m2, b2)}. Solve: {expr(m1 - m2, 0)} = {fmt(b2 - b1)}, so x = {x0}. "
            f"Then y = {expr(m1, b1).replace('x', f'({x0})')} = {y0}. The solution is {point(x0, y0)}."
        )
        return _System(eq1, eq2, explanation, None, std(ctx, "8.EE.C.8b", "8.EE.C.8"))
    segs = [s for s in (clip_line(m1, b1, (-8, 8), (-8, 8)), clip_line(m2, b2, (-8, 8), (-8, 8))) if s]
    svg = plane(
        (-8, 8),
        (-8, 8),
        segments=segs,
        title="Two lines on a coordinate grid",
        desc=f"The graphs of {eq1} and {eq2}; they cross at one point.",
        label_every=2,
    )
    explanation = f"The solution is the point where the lines cross: {point(x0, y0)}. Check: {y0} = {fmt(m1)}({x0}) + {fmt(b1)} and {y0} = {fmt(m2)}({x0}) + {fmt(b2)}.".replace(
        "+ -", "- "
    )
    return _System(
        eq1, eq2, explanation, DiagramForm("coordinate-plane", svg), std(ctx, "8.EE.C.8a", "8.EE.C.8")
    )


def _elimination(ctx: GenerationContext, mode: str, x0: int, y0: int) -> _System:
    rng = ctx.rng
    a1, b1 = nonzero(rng, -4, 5), nonzero(rng, -4, 5)
    a2 = nonzero(rng, -4, 5)
    while ctx.level.rank == 2 and abs(a2) == abs(a1):
        a2 = nonzero(rng, -4, 5)
    # easy and medium: the y-terms are already opposites; hard: an equation must be multiplied first
    b2 = -b1 if ctx.level.rank < 2 else pick(rng, [v for v in range(-4, 6) if v and abs(v) != abs(b1)])
    if a1 * b2 == a2 * b1:
        b2 = b1 + 1 if b1 + 1 else 2
        if a1 * b2 == a2 * b1:
            a2 += 1
    c1, c2 = a1 * x0 + b1 * y0, a2 * x0 + b2 * y0
    eq1, eq2 = _standard(a1, b1, c1), _standard(a2, b2, c2)
    explanation = (
        "Combine the equations to remove one variable"
        + (
            " (the y-terms are opposites, so add the equations)"
            if b2 == -b1
            else f" (multiply the first equation by {b2} and the second by {b1}: both y-terms become {b1 * b2}y, so subtract the equations)"
        )
        + f". Solving gives x = {x0}. Substitute into {eq1}: {a1}({x0}) + {b1}y = {c1}, so y = {y0}. The solution is {point(x0, y0)}."
    ).replace("+ -", "- ")
    return _System(eq1, eq2, explanation, None, std(ctx, "8.EE.C.8b", "8.EE.C.8"))


_SOLVED: dict[str, Callable[[GenerationContext, str, int, int], _System]] = {
    "graph": _slope_intercept,
    "substitution": _slope_intercept,
    "elimination": _elimination,
}


_BANDS = "easy: a solution with no negative coordinate, equations already solved for y, smaller counts and prices; medium: any solution, a term to eliminate that is already opposite, an equation to divide before comparing; hard: a negative coordinate, fractional slopes, an equation to multiply before eliminating, larger counts and prices"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG}, params=SystemParams, levels=Levels("steps", _BANDS))
def systems(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    mode = pick(rng, ctx.params.modes)
    if mode == "word":
        return _word(ctx)
    x0, y0 = rng.randint(-5, 5), rng.randint(-5, 5)
    while (
        (x0 < 0 or y0 < 0) if ctx.level.rank == 0 else (x0 >= 0 and y0 >= 0) if ctx.level.rank == 2 else False
    ):
        x0, y0 = rng.randint(-5, 5), rng.randint(-5, 5)  # easy: no negative coordinate; hard: one at least
    if mode == "num-solutions":
        return _num_solutions(ctx)
    eq1, eq2, explanation, diagram, code = _SOLVED[mode](ctx, mode, x0, y0)
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
    asked = Ask(
        f"What is the solution of the system {eq1} and {eq2}?"
        + (" Use the graph." if mode == "graph" else ""),
        f"The solution of the system {eq1} and {eq2} is ___.",
        answer,
        explanation,
        wrong,
        f"{mode}:{eq1}:{eq2}",
        fmt="expression",
        task="compute" if mode != "graph" else "represent",
        steps=3,
        acceptable=(f"x = {x0}, y = {y0}", answer.replace(" ", "")),
    )
    return build_ask(ctx, asked, diagram=diagram, standard=code)
