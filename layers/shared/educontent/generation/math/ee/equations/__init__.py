"""Equations (6.EE.B.5, 6.EE.B.7, 7.EE.B.3, 7.EE.B.4a): solutions from a set by substitution,
one-step equations with whole, decimal and fraction numbers, two-step equations px + q = r and
p(x + q) = r, and one-step, two-step and multi-step problems with rational numbers in stories."""

from __future__ import annotations

from typing import Literal

from educontent.generation.kit.answer_forms import ModeParams, emit
from educontent.generation.kit.types import AR, WRITTEN
from educontent.generation.math.ee.equations.multi_step import multi_step
from educontent.generation.math.ee.equations.one_step import one_step, substitution
from educontent.generation.math.ee.equations.stories import one_step_story, two_step_story
from educontent.generation.math.ee.equations.two_step import two_step
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

EquationMode = Literal[
    "one-step",
    "one-step-story",
    "substitution",
    "substitution-inequality",
    "two-step",
    "parentheses",
    "two-step-story",
    "multi-step",
]


class EquationParams(ModeParams):
    mode: EquationMode
    numbers: Literal["whole", "rational"] = "whole"


_BUILDERS = {
    "one-step": lambda rng, lvl, numbers: one_step(rng, lvl, numbers),
    "substitution": lambda rng, lvl, numbers: substitution(rng, lvl, False),
    "substitution-inequality": lambda rng, lvl, numbers: substitution(rng, lvl, True),
    "two-step": lambda rng, lvl, numbers: two_step(rng, lvl, False),
    "parentheses": lambda rng, lvl, numbers: two_step(rng, lvl, True),
    "one-step-story": lambda rng, lvl, numbers: one_step_story(rng, lvl),
    "two-step-story": lambda rng, lvl, numbers: two_step_story(rng, lvl),
    "multi-step": lambda rng, lvl, numbers: multi_step(rng, lvl),
}


_BANDS = "whole-number equations and stories: bigger numbers each level (one-step sums to 20, 20-100, 100-500); two-step equations: easy positive whole numbers, medium negative integers, hard fractions and decimals; fractions and decimals: easy like denominators and tenths, hard unlike denominators and hundredths; multi-step: easy money stories, hard fractions of cups and tanks"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={AR, *WRITTEN}, params=EquationParams, levels=Levels("form", _BANDS))
def equations(ctx: GenerationContext) -> Draft:
    params: EquationParams = ctx.params
    return emit(ctx, _BUILDERS[params.mode](ctx.rng, ctx.level.rank, params.numbers))
