"""Grades 3-5 area: counting unit squares (3.MD.C.5-6), multiplying side lengths and the
distributive property (3.MD.C.7), rectilinear figures (3.MD.C.7d) and rectangles with fraction
sides (5.NF.B.4b)."""

from __future__ import annotations

from pydantic import Field

from educontent.generation.kit.choose import pick
from educontent.generation.kit.modes import chosen, params_model
from educontent.generation.kit.types import AR, DG, WRITTEN
from educontent.generation.math.md._rectangles import UNITS, sides
from educontent.generation.math.md.area.shapes import count_shape, fraction_sides, rectilinear
from educontent.generation.math.md.area.whole_sides import (
    Rectangle,
    count,
    distributive,
    missing_side,
    multiply,
)
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

SHAPES = {"count-shape": count_shape, "fraction-sides": fraction_sides, "rectilinear": rectilinear}
RECTANGLES = {
    "count": count,
    "multiply": multiply,
    "word": multiply,
    "missing-side": missing_side,
    "distributive": distributive,
}
AreaParams = params_model(
    "AreaParams", mode=chosen(RECTANGLES, SHAPES), max_side=(int, Field(default=10, ge=3, le=100))
)


_BANDS = "side lengths (2 to the skill's largest side; rectilinear figures 5-16 by 4-14): easy the lower 60 %, medium the middle 60 %, hard the upper half; shapes on a grid and area models grow too; fractional sides: halves to fourths, then up to eighths"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG, AR}, params=AreaParams, levels=Levels("size", _BANDS))
def area(ctx: GenerationContext) -> Draft:
    p: AreaParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    mode = p.mode
    if mode in SHAPES:
        return SHAPES[mode](ctx)
    unit = "units" if mode in ("count", "distributive") else pick(rng, UNITS)
    length, width = sides(rng, p.max_side, rank)
    return RECTANGLES[mode](ctx, Rectangle(mode, unit, length, width))
