"""Measures of center and variation (6.SP.A.3, 6.SP.B.5a-d): mean, median, mode, range,
interquartile range and mean absolute deviation of listed data, counting observations, choosing a
measure of center, and telling center from spread."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Literal

from educontent.generation.kit.answer_forms import ModeParams, emit
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.types import DT, WRITTEN
from educontent.generation.math.sp.center_spread import judging
from educontent.generation.math.sp.center_spread.measures import measure
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

StatMode = Literal[
    "mean-median",
    "mean",
    "median",
    "mode",
    "range",
    "iqr",
    "mad",
    "observations",
    "choose-measure",
    "center-or-spread",
]
# The other modes name the measure to find.
_REASONING: dict[str, Callable[[random.Random, int], MathQuestion]] = {
    "observations": judging.observations,
    "choose-measure": judging.choose_measure,
    "center-or-spread": judging.center_or_spread,
}


class StatisticsParams(ModeParams):
    mode: StatMode


_BANDS = "more values to order, add or compare: easy data sets of 5-7 values (6-7 with an outlier) and frequency tables of 4 rows with counts to 6; medium 7-9 values and up to 5 rows with counts to 10; hard 9-12 values (8-9 with an outlier) and 5-6 rows with counts 4-15 (naming a measure of center or variation is the same at every level)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={*WRITTEN, DT}, params=StatisticsParams, levels=Levels("steps", _BANDS))
def center_spread(ctx: GenerationContext) -> Draft:
    mode, rng, lvl = ctx.params.mode, ctx.rng, ctx.level.rank
    reason = _REASONING.get(mode)
    q = reason(rng, lvl) if reason else measure(rng, lvl, mode)
    return emit(ctx, q)
