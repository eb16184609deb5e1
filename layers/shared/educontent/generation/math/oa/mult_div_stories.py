"""One-step multiplication and division story problems about equal groups, arrays and measurement
quantities, to solve with an equation (3.OA.A.3). Stories come from
``catalog_data/content/math/oa-mult-div-stories.json``."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import render
from educontent.generation.kit.people import roster
from educontent.generation.kit.types import FB, MC, SA
from educontent.generation.math.oa._equal_groups import (
    FACTOR_LEVELS,
    factor_pair,
    product_slips,
    quotient_slips,
    things,
)
from educontent.generation.registry import Draft, GenerationContext, generator


class StoryParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    operation: Literal["multiply", "divide"]
    contexts: list[Literal["groups", "arrays", "measurement"]] = Field(
        default_factory=lambda: ["groups", "arrays", "measurement"], min_length=1
    )
    max_factor: int = Field(default=10, ge=2, le=10)


@generator(
    content_types={MC, SA, FB},
    params=StoryParams,
    levels=FACTOR_LEVELS,
)
def mult_div_story(ctx: GenerationContext) -> Draft:
    p: StoryParams = ctx.params
    rng = ctx.rng
    a, b = factor_pair(ctx, p.max_factor)
    context = pick(rng, p.contexts)
    name = pick(rng, roster("roster-2"))
    counted = pick(rng, things())
    template = pick(rng, load_bank("math", "oa-mult-div-stories")[p.operation][context])
    if p.operation == "multiply":
        answer = a * b
        text = template.format(name=name, things=counted, a=a, b=b)
        equation = f"{a} × {b} = ___"
        explain = f"There are {a} equal groups of {b}, so multiply: {a} × {b} = {answer}."
        wrongs = product_slips(a, b)
    else:
        c = a * b
        answer = b
        text = template.format(name=name, things=counted, a=a, c=c)
        equation = f"{c} ÷ {a} = ___"
        explain = f"Split {c} into equal groups: {c} ÷ {a} = {b}. Check with multiplication: {a} × {b} = {c}."
        wrongs = quotient_slips(c, a, b)
    fill = f"{text} Write an equation and solve: {equation}"
    asked = Asked(
        text, str(answer), explain, wrongs, fill, f"st:{p.operation}:{template[:12]}:{a}:{b}", answer
    )
    features = Features("word-problem", 2, len(str(max(a * b, 10))), "text")
    question = asked.by_value(answer, features=features, instructions="Read the problem and solve.")
    return render(question, ctx.content_type, rng)
