"""Grade 6 surface area from nets (6.G.A.4): cubes, rectangular prisms, square pyramids and
triangular prisms, each shown as a labelled net, as figures or as a box to wrap."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction
from fractions import Fraction as F
from typing import Literal, NamedTuple

from educontent.generation.draw.solid_nets import net
from educontent.generation.kit.answer_forms import ModeParams, emit, question, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import tiered
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.math.g._lengths import length_units
from educontent.generation.numbers.rationals import digits, fx
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class _Solid(NamedTuple):
    area: Fraction
    dims: dict[str, Fraction]
    desc: str
    givens: str
    cands: list[tuple[str, str, str]]
    explain: str


def _cube(rng: random.Random, lvl: int, short: str, sq: str, story: bool) -> _Solid:
    s = F(tiered(rng, 2, (6, 10, 15), lvl))
    sa = 6 * s * s
    cands = [
        (fx(s**3), "found-the-volume", "Surface area adds the areas of the 6 faces."),
        (fx(4 * s * s), "counted-four-faces", "A cube has 6 faces."),
        (fx(6 * s), "added-edges-not-areas", f"Each face is a square with area {fx(s)} × {fx(s)}."),
    ]
    return _Solid(
        sa,
        {"l": s, "w": s, "h": s},
        f"A net of a cube made of 6 squares, each {fx(s)} {short} on a side.",
        f"a cube with edges of {fx(s)} {short}",
        cands,
        f"A cube has 6 square faces. Each face: {fx(s)} × {fx(s)} = {fx(s * s)}. Surface area: 6 × {fx(s * s)} = {fx(sa)} {sq}.",
    )


def _prism(rng: random.Random, lvl: int, short: str, sq: str, story: bool) -> _Solid:
    ln, w, h = (
        F(tiered(rng, 3, (8, 12, 15), lvl)),
        F(tiered(rng, 2, (5, 8, 10), lvl)),
        F(tiered(rng, 2, (6, 9, 12), lvl)),
    )
    sa = 2 * (ln * w + ln * h + w * h)
    edges = f"{fx(ln)} {short} long, {fx(w)} {short} wide and {fx(h)} {short} tall"
    cands = [
        (
            fx(ln * w * h),
            "found-the-volume",
            "Surface area adds the areas of the faces; volume fills the inside.",
        ),
        (
            fx(ln * w + ln * h + w * h),
            "counted-only-three-faces",
            "Each face has a matching face on the opposite side: double it.",
        ),
        (fx(2 * (ln + w + h)), "added-edges-not-areas", "Find the area of each rectangle in the net."),
    ]
    return _Solid(
        sa,
        {"l": ln, "w": w, "h": h},
        f"A net of a rectangular prism {edges}: 6 rectangles.",
        f"a box {edges}" if story else f"a rectangular prism {edges}",
        cands,
        f"The net has 3 pairs of rectangles: {fx(ln)} × {fx(w)} = {fx(ln * w)}, {fx(ln)} × {fx(h)} = {fx(ln * h)}, {fx(w)} × {fx(h)} = {fx(w * h)}. Surface area = 2 × ({fx(ln * w)} + {fx(ln * h)} + {fx(w * h)}) = {fx(sa)} {sq}.",
    )


def _pyramid(rng: random.Random, lvl: int, short: str, sq: str, story: bool) -> _Solid:
    s, t = F(tiered(rng, 2, (6, 10, 14), lvl)), F(tiered(rng, 3, (8, 12, 16), lvl))
    sa = s * s + 4 * s * t / 2
    cands = [
        (fx(s * s + 4 * s * t), "did-not-halve-the-triangles", "Each triangle is half of base × height."),
        (fx(4 * s * t / 2), "forgot-the-base", "The square base is part of the net too."),
        (fx(s * s + s * t / 2), "counted-one-triangle", "There are 4 triangles."),
    ]
    return _Solid(
        sa,
        {"s": s, "t": t},
        f"A net of a square pyramid: a square {fx(s)} {short} on a side with 4 triangles, each with base {fx(s)} {short} and height {fx(t)} {short}.",
        f"a square pyramid with a base {fx(s)} {short} on each side and triangular faces {fx(t)} {short} tall",
        cands,
        f"Square: {fx(s)} × {fx(s)} = {fx(s * s)}. Each triangle: {fx(s)} × {fx(t)} ÷ 2 = {fx(s * t / 2)}; 4 triangles: {fx(2 * s * t)}. Total: {fx(sa)} {sq}.",
    )


def _triangular_prism(rng: random.Random, lvl: int, short: str, sq: str, story: bool) -> _Solid:
    """A triangular prism with a right-triangle end."""
    k = tiered(rng, 1, (1, 2, 3), lvl)
    a, b, c = pick(rng, ((3, 4, 5), (6, 8, 10), (5, 12, 13)))
    a, b, c = F(a * k), F(b * k), F(c * k)
    L = F(tiered(rng, 4, (10, 15, 20), lvl))
    sa = a * b + (a + b + c) * L
    cands = [
        (
            fx(a * b / 2 + (a + b + c) * L),
            "counted-one-triangle",
            "There is a triangle at each end: 2 triangles.",
        ),
        (
            fx(2 * a * b + (a + b + c) * L),
            "did-not-halve-the-triangles",
            "Each triangle's area is half of leg × leg.",
        ),
        (fx(a * b / 2 * L), "found-the-volume", "Surface area adds the face areas."),
    ]
    return _Solid(
        sa,
        {"a": a, "b": b, "c": c, "L": L},
        f"A net of a triangular prism: 2 right triangles with legs {fx(a)} {short} and {fx(b)} {short} (longest side {fx(c)} {short}), and 3 rectangles {fx(L)} {short} long with widths {fx(a)}, {fx(b)} and {fx(c)} {short}.",
        f"a triangular prism {fx(L)} {short} long whose ends are right triangles with legs {fx(a)} {short} and {fx(b)} {short} and longest side {fx(c)} {short}",
        cands,
        f"Triangles: 2 × ({fx(a)} × {fx(b)} ÷ 2) = {fx(a * b)}. Rectangles: {fx(L)} × ({fx(a)} + {fx(b)} + {fx(c)}) = {fx((a + b + c) * L)}. Total: {fx(sa)} {sq}.",
    )


_SOLIDS: dict[str, Callable[[random.Random, int, str, str, bool], _Solid]] = {
    "cube": _cube,
    "prism": _prism,
    "pyramid": _pyramid,
    "triangular-prism": _triangular_prism,
}


def _surface(rng: random.Random, lvl: int, solid: str, story: bool) -> MathQuestion:
    units = length_units()
    short, unit = pick(rng, (units[0], units[2]) if story else units)
    sq = f"square {unit}"
    made = _SOLIDS[solid](rng, lvl, short, sq, story)
    svg = net(solid, made.dims, {key: f"{fx(v)} {short}" for key, v in made.dims.items()}, desc=made.desc)
    answer = fx(made.area)
    thing = "How much wrapping paper covers the box exactly" if story else "What is the surface area"
    stem = f"The net shows {made.givens}."
    ask = f"{thing}{'' if story else ' of the figure'}?"
    return question(
        prompt=f"{stem} {ask}",
        fill=f"{stem} The surface area is ___.",
        answer=answer,
        unit=sq,
        explanation=made.explain,
        wrong=wrongs(answer, made.cands, fallback=made.area),
        diagram=DiagramForm("shape", svg, question=f"{stem} {ask}"),
        task="word-problem" if story else "compute",
        steps=3,
        magnitude=digits(made.area),
        key=f"surface:{solid}:{made.desc}",
        standard="6.G.A.4",
    )


class SurfaceParams(ModeParams):
    solid: Literal["cube", "prism", "pyramid", "triangular-prism"]
    story: bool = False


_BANDS = "edge lengths, each level from halfway up the level below's range to its own top: cube edges easy 2-6, medium 4-10, hard 6-15; prism, pyramid and triangular prism edges likewise"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(levels=Levels("size", _BANDS), content_types={*WRITTEN, DG}, params=SurfaceParams)
def surface_area(ctx: GenerationContext) -> Draft:
    q = _surface(ctx.rng, ctx.level.rank, ctx.params.solid, ctx.params.story)
    return emit(ctx, q)
