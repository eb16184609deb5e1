"""Ratios (6.RP.A.1-3): ratio language, ratios from data, simplest form, unit rates,
equivalent-ratio tables and graphs, comparing ratios, and part-whole ratio problems."""

from __future__ import annotations

import random
from collections.abc import Callable

from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.modes import emit_mode, one_of
from educontent.generation.kit.types import AR, DG, DT, WRITTEN
from educontent.generation.math.rp.ratios import language, problems, tables
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

_BUILDERS: dict[str, Callable[[random.Random, int], MathQuestion]] = {
    "describe": language.describe,
    "from-data": language.from_data,
    "simplify": language.simplify,
    "unit-rate": tables.unit_rate,
    "ratio-table": tables.ratio_table,
    "compare": problems.compare,
    "ratio-graph": tables.ratio_graph,
    "part-whole": problems.part_whole,
}
RatioParams = one_of(_BUILDERS, name="RatioParams")


_BANDS = "the ratio's terms, multipliers and counts (each of its range, say 1-12): easy the lower 60 %, medium the middle 60 %, hard the upper half; part-to-whole ratios from medium, rates that are not whole numbers at hard"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={AR, *WRITTEN, DT, DG}, params=RatioParams, levels=Levels("size", _BANDS))
def ratios(ctx: GenerationContext) -> Draft:
    return emit_mode(ctx, _BUILDERS)
