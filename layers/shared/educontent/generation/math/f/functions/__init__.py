"""Functions (grade 8, 8.F): what a function is, evaluating, linear and nonlinear functions,
comparing functions, building linear models from tables, points and descriptions, and reading
graphs qualitatively (8.F.A.1 - 8.F.A.3, 8.F.B.4, 8.F.B.5)."""

from __future__ import annotations

from collections.abc import Callable

from educontent.generation.kit.modes import draft_mode, many_of
from educontent.generation.kit.types import DG, DT, WRITTEN
from educontent.generation.math.f.functions import fees, linear, piecewise, relations
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

_MODES: dict[str, Callable[[GenerationContext, str], Draft]] = {
    "is-function": relations.is_function,
    "which-is-function": relations.which_is_function,
    "evaluate": relations.evaluate,
    "table-rule": linear.from_values,
    "linear-or-not": linear.linear_or_not,
    "compare-rate": linear.compare,
    "compare-initial": linear.compare,
    "rate-initial": linear.from_values,
    "two-points-rule": linear.from_values,
    "description": fees.fee_and_rate,
    "interpret": fees.fee_and_rate,
    "increasing-interval": piecewise.piecewise_graph,
    "describe-graph": piecewise.piecewise_graph,
}
FunctionParams = many_of(_MODES, name="FunctionParams")


_BANDS = "easy: relations of four pairs, inputs from 0, tables from x = 0 in steps of 1, an equation to compare with, graphs of three pieces, the smaller fees and rates; medium: five pairs, negative inputs, tables starting past 0, a rule in words to compare with; hard: six pairs, inputs down to -10, x in steps of 2 and half-unit slopes, graphs of four pieces, the largest fees and rates"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DT, DG}, params=FunctionParams, levels=Levels("steps", _BANDS))
def functions(ctx: GenerationContext) -> Draft:
    return draft_mode(ctx, _MODES)
