"""Number and shape patterns: continue a pattern, find its rule, find a later number from a rule,
odd and even sums, products and patterns, and repeating shape patterns (3.OA.D.9, 4.OA.C.5).

The builders live in the sibling modules: ``rules`` (patterns from a rule), ``parity`` (odd and
even) and ``shapes`` (repeating shapes)."""

from __future__ import annotations

import random
from collections.abc import Callable

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.ops_modes import render_picked
from educontent.generation.kit.types import DT, FB, MC, SA, TF
from educontent.generation.math.oa.arithmetic_patterns import parity, rules, shapes
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

# mode -> builder(rng, mode, level)
_BUILDERS: dict[str, Callable[[random.Random, str, DifficultyLevel], MathQuestion]] = {
    "extend-add": rules.extend,
    "extend-subtract": rules.extend,
    "extend-multiply": rules.extend,
    "skip-count": rules.extend,
    "find-rule": rules.find_rule,
    "rule-term": rules.rule_term,
    "rule-term-multiply": rules.rule_term,
    "parity": parity.sum_or_product,
    "features": parity.pattern_features,
    "shapes": shapes.repeating_shapes,
}


PatternParams = many_of(_BUILDERS, name="PatternParams")


_BANDS = "the start (0-120) and step (2-15; skip counts 2-10) of a pattern, the numbers of an odd or even sum (3-99) or product (3-99 times 2-9), the shape's position (up to 40th): easy the lower 60 %, medium the middle 60 %, hard the upper half; medium and hard add subtracting and multiplying rules"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, SA, FB, TF, DT}, params=PatternParams, levels=Levels("size", _BANDS))
def patterns(ctx: GenerationContext) -> Draft:
    return render_picked(ctx, _BUILDERS, ctx.level)
