"""Grades 3-5 geometry: naming quadrilaterals and counting right angles and parallel sides from a
drawing (3.G.A.1, 4.G.A.2, 5.G.B.4), classifying triangles by their angles (4.G.A.2), true
statements about categories of shapes (3.G.A.1, 5.G.B.3, 5.G.B.4), angles as turns, reading angle
measures, adding and finding unknown angles (4.MD.C.5-7), points, lines, segments, rays,
parallel and perpendicular lines (4.G.A.1), lines of symmetry (4.G.A.3) and the first-quadrant
coordinate grid (5.G.A.1-2)."""

from __future__ import annotations

import math
import random
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.generators import _g35_svg as draw
from educontent.generation.generators._g35_common import (
    clean,
    diagram,
    features,
    finish,
    fr,
    mis,
    name,
    pick,
)
from educontent.generation.kit.math_forms import MathQuestion, Misconception
from educontent.generation.registry import Draft, GenerationContext, generator

T = ContentType
BASIC = {T.MULTIPLE_CHOICE, T.SHORT_ANSWER, T.FILL_BLANK, T.TRUE_FALSE}
Point = tuple[float, float]


# ---- quadrilaterals and other polygons ----------------------------------------------------------

QuadName = Literal["square", "rectangle", "rhombus", "parallelogram", "trapezoid", "quadrilateral"]


def _fit(points: list[Point], box: tuple[float, float] = (300, 240)) -> tuple[list[Point], float]:
    """Scale and move ``points`` (math units, y up) into the drawing box; returns (points, scale)."""
    xs, ys = [x for x, _ in points], [y for _, y in points]
    w, h = max(xs) - min(xs), max(ys) - min(ys)
    s = min(box[0] / (w or 1), box[1] / (h or 1))
    x0 = 50 + (box[0] - w * s) / 2
    y0 = 40 + (box[1] - h * s) / 2
    return [(round(x0 + (x - min(xs)) * s, 1), round(y0 + (max(ys) - y) * s, 1)) for x, y in points], s


def _quad(kind: str, rng: random.Random) -> tuple[list[Point], list[str], list[int]]:
    """Vertices (math units), side labels and right-angle vertices of a quadrilateral of ``kind``."""
    if kind == "square":
        s = rng.randint(3, 9)
        return [(0, 0), (s, 0), (s, s), (0, s)], [str(s)] * 4, [0, 1, 2, 3]
    if kind == "rectangle":
        a = rng.randint(5, 12)
        b = rng.randint(2, a - 2)
        return [(0, 0), (a, 0), (a, b), (0, b)], [str(a), str(b), str(a), str(b)], [0, 1, 2, 3]
    if kind in ("rhombus", "parallelogram"):
        a = rng.randint(4, 9)
        b = a if kind == "rhombus" else rng.choice([x for x in range(3, 11) if x != a])
        theta = math.radians(rng.choice([55, 60, 65, 70, 120, 115]))
        dx, dy = b * math.cos(theta), b * math.sin(theta)
        return [(0, 0), (a, 0), (a + dx, dy), (dx, dy)], [str(a), str(b), str(a), str(b)], []
    if kind == "trapezoid":
        bottom = rng.randint(8, 12)
        top = rng.randint(3, bottom - 3)
        h = rng.randint(3, 6)
        right = rng.random() < 0.4
        left_in = 0 if right else rng.randint(1, bottom - top - 1)
        pts = [(0, 0), (bottom, 0), (left_in + top, h), (left_in, h)]
        return pts, [str(bottom), "", str(top), str(h) if right else ""], ([0, 3] if right else [])
    # a quadrilateral with no parallel sides and no equal sides
    while True:
        pts = [
            (0, 0),
            (rng.randint(6, 10), rng.randint(-2, 1)),
            (rng.randint(7, 12), rng.randint(5, 8)),
            (rng.randint(-1, 3), rng.randint(4, 7)),
        ]
        if _parallel_pairs(pts) == 0 and _right_angles(pts) == 0 and not _has_equal_sides(pts):
            return pts, ["", "", "", ""], []


def _vec(a: Point, b: Point) -> Point:
    return b[0] - a[0], b[1] - a[1]


def _parallel_pairs(pts: list[Point]) -> int:
    n = len(pts)
    sides = [_vec(pts[i], pts[(i + 1) % n]) for i in range(n)]
    count = 0
    for i in range(n):
        for j in range(i + 1, n):
            (ax, ay), (bx, by) = sides[i], sides[j]
            if abs(ax * by - ay * bx) < 1e-6 * math.hypot(ax, ay) * math.hypot(bx, by) + 1e-9:
                count += 1
    return count


def _right_angles(pts: list[Point]) -> int:
    n = len(pts)
    count = 0
    for i in range(n):
        (ax, ay), (bx, by) = _vec(pts[i], pts[i - 1]), _vec(pts[i], pts[(i + 1) % n])
        if abs(ax * bx + ay * by) < 1e-6 * math.hypot(ax, ay) * math.hypot(bx, by):
            count += 1
    return count


def _has_equal_sides(pts: list[Point]) -> bool:
    n = len(pts)
    lengths = [math.dist(pts[i], pts[(i + 1) % n]) for i in range(n)]
    return any(abs(lengths[i] - lengths[j]) < 0.3 for i in range(n) for j in range(i + 1, n))


