"""Length (kindergarten to grade 2): comparing and ordering lengths and heights (strips, cube
towers, through a third object), measuring with units laid end to end and with two sizes of unit,
reading a ruler, how much longer one thing is, estimating lengths, and why shorter units take more.

Standards: K.MD.A.2, 1.MD.A.1, 1.MD.A.2, 2.MD.A.1, 2.MD.A.2, 2.MD.A.3, 2.MD.A.4."""

from __future__ import annotations

from collections.abc import Callable

from educontent.generation.kit.choose import pick
from educontent.generation.kit.types import DG, OR, PC, WRITTEN
from educontent.generation.math.md.length.compare import compare_lengths, indirect
from educontent.generation.math.md.length.measure import on_ruler, two_units, units
from educontent.generation.math.md.length.params import LengthParams
from educontent.generation.math.md.length.reason import estimate, unit_size
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

_MODES: dict[str, Callable[[GenerationContext, LengthParams, str], Draft]] = {
    "compare": compare_lengths,
    "towers": compare_lengths,
    "indirect": indirect,
    "estimate": estimate,
    "unit-size": unit_size,
    "units": units,
    "two-units": two_units,
    "ruler": on_ruler,
    "difference": on_ruler,
}


_BANDS = "measuring: units and ruler lengths from the lower 60 % of 3-12 (easy), the middle 60 % (medium), the upper half (hard), objects off the 0 mark from medium; comparing: hard lengths are close together"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG, PC, OR}, params=LengthParams, levels=Levels("form", _BANDS))
def length(ctx: GenerationContext) -> Draft:
    p: LengthParams = ctx.params
    mode = pick(ctx.rng, p.modes)
    if ctx.content_type is OR:  # ordering compares strips or towers, whatever the mode
        return compare_lengths(ctx, p, mode)
    return _MODES[mode](ctx, p, mode)
