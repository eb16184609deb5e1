"""Grade 4 lines of symmetry: whether a dashed line is a line of symmetry, and how many lines of
symmetry a shape has (4.G.A.3)."""

from __future__ import annotations

import math
from typing import Literal

from pydantic import BaseModel, ConfigDict

from educontent.generation.draw.symmetry import symmetry_figure
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_pictured import visual
from educontent.generation.kit.geo_drawn import drawn
from educontent.generation.kit.grammar import article
from educontent.generation.kit.question_builders import mis
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.math.g._shape_geometry import Point, fit
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

SYM_SHAPES: dict[str, list[Point]] = {
    "square": [(0, 0), (6, 0), (6, 6), (0, 6)],
    "rectangle": [(0, 0), (9, 0), (9, 5), (0, 5)],
    "rhombus": [(0, 4), (3, 0), (6, 4), (3, 8)],
    "parallelogram": [(0, 0), (7, 0), (10, 5), (3, 5)],
    "isosceles triangle": [(0, 0), (8, 0), (4, 7)],
    "equilateral triangle": [(0, 0), (8, 0), (4, 4 * math.sqrt(3))],
    "scalene triangle": [(0, 0), (9, 0), (2, 6)],
    "kite": [(0, 5), (3, 0), (6, 5), (3, 9)],
    "isosceles trapezoid": [(0, 0), (10, 0), (7, 5), (3, 5)],
    "regular pentagon": [
        (math.cos(math.radians(90 + 72 * k)) * 5, math.sin(math.radians(90 + 72 * k)) * 5) for k in range(5)
    ],
    "regular hexagon": [
        (math.cos(math.radians(60 * k)) * 5, math.sin(math.radians(60 * k)) * 5) for k in range(6)
    ],
    "arrow": [(0, 2), (5, 2), (5, 0), (9, 3), (5, 6), (5, 4), (0, 4)],
    "right trapezoid": [(0, 0), (9, 0), (6, 5), (0, 5)],
}
SYM_COUNT = {
    "square": 4,
    "rectangle": 2,
    "rhombus": 2,
    "parallelogram": 0,
    "isosceles triangle": 1,
    "equilateral triangle": 3,
    "scalene triangle": 0,
    "kite": 1,
    "isosceles trapezoid": 1,
    "regular pentagon": 5,
    "regular hexagon": 6,
    "arrow": 1,
    "right trapezoid": 0,
}


class SymmetryParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["is-line", "count"]


def _axes(pts: list[Point]) -> list[tuple[Point, Point]]:
    """Candidate fold lines through the centre: to each vertex and to each side's midpoint."""
    n = len(pts)
    c = (sum(x for x, _ in pts) / n, sum(y for _, y in pts) / n)
    out = [(c, v) for v in pts]
    out += [
        (c, ((pts[i][0] + pts[(i + 1) % n][0]) / 2, (pts[i][1] + pts[(i + 1) % n][1]) / 2)) for i in range(n)
    ]
    out += [(c, (c[0] + 1, c[1])), (c, (c[0], c[1] + 1))]
    return out


def _reflect(p: Point, a: Point, b: Point) -> Point:
    dx, dy = b[0] - a[0], b[1] - a[1]
    t = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)
    fx, fy = a[0] + t * dx, a[1] + t * dy
    return 2 * fx - p[0], 2 * fy - p[1]


def _is_axis(pts: list[Point], a: Point, b: Point) -> bool:
    if math.dist(a, b) < 1e-9:
        return False
    mirrored = [_reflect(p, a, b) for p in pts]
    return all(min(math.dist(m, q) for q in pts) < 0.6 for m in mirrored)


