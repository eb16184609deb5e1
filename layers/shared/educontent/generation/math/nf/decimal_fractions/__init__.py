"""Tenths and hundredths: tenths as hundredths, adding tenths and hundredths, fractions with
denominator 10 or 100 as decimals and back, decimals on number lines and hundredths grids, and
comparing decimals to hundredths (4.NF.C.5, 4.NF.C.6, 4.NF.C.7).

The builders live in the sibling modules: ``notation`` (fractions and decimals), ``models`` (number
lines and grids) and ``compare`` (comparing)."""

from __future__ import annotations

import random
from collections.abc import Callable

from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.ops_modes import render_picked
from educontent.generation.kit.types import DG, FB, MC, SA, TF
from educontent.generation.math.nf.decimal_fractions import compare, models, notation
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

# mode -> builder(rng, mode, level rank)
_BUILDERS: dict[str, Callable[[random.Random, str, int], MathQuestion]] = {
    "tenths-to-hundredths": notation.tenths_as_hundredths,
    "add-tenths-hundredths": notation.add_tenths_and_hundredths,
    "fraction-to-decimal": notation.fraction_to_decimal,
    "decimal-to-fraction": notation.decimal_to_fraction,
    "number-line": models.number_line,
    "grid": models.grid,
    "compare": compare.comparison,
}


DecimalParams = many_of(_BUILDERS, name="DecimalParams")


_BANDS = "easy: mostly tenths, sums within one; medium: mostly hundredths, sums past one; hard: hundredths, mixed numbers, tenths past one whole (decimal comparisons are alike at every level)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, FB, TF, SA, DG}, params=DecimalParams, levels=Levels("form", _BANDS))
def decimals(ctx: GenerationContext) -> Draft:
    return render_picked(ctx, _BUILDERS, ctx.level.rank)
