"""Grade 6 polygons on the coordinate plane (6.G.A.3): a rectangle given by its vertices, its side
lengths, perimeter and area from the coordinates, and a missing vertex."""

from __future__ import annotations

import random
from fractions import Fraction
from fractions import Fraction as F
from typing import Literal, NamedTuple

from educontent.generation.draw import coordinate_planes
from educontent.generation.kit.answer_forms import ModeParams, emit, question, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.numbers.rationals import digits, fx
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

NAMES = ("A", "B", "C", "D")
Vertices = list[tuple[int, int]]


class _Ask(NamedTuple):
    stem: str
    ask: str
    fill_tail: str
    answer: str
    value: Fraction | None  # the exact answer (None for a vertex)
    cands: list[tuple[str, str, str]]
    explain: str
    hidden: str = ""  # the vertex left off the picture


def _paren(v: int) -> str:
    return f"({v})" if v < 0 else str(v)


def _pt(x: int, y: int) -> str:
    return f"({x}, {y})"


def _listed(names: list[str] | tuple[str, ...], verts: Vertices) -> str:
    return ", ".join(f"{n}{_pt(*v)}" for n, v in zip(names, verts, strict=True))


def _rectangle(rng: random.Random, lvl: int) -> Vertices:
    low = 0 if lvl == 0 else -8
    while True:
        x1, y1 = rng.randint(low, 6), rng.randint(low, 6)
        x2, y2 = x1 + rng.randint(2, min(12, 8 - x1)), y1 + rng.randint(2, min(12, 8 - y1))
        crosses = x1 < 0 < x2 or y1 < 0 < y2
        if (x2 - x1) != (y2 - y1) and (lvl == 0 or ((x1 < 0 or y1 < 0) and (lvl == 1 or crosses))):
            return [(x1, y2), (x2, y2), (x2, y1), (x1, y1)]


def _missing_vertex(rng: random.Random, verts: Vertices) -> _Ask:
    hide = rng.randrange(4)
    shown = [v for i, v in enumerate(verts) if i != hide]
    shown_names = [n for i, n in enumerate(NAMES) if i != hide]
    target = verts[hide]
    answer = _pt(*target)
    tx, ty = target
    opposite = verts[(hide + 2) % 4]
    cands = [
        (_pt(ty, tx), "swapped-x-and-y", "Write the x-coordinate first."),
        (
            _pt(-tx, ty),
            "wrong-sign-for-x",
            "Opposite sides of a rectangle line up: use the x-coordinate of the vertex above or below.",
        ),
        (_pt(tx, -ty), "wrong-sign-for-y", "Use the y-coordinate of the vertex beside it."),
        (
            _pt(*opposite),
            "copied-the-opposite-vertex",
            "The missing vertex is not one of the given vertices.",
        ),
        (_pt(tx + 1, ty), "counted-one-too-far", "Line the vertex up exactly with its neighbours."),
    ]
    explain = f"In a rectangle, {NAMES[hide]} shares its x-coordinate with one neighbour and its y-coordinate with the other. So {NAMES[hide]} is {answer}."
    return _Ask(
        f"Rectangle ABCD has vertices {_listed(shown_names, shown)}.",
        f"What are the coordinates of vertex {NAMES[hide]}?",
        f"Vertex {NAMES[hide]} is at ___.",
        answer,
        None,
        cands,
        explain,
        NAMES[hide],
    )