def _count(ctx: GenerationContext, kind: str, pts: list[Point]) -> Draft:
    count = SYM_COUNT[kind]
    svg = symmetry_figure(pts, None, title=f"{article(kind).capitalize()} {kind}", desc=f"A grey {kind}.")
    wrong = [
        mis(
            str(count + 1) if count != 3 else "4",
            "counted-a-fold-that-does-not-match",
            "Fold along each line in your mind: both halves must match exactly.",
        ),
        mis(
            str(max(0, count - 1)) if count else "2",
            "missed-a-line",
            "Look for lines through corners and through the middles of sides.",
        ),
        mis(str(len(SYM_SHAPES[kind])), "counted-the-sides", "Count fold lines, not sides."),
    ]
    if kind in ("rectangle", "parallelogram"):
        wrong.insert(
            0,
            mis(
                "4" if kind == "rectangle" else "2",
                "counted-the-diagonals",
                "Folding along a diagonal does not make the halves match.",
            ),
        )
    prompt = f"How many lines of symmetry does this {kind} have?"
    explanation = f"A line of symmetry folds the shape into two matching halves. {article(kind).capitalize()} {kind} has {count}."
    fill = f"The number of lines of symmetry of this {kind} is ___."
    asked = Asked(prompt, str(count), explanation, wrong, fill, f"symcount:{kind}", count)
    return drawn(ctx, asked, "shape", svg, visual("identify", 2, 1))


def _is_line(ctx: GenerationContext, kind: str, pts: list[Point]) -> Draft:
    rng = ctx.rng
    axes = _axes(pts)
    good = [ax for ax in axes if _is_axis(pts, *ax)]
    bad = [ax for ax in axes if not _is_axis(pts, *ax)]
    want = (rng.random() < 0.5 and bool(good)) or not bad
    (a, b) = pick(rng, good if want else bad)
    # extend the fold line across the shape
    dx, dy = b[0] - a[0], b[1] - a[1]
    norm = math.hypot(dx, dy)
    dx, dy = dx / norm * 170, dy / norm * 170
    axis = (round(a[0] - dx, 1), round(a[1] - dy, 1), round(a[0] + dx, 1), round(a[1] + dy, 1))
    svg = symmetry_figure(
        pts,
        axis,
        title=f"{article(kind).capitalize()} {kind} with a dashed line",
        desc=f"A grey {kind} with a dashed line drawn across it.",
    )
    answer = "a line of symmetry" if want else "not a line of symmetry"
    other = "not a line of symmetry" if want else "a line of symmetry"
    wrong = [
        mis(
            other,
            "thought-the-halves-match" if not want else "thought-the-halves-do-not-match",
            "Fold along the line in your mind: do the two halves land exactly on each other?",
        ),
    ]
    question = f"Is the dashed line a line of symmetry for this {kind}?"
    prompt = f"{question} Answer 'a line of symmetry' or 'not a line of symmetry'."
    explanation = (
        "If you fold the shape along the dashed line, the two halves match exactly, so it is a line of symmetry."
        if want
        else "If you fold the shape along the dashed line, the two halves do not match, so it is not a line of symmetry."
    )
    asked = Asked(prompt, answer, explanation, wrong, "The dashed line is ___.", f"symline:{kind}:{axis}")
    return drawn(ctx, asked, "shape", svg, visual("reason", 2, 1), question, answer_format="text")


_BANDS = "easy: familiar shapes (square, rectangle, triangles, kite, arrow, parallelogram); medium: any shape; hard: shapes whose symmetry is easy to misjudge (rhombus, parallelogram, kite, trapezoids, equilateral triangle, regular pentagon and hexagon)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG}, params=SymmetryParams, levels=Levels("form", _BANDS))
def symmetry(ctx: GenerationContext) -> Draft:
    p: SymmetryParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    pool = ("square", "rectangle", "isosceles triangle", "scalene triangle", "kite", "arrow", "parallelogram")
    if rank == 1:
        pool = tuple(SYM_SHAPES)
    elif rank == 2:  # the shapes whose symmetry is easy to misjudge
        pool = tuple(
            k
            for k in SYM_SHAPES
            if k not in ("square", "rectangle", "isosceles triangle", "scalene triangle", "arrow")
        )
    kind = pick(rng, pool)
    pts, _ = fit(list(SYM_SHAPES[kind]), (260, 260))
    pts = [(x - 10, y) for x, y in pts]
    return _count(ctx, kind, pts) if p.mode == "count" else _is_line(ctx, kind, pts)
