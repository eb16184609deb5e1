"""Grade 6 areas (6.G.A.1): right triangles, triangles, parallelograms, trapezoids and composite
figures (an L-shape, a house-shaped pentagon), drawn and labelled, as figures or in stories."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from typing import Literal

from educontent.generation.banks import load_bank
from educontent.generation.kit.answer_forms import ModeParams, acceptable_forms, emit, question, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import article, with_article
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.math.g._lengths import length_units
from educontent.generation.math.g.area_polygons import shapes
from educontent.generation.numbers.percents import decimal_or_mixed as _n
from educontent.generation.numbers.rationals import digits
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

Shape = Literal["right-triangle", "triangle", "parallelogram", "trapezoid", "composite", "house"]
_SHAPES: dict[str, Callable[[random.Random, int, str, str], shapes.Figure]] = {
    "right-triangle": shapes.right_triangle,
    "triangle": shapes.triangle,
    "parallelogram": shapes.parallelogram,
    "trapezoid": shapes.trapezoid,
    "composite": shapes.composite,
    "house": shapes.house,
}


@cache
def _names(shape: str, story: bool) -> tuple[str, str]:
    """(full name, short name) of the figure, plain or as a real object."""
    full, short = load_bank("math", "g-area-polygons")["figures"][shape]["story" if story else "plain"]
    return full, short


def _area(rng: random.Random, lvl: int, shape: str, story: bool) -> MathQuestion:
    units = length_units()
    short, unit = pick(rng, units[1:2] + units[3:] if story else units)
    sq = f"square {unit}"
    fig = _SHAPES[shape](rng, lvl, short, sq)
    what = _names(shape, story)
    answer = _n(fig.area)
    ask = f"What is the area of the {what[1]}?"
    stem = (
        f"{article(what[0]).capitalize()} {what[0]} has {fig.givens}."
        if story
        else f"The figure shows {with_article(what[0])} with {fig.givens}."
    )
    return question(
        prompt=f"{stem} {ask}",
        fill=f"{stem} Its area is ___.",
        answer=answer,
        unit=sq,
        acceptable=acceptable_forms(fig.area),
        explanation=fig.explain,
        wrong=wrongs(answer, fig.cands, fallback=fig.area, fallback_fmt=_n),
        diagram=DiagramForm("shape", fig.svg, question=ask),
        task="word-problem" if story else "compute",
        steps=2 if shape in ("right-triangle", "triangle", "parallelogram") else 3,
        magnitude=digits(fig.area),
        key=f"area:{shape}:{fig.svg[-120:]}",
        standard="6.G.A.1",
    )


class AreaParams(ModeParams):
    shape: Shape
    story: bool = False


_BANDS = "lengths: easy from the shape's smallest to its usual top (2-12 for a right triangle), medium from a third of the way up to 6 more, hard from half way up to 8 more, or in halves; composite and house figures grow by 2 at both ends each level"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(levels=Levels("size", _BANDS), content_types={*WRITTEN, DG}, params=AreaParams)
def area(ctx: GenerationContext) -> Draft:
    q = _area(ctx.rng, ctx.level.rank, ctx.params.shape, ctx.params.story)
    return emit(ctx, q)
