"""Grade 4 measurement word problems with distances, intervals of time, liquid volumes, masses and
money, including simple fractions and converting a larger unit to a smaller one (4.MD.A.2)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.kit.choose import pick
from educontent.generation.kit.question_builders import name
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.math.md.measurement_stories.conversions import unit_story
from educontent.generation.math.md.measurement_stories.lengths import fraction_length
from educontent.generation.math.md.measurement_stories.money import money_problem
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class MeasureWordParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    kinds: list[Literal["distance", "time", "volume", "mass", "money", "fraction"]] = Field(min_length=1)


_BANDS = "easy: adding or subtracting; medium and hard: also multiplying and dividing; amounts, counts and larger units grow with a floor at each level; fractions: halves and quarters, then eighths"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG}, params=MeasureWordParams, levels=Levels("steps", _BANDS))
def measurement_stories(ctx: GenerationContext) -> Draft:
    p: MeasureWordParams = ctx.params
    kind = pick(ctx.rng, p.kinds)
    who = name(ctx.rng)
    if kind == "money":
        return money_problem(ctx, who)
    if kind == "fraction":
        return fraction_length(ctx, who)
    return unit_story(ctx, kind, who)
