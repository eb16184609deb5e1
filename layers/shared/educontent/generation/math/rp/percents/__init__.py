"""Percents (6.RP.A.3c, 7.RP.A.2-3): percent of a quantity, the whole from a part, a part as a
percent, hundred grids, proportions, percent increase and decrease, discounts, markups, tax,
tips, commission, simple interest and percent error."""

from __future__ import annotations

import random
from collections.abc import Callable

from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.modes import emit_mode, one_of
from educontent.generation.kit.types import AR, DG, DT, WRITTEN
from educontent.generation.math.rp.percents import change, money, parts
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

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
PercentParams = one_of(_BUILDERS, name="PercentParams")


_BANDS = "easy: friendly percents (10, 20, 25, 50 %) of small round amounts; medium: more percents (15, 30, 40, 60, 75 %) of larger amounts; hard: percents such as 5, 12, 35, 45 % of large amounts or prices in cents; each level's amounts have a floor as well as a ceiling"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={AR, *WRITTEN, DT, DG}, params=PercentParams, levels=Levels("form", _BANDS))
def percents(ctx: GenerationContext) -> Draft:
    return emit_mode(ctx, _BUILDERS)
