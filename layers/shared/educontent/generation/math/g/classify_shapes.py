"""Grades 3-5 classifying shapes: naming quadrilaterals and counting right angles and parallel sides
from a drawing (3.G.A.1, 4.G.A.2, 5.G.B.4), and classifying triangles by their angles (4.G.A.2)."""

from __future__ import annotations

import math
import random
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.draw.polygons import labelled_polygon
from educontent.generation.draw.svg import text
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import answer_question
from educontent.generation.kit.forms_pictured import visual
from educontent.generation.kit.geo_drawn import drawn
from educontent.generation.kit.math_forms import MathQuestion, Misconception
from educontent.generation.kit.question_builders import diagram, features, finish, mis
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.math.g._shape_geometry import (
    Point,
    fit,
    has_equal_sides,
    parallel_pairs,
    right_angles,
    turned,
)
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

QuadName = Literal["square", "rectangle", "rhombus", "parallelogram", "trapezoid", "quadrilateral"]


class ShapeParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["name", "count-right-angles", "count-parallel", "triangle"]
    shapes: list[QuadName] = Field(
        default_factory=lambda: ["square", "rectangle", "rhombus", "quadrilateral"]
    )


Quad = tuple[list[Point], list[str], list[int]]


def _parallelogram(kind: str, rng: random.Random, rank: int) -> Quad:
    """Leaning far from a rectangle on easy (55-60°), close to one on hard (70-75°)."""
    a = rng.randint(4, 9)
    b = a if kind == "rhombus" else rng.choice([x for x in range(3, 11) if x != a])
    lean = rng.choice(((55, 60), (55, 60, 65, 70), (70, 75))[rank])
    theta = math.radians(lean if rng.random() < 0.5 else 180 - lean)
    dx, dy = b * math.cos(theta), b * math.sin(theta)
    return [(0, 0), (a, 0), (a + dx, dy), (dx, dy)], [str(a), str(b), str(a), str(b)], []


def _trapezoid(rng: random.Random) -> Quad:
    bottom = rng.randint(8, 12)
    top = rng.randint(3, bottom - 3)
    h = rng.randint(3, 6)
    right = rng.random() < 0.4
    left_in = 0 if right else rng.randint(1, bottom - top - 1)
    pts: list[Point] = [(0, 0), (bottom, 0), (left_in + top, h), (left_in, h)]
    return pts, [str(bottom), "", str(top), str(h) if right else ""], ([0, 3] if right else [])


def _irregular(rng: random.Random) -> Quad:
    """A quadrilateral with no parallel sides and no equal sides."""
    while True:
        pts: list[Point] = [
            (0, 0),
            (rng.randint(6, 10), rng.randint(-2, 1)),
            (rng.randint(7, 12), rng.randint(5, 8)),
            (rng.randint(-1, 3), rng.randint(4, 7)),
        ]
        if parallel_pairs(pts) == 0 and right_angles(pts) == 0 and not has_equal_sides(pts):
            return pts, ["", "", "", ""], []


def _quad(kind: str, rng: random.Random, rank: int) -> Quad:
    """Vertices (math units), side labels and right-angle vertices of a quadrilateral of ``kind``."""
    if kind == "square":
        s = rng.randint(3, 9)
        return [(0, 0), (s, 0), (s, s), (0, s)], [str(s)] * 4, [0, 1, 2, 3]
    if kind == "rectangle":
        a = rng.randint(5, 12)
        b = rng.randint(2, a - 2)
        return [(0, 0), (a, 0), (a, b), (0, b)], [str(a), str(b), str(a), str(b)], [0, 1, 2, 3]
    if kind in ("rhombus", "parallelogram"):
        return _parallelogram(kind, rng, rank)
    if kind == "trapezoid":
        return _trapezoid(rng)
    return _irregular(rng)


