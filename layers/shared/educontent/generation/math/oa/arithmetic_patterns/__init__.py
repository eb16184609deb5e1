"""Number and shape patterns: continue a pattern, find its rule, find a later number from a rule,
odd and even sums, products and patterns, and repeating shape patterns (3.OA.D.9, 4.OA.C.5).

The builders live in the sibling modules: ``rules`` (patterns from a rule), ``parity`` (odd and
even) and ``shapes`` (repeating shapes)."""

from __future__ import annotations

import random
from collections.abc import Callable

from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.ops_modes import render_picked
from educontent.generation.kit.types import DT, FB, MC, SA, TF
from educontent.generation.math.oa.arithmetic_patterns import parity, rules, shapes
from educontent.generation.registry import Draft, GenerationContext, generator

# mode -> builder(rng, mode, level rank)
_BUILDERS: dict[str, Callable[[random.Random, str, int], MathQuestion]] = {
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


@generator(content_types={MC, SA, FB, TF, DT}, params=PatternParams)
def patterns(ctx: GenerationContext) -> Draft:
    return render_picked(ctx, _BUILDERS, ctx.level.rank)
