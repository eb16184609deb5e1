"""Angle facts and similar triangles (grade 8, 8.G.A.4 and 8.G.A.5): the angle sum and exterior angles
of triangles, angles made by parallel lines cut by a transversal, and a side of a similar triangle."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from educontent.generation.difficulty import TaskKind
from educontent.generation.draw.constructions import parallel_lines, triangle
from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Wrong, std
from educontent.generation.kit.modes import listed, params_model
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.math.g._shape_draft import Found, shape_draft
from educontent.generation.numbers import fmt
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

AngleFactParams = params_model(
    "AngleFactParams", modes=listed(("triangle-sum", "exterior", "parallel", "similar-side"))
)

TRIANGLE = [(60, 260), (340, 260), (200, 70)]


def _abc(title: str, marked: str, **marks: Any) -> str:
    """Triangle ABC with ``marks`` (its angles, sides...), described as "Triangle ABC with ``marked``."."""
    return triangle(
        TRIANGLE, vertices=("A", "B", "C"), title=title, desc=f"Triangle ABC with {marked}.", **marks
    )


def _angle_draft(
    ctx: GenerationContext,
    lead: str,
    q: str,
    fill_end: str,
    ans: int,
    wrong: list[Wrong],
    why: str,
    svg: str,
    *,
    task: TaskKind,
    steps: int,
    key: str,
) -> Draft:
    """An angle in degrees as the answer (the number alone is accepted too)."""
    found = Found(lead, q, fill_end, f"{ans}°", why, wrong)
    return shape_draft(
        ctx,
        found,
        svg,
        value=ans,
        task=task,
        steps=steps,
        mag=3,
        key=key,
        acceptable=(str(ans),),
        standard=std(ctx, "8.G.A.5"),
    )


def _triangle_sum(ctx: GenerationContext, a: int, b: int) -> Draft:
    ans = 180 - a - b
    wrong: list[Wrong] = [
        (f"{360 - a - b}°", "used-360", "The angles of a triangle add to 180°, not 360°."),
        (f"{a + b}°", "added-the-known-angles", "Subtract the known angles from 180°."),
        (
            f"{90 - a if a < 90 else a - 90}°",
            "assumed-a-right-triangle",
            "Nothing says the triangle has a right angle.",
        ),
    ]
    svg = _abc(
        "Triangle ABC",
        f"angle A = {a}° and angle B = {b}°; angle C is unknown",
        angles=(f"{a}°", f"{b}°", "?"),
    )
    return _angle_draft(
        ctx,
        f"In triangle ABC, angle A measures {a}° and angle B measures {b}°.",
        "What is the measure of angle C?",
        "Angle C measures ___.",
        ans,
        wrong,
        f"The angles of a triangle add to 180°: {a}° + {b}° + C = 180°, so C = 180° - {a + b}° = {ans}°.",
        svg,
        task="compute",
        steps=2,
        key=f"triangle-sum:{a}:{b}",
    )


def _exterior(ctx: GenerationContext, a: int, b: int) -> Draft:
    ans = a + b
    wrong: list[Wrong] = [
        (
            f"{180 - a - b}°",
            "found-the-interior-angle",
            "That is the inside angle at C; the exterior angle is next to it on the line.",
        ),
        (
            f"{abs(a - b)}°",
            "subtracted-the-angles",
            "The exterior angle equals the sum of the two far angles.",
        ),
        (f"{360 - a - b}°", "used-360", "The exterior angle and the angle at C add to 180°."),
    ]
    svg = _abc(
        "Triangle ABC with an exterior angle",
        f"angle A = {a}° and angle B = {b}°; side BC is extended past C to form an exterior angle",
        angles=(f"{a}°", f"{b}°", ""),
        extend=(1, 2, "?"),
    )
    return _angle_draft(
        ctx,
        f"In triangle ABC, angle A measures {a}° and angle B measures {b}°. Side BC is extended past C to make an exterior angle at C.",
        "What is the measure of the exterior angle at C?",
        "The exterior angle at C measures ___.",
        ans,
        wrong,
        f"An exterior angle equals the sum of the two interior angles that are not next to it: {a}° + {b}° = {ans}°. (Check: angle C = {180 - a - b}°, and 180° - {180 - a - b}° = {ans}°.)",
        svg,
        task="compute",
        steps=2,
        key=f"exterior:{a}:{b}",
    )


def _parallel(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    given, asked = rng.sample(range(1, 9), 2)
    while lv == 0 and given % 2 != asked % 2:  # easy: the asked angle equals the given one
        given, asked = rng.sample(range(1, 9), 2)
    step = (10, 5, 1)[lv]
    v = rng.randrange(40, 141, step)
    if v == 90:
        v = 95 if lv else 100
    same = given % 2 == asked % 2
    ans = v if same else 180 - v
    wrong = [
        (
            f"{180 - ans}°",
            "mixed-up-equal-and-supplementary-angles",
            "Angles in matching positions are equal; angles next to each other on a line add to 180°.",
        ),
        (f"{360 - ans}°", "used-360", "Angles on a line add to 180°."),
        (f"{abs(90 - ans)}°", "used-90", "There is no right angle here."),
    ]
    explanation = (
        f"Angles {given} and {asked} are "
        + (
            "in matching (equal) positions: corresponding, vertical or alternate angles are equal"
            if same
            else "supplementary: they fill a straight line together (or match angles that do)"
        )
        + f", so angle {asked} = {ans}°."
    )
    svg = parallel_lines(
        {given: f"{given}: {v}°"},
        title="Parallel lines cut by a transversal",
        desc=f"Parallel lines p and q cut by transversal t. Angles 1 to 4 are at the crossing with p and angles 5 to 8 at the crossing with q, each set going clockwise from the upper left. Angle {given} is {v}°.",
    )
    return _angle_draft(
        ctx,
        f"Lines p and q are parallel and are cut by transversal t. Angle {given} measures {v}°.",
        f"What is the measure of angle {asked}?",
        f"Angle {asked} measures ___.",
        ans,
        wrong,
        explanation,
        svg,
        task="reason",
        steps=2,
        key=f"par:{given}:{asked}:{v}",
    )


def _similar_side(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    whole, halves = (Fraction(2), Fraction(3)), (Fraction(3, 2), Fraction(1, 2), Fraction(5, 2))
    k = pick(rng, (whole, whole + halves, halves)[lv])
    ab = rng.randint(2, 9) * k.denominator
    bc = rng.randint(2, 9) * k.denominator
    de, ef = ab * k, bc * k
    lead = f"Triangle ABC is similar to triangle DEF, with A matching D, B matching E and C matching F. AB = {ab} cm, BC = {bc} cm and DE = {fmt(de)} cm."
    wrong = [
        (
            fmt(bc + de - ab),
            "added-instead-of-scaling",
            f"Similar figures scale by multiplying: DE ÷ AB = {fmt(k)}.",
        ),
        (
            fmt(bc / k),
            "divided-by-the-scale-factor",
            f"Triangle DEF is {'larger' if k > 1 else 'smaller'}, so multiply by {fmt(k)}.",
        ),
        (fmt(de), "copied-a-side", "Use the matching side BC, scaled by the same factor."),
    ]
    explanation = f"The scale factor from ABC to DEF is DE ÷ AB = {fmt(de)} ÷ {ab} = {fmt(k)}. EF matches BC, so EF = {bc} × {fmt(k)} = {fmt(ef)} cm."
    marked = f"AB = {ab} cm and BC = {bc} cm; it is similar to triangle DEF with DE = {fmt(de)} cm"
    svg = _abc("Triangle ABC", marked, sides=(f"{ab} cm", f"{bc} cm", ""))
    found = Found(lead, "What is EF?", "The length of EF is ___.", fmt(ef), explanation, wrong, "cm")
    key = f"sim:{ab}:{bc}:{k}"
    return shape_draft(
        ctx, found, svg, task="compute", steps=2, mag=2, key=key, standard=std(ctx, "8.G.A.4", "8.G.A.5")
    )


_BANDS = "easy: angles in tens of degrees and a transversal angle equal to the given one; medium: angles in fives, equal or supplementary, scale factors 2, 3 or halves; hard: any whole-degree angle and scale factors 1/2, 3/2 or 5/2"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(levels=Levels("form", _BANDS), content_types=WRITTEN | {DG}, params=AngleFactParams)
def angle_facts(ctx: GenerationContext) -> Draft:
    rng, step = ctx.rng, (10, 5, 1)[ctx.level.rank]  # angles in tens, fives or any whole degree
    mode = pick(rng, ctx.params.modes)
    if mode in ("triangle-sum", "exterior"):
        a = rng.randrange(20, 101, step)
        b = rng.randrange(20, 151 - a, step)
        return (_triangle_sum if mode == "triangle-sum" else _exterior)(ctx, a, b)
    if mode == "parallel":
        return _parallel(ctx)
    return _similar_side(ctx)