NAME_WRONG: dict[str, list[tuple[str, str, str]]] = {
    "square": [
        (
            "rectangle",
            "chose-a-less-exact-name",
            "A square is a special rectangle; with 4 equal sides its best name is square.",
        ),
        (
            "rhombus",
            "chose-a-less-exact-name",
            "A square is a special rhombus; with 4 right angles its best name is square.",
        ),
        (
            "parallelogram",
            "chose-a-less-exact-name",
            "Square is the most exact name: 4 equal sides and 4 right angles.",
        ),
        (
            "quadrilateral",
            "chose-a-less-exact-name",
            "Every square is a quadrilateral, but square is the best name.",
        ),
    ],
    "rectangle": [
        (
            "square",
            "thought-all-sides-are-equal",
            "The sides are not all the same length, so it is not a square.",
        ),
        (
            "rhombus",
            "mixed-up-rhombus-and-rectangle",
            "A rhombus has 4 equal sides; this shape has 4 right angles.",
        ),
        (
            "parallelogram",
            "chose-a-less-exact-name",
            "It has 4 right angles, so rectangle is the better name.",
        ),
        ("quadrilateral", "chose-a-less-exact-name", "It is a quadrilateral, but rectangle is more exact."),
    ],
    "rhombus": [
        (
            "square",
            "thought-the-corners-are-square",
            "The corners are not right angles, so it is not a square.",
        ),
        (
            "rectangle",
            "mixed-up-rhombus-and-rectangle",
            "A rectangle has 4 right angles; this shape has 4 equal sides.",
        ),
        ("parallelogram", "chose-a-less-exact-name", "All 4 sides are equal, so rhombus is the better name."),
        ("trapezoid", "counted-one-pair-of-parallel-sides", "Both pairs of opposite sides are parallel."),
    ],
    "parallelogram": [
        ("rectangle", "thought-the-corners-are-square", "The corners are not right angles."),
        ("rhombus", "thought-all-sides-are-equal", "The sides are not all the same length."),
        ("trapezoid", "counted-one-pair-of-parallel-sides", "Both pairs of opposite sides are parallel."),
        ("square", "thought-the-corners-are-square", "A square needs 4 right angles and 4 equal sides."),
    ],
    "trapezoid": [
        ("parallelogram", "thought-both-pairs-are-parallel", "Only one pair of opposite sides is parallel."),
        ("rectangle", "thought-the-corners-are-square", "Not all the corners are right angles."),
        ("rhombus", "thought-all-sides-are-equal", "The sides are not all equal."),
        (
            "quadrilateral",
            "chose-a-less-exact-name",
            "It has one pair of parallel sides, so trapezoid is more exact.",
        ),
    ],
    "quadrilateral": [
        ("trapezoid", "thought-two-sides-are-parallel", "No two sides of this shape are parallel."),
        ("parallelogram", "thought-two-sides-are-parallel", "No two sides of this shape are parallel."),
        ("rhombus", "thought-all-sides-are-equal", "The sides are not equal."),
        ("rectangle", "thought-the-corners-are-square", "The corners are not right angles."),
        (
            "square",
            "thought-the-corners-are-square",
            "The corners are not right angles and the sides are not equal.",
        ),
    ],
}
WHY = {
    "square": "It has 4 equal sides and 4 right angles, so it is a square.",
    "rectangle": "It has 4 right angles, but the sides are not all equal, so it is a rectangle.",
    "rhombus": "It has 4 equal sides, but no right angles, so it is a rhombus.",
    "parallelogram": "Both pairs of opposite sides are parallel, but it has no right angles and not all sides are equal, so it is a parallelogram.",
    "trapezoid": "Exactly one pair of opposite sides is parallel, so it is a trapezoid.",
    "quadrilateral": "It has 4 sides, but no parallel sides, no right angles and no equal sides, so it does not belong to any special group: it is just a quadrilateral.",
}


class ShapeParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["name", "count-right-angles", "count-parallel", "triangle"]
    shapes: list[QuadName] = Field(
        default_factory=lambda: ["square", "rectangle", "rhombus", "quadrilateral"]
    )


def _shape_svg(
    pts: list[Point], labels: list[str], rights: list[int], unit: str, title: str, desc: str
) -> str:
    drawn, _ = _fit(pts)
    return draw.labelled_polygon(
        drawn,
        [f"{lab} {unit}" if lab else "" for lab in labels],
        right_angles=rights,
        title=title,
        desc=desc,
    )


@generator("math.g35.shape", content_types=BASIC | {T.DIAGRAM}, params=ShapeParams)
def shape(ctx: GenerationContext) -> Draft:
    p: ShapeParams = ctx.params
    rng = ctx.rng
    if p.mode == "triangle":
        return _triangle(ctx)
    kind = pick(rng, p.shapes)
    pts, labels, rights = _quad(kind, rng)
    unit = pick(rng, ("cm", "in", "m"))
    parallel = _parallel_pairs(pts)
    right = len(rights)
    desc = (
        "A four-sided shape. Sides, in order: "
        + ", ".join(f"{lab} {unit}" if lab else "not labelled" for lab in labels)
        + f". Square corner marks show {right} right angle{'s' if right != 1 else ''}."
    )
    svg = _shape_svg(pts, labels, rights, unit, "A quadrilateral", desc)
    if p.mode == "name":
        allowed = set(p.shapes) | {"quadrilateral", "parallelogram"}
        wrong = [mis(*w) for w in NAME_WRONG[kind] if w[0] in allowed]
        q = MathQuestion(
            prompt="What is the best name for this shape?",
            answer_display=kind,
            explanation=f"Check the sides and corners. {WHY[kind]}",
            misconceptions=clean(kind, wrong),
            fill_text="The best name for this shape is ___.",
            diagram=diagram("shape", svg),
            answer_format="text",
            features=features("identify", 2, 1, "visual"),
            key=f"name:{kind}:{pts}",
        )
        return finish(ctx, q)
    if p.mode == "count-right-angles":
        answer = right
        wrong = [
            mis(
                "4" if right != 4 else "2",
                "assumed-every-corner-is-square" if right != 4 else "counted-only-some-corners",
                "Look for the square corner marks at every corner.",
            ),
            mis(
                str(parallel),
                "counted-parallel-sides",
                "Right angles are square corners, not parallel sides.",
            ),
        ]
        q = MathQuestion(
            prompt="How many right angles does this shape have?",
            answer_display=str(answer),
            answer_value=answer,
            explanation=f"A right angle is a square corner, shown by a small square. This shape has {answer}.",
            misconceptions=clean(str(answer), wrong),
            fill_text="The number of right angles in this shape is ___.",
            diagram=diagram("shape", svg),
            features=features("identify", 1, 1, "visual"),
            key=f"right:{kind}:{pts}",
        )
        return finish(ctx, q)
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
    q = MathQuestion(
        prompt="How many pairs of parallel sides does this shape have?",
        answer_display=str(answer),
        answer_value=answer,
        explanation=f"Parallel sides go in the same direction and never meet. {WHY[kind]} It has {answer} pair{'s' if answer != 1 else ''} of parallel sides.",
        misconceptions=clean(str(answer), wrong),
        fill_text="The number of pairs of parallel sides in this shape is ___.",
        diagram=diagram("shape", svg),
        features=features("identify", 2, 1, "visual"),
        key=f"parallel:{kind}:{pts}",
    )
    return finish(ctx, q)


