"""Probability (grade 7, 7.SP.C.5 - 7.SP.C.7): the probability of picking a marble or rolling or
spinning an event, how likely a probability is, the complement of an event, predicting with a
probability, experimental probability, and comparing results with a probability model."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.kit.choose import pick
from educontent.generation.kit.types import DT, WRITTEN
from educontent.generation.math.sp._chance import Chance, chance_draft
from educontent.generation.math.sp.probability import chances, scale
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

ProbMode = Literal[
    "marbles", "cube-spinner", "likelihood", "complement", "predict", "experimental", "compare-model"
]


class ProbParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[ProbMode] = Field(min_length=1)


_CHANCES: dict[str, Callable[[GenerationContext], Chance]] = {
    "marbles": chances.marbles,
    "cube-spinner": chances.cube_or_spinner,
    "predict": chances.predict,
    "experimental": chances.experimental,
    "compare-model": chances.compare_model,
}


_BANDS = "easy: 3 colours of 1-5 marbles, spinners of 4-5 sections with even, odd or one-number events, fewer trials, tenths, probabilities far from 1/2; medium: 2-9 marbles, any spinner or event, more trials, twentieths; hard: 4 colours of 3-12 marbles, 8-10 sections with ranges and multiples, the most trials, probabilities between 1/4 and 3/4"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DT}, params=ProbParams, levels=Levels("steps", _BANDS))
def probability(ctx: GenerationContext) -> Draft:
    mode = pick(ctx.rng, ctx.params.modes)
    if mode == "likelihood":
        return scale.likelihood(ctx)
    if mode == "complement":
        return scale.complement(ctx)
    return chance_draft(ctx, _CHANCES[mode](ctx))
