"""Percents (6.RP.A.3c, 7.RP.A.2-3): percent of a quantity, the whole from a part, a part as a
percent, hundred grids, proportions, percent increase and decrease, discounts, markups, tax,
tips, commission, simple interest and percent error."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Literal

from educontent.generation.kit.answer_forms import ModeParams, emit
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.types import AR, DG, DT, WRITTEN
from educontent.generation.math.rp.percents import change, money, parts
from educontent.generation.registry import Draft, GenerationContext, generator

PercentMode = Literal[
    "percent-of",
    "percent-whole",
    "percent-rate",
    "hundred-grid",
    "proportion",
    "percent-change",
    "apply-change",
    "discount",
    "tax-tip",
    "interest",
    "percent-error",
]
_BUILDERS: dict[str, Callable[[random.Random, int], MathQuestion]] = {
    "percent-of": parts.percent_of,
    "percent-whole": parts.percent_whole,
    "percent-rate": parts.percent_rate,
    "hundred-grid": parts.hundred_grid,
    "proportion": parts.proportion,
    "percent-change": change.percent_change,
    "apply-change": change.apply_change,
    "discount": money.discount,
    "tax-tip": money.tax_tip,
    "interest": money.interest,
    "percent-error": change.percent_error,
}


class PercentParams(ModeParams):
    mode: PercentMode


@generator(content_types={AR, *WRITTEN, DT, DG}, params=PercentParams)
def percents(ctx: GenerationContext) -> Draft:
    q = _BUILDERS[ctx.params.mode](ctx.rng, ctx.level.rank)
    return emit(ctx, q)
