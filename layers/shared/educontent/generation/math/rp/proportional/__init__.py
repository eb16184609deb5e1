"""Proportional relationships (7.RP.A.2a-d): deciding from tables and graphs, the constant of
proportionality from tables, graphs and descriptions, equations y = kx, and what a point on the
graph means."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Literal

from educontent.core.catalog_records import ContentType
from educontent.generation.kit.answer_forms import ModeParams, emit
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.types import DG, DT, WRITTEN
from educontent.generation.math.rp.proportional import constants, deciding, equations
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

ProportionalMode = Literal[
    "is-proportional-table",
    "is-proportional-graph",
    "constant-table",
    "constant-graph",
    "constant-verbal",
    "write-equation",
    "interpret-point",
]
# Yes/no questions, which are stated for true/false items, and questions with a value to find.
_DECIDE: dict[str, Callable[[random.Random, int, ContentType], Draft | MathQuestion]] = {
    "is-proportional-table": deciding.in_table,
    "is-proportional-graph": deciding.on_graph,
}
_FIND: dict[str, Callable[[random.Random, int], MathQuestion]] = {
    "constant-table": constants.from_table,
    "constant-graph": constants.from_graph,
    "constant-verbal": constants.from_words,
    "write-equation": equations.write_equation,
    "interpret-point": equations.interpret_point,
}


class ProportionalParams(ModeParams):
    mode: ProportionalMode


_BANDS = "the constant of proportionality: easy a whole number, medium a whole number or halves, hard halves, quarters, tenths or a fraction on a graph (tables to judge stop at medium's)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={*WRITTEN, DT, DG}, params=ProportionalParams, levels=Levels("form", _BANDS))
def proportional(ctx: GenerationContext) -> Draft:
    mode, rng, lvl = ctx.params.mode, ctx.rng, ctx.level.rank
    decide = _DECIDE.get(mode)
    made = decide(rng, lvl, ctx.content_type) if decide else _FIND[mode](rng, lvl)
    return emit(ctx, made)
