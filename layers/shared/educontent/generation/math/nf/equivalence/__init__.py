"""Equivalent fractions and comparing fractions: missing numerators and denominators, choosing an
equivalent fraction, equivalent points on two number lines, whole numbers as fractions, and
comparing with the same denominator, the same numerator, a benchmark (1/2) or unlike denominators
(3.NF.A.3, 4.NF.A.1, 4.NF.A.2).

The builders live in the sibling modules: ``equivalent`` (equivalent fractions), ``whole`` (whole
numbers as fractions) and ``compare`` (comparing)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Literal

from pydantic import Field

from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import MathQuestion, render
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.types import DG, FB, MC, SA, TF
from educontent.generation.math.nf._denominators import G3_DENS
from educontent.generation.math.nf.equivalence import compare, equivalent, whole
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

Builder = Callable[[random.Random, str, "RelationParams", int], MathQuestion]
_EQUIVALENCE = ("4.NF.A.1", "3.NF.A.3b", "3.NF.A.3a")
_COMPARISON = ("4.NF.A.2", "3.NF.A.3d")

# mode -> (builder, the standards the item practises, first the skill lists)
_BUILDERS: dict[str, tuple[Builder, tuple[str, ...]]] = {
    "equiv-missing": (equivalent.missing_number, _EQUIVALENCE),
    "equiv-pick": (equivalent.pick_equivalent, _EQUIVALENCE),
    "equiv-number-line": (equivalent.on_number_lines, _EQUIVALENCE),
    "whole": (whole.whole_number, ()),
    "compare-same-den": (compare.comparison, _COMPARISON),
    "compare-same-num": (compare.comparison, _COMPARISON),
    "compare-unlike": (compare.comparison, _COMPARISON),
    "compare-benchmark": (compare.comparison, _COMPARISON),
}


class RelationParams(many_of(_BUILDERS)):
    dens: list[int] = Field(default_factory=lambda: list(G3_DENS), min_length=1)
    max_den: int = Field(default=8, ge=4, le=100)
    direction: list[Literal["up", "down"]] = Field(default_factory=lambda: ["up"], min_length=1)


_BANDS = "denominators (the larger one, or the equivalent fraction's): easy the smallest 60 % of the skill's denominators, medium the middle 60 %, hard the largest half; whole numbers as fractions also grow the whole number (easy 1-3, medium 2-4, hard 3-5)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, FB, TF, SA, DG}, params=RelationParams, levels=Levels("size", _BANDS))
def fraction_relations(ctx: GenerationContext) -> Draft:
    p: RelationParams = ctx.params
    rng = ctx.rng
    mode = pick(rng, p.modes)
    builder, codes = _BUILDERS[mode]
    draft = render(builder(rng, mode, p, ctx.level.rank), ctx.content_type, rng)
    if codes:
        draft.standard = next((code for code in codes if code in ctx.skill.standards), None)
    return draft
