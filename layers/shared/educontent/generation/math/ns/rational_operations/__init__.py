"""Operations with rational numbers (7.NS.A): adding, subtracting, multiplying and dividing signed
integers, decimals and fractions, number-line sums, distance as |p - q|, opposites that make 0,
fractions as terminating or repeating decimals, signs of quotients, and word problems."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from educontent.generation.kit.answer_forms import ModeParams, emit
from educontent.generation.kit.types import AR, DG, WRITTEN
from educontent.generation.math.ns.rational_operations.decimals import quotient_signs, to_decimal
from educontent.generation.math.ns.rational_operations.operations import (
    distance_between,
    number_line_sum,
    signed_op,
)
from educontent.generation.math.ns.rational_operations.stories import rational_story, zero_pairs
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

RationalMode = Literal[
    "operations",
    "number-line-sum",
    "distance",
    "zero-pairs",
    "terminating",
    "repeating",
    "quotient-signs",
    "story",
]
NumberKind = Literal["integers", "decimals", "fractions", "mixed"]


class RationalParams(ModeParams):
    mode: RationalMode
    ops: list[Literal["add", "subtract", "multiply", "divide"]] = Field(
        default_factory=lambda: ["add", "subtract", "multiply", "divide"]
    )
    numbers: NumberKind = "integers"


_BUILDERS = {
    "number-line-sum": number_line_sum,
    "distance": distance_between,
    "zero-pairs": zero_pairs,
    "terminating": lambda rng, lvl: to_decimal(rng, lvl, False),
    "repeating": lambda rng, lvl: to_decimal(rng, lvl, True),
    "quotient-signs": quotient_signs,
    "story": rational_story,
}


_BANDS = "integers up to 12, then 6-25, then 15-60 in size; decimals in tenths, then hundredths; fractions in halves and quarters, then sixths, then eighths; hard number lines in halves and hard zero pairs with decimals; harder denominators to turn into decimals"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={AR, *WRITTEN, DG}, params=RationalParams, levels=Levels("form", _BANDS))
def rational_operations(ctx: GenerationContext) -> Draft:
    params: RationalParams = ctx.params
    rng, lvl = ctx.rng, ctx.level.rank
    if params.mode == "operations":
        return emit(ctx, signed_op(rng, lvl, list(params.ops), params.numbers))
    return emit(ctx, _BUILDERS[params.mode](rng, lvl))
