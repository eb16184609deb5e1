"""Area, volume and surface area problems (grade 7, 7.G.B.6): triangles, trapezoids and composite
shapes; volume and surface area of right prisms and cubes; a missing dimension from the volume."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction
from typing import NamedTuple

from educontent.generation.draw.constructions import polygon, triangle
from educontent.generation.draw.solids_3d import box, solid
from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Wrong
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.levels import tiered
from educontent.generation.kit.modes import listed, params_model
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.math.g._shape_draft import Found, shape_draft
from educontent.generation.numbers import fmt, fmt_decimal
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class _Problem(NamedTuple):
    setup: str
    wrong: list[Wrong]
    explanation: str
    svg: str
    answer: str
    unit: str
    what: str
    steps: int
    key: str


def _triangle(rng: random.Random, lv: int, mode: str, u: str, top: int) -> _Problem:
    b, h = (
        rng.randint(max(3, top // 3), top),
        rng.randint(max(2, top // 3), top),
    )  # a floor a third of the way up
    if lv < 2 and b * h % 2:
        b += 1
    ans = Fraction(b * h, 2)
    wrong: list[Wrong] = [
        (str(b * h), "forgot-to-halve", "A triangle is half of a rectangle with the same base and height."),
        (str(b + h), "added-base-and-height", "Area multiplies the base and height."),
        (fmt(Fraction(b * h, 4)), "halved-twice", "Halve the product only once."),
    ]
    svg = triangle(
        [(60, 250), (340, 250), (140, 60)],
        sides=(f"{b} {u}", "", ""),
        height=((140, 60), (140, 250), f"{h} {u}"),
        title="A triangle with its base and height",
        desc=f"A triangle with a base of {b} {u} and a dashed height of {h} {u}.",
    )
    return _Problem(
        f"A triangle has a base of {b} {u} and a height of {h} {u}.",
        wrong,
        f"Area of a triangle = 1/2 × base × height = 1/2 × {b} × {h} = {fmt_decimal(ans)} {u}².",
        svg,
        fmt_decimal(ans),
        f"{u}²",
        "area",
        2,
        f"tri:{b}:{h}",
    )


def _trapezoid(rng: random.Random, lv: int, mode: str, u: str, top: int) -> _Problem:
    b1 = rng.randint(max(2, top // 3), top - 2)
    b2 = rng.randint(b1 + 1, top)
    h = rng.randint(max(2, top // 3), top)
    if lv < 2 and (b1 + b2) * h % 2:
        h += 1
    ans = Fraction((b1 + b2) * h, 2)
    wrong = [
        (str((b1 + b2) * h), "forgot-to-halve", "The trapezoid formula halves (b1 + b2) × h."),
        (
            fmt(Fraction(b1 * b2 * h, 2)),
            "multiplied-the-bases",
            "The two parallel sides are added, not multiplied.",
        ),
        (str(b2 * h), "used-one-base", "Both parallel sides count: average them first."),
    ]
    svg = polygon(
        [(60, 260), (360, 260), (280, 80), (140, 80)],
        [f"{b2} {u}", "", f"{b1} {u}", ""],
        dashed=[(140, 80, 140, 260)],
        dashed_label=(148, 175, f"{h} {u}"),
        title="A trapezoid with its parallel sides and height",
        desc=f"A trapezoid with parallel sides of {b1} {u} and {b2} {u} and a dashed height of {h} {u}.",
    )
    return _Problem(
        f"A trapezoid has parallel sides of {b1} {u} and {b2} {u} and a height of {h} {u}.",
        wrong,
        f"Area of a trapezoid = 1/2 × (b1 + b2) × h = 1/2 × ({b1} + {b2}) × {h} = 1/2 × {b1 + b2} × {h} = {fmt_decimal(ans)} {u}².",
        svg,
        fmt_decimal(ans),
        f"{u}²",
        "area",
        2,
        f"trap:{b1}:{b2}:{h}",
    )


def _composite(rng: random.Random, lv: int, mode: str, u: str, top: int) -> _Problem:
    """An L shape: a rectangle with a rectangular corner cut out."""
    W = rng.randint(max(6, top // 2), top + 2)
    H = rng.randint(max(5, top // 2), top + 2)
    w = rng.randint(2, W - 2)
    h = rng.randint(2, H - 2)
    wrong = [
        (str(W * H), "forgot-to-subtract", "The cut-out corner is not part of the floor."),
        (str(W * H + w * h), "added-the-cut-out", "The corner piece is taken away, not added."),
        (str(2 * (W + H)), "found-the-perimeter", "That is the distance around, not the area."),
    ]
    sx, sy = 280 / W, 240 / H
    pts = [
        (40, 280),
        (40 + W * sx, 280),
        (40 + W * sx, 40 + h * sy),
        (40 + (W - w) * sx, 40 + h * sy),
        (40 + (W - w) * sx, 40),
        (40, 40),
    ]
    svg = polygon(
        pts,
        [f"{W} {u}", f"{H - h} {u}", f"{w} {u}", f"{h} {u}", f"{W - w} {u}", f"{H} {u}"],
        title="An L-shaped floor",
        desc=f"An L shape: {with_article(f'{W} {u}')} by {H} {u} rectangle with {with_article(f'{w} {u}')} by {h} {u} corner removed.",
    )
    return _Problem(
        f"An L-shaped floor is made by cutting {with_article(f'{w} {u}')} by {h} {u} rectangle from one corner of "
        f"{with_article(f'{W} {u}')} by {H} {u} rectangle.",
        wrong,
        f"Whole rectangle: {W} × {H} = {W * H} {u}². Cut-out: {w} × {h} = {w * h} {u}². Area = {W * H} - {w * h} = {W * H - w * h} {u}².",
        svg,
        fmt(Fraction(W * H - w * h)),
        f"{u}²",
        "area of the floor",
        3,
        f"L:{W}:{H}:{w}:{h}",
    )


def _box(ln: int, w: int, h: int, u: str, labels: dict[str, str], tall: str) -> str:
    return solid(
        "box",
        labels,
        title="A right rectangular prism",
        desc=f"A box labelled {ln} {u} long, {w} {u} wide and {tall}",
    )


def _rectangular_prism(rng: random.Random, lv: int, mode: str, u: str, top: int) -> _Problem:
    """A box: its volume, its surface area, or its height from its volume."""
    ln, w, h = (tiered(rng, 2, (8, 12, 20), lv) for _ in range(3))
    labels = {"l": f"{ln} {u}", "w": f"{w} {u}", "h": f"{h} {u}"}
    vol, sa = ln * w * h, 2 * (ln * w + ln * h + w * h)
    setup = f"A right rectangular prism is {ln} {u} long, {w} {u} wide, and {h} {u} tall."
    if mode == "prism-volume":
        wrong = [
            (str(sa), "found-the-surface-area", "That is the area of all the faces, not the space inside."),
            (str(ln + w + h), "added-the-dimensions", "Volume multiplies length, width and height."),
            (str(ln * w), "found-the-base-area-only", "The base area must be multiplied by the height."),
        ]
        explanation = f"Volume = length × width × height = {ln} × {w} × {h} = {vol} {u}³."
        svg = _box(ln, w, h, u, labels, f"{h} {u} tall.")
        return _Problem(setup, wrong, explanation, svg, str(vol), f"{u}³", "volume", 2, f"vol:{ln}:{w}:{h}")
    if mode == "surface-area":
        wrong = [
            (str(vol), "found-the-volume", "That is the volume, not the area of the faces."),
            (
                str(sa // 2),
                "counted-each-face-once",
                "A box has two of each face: top and bottom, front and back, left and right.",
            ),
            (str(6 * ln * w), "used-one-face-six-times", "The faces are not all the same size."),
        ]
        explanation = (
            f"Add the areas of the six faces: 2 × ({ln} × {w}) + 2 × ({ln} × {h}) + 2 × ({w} × {h}) = "
            f"{2 * ln * w} + {2 * ln * h} + {2 * w * h} = {sa} {u}²."
        )
        svg = _box(ln, w, h, u, labels, f"{h} {u} tall.")
        return _Problem(
            setup, wrong, explanation, svg, str(sa), f"{u}²", "surface area", 3, f"sa:{ln}:{w}:{h}"
        )
    wrong = [
        (str(vol - ln - w), "subtracted-the-dimensions", "Volume is a product, so divide to undo it."),
        (fmt(Fraction(vol, ln)), "divided-by-one-dimension", f"Divide by both {ln} and {w}."),
        (str(ln * w), "gave-the-base-area", "That is the area of the base, not the height."),
    ]
    explanation = (
        f"Volume = length × width × height, so height = {vol} ÷ ({ln} × {w}) = {vol} ÷ {ln * w} = {h} {u}."
    )
    svg = _box(ln, w, h, u, {"l": f"{ln} {u}", "w": f"{w} {u}", "h": "?"}, "with an unknown height.")
    setup = f"A right rectangular prism has a volume of {vol} {u}³. It is {ln} {u} long and {w} {u} wide."
    return _Problem(setup, wrong, explanation, svg, str(h), u, "height", 2, f"miss:{ln}:{w}:{h}")


def _cube(rng: random.Random, lv: int, mode: str, u: str, top: int) -> _Problem:
    s = tiered(rng, 2, (6, 10, 15), lv)
    wrong = [
        (str(s**3), "found-the-volume", "That is the volume of the cube."),
        (str(4 * s * s), "counted-four-faces", "A cube has six faces, not four."),
        (str(s * s), "found-one-face", "That is the area of only one face."),
    ]
    svg = box(s, s, s, u, title="A cube", desc=f"A cube with {s} {u} edges.")
    return _Problem(
        f"A cube has edges that are {s} {u} long.",
        wrong,
        f"A cube has 6 square faces, each {s} × {s} = {s * s} {u}². Surface area = 6 × {s * s} = {6 * s * s} {u}².",
        svg,
        str(6 * s * s),
        f"{u}²",
        "surface area",
        2,
        f"cube:{s}",
    )


def _triangular_prism(rng: random.Random, lv: int, mode: str, u: str, top: int) -> _Problem:
    b, t = tiered(rng, 2, (8, 12, 16), lv), tiered(rng, 2, (8, 12, 16), lv)
    ln = tiered(rng, 3, (10, 15, 20), lv)
    if b * t * ln % 2:
        ln += 1
    vol = Fraction(b * t * ln, 2)
    wrong = [
        (str(b * t * ln), "forgot-to-halve", "The base is a triangle, half of a rectangle."),
        (
            fmt(Fraction(b * t, 2)),
            "found-the-base-area-only",
            "Multiply the base area by the length of the prism.",
        ),
        (str(b + t + ln), "added-the-dimensions", "Volume multiplies the base area by the length."),
    ]
    svg = solid(
        "tri-prism",
        {"b": f"{b} {u}", "t": f"{t} {u}", "l": f"{ln} {u}"},
        title="A right triangular prism",
        desc=f"A triangular prism whose right-triangle base has legs {b} {u} and {t} {u}; the prism is {ln} {u} long.",
    )
    return _Problem(
        f"A right triangular prism has a right-triangle base with legs of {b} {u} and {t} {u}. "
        f"The prism is {ln} {u} long.",
        wrong,
        f"Base area = 1/2 × {b} × {t} = {fmt(Fraction(b * t, 2))} {u}². Volume = base area × length = {fmt(Fraction(b * t, 2))} × {ln} = {fmt(vol)} {u}³.",
        svg,
        fmt(vol),
        f"{u}³",
        "volume",
        2,
        f"tprism:{b}:{t}:{ln}",
    )


_MODES: dict[str, Callable[[random.Random, int, str, str, int], _Problem]] = {
    "triangle-area": _triangle,
    "trapezoid-area": _trapezoid,
    "composite-area": _composite,
    "prism-volume": _rectangular_prism,
    "tri-prism-volume": _triangular_prism,
    "surface-area": _rectangular_prism,
    "cube-surface-area": _cube,
    "missing-dimension": _rectangular_prism,
}
MeasureParams = params_model("MeasureParams", modes=listed(_MODES))


_BANDS = "lengths up to 10 (easy), 16 (medium) or 25 (hard), from a third of the way up for triangles and trapezoids and half way for composite figures; prism and cube edges each level from halfway up the level below (cube edges 2-6, 4-10, 6-15); odd products only on hard"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(levels=Levels("size", _BANDS), content_types=WRITTEN | {DG}, params=MeasureParams)
def area_volume_problems(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, ctx.params.modes)
    u = pick(rng, ("cm", "m", "in", "ft"))
    setup, wrong, explanation, svg, answer, unit, what, steps, key = _MODES[mode](
        rng, lv, mode, u, (10, 16, 25)[lv]
    )
    found = Found(setup, f"What is the {what}?", f"The {what} is ___.", answer, explanation, wrong, unit)
    return shape_draft(ctx, found, svg, task="compute", steps=steps, mag=len(answer.split(".")[0]), key=key)