def _name(
    ctx: GenerationContext, kind: str, pts: list[Point], svg: str, right: int, parallel: int
) -> MathQuestion:
    p: ShapeParams = ctx.params
    bank = load_bank("math", "g-classify-shapes")
    allowed = set(p.shapes) | {"quadrilateral", "parallelogram"}
    wrong = [
        mis(w["name"], w["misconception"], w["reason"])
        for w in bank["wrongNames"][kind]
        if w["name"] in allowed
    ]
    return answer_question(
        "What is the best name for this shape?",
        kind,
        f"Check the sides and corners. {bank['why'][kind]}",
        wrong,
        fill_text="The best name for this shape is ___.",
        diagram=diagram("shape", svg),
        answer_format="text",
        features=features("identify", 2, 1, "visual"),
        key=f"name:{kind}:{pts}",
    )


def _right_angles(
    ctx: GenerationContext, kind: str, pts: list[Point], svg: str, right: int, parallel: int
) -> MathQuestion:
    wrong = [
        mis(
            "4" if right != 4 else "2",
            "assumed-every-corner-is-square" if right != 4 else "counted-only-some-corners",
            "Look for the square corner marks at every corner.",
        ),
        mis(str(parallel), "counted-parallel-sides", "Right angles are square corners, not parallel sides."),
    ]
    explanation = f"A right angle is a square corner, shown by a small square. This shape has {right}."
    return _count_question("right angles", right, explanation, wrong, svg, 1, f"right:{kind}:{pts}")


def _parallel_sides(
    ctx: GenerationContext, kind: str, pts: list[Point], svg: str, right: int, parallel: int
) -> MathQuestion:
    answer = parallel
    wrong = [
        mis(
            str(2 * parallel) if parallel else "1",
            "counted-sides-not-pairs",
            "Count pairs of sides that never meet, not single sides.",
        ),
        mis(
            "2" if parallel != 2 else "1",
            "guessed-from-the-look",
            "Parallel sides stay the same distance apart all the way along.",
        ),
        mis(str(right), "counted-right-angles", "Parallel sides are not the same as square corners."),
    ]
    why = load_bank("math", "g-classify-shapes")["why"][kind]
    explanation = f"Parallel sides go in the same direction and never meet. {why} It has {answer} pair{'s' if answer != 1 else ''} of parallel sides."
    return _count_question(
        "pairs of parallel sides", answer, explanation, wrong, svg, 2, f"parallel:{kind}:{pts}"
    )


def _count_question(
    things: str, count: int, explanation: str, wrong: list[Misconception], svg: str, steps: int, key: str
) -> MathQuestion:
    """How many ``things`` the drawn shape has."""
    return answer_question(
        f"How many {things} does this shape have?",
        count,
        explanation,
        wrong,
        fill_text=f"The number of {things} in this shape is ___.",
        diagram=diagram("shape", svg),
        features=features("identify", steps, 1, "visual"),
        key=key,
    )


QUADRILATERAL_QUESTIONS = {
    "name": _name,
    "count-right-angles": _right_angles,
    "count-parallel": _parallel_sides,
}


def _triangle_angles(rng: random.Random, kind: str, rank: int) -> list[int]:
    """Angles of a ``kind`` triangle; the largest far from 90° on easy (20° or more), close on hard
    (within 10°)."""
    while True:
        if kind == "right":
            a = rng.randrange(25, 66, 5)
            angles = [90, a, 90 - a]
        elif kind == "acute":
            a = rng.randrange(45, 86, 5)
            b = rng.randrange(max(10, 95 - a), 86, 5)
            angles = [a, b, 180 - a - b]
        else:
            a = rng.randrange(95, 131, 5)
            b = rng.randrange(25, max(26, 180 - a - 24), 5)
            angles = [a, b, 180 - a - b]
        off = abs(max(angles) - 90)
        near = kind == "right" or (off >= 20, True, off <= 10)[rank]
        if min(angles) >= 25 and max(angles) <= 130 and (kind != "acute" or max(angles) < 90) and near:
            return angles


