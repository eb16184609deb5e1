"""Adding and subtracting fractions and mixed numbers with like denominators: joining and taking
away parts (written or on a bar model), decomposing a fraction into a sum, renaming between mixed
numbers and fractions, and fraction stories (4.NF.B.3).

The builders live in the sibling modules: ``joining`` (like fractions), ``decompose`` (sums of
fractions), ``mixed_numbers`` (mixed numbers and renaming) and ``stories`` (word problems)."""

from __future__ import annotations

import random
from collections.abc import Callable

from pydantic import Field

from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import banded_value
from educontent.generation.kit.math_forms import MathQuestion, render
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.types import AR, DG, FB, MC, SA, TF
from educontent.generation.math.nf._denominators import G4_DENS
from educontent.generation.math.nf.like_denominators import decompose, joining, mixed_numbers, stories
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

# mode -> builder(rng, mode, denominator, level rank)
_BUILDERS: dict[str, Callable[[random.Random, str, int, int], MathQuestion]] = {
    "like": joining.join_or_take_away,
    "models": joining.join_or_take_away,
    "decompose": decompose.missing_part,
    "pick-decomposition": decompose.pick_sum,
    "mixed-add": mixed_numbers.add_or_subtract,
    "mixed-sub": mixed_numbers.add_or_subtract,
    "to-improper": mixed_numbers.rename,
    "to-mixed": mixed_numbers.rename,
    "story": stories.story,
}


class FractionAddSubParams(many_of(_BUILDERS)):
    dens: list[int] = Field(default_factory=lambda: list(G4_DENS), min_length=1)


_BANDS = "denominators: easy the smallest 60 % of the skill's denominators (3 and up), medium the middle 60 %, hard the largest half; whole numbers of mixed numbers from the same bands of 1-9; hard sums and amounts may pass one whole"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, FB, TF, SA, AR, DG}, params=FractionAddSubParams, levels=Levels("size", _BANDS))
def fraction_add_sub(ctx: GenerationContext) -> Draft:
    p: FractionAddSubParams = ctx.params
    rng = ctx.rng
    mode = pick(rng, p.modes)
    b = banded_value(rng, [x for x in p.dens if x >= 3] or [4], ctx.level)
    return render(_BUILDERS[mode](rng, mode, b, ctx.level.rank), ctx.content_type, rng)