def _triangle(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    kind = pick(rng, ("right", "acute", "obtuse"))
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
        if min(angles) >= 25 and max(angles) <= 130 and (kind != "acute" or max(angles) < 90):
            break
    rng.shuffle(angles)
    A, B, _ = angles
    # base from P0 to P1, angle A at P0 and B at P1
    base = 10.0
    ta, tb = math.radians(A), math.radians(B)
    t = base * math.sin(tb) / math.sin(ta + tb)
    apex = (t * math.cos(ta), t * math.sin(ta))
    pts, _ = _fit([(0, 0), (base, 0), apex])
    svg = draw.labelled_polygon(
        pts,
        ["", "", ""],
        right_angles=[i for i, x in enumerate([A, B, angles[2]]) if x == 90],
        title="A triangle",
        desc=f"A triangle with angles of {angles[0]}°, {angles[1]}° and {angles[2]}°.",
    )
    answer = f"{kind} triangle"
    others = [k for k in ("right", "acute", "obtuse") if k != kind]
    reasons = {
        "right": "A right triangle has one angle of exactly 90°.",
        "acute": "An acute triangle has all three angles less than 90°.",
        "obtuse": "An obtuse triangle has one angle greater than 90°.",
    }
    wrong = [mis(f"{k} triangle", f"misread-the-largest-angle-as-{k}", reasons[k]) for k in others]
    big = max(angles)
    explanation = f"Look at the largest angle: {big}°. " + (
        "It is exactly 90°, so this is a right triangle."
        if big == 90
        else "It is more than 90°, so this is an obtuse triangle."
        if big > 90
        else "It is less than 90°, so all angles are acute: an acute triangle."
    )
    listing = f"{angles[0]}°, {angles[1]}° and {angles[2]}°"
    q = MathQuestion(
        prompt=f"A triangle has angles of {listing}. What kind of triangle is it?",
        answer_display=answer,
        explanation=explanation,
        misconceptions=clean(answer, wrong),
        fill_text=f"A triangle with angles of {listing} is ___.",
        diagram=diagram("shape", _label_angles(svg, pts, angles)),
        answer_format="text",
        features=features("identify", 2, 2, "visual"),
        key=f"tri:{sorted(angles)}",
    )
    return finish(ctx, q)


def _label_angles(svg: str, pts: list[Point], angles: list[int]) -> str:
    """Write each angle's measure just inside its corner."""
    cx = sum(x for x, _ in pts) / 3
    cy = sum(y for _, y in pts) / 3
    labels = []
    for (x, y), a in zip(pts, angles, strict=True):
        dx, dy = cx - x, cy - y
        d = math.hypot(dx, dy) or 1
        labels.append(draw.text(x + 34 * dx / d, y + 34 * dy / d + 5, f"{a}°", size=13))
    return svg.replace("</svg>", "".join(labels) + "</svg>")


# ---- statements about categories -------------------------------------------------------------------

SUPERS: dict[str, set[str]] = {
    "square": {"square", "rectangle", "rhombus", "parallelogram", "quadrilateral", "polygon"},
    "rectangle": {"rectangle", "parallelogram", "quadrilateral", "polygon"},
    "rhombus": {"rhombus", "parallelogram", "quadrilateral", "polygon"},
    "parallelogram": {"parallelogram", "quadrilateral", "polygon"},
    "quadrilateral": {"quadrilateral", "polygon"},
    "right triangle": {"right triangle", "triangle", "polygon"},
    "triangle": {"triangle", "polygon"},
}
PLURAL = {
    "square": "squares",
    "rectangle": "rectangles",
    "rhombus": "rhombuses",
    "parallelogram": "parallelograms",
    "quadrilateral": "quadrilaterals",
    "polygon": "polygons",
    "right triangle": "right triangles",
    "triangle": "triangles",
}
HAS: dict[str, set[str]] = {
    "4 right angles": {"square", "rectangle"},
    "4 equal sides": {"square", "rhombus"},
    "2 pairs of parallel sides": {"square", "rectangle", "rhombus", "parallelogram"},
    "opposite sides of equal length": {"square", "rectangle", "rhombus", "parallelogram"},
    "4 sides": {"square", "rectangle", "rhombus", "parallelogram", "quadrilateral"},
    "at least one right angle": {"square", "rectangle", "right triangle"},
    "3 sides": {"right triangle", "triangle"},
}


class CategoryParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["hierarchy", "attributes"]
    shapes: list[str] = Field(
        default_factory=lambda: ["square", "rectangle", "rhombus", "parallelogram", "quadrilateral"]
    )


@generator("math.g35.shape-category", content_types={T.MULTIPLE_CHOICE, T.TRUE_FALSE}, params=CategoryParams)
def shape_category(ctx: GenerationContext) -> Draft:
    p: CategoryParams = ctx.params
    rng = ctx.rng
    shapes = [s for s in p.shapes if s in SUPERS]
    wrong: list[Misconception] = []
    if p.mode == "hierarchy":
        for _ in range(50):
            sub = pick(rng, shapes)
            trues = sorted(SUPERS[sub] - {sub})
            if trues:
                break
        sup = pick(rng, trues)
        answer = f"All {PLURAL[sub]} are {PLURAL[sup]}."
        if sup in shapes and sub not in SUPERS[sup]:
            wrong.append(
                mis(
                    f"All {PLURAL[sup]} are {PLURAL[sub]}.",
                    "reversed-the-categories",
                    f"Every {sub} is a {sup}, but not every {sup} is a {sub}.",
                )
            )
        others = [
            (x, y)
            for x in sorted(shapes)
            for y in sorted(shapes)
            if x != y and y not in SUPERS[x] and (x, y) != (sup, sub)
        ]
        rng.shuffle(others)
        for x, y in others[:3]:
            reason = (
                f"Every {y} is a {x}, but not every {x} is a {y}."
                if x in SUPERS[y]
                else f"A {x} does not have to have the features of a {y}."
            )
            wrong.append(
                mis(
                    f"All {PLURAL[x]} are {PLURAL[y]}.",
                    "reversed-the-categories" if x in SUPERS[y] else "mixed-up-categories",
                    reason,
                )
            )
        explanation = f"Every {sub} has all the features of a {sup}, so all {PLURAL[sub]} are {PLURAL[sup]}. A smaller group sits inside a bigger group, not the other way round."
    else:
        for _ in range(50):
            sub = pick(rng, shapes)
            props = sorted(k for k, owners in HAS.items() if sub in owners)
            if props:
                break
        prop = pick(rng, props)
        answer = f"Every {sub} has {prop}."
        for other in sorted(shapes):
            for k in sorted(HAS):
                if other not in HAS[k] and any(o in HAS[k] for o in shapes):
                    wrong.append(
                        mis(
                            f"Every {other} has {k}.",
                            "gave-a-subgroup-feature-to-the-whole-group",
                            f"Only some {PLURAL[other]} have {k}.",
                        )
                    )
        rng.shuffle(wrong)
        parent = sorted(x for x in SUPERS[sub] if x != sub and prop in [k for k, v in HAS.items() if x in v])
        explanation = (
            f"A {sub} is a kind of {parent[0]}, and every {parent[0]} has {prop}, so every {sub} has {prop} too."
            if parent
            else f"Every {sub} has {prop}: it is part of what makes a shape a {sub}."
        )
    q = MathQuestion(
        prompt="Which statement is true?",
        answer_display=answer,
        explanation=explanation,
        misconceptions=clean(answer, wrong[:4]),
        fill_text="___",
        answer_format="text",
        features=features("reason", 2, 1, "text"),
        key=f"cat:{answer}",
        instructions="Think about the groups that shapes belong to.",
    )
    return finish(ctx, q)


def _category_truth(statement: str) -> bool:
    singular = {v: k for k, v in PLURAL.items()}
    body = statement.removeprefix("All ").removesuffix(".")
    sub, sup = body.split(" are ")
    return singular[sup] in SUPERS[singular[sub]]


# ---- angles ------------------------------------------------------------------------------------------


class AngleParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["turn", "turn-fraction", "equal-parts", "measure", "classify", "unknown-part", "join"]


TURNS = (
    Fraction(1, 4),
    Fraction(1, 2),
    Fraction(3, 4),
    Fraction(1, 3),
    Fraction(1, 6),
    Fraction(1, 8),
    Fraction(1, 12),
    Fraction(1, 36),
    Fraction(1, 10),
    Fraction(1, 5),
    Fraction(3, 8),
    Fraction(2, 3),
    Fraction(5, 12),
    Fraction(1, 360),
)


@generator("math.g35.angle", content_types=BASIC | {T.DIAGRAM}, params=AngleParams)
def angle(ctx: GenerationContext) -> Draft:
    p: AngleParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    mode = p.mode
    if mode in ("turn", "turn-fraction"):
        turn = pick(rng, TURNS[: (5, 10, 14)[rank]])
        deg = turn * 360
        svg = draw.angle_figure(
            [0, float(deg)] if deg < 360 else [0],
            ["?"],
            title="An angle as part of a turn",
            desc=f"Two rays from a center point. The angle between them is {fr(turn)} of a full turn around a circle.",
        )
        if mode == "turn":
            answer = str(deg.numerator)
            prompt = f"An angle turns through {fr(turn)} of a full circle. How many degrees is the angle?"
            fill = f"An angle that turns through {fr(turn)} of a full circle measures ___."
            wrong = [
                mis(
                    str(int(180 * turn)) if (180 * turn).denominator == 1 else "180",
                    "used-180-for-a-full-turn",
                    "A full turn is 360 degrees, not 180.",
                ),
                mis(
                    str(int(100 * turn)) if (100 * turn).denominator == 1 else str(turn.denominator),
                    "used-100-for-a-full-turn",
                    "A full turn is 360 degrees.",
                ),
                mis(
                    str(360 - deg.numerator) if deg != 180 else "90",
                    "found-the-rest-of-the-turn",
                    "This is the part of the circle the angle does not turn through.",
                ),
                mis(str(turn.denominator), "gave-the-denominator", f"Find {fr(turn)} of 360 degrees."),
            ]
            explanation = f"A full turn is 360°. {fr(turn)} of 360 = 360 ÷ {turn.denominator} × {turn.numerator} = {deg}°."
            unit = "degrees"
            af = "number"
        else:
            answer = fr(turn)
            prompt = f"An angle measures {deg}°. What fraction of a full turn is it?"
            fill = f"An angle of {deg}° is a fraction of a full turn that is ___."
            wrong = [
                mis(
                    fr(Fraction(deg.numerator, 180)) if deg < 180 else fr(turn / 2),
                    "used-180-for-a-full-turn",
                    "A full turn is 360 degrees.",
                ),
                mis(
                    fr(Fraction(deg.numerator, 100)),
                    "used-100-for-a-full-turn",
                    "A full turn is 360 degrees.",
                ),
                mis(
                    fr(1 - turn),
                    "found-the-rest-of-the-turn",
                    "This is the part of the turn that is left over.",
                ),
            ]
            explanation = f"A full turn is 360°. {deg}/360 = {answer}."
            unit = None
            af = "fraction"
        q = MathQuestion(
            prompt=prompt,
            answer_display=answer,
            answer_value=int(answer) if answer.isdigit() else answer,
            unit=unit,
            explanation=explanation,
            misconceptions=clean(answer, wrong),
            fill_text=fill,
            diagram=diagram("shape", svg, prompt),
            answer_format=af,  # type: ignore[arg-type]
            features=features("compute", 2, 3, "text"),
            key=f"{mode}:{turn}",
        )
        return finish(ctx, q)
    if mode == "equal-parts":
        k = rng.randint(2, (4, 6, 9)[rank])
        d = pick(rng, (5, 10, 15, 20) if rank < 2 else (5, 10, 12, 15, 18, 20))
        while k * d > 180:
            k -= 1
        total = k * d
        svg = draw.angle_figure(
            [float(d * i) for i in range(k + 1)],
            [f"{d}°"] * k,
            title="An angle made of equal smaller angles",
            desc=f"An angle split into {k} equal smaller angles, each marked {d}°.",
        )
        prompt = f"An angle is made of {k} smaller angles that each measure {d}°. What is the measure of the whole angle?"
        wrong = [
            mis(str(k + d), "added-instead-of-multiplied", f"There are {k} angles of {d}° each: multiply."),
            mis(str(d), "gave-one-part", "That is only one of the small angles."),
            mis(str(d * (k - 1)), "one-part-too-few", "Count every small angle."),
        ]
        q = MathQuestion(
            prompt=prompt,
            answer_display=str(total),
            answer_value=total,
            unit="degrees",
            explanation=f"An angle that turns through {total} one-degree angles measures {total}°: {k} × {d} = {total}.",
            misconceptions=clean(str(total), wrong),
            fill_text=f"An angle made of {k} smaller angles of {d}° each measures ___.",
            diagram=diagram("shape", svg, prompt),
            features=features("compute", 2, 3, "visual"),
            key=f"parts:{k}:{d}",
        )
        return finish(ctx, q)
    if mode in ("measure", "classify"):
        step = 10 if rank == 0 else 5
        if mode == "classify":
            deg = pick(rng, [x for x in range(step, 181, step) if x not in (0,)])
        else:
            deg = rng.randrange(step * 2, 180 - step, step)
        base = 0.0
        svg = draw.angle_figure(
            [base, base + deg],
            [f"{deg}°"] if mode == "classify" else [""],
            scale=mode == "measure",
            letters=["A", "C", "B"],
            title="An angle",
            desc=(
                "Angle ABC with vertex B, drawn on a degree scale marked every 10 degrees from 0 to 180. Ray BA lies along 0."
                if mode == "measure"
                else f"Angle ABC with vertex B. Its measure is labelled {deg}°."
            ),
        )
        if mode == "measure":
            answer = str(deg)
            prompt = "Use the degree scale. What is the measure of angle ABC?"
            fill = "The measure of angle ABC is ___."
            wrong = [
                mis(str(180 - deg), "read-the-wrong-scale", "Start counting from the ray that lies on 0."),
                mis(
                    str(deg + 10),
                    "counted-one-mark-too-many",
                    "Each long mark is 10 degrees; recount the marks.",
                ),
                mis(
                    str(deg - 10),
                    "counted-one-mark-too-few",
                    "Each long mark is 10 degrees; recount the marks.",
                ),
            ]
            explanation = f"Ray BA is on 0. Follow the scale around to ray BC: it points to {deg}. The angle measures {deg}°."
            unit = "degrees"
            task = "represent"
        else:
            answer = "right" if deg == 90 else "straight" if deg == 180 else "acute" if deg < 90 else "obtuse"
            prompt = f"Angle ABC measures {deg}°. What kind of angle is it: acute, right, obtuse or straight?"
            fill = f"An angle of {deg}° is ___."
            names = {
                "acute": "An acute angle is less than 90°.",
                "right": "A right angle is exactly 90°.",
                "obtuse": "An obtuse angle is more than 90° and less than 180°.",
                "straight": "A straight angle is exactly 180°.",
            }
            wrong = [
                mis(k, f"confused-{answer}-with-{k}", names[k])
                for k in ("acute", "right", "obtuse", "straight")
                if k != answer
            ]
            rng.shuffle(wrong)
            explanation = f"{deg}° compared with 90°: {names[answer]} So it is {answer}."
            unit = None
            task = "identify"
        q = MathQuestion(
            prompt=prompt,
            answer_display=answer,
            answer_value=int(answer) if answer.isdigit() else answer,
            unit=unit,
            explanation=explanation,
            misconceptions=clean(answer, wrong),
            fill_text=fill,
            diagram=diagram("shape", svg, prompt),
            answer_format="number" if answer.isdigit() else "text",
            features=features(task, 1, 3, "visual"),  # type: ignore[arg-type]
            key=f"{mode}:{deg}",
        )
        return finish(ctx, q)
    # unknown-part / join
    whole = pick(rng, (90, 180) if rank == 0 else (90, 180, 0))
    if whole == 0:
        whole = rng.randrange(60, 171, 5)
    a = rng.randrange(10, whole - 5, 5 if rank < 2 else 1)
    b = whole - a
    kind = {90: "a right angle", 180: "a straight angle"}.get(whole, f"an angle of {whole}°")
    if mode == "unknown-part":
        svg = draw.angle_figure(
            [0.0, float(a), float(whole)],
            [f"{a}°", "?"],
            letters=["A", "D", "C", "B"],
            title="An angle split into two parts",
            desc=f"Angle ABC measures {whole}°. Ray BD splits it into two angles: angle ABD is {a}° and angle DBC is unknown.",
        )
        start = f"Angle ABC is {kind} ({whole}°)" if whole in (90, 180) else f"Angle ABC measures {whole}°"
        prompt = f"{start}. Ray BD splits it into two parts. Angle ABD is {a}°. What is angle DBC?"
        fill = f"Angle ABC measures {whole}° and angle ABD measures {a}°, so angle DBC measures ___."
        answer = b
        wrong = [
            mis(
                str(whole + a),
                "added-instead-of-subtracted",
                "The parts add up to the whole, so subtract the known part.",
            ),
            mis(
                str(180 - a) if whole == 90 else str(90 - a) if a < 90 and whole == 180 else str(b + 10),
                "used-the-wrong-whole",
                f"The whole angle is {whole}°.",
            ),
            mis(
                str(b + 10) if whole != 90 else str(b - 5),
                "subtraction-slip",
                "Check: the two parts must add up to the whole.",
            ),
        ]
        explanation = (
            f"The two parts add up to the whole angle: {a}° + ? = {whole}°. So ? = {whole} - {a} = {b}°."
        )
    else:
        svg = draw.angle_figure(
            [0.0, float(a), float(whole)],
            [f"{a}°", f"{b}°"],
            letters=["A", "D", "C", "B"],
            title="Two angles side by side",
            desc=f"Ray BD splits angle ABC into angle ABD of {a}° and angle DBC of {b}°.",
        )
        prompt = f"Angle ABD is {a}° and angle DBC is {b}°. They share ray BD and do not overlap. What is the measure of angle ABC?"
        fill = f"Angle ABD is {a}° and angle DBC is {b}°, so angle ABC measures ___."
        answer = whole
        wrong = [
            mis(str(abs(a - b)), "subtracted-instead-of-added", "The whole angle is the sum of its parts."),
            mis(str(whole + 10), "addition-slip", "Check the addition."),
            mis(str(max(a, b)), "gave-the-larger-part", "Add both parts."),
        ]
        explanation = f"Angle measure is additive: {a}° + {b}° = {whole}°."
    q = MathQuestion(
        prompt=prompt,
        answer_display=str(answer),
        answer_value=answer,
        unit="degrees",
        explanation=explanation,
        misconceptions=clean(str(answer), wrong),
        fill_text=fill,
        diagram=diagram("shape", svg, prompt),
        features=features("word-problem", 2, 3, "visual"),
        key=f"{mode}:{whole}:{a}",
    )
    return finish(ctx, q)


# ---- points, lines, rays, segments, parallel and perpendicular -----------------------------------------


class LineParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["figure", "pair"]


FIGURES = {
    "point": ("point", "A point is an exact location, shown by a dot."),
    "line": ("line", "A line goes on forever in both directions: it has arrows at both ends."),
    "segment": ("line segment", "A line segment is part of a line with two endpoints and no arrows."),
    "ray": ("ray", "A ray has one endpoint and goes on forever in one direction: it has one arrow."),
}
PAIRS = {
    "parallel": ("parallel lines", "Parallel lines are always the same distance apart and never meet."),
    "perpendicular": (
        "perpendicular lines",
        "Perpendicular lines meet to make square corners (right angles).",
    ),
    "intersecting": ("intersecting lines (not perpendicular)", "These lines cross, but not at right angles."),
}


@generator("math.g35.lines", content_types=BASIC | {T.DIAGRAM}, params=LineParams)
def lines(ctx: GenerationContext) -> Draft:
    p: LineParams = ctx.params
    rng = ctx.rng
    letters = rng.sample("ABCDEFGHJKLMNPQRST", 4)
    if p.mode == "figure":
        kind = pick(rng, tuple(FIGURES))
        answer, why = FIGURES[kind]
        svg = draw.line_figure(
            kind,
            letters,
            title="A geometric figure",
            desc="A geometric figure drawn with dots for endpoints and arrows for directions that go on forever.",
        )
        wrong = [mis(FIGURES[k][0], f"confused-{kind}-with-{k}", FIGURES[k][1]) for k in FIGURES if k != kind]
        prompt = "What is the name of this figure: point, line, line segment or ray?"
        fill = "The name of this figure is ___."
        key = f"fig:{kind}:{letters}"
    else:
        kind = pick(rng, tuple(PAIRS))
        answer, why = PAIRS[kind]
        svg = draw.line_figure(
            kind, letters, title="Two lines", desc="Two lines drawn with arrows at both ends."
        )
        wrong = [mis(PAIRS[k][0], f"confused-{kind}-with-{k}", PAIRS[k][1]) for k in PAIRS if k != kind]
        prompt = (
            "How are these two lines related: parallel, perpendicular, or intersecting but not perpendicular?"
        )
        fill = "These two lines are ___."
        key = f"pair:{kind}:{letters}"
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        explanation=why,
        misconceptions=clean(answer, wrong),
        fill_text=fill,
        diagram=diagram("shape", svg),
        answer_format="text",
        features=features("identify", 1, 1, "visual"),
        key=key,
    )
    return finish(ctx, q)


