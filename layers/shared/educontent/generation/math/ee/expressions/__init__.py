"""Expressions (6.EE.A.2-4, 6.EE.B.6, 7.EE.A): writing expressions from words and stories, naming
parts of expressions, evaluating expressions and formulas, the distributive property, factoring,
combining like terms, equivalent expressions, adding and subtracting linear expressions and
rewriting expressions in context."""

from __future__ import annotations

from typing import Literal

from educontent.generation.kit.answer_forms import ModeParams, emit
from educontent.generation.kit.types import WRITTEN
from educontent.generation.math.ee.expressions.combine import add_expressions, equivalent, like_terms, rewrite
from educontent.generation.math.ee.expressions.distribute import expand, factor
from educontent.generation.math.ee.expressions.evaluate import evaluate, formula, parts
from educontent.generation.math.ee.expressions.words import story_expression, words
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

ExpressionMode = Literal[
    "words",
    "story",
    "parts",
    "evaluate",
    "formula",
    "expand",
    "factor",
    "like-terms",
    "equivalent",
    "add-expressions",
    "rewrite",
]
Coefficients = Literal["whole", "signed", "rational"]


class ExpressionParams(ModeParams):
    mode: ExpressionMode
    coefficients: Coefficients = "whole"


_WITH_COEFFICIENTS = {"expand": expand, "factor": factor}
_BUILDERS = {
    "words": words,
    "story": story_expression,
    "parts": parts,
    "evaluate": evaluate,
    "formula": formula,
    "like-terms": like_terms,
    "equivalent": equivalent,
    "add-expressions": add_expressions,
    "rewrite": rewrite,
}


_BANDS = "easy: one variable, two or three terms, one-operation words and stories, friendly percents, a small factor to distribute (2-5); medium: two variables, more terms, two-operation phrases and stories, a bigger factor (3-7); hard: also squares, quotients, halves and decimals, a factor of 5-9"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=set(WRITTEN), params=ExpressionParams, levels=Levels("steps", _BANDS))
def expressions(ctx: GenerationContext) -> Draft:
    params: ExpressionParams = ctx.params
    rng, lvl = ctx.rng, ctx.level.rank
    if params.mode in _WITH_COEFFICIENTS:
        return emit(ctx, _WITH_COEFFICIENTS[params.mode](rng, lvl, params.coefficients))
    return emit(ctx, _BUILDERS[params.mode](rng, lvl))
