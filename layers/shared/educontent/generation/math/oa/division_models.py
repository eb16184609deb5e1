"""Division as sharing (how many in each group) and as grouping (how many groups), with pictures of
equal groups or arrays of chairs (3.OA.A.2)."""

from __future__ import annotations

import random
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.core.catalog_records import ContentType
from educontent.generation.difficulty import Features
from educontent.generation.draw import svg
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import (
    ArithmeticForm,
    DiagramForm,
    MathQuestion,
    PictureForm,
    render,
)
from educontent.generation.kit.types import TF
from educontent.generation.kit.wrong_answers import non_negative, wrong_answers
from educontent.generation.math.oa._equal_groups import (
    FACTOR_LEVELS,
    MODEL_TYPES,
    factor_pair,
    groups_picture,
    picture_things,
    quotient_slips,
)
from educontent.generation.registry import Draft, GenerationContext, generator


class DivModelParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    meaning: Literal["share", "measure"] = "share"
    model: Literal["groups", "array"] = "groups"
    max_factor: int = Field(default=10, ge=2, le=10)


def _groups(
    rng: random.Random, p: DivModelParams, groups: int, size: int, content_type: ContentType
) -> tuple[str, int, int, str, PictureForm | None]:
    """(prompt, divisor, answer, explanation, picture) for things in equal groups."""
    things, icon = pick(rng, picture_things())
    total = groups * size
    if p.meaning == "share":
        prompt = (
            f"{total} {things} are shared equally into {groups} groups. How many {things} are in each group?"
        )
        divisor, answer = groups, size
        explain = (
            f"Share {total} {things} one at a time into {groups} groups until they are used up. "
            f"Each group gets {size}. {total} ÷ {groups} = {size}, because {groups} × {size} = {total}."
        )
    else:
        prompt = f"{total} {things} are put into groups of {size}. How many groups are there?"
        divisor, answer = size, groups
        explain = (
            f"Make groups of {size} until all {total} {things} are used. There are {groups} groups. "
            f"{total} ÷ {size} = {groups}, because {groups} × {size} = {total}."
        )
    picture = groups_picture(
        content_type,
        icon,
        answer,
        groups,
        size,
        title=f"{total} {things} in equal groups",
        desc=f"{total} {things} in {groups} equal groups of {size}.",
    )
    return prompt, divisor, answer, explain, picture


def _array(p: DivModelParams, rows: int, cols: int) -> tuple[str, int, int, str, DiagramForm]:
    """(prompt, divisor, answer, explanation, diagram) for chairs in rows."""
    total = rows * cols
    if p.meaning == "share":
        prompt = f"{total} chairs are set out in {rows} equal rows. How many chairs are in each row?"
        divisor, answer = rows, cols
    else:
        prompt = f"{total} chairs are set out in rows of {cols}. How many rows are there?"
        divisor, answer = cols, rows
    explain = f"The array has {rows} rows of {cols}. {total} ÷ {divisor} = {answer}, because {rows} × {cols} = {total}."
    diagram = DiagramForm(
        "array",
        svg.dot_array(
            rows,
            cols,
            title=f"{total} chairs in an array",
            desc=f"An array of {total} dots in {rows} rows with {cols} dots in each row.",
        ),
    )
    return prompt, divisor, answer, explain, diagram


@generator(
    content_types=MODEL_TYPES - {TF},
    params=DivModelParams,
    levels=FACTOR_LEVELS,
)
def div_models(ctx: GenerationContext) -> Draft:
    p: DivModelParams = ctx.params
    rng = ctx.rng
    groups, size = factor_pair(ctx, p.max_factor)
    total = groups * size
    picture = diagram = None
    if p.model == "groups":
        prompt, divisor, answer, explain, picture = _groups(rng, p, groups, size, ctx.content_type)
    else:
        prompt, divisor, answer, explain, diagram = _array(p, groups, size)
    question = MathQuestion(
        prompt=prompt,
        answer_display=str(answer),
        answer_value=answer,
        explanation=explain,
        misconceptions=wrong_answers(answer, quotient_slips(total, divisor, answer), non_negative),
        fill_text=f"{total} ÷ {divisor} = ___",
        arithmetic=ArithmeticForm(total, divisor, "÷", f"{total} ÷ {divisor} = ___"),
        picture=picture,
        diagram=diagram,
        features=Features("represent", 1, len(str(total)), "visual"),
        key=f"dm:{p.meaning}:{p.model}:{groups}:{size}",
        instructions="Use the picture to divide.",
    )
    return render(question, ctx.content_type, rng)
