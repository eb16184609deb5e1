"""Grade 6 volume (6.G.A.2): right rectangular prisms with fractional edges, by the formula
V = l × w × h or V = B × h, and by packing with unit cubes of fractional edge length."""

from __future__ import annotations

import random
from fractions import Fraction
from fractions import Fraction as F
from typing import Literal, NamedTuple

from educontent.generation.draw import figures
from educontent.generation.kit.answer_forms import ModeParams, acceptable_forms, emit, question, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import tiered
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.math.g._lengths import length_of, length_units
from educontent.generation.numbers.rationals import digits, fx
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class _Prism(NamedTuple):
    value: Fraction  # the answer: a count of cubes or a volume
    answer: str
    stem: str
    ask: str
    cands: list[tuple[str, str, str]]
    explain: str
    svg: str | None
    unit: str | None
    steps: int


def _edge(rng: random.Random, lvl: int, den: int) -> Fraction:
    if den > 1:
        return F(tiered(rng, 2, (4 * den, 6 * den, 8 * den), lvl), den)
    return F(tiered(rng, 2, (6, 8, 9), lvl))


def _dims(length: Fraction, width: Fraction, height: Fraction, short: str) -> str:
    return f"{fx(length)} {short} long, {fx(width)} {short} wide and {fx(height)} {short} tall"


def _unit_cubes(rng: random.Random, lvl: int, short: str, cu: str) -> _Prism:
    k = pick(rng, (2, 2, 3, 4) if lvl else (2,))
    counts = [tiered(rng, 1, (4, 6, 8), lvl) for _ in range(3)]
    counts = [max(c, 2) for c in counts]
    length, width, height = (F(c, k) for c in counts)
    n = counts[0] * counts[1] * counts[2]
    volume = length * width * height
    svg = figures.box3d(
        f"{fx(length)} {short}",
        f"{fx(width)} {short}",
        f"{fx(height)} {short}",
        cubes=tuple(counts),  # type: ignore[arg-type]
        title="A prism packed with small cubes",
        desc=f"A rectangular prism {_dims(length, width, height, short)}, packed with cubes that have edges of 1/{k} {short}.",
    )
    ask = f"How many cubes with edge length 1/{k} {short} fill the prism?"
    stem = f"A rectangular prism is {_dims(length, width, height, short)}."
    cands = [
        (
            fx(volume),
            "gave-the-volume-not-the-count",
            f"Each small cube is 1/{k} × 1/{k} × 1/{k} = 1/{k**3} {cu}; count how many fit.",
        ),
        (str(counts[0] * counts[1]), "counted-one-layer", f"There are {counts[2]} layers."),
        (
            str(counts[0] + counts[1] + counts[2]),
            "added-the-edge-counts",
            "Multiply the number of cubes along each edge.",
        ),
    ]
    explain = f"Along each edge: {fx(length)} ÷ 1/{k} = {counts[0]}, {fx(width)} ÷ 1/{k} = {counts[1]}, {fx(height)} ÷ 1/{k} = {counts[2]}. Cubes: {counts[0]} × {counts[1]} × {counts[2]} = {n}. Each has volume 1/{k**3} {cu}, so the volume is {n}/{k**3} = {fx(volume)} {cu}, the same as {fx(length)} × {fx(width)} × {fx(height)}."
    return _Prism(F(n), str(n), stem, ask, cands, explain, svg, None, 3)


def _formula(rng: random.Random, lvl: int, kind: str, short: str, unit: str, cu: str) -> _Prism:
    den = pick(rng, ((2,), (2, 4), (2, 3, 4))[lvl])
    length, width, height = _edge(rng, lvl, den), _edge(rng, lvl, 1), _edge(rng, lvl, den)
    if kind == "base-height":
        base = length * width
        volume = base * height
        stem = f"A fish tank has a base with an area of {fx(base)} square {unit} and a height of {length_of(height, unit, fx(height))}."
        ask = "What is the volume of the tank?"
        cands = [
            (fx(base + height), "added-instead-of-multiplied", "Volume = base area × height."),
            (fx(base * height / 2), "halved-the-product", "A prism's volume is the whole base × height."),
            (fx(base), "used-only-the-base", "Multiply by the height too."),
        ]
        explain = f"V = B × h = {fx(base)} × {fx(height)} = {fx(volume)} {cu}."
        svg = None
    else:
        volume = length * width * height
        stem = f"A rectangular prism is {_dims(length, width, height, short)}."
        ask = "What is the volume of the prism?"
        cands = [
            (fx(length + width + height), "added-the-edges", "Volume = length × width × height."),
            (fx(length * width), "forgot-the-height", "Multiply by the height too."),
            (
                fx(2 * (length * width + length * height + width * height)),
                "found-the-surface-area",
                "Surface area covers the outside; volume fills the inside.",
            ),
        ]
        explain = f"V = l × w × h = {fx(length)} × {fx(width)} × {fx(height)} = {fx(volume)} {cu}."
        svg = figures.box3d(
            f"{fx(length)} {short}",
            f"{fx(width)} {short}",
            f"{fx(height)} {short}",
            title="A rectangular prism",
            desc=f"A rectangular prism {_dims(length, width, height, short)}.",
        )
    return _Prism(volume, fx(volume), stem, ask, cands, explain, svg, cu, 2)


def _volume(rng: random.Random, lvl: int, kind: str) -> MathQuestion:
    units = length_units()
    short, unit = pick(rng, units[2:] + units[:1])
    cu = f"cubic {unit}"
    if kind == "unit-cubes":
        prism = _unit_cubes(rng, lvl, short, cu)
    else:
        prism = _formula(rng, lvl, kind, short, unit, cu)
    value, stem, ask = prism.value, prism.stem, prism.ask
    return question(
        prompt=f"{stem} {ask}",
        fill=f"{stem} {'The number of cubes is ___.' if kind == 'unit-cubes' else 'The volume is ___.'}",
        answer=prism.answer,
        unit=prism.unit,
        answer_format="fraction" if value.denominator != 1 else "number",
        acceptable=acceptable_forms(value),
        explanation=prism.explain,
        wrong=wrongs(prism.answer, prism.cands, fallback=value),
        diagram=DiagramForm("shape", prism.svg, question=ask) if prism.svg else None,
        task="word-problem" if kind == "base-height" else "compute",
        steps=prism.steps,
        magnitude=digits(value),
        key=f"volume:{kind}:{stem}",
        standard="6.G.A.2",
    )


class VolumeParams(ModeParams):
    mode: Literal["formula", "unit-cubes", "base-height"]


_BANDS = "edges: whole edges easy 2-6, medium 4-8, hard 5-9; fractional edges easy in halves up to 4, medium in halves or quarters up to 6, hard in halves, thirds or quarters up to 8; unit cubes per edge easy 1-4, medium 2-6, hard 3-8 (each level from halfway up the level below's range to its own top)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(levels=Levels("size", _BANDS), content_types={*WRITTEN, DG}, params=VolumeParams)
def volume(ctx: GenerationContext) -> Draft:
    q = _volume(ctx.rng, ctx.level.rank, ctx.params.mode)
    return emit(ctx, q)
