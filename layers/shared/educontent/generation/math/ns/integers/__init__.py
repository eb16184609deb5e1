"""Signed numbers, grade 6 (6.NS.C): positive and negative numbers in context, opposites,
quadrants and reflections, number lines and coordinates, comparing and ordering, absolute value,
and distances on the coordinate plane."""

from __future__ import annotations

from typing import Literal

from educontent.generation.kit.answer_forms import ModeParams, emit
from educontent.generation.kit.types import DG, DT, WRITTEN
from educontent.generation.math.ns.integers.compare import abs_vs_order, absolute, compare, order
from educontent.generation.math.ns.integers.number_line import locate, opposite, represent
from educontent.generation.math.ns.integers.plane import coordinates, plane_distance, quadrant, reflect
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

IntegerMode = Literal[
    "represent",
    "opposite",
    "quadrant",
    "reflect",
    "locate",
    "coordinates",
    "compare",
    "order",
    "absolute",
    "abs-vs-order",
    "distance",
    "distance-story",
]


class IntegerParams(ModeParams):
    mode: IntegerMode


_BUILDERS = {
    "represent": represent,
    "opposite": opposite,
    "quadrant": quadrant,
    "reflect": reflect,
    "locate": locate,
    "coordinates": coordinates,
    "compare": compare,
    "order": order,
    "absolute": absolute,
    "distance": lambda rng, lvl: plane_distance(rng, lvl, False),
    "distance-story": lambda rng, lvl: plane_distance(rng, lvl, True),
}


_BANDS = "easy: integers (first-quadrant points); medium: integers and halves, distances across an axis; hard: quarters and tenths, reflections across both axes (quadrant questions are alike at every level)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={*WRITTEN, DT, DG}, params=IntegerParams, levels=Levels("form", _BANDS))
def integers(ctx: GenerationContext) -> Draft:
    mode, rng, lvl = ctx.params.mode, ctx.rng, ctx.level.rank
    if mode == "abs-vs-order":
        return emit(ctx, abs_vs_order(rng, lvl, ctx.content_type))
    return emit(ctx, _BUILDERS[mode](rng, lvl))
