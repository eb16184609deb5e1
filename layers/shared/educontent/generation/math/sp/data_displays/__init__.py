"""Data displays (6.SP.A.2, 6.SP.B.4): reading dot plots (counts, range, peak), histograms and box
plots."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.modes import emit_mode, one_of
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.math.sp.data_displays import bars, dot_plots
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

_BUILDERS: dict[str, Callable[[random.Random, int], MathQuestion]] = {
    "dot-plot": partial(dot_plots.dot_plot, describe=False),
    "distribution": partial(dot_plots.dot_plot, describe=True),
    "histogram": bars.histogram,
    "box-plot": bars.box_plot,
}
DisplayParams = one_of(_BUILDERS, name="DisplayParams")


_BANDS = "more data to read: dot plots of 8-12 dots over 6 values (easy), 10-16 over 8 (medium), 14-20 over 10 (hard); histograms of 4 bars with counts to 8, 4-5 bars to 12, 5 bars of 4-16; box plots: easy read the median or a quartile, medium any, hard subtract two values (range, IQR)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={*WRITTEN, DG}, params=DisplayParams, levels=Levels("steps", _BANDS))
def data_displays(ctx: GenerationContext) -> Draft:
    return emit_mode(ctx, _BUILDERS)