def _measure(rng: random.Random, verts: Vertices, kind: str) -> _Ask:
    (x1, y2), (x2, _), (_, y1), _ = verts
    w, h = x2 - x1, y2 - y1
    stem = f"Rectangle ABCD has vertices {_listed(NAMES, verts)}. Each grid unit is 1 unit long."
    sides = f"Width: |{x2} - {_paren(x1)}| = {w}. Height: |{y2} - {_paren(y1)}| = {h}."
    if kind == "side-length":
        p, q, length = pick(rng, (("A", "B", w), ("B", "C", h)))
        ask = f"How long is side {p}{q}?"
        fill_tail = f"Side {p}{q} is ___ units long."
        value = F(length)
        a, b = (x1, x2) if p == "A" else (y1, y2)
        cands = [
            (
                str(abs(abs(a) - abs(b))),
                "subtracted-absolute-values",
                "When the points are on opposite sides of an axis, the distance goes through 0.",
            ),
            (str(length + 1), "counted-grid-points-not-units", "Count the spaces between grid lines."),
            (str(abs(a + b)), "added-the-coordinates", "Subtract the coordinates that change."),
        ]
        explain = f"{p} and {q} share a coordinate, so subtract the other ones: |{b} - {_paren(a)}| = {length} units."
    elif kind == "perimeter":
        ask = "What is the perimeter of the rectangle?"
        fill_tail = "The perimeter is ___ units."
        value = F(2 * (w + h))
        cands = [
            (str(w * h), "found-the-area", "Perimeter is the distance around the rectangle."),
            (str(w + h), "added-only-two-sides", "A rectangle has four sides."),
            (str(2 * (w + h) + 4), "counted-grid-points", "Count units (spaces), not grid points."),
        ]
        explain = f"{sides} Perimeter = 2 × ({w} + {h}) = {2 * (w + h)} units."
    else:
        ask = "What is the area of the rectangle?"
        fill_tail = "The area is ___ square units."
        value = F(w * h)
        cands = [
            (str(2 * (w + h)), "found-the-perimeter", "Area counts the unit squares inside."),
            (str((w + 1) * (h + 1)), "counted-grid-points", "Count squares, not points."),
            (str(w + h), "added-the-sides", "Area = width × height."),
        ]
        explain = f"{sides} Area = {w} × {h} = {w * h} square units."
    return _Ask(stem, ask, fill_tail, fx(value), value, cands, explain)


def _coordinate_polygon(rng: random.Random, lvl: int, kind: str) -> MathQuestion:
    verts = _rectangle(rng, lvl)
    (x1, y2), (x2, _), (_, y1), _ = verts
    w, h = x2 - x1, y2 - y1
    missing = kind == "missing-vertex"
    made = _missing_vertex(rng, verts) if missing else _measure(rng, verts, kind)
    svg = coordinate_planes.plane(
        title="A rectangle on a coordinate plane",
        desc="A coordinate plane from -9 to 9 with the labelled vertices of a rectangle"
        + (" (one vertex is missing)." if missing else "."),
        xlo=-9,
        xhi=9,
        ylo=-9,
        yhi=9,
        label_every=2,
        points=[(x, y, n) for (x, y), n in zip(verts, NAMES, strict=True) if n != made.hidden],
        polygon=verts if not missing else (),
    )
    stem, ask = made.stem, made.ask
    return question(
        prompt=f"{stem} {ask}",
        fill=f"{stem} {made.fill_tail}",
        answer=made.answer,
        unit=None,
        answer_format="text" if missing else "number",
        explanation=made.explain,
        wrong=wrongs(made.answer, made.cands, by_value=not missing, signed=missing, fallback=made.value),
        diagram=DiagramForm("coordinate-plane", svg, question=f"{stem} {ask}"),
        task="represent" if missing else "compute",
        steps=2,
        magnitude=digits(w, h),
        key=f"coord-poly:{kind}:{verts}:{ask}",
        standard="6.G.A.3",
    )


class CoordinatePolygonParams(ModeParams):
    mode: Literal["side-length", "perimeter", "area", "missing-vertex"]


_BANDS = "easy: rectangles in the first quadrant; medium: a corner in another quadrant (negative coordinates); hard: a rectangle that crosses an axis, so side lengths add the distances on both sides of zero"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={*WRITTEN, DG}, params=CoordinatePolygonParams, levels=Levels("form", _BANDS))
def coordinate_polygons(ctx: GenerationContext) -> Draft:
    q = _coordinate_polygon(ctx.rng, ctx.level.rank, ctx.params.mode)
    return emit(ctx, q)