# ---- symmetry ----------------------------------------------------------------------------------------

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


@generator("math.g35.symmetry", content_types=BASIC | {T.DIAGRAM}, params=SymmetryParams)
def symmetry(ctx: GenerationContext) -> Draft:
    p: SymmetryParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    pool = ("square", "rectangle", "isosceles triangle", "scalene triangle", "kite", "arrow", "parallelogram")
    if rank:
        pool = tuple(SYM_SHAPES)
    kind = pick(rng, pool)
    pts, _ = _fit(list(SYM_SHAPES[kind]), (260, 260))
    pts = [(x - 10, y) for x, y in pts]
    if p.mode == "count":
        count = SYM_COUNT[kind]
        svg = draw.symmetry_figure(pts, None, title=f"A {kind}", desc=f"A grey {kind}.")
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
        q = MathQuestion(
            prompt=f"How many lines of symmetry does this {kind} have?",
            answer_display=str(count),
            answer_value=count,
            explanation=f"A line of symmetry folds the shape into two matching halves. A {kind} has {count}.",
            misconceptions=clean(str(count), wrong),
            fill_text=f"The number of lines of symmetry of this {kind} is ___.",
            diagram=diagram("shape", svg),
            features=features("identify", 2, 1, "visual"),
            key=f"symcount:{kind}",
        )
        return finish(ctx, q)
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
    svg = draw.symmetry_figure(
        pts,
        axis,
        title=f"A {kind} with a dashed line",
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
    q = MathQuestion(
        prompt=f"Is the dashed line a line of symmetry for this {kind}? Answer 'a line of symmetry' or 'not a line of symmetry'.",
        answer_display=answer,
        explanation=(
            "If you fold the shape along the dashed line, the two halves match exactly, so it is a line of symmetry."
            if want
            else "If you fold the shape along the dashed line, the two halves do not match, so it is not a line of symmetry."
        ),
        misconceptions=clean(answer, wrong),
        fill_text="The dashed line is ___.",
        diagram=diagram("shape", svg, f"Is the dashed line a line of symmetry for this {kind}?"),
        answer_format="text",
        features=features("reason", 2, 1, "visual"),
        key=f"symline:{kind}:{axis}",
    )
    return finish(ctx, q)


# ---- coordinate grid ---------------------------------------------------------------------------------


class CoordinateParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["read", "locate", "distance", "map"]


PLACES = (
    ("L", "library"),
    ("P", "park"),
    ("S", "school"),
    ("M", "market"),
    ("G", "garden"),
    ("H", "home"),
    ("Z", "zoo"),
)


def _coord(x: int, y: int) -> str:
    return f"({x}, {y})"


@generator("math.g35.coordinates", content_types=BASIC | {T.DIAGRAM}, params=CoordinateParams)
def coordinates(ctx: GenerationContext) -> Draft:
    p: CoordinateParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    high = (6, 8, 10)[rank]
    used: set[tuple[int, int]] = set()

    def fresh(lo: int = 0) -> tuple[int, int]:
        while True:
            pt = (rng.randint(lo, high), rng.randint(lo, high))
            if pt not in used:
                used.add(pt)
                return pt

    if p.mode in ("read", "locate"):
        x, y = fresh(1)
        while x == y:
            used.discard((x, y))
            x, y = fresh(1)
        decoys: list[tuple[int, int]] = []
        if (y, x) not in used and y <= high and x <= high:
            used.add((y, x))
            decoys.append((y, x))
        near = (x + 1, y) if x < high else (x - 1, y)
        if near not in used:
            used.add(near)
            decoys.append(near)
        while len(decoys) < 3:
            decoys.append(fresh(1))
        names = rng.sample("ABCDEFGHJKMN", 4)
        pts = [(x, y, names[0])] + [(dx, dy, n) for (dx, dy), n in zip(decoys, names[1:], strict=False)]
        order = list(range(len(pts)))
        rng.shuffle(order)
        pts = [pts[i] for i in order]
        svg = draw.quadrant_one(
            pts,
            high,
            title="Points on a coordinate grid",
            desc=f"A coordinate grid from 0 to {high} on both axes with points "
            + ", ".join(f"{n} at {_coord(px, py)}" for px, py, n in pts)
            + ".",
        )
        target = names[0]
        if p.mode == "read":
            answer = _coord(x, y)
            wrong = [
                mis(
                    _coord(y, x),
                    "swapped-x-and-y",
                    "The first number is how far across (x); the second is how far up (y).",
                ),
                mis(_coord(x + 1, y + 1), "counted-the-lines-from-1", "Start counting at 0, the origin."),
                mis(
                    _coord(x, y + 1) if y < high else _coord(x, y - 1),
                    "miscounted-up",
                    "Count up carefully along the y-axis.",
                ),
            ]
            prompt = f"What are the coordinates of point {target}?"
            fill = f"The coordinates of point {target} are ___."
            explanation = f"Start at the origin (0, 0). Point {target} is {x} units across on the x-axis and {y} units up, so it is at {answer}."
            af = "text"
        else:
            answer = target
            by_pos = {(px, py): n for px, py, n in pts}
            wrong = []
            if (y, x) in by_pos:
                wrong.append(mis(by_pos[(y, x)], "swapped-x-and-y", f"Go across {x} first, then up {y}."))
            if near in by_pos:
                wrong.append(
                    mis(by_pos[near], "counted-the-lines-from-1", "Start counting at 0, the origin.")
                )
            wrong += [mis(n, "guessed-a-nearby-point", "Check both coordinates.") for n in names[1:]]
            prompt = f"Which point is at {_coord(x, y)}?"
            fill = f"The point located at {_coord(x, y)} is ___."
            explanation = f"Start at (0, 0), go {x} across and {y} up: that is point {target}."
            af = "text"
        q = MathQuestion(
            prompt=prompt,
            answer_display=answer,
            explanation=explanation,
            misconceptions=clean(answer, wrong),
            fill_text=fill,
            diagram=diagram("coordinate-plane", svg),
            answer_format=af,  # type: ignore[arg-type]
            features=features("identify", 2, 2, "visual"),
            key=f"{p.mode}:{x}:{y}:{sorted(used)}",
        )
        return finish(ctx, q)
    if p.mode == "distance":
        x1, y1 = fresh(0)
        if rng.random() < 0.5:
            x2 = pick(rng, [v for v in range(high + 1) if v != x1])
            y2 = y1
        else:
            y2 = pick(rng, [v for v in range(high + 1) if v != y1])
            x2 = x1
        names = rng.sample("ABCDEFGHJKMN", 2)
        pts = [(x1, y1, names[0]), (x2, y2, names[1])]
        svg = draw.quadrant_one(
            pts,
            high,
            title="Two points on a coordinate grid",
            desc=f"A coordinate grid from 0 to {high}. Point {names[0]} is at {_coord(x1, y1)} and point {names[1]} is at {_coord(x2, y2)}.",
        )
        answer = abs(x1 - x2) + abs(y1 - y2)
        same = "y" if y1 == y2 else "x"
        wrong = [
            mis(
                str(x1 + x2 if same == "y" else y1 + y2),
                "added-the-coordinates",
                "Subtract the coordinates that change.",
            ),
            mis(
                str(answer + 1),
                "counted-the-points-not-the-spaces",
                "Count the spaces (units) between the points, not the grid lines.",
            ),
            mis(
                str(max(x1, x2, y1, y2)), "used-one-coordinate", "Find the difference between the two points."
            ),
        ]
        prompt = f"Point {names[0]} is at {_coord(x1, y1)} and point {names[1]} is at {_coord(x2, y2)}. How many units apart are they?"
        q = MathQuestion(
            prompt=prompt,
            answer_display=str(answer),
            answer_value=answer,
            unit="units",
            explanation=(
                f"The {same}-coordinates are the same, so the points are on one {'horizontal' if same == 'y' else 'vertical'} line. "
                + (
                    f"Subtract the x-coordinates: {max(x1, x2)} - {min(x1, x2)} = {answer} units."
                    if same == "y"
                    else f"Subtract the y-coordinates: {max(y1, y2)} - {min(y1, y2)} = {answer} units."
                )
            ),
            misconceptions=clean(str(answer), wrong),
            fill_text=f"Point {names[0]} at {_coord(x1, y1)} and point {names[1]} at {_coord(x2, y2)} are a distance apart that is ___.",
            diagram=diagram("coordinate-plane", svg, prompt),
            features=features("compute", 2, 2, "visual"),
            key=f"dist:{x1}:{y1}:{x2}:{y2}",
        )
        return finish(ctx, q)
    # map: walk along grid lines between two places
    (c1, place1), (c2, place2) = rng.sample(PLACES, 2)
    x1, y1 = fresh(0)
    x2, y2 = fresh(0)
    while x1 == x2 or y1 == y2:
        used.discard((x2, y2))
        x2, y2 = fresh(0)
    who = name(rng)
    svg = draw.quadrant_one(
        [(x1, y1, c1), (x2, y2, c2)],
        high,
        title="A town map on a grid",
        desc=f"A map on a coordinate grid; each unit is one block. {c1} is the {place1} at {_coord(x1, y1)} and {c2} is the {place2} at {_coord(x2, y2)}.",
        x_label="blocks east",
        y_label="blocks north",
    )
    answer = abs(x1 - x2) + abs(y1 - y2)
    prompt = (
        f"On the town map, the {place1} is at {_coord(x1, y1)} and the {place2} is at {_coord(x2, y2)}. "
        f"{who} walks along the grid lines from the {place1} to the {place2}, going east or west and then north or south. How many blocks does {who} walk?"
    )
    wrong = [
        mis(
            str(abs(x1 - x2)),
            "counted-only-one-direction",
            "Add the blocks walked east or west and the blocks walked north or south.",
        ),
        mis(
            str(x1 + y1 + x2 + y2),
            "added-all-the-coordinates",
            "Find the change in each direction by subtracting.",
        ),
        mis(str(abs(y1 - y2)), "counted-only-one-direction", "Add the blocks in both directions."),
        mis(str(answer + 2), "counted-grid-lines", "Count the blocks between the lines, not the lines."),
    ]
    q = MathQuestion(
        prompt=prompt,
        answer_display=str(answer),
        answer_value=answer,
        unit="blocks",
        explanation=f"East-west: |{x1} - {x2}| = {abs(x1 - x2)} blocks. North-south: |{y1} - {y2}| = {abs(y1 - y2)} blocks. Total: {abs(x1 - x2)} + {abs(y1 - y2)} = {answer} blocks.",
        misconceptions=clean(str(answer), wrong),
        fill_text=f"The {place1} is at {_coord(x1, y1)} and the {place2} is at {_coord(x2, y2)}. Walking along the grid lines from one to the other, the number of blocks is ___.",
        diagram=diagram("coordinate-plane", svg, prompt),
        features=features("word-problem", 3, 2, "visual"),
        key=f"map:{x1}:{y1}:{x2}:{y2}",
    )
    return finish(ctx, q)