def _triangle(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    kind = pick(rng, ("right", "acute", "obtuse"))
    angles = _triangle_angles(rng, kind, ctx.level.rank)
    rng.shuffle(angles)
    A, B, _ = angles
    # base from P0 to P1, angle A at P0 and B at P1
    base = 10.0
    ta, tb = math.radians(A), math.radians(B)
    t = base * math.sin(tb) / math.sin(ta + tb)
    apex = (t * math.cos(ta), t * math.sin(ta))
    pts, _ = fit([(0, 0), (base, 0), apex])
    svg = labelled_polygon(
        pts,
        ["", "", ""],
        right_angles=[i for i, x in enumerate([A, B, angles[2]]) if x == 90],
        title="A triangle",
        desc=f"A triangle with angles of {angles[0]}°, {angles[1]}° and {angles[2]}°.",
    )
    answer = f"{kind} triangle"
    reasons = load_bank("math", "g-classify-shapes")["triangles"]
    wrong = [
        mis(f"{k} triangle", f"misread-the-largest-angle-as-{k}", reasons[k])
        for k in ("right", "acute", "obtuse")
        if k != kind
    ]
    big = max(angles)
    explanation = f"Look at the largest angle: {big}°. " + (
        "It is exactly 90°, so this is a right triangle."
        if big == 90
        else "It is more than 90°, so this is an obtuse triangle."
        if big > 90
        else "It is less than 90°, so all angles are acute: an acute triangle."
    )
    listing = f"{angles[0]}°, {angles[1]}° and {angles[2]}°"
    prompt = f"A triangle has angles of {listing}. What kind of triangle is it?"
    fill = f"A triangle with angles of {listing} is ___."
    asked = Asked(prompt, answer, explanation, wrong, fill, f"tri:{sorted(angles)}")
    return drawn(
        ctx, asked, "shape", _label_angles(svg, pts, angles), visual("identify", 2, 2), answer_format="text"
    )


def _label_angles(svg: str, pts: list[Point], angles: list[int]) -> str:
    """Write each angle's measure just inside its corner."""
    cx = sum(x for x, _ in pts) / 3
    cy = sum(y for _, y in pts) / 3
    labels = []
    for (x, y), a in zip(pts, angles, strict=True):
        dx, dy = cx - x, cy - y
        d = math.hypot(dx, dy) or 1
        labels.append(text(x + 34 * dx / d, y + 34 * dy / d + 5, f"{a}°", size=13))
    return svg.replace("</svg>", "".join(labels) + "</svg>")


_BANDS = "easy: shapes drawn with a side flat, parallelograms and rhombuses leaning far (55-60°), a triangle's largest angle 20° or more from a right angle; medium: any lean and angle; hard: shapes drawn turned, parallelograms close to rectangles (70-75°), the largest angle within 10° of 90°"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG}, params=ShapeParams, levels=Levels("form", _BANDS))
def classify_shapes(ctx: GenerationContext) -> Draft:
    p: ShapeParams = ctx.params
    rng = ctx.rng
    if p.mode == "triangle":
        return _triangle(ctx)
    kind = pick(rng, p.shapes)
    pts, labels, rights = _quad(kind, rng, ctx.level.rank)
    unit = pick(rng, ("cm", "in", "m"))
    parallel = parallel_pairs(pts)
    right = len(rights)
    desc = (
        "A four-sided shape. Sides, in order: "
        + ", ".join(f"{lab} {unit}" if lab else "not labelled" for lab in labels)
        + f". Square corner marks show {right} right angle{'s' if right != 1 else ''}."
    )
    # hard: the shape is drawn turned, with no side flat on the bottom
    drawn, _ = fit(turned(pts, rng.choice((-35, -25, 20, 30))) if ctx.level.rank == 2 else pts)
    svg = labelled_polygon(
        drawn,
        [f"{lab} {unit}" if lab else "" for lab in labels],
        right_angles=rights,
        title="A quadrilateral",
        desc=desc,
    )
    return finish(ctx, QUADRILATERAL_QUESTIONS[p.mode](ctx, kind, pts, svg, right, parallel))
