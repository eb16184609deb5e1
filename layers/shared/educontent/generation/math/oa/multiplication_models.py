"""Multiplication as equal groups and arrays: the total of a picture of groups or an array of dots,
or the multiplication that describes it (3.OA.A.1)."""

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
    Misconception,
    PictureForm,
    render,
)
from educontent.generation.kit.wrong_answers import non_negative, wrong_answers
from educontent.generation.math.oa._equal_groups import (
    FACTOR_LEVELS,
    MODEL_TYPES,
    factor_pair,
    groups_picture,
    picture_things,
    product_slips,
)
from educontent.generation.registry import Draft, GenerationContext, generator

M = Misconception


class MultModelParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    model: Literal["groups", "array"] = "groups"
    ask: Literal["total", "expression"] = "total"
    max_factor: int = Field(default=10, ge=2, le=10)


def _groups(
    rng: random.Random, g: int, s: int, content_type: ContentType
) -> tuple[str, str, PictureForm | None]:
    """(what is shown, what is counted, the picture when the content type shows one)."""
    things, icon = pick(rng, picture_things())
    shown = f"{g} groups of {s} {things}"
    desc = f"{g} equal groups of {things} with {s} {things} in each group."
    picture = groups_picture(content_type, icon, g * s, g, s, title=shown, desc=desc)
    return shown, things, picture


def _array(g: int, s: int, ask: str) -> tuple[str, DiagramForm]:
    shown = f"an array with {g} rows of {s} dots"
    desc = f"An array of dots in {g} rows with {s} dots in each row."
    return shown, DiagramForm(
        "array",
        svg.dot_array(g, s, title=f"An array of {g} rows of {s} dots", desc=desc),
        question=(
            "How many dots are in the array?"
            if ask == "total"
            else "Write a multiplication that tells how many dots are in the array."
        ),
    )


def _expression_value(text: str) -> int | None:
    a, op, b = text.split(" ")
    return int(a) * int(b) if op == "×" else -1 - int(a) - int(b)  # a sum is never the product


@generator(
    content_types=MODEL_TYPES,
    params=MultModelParams,
    levels=FACTOR_LEVELS,
)
def mult_models(ctx: GenerationContext) -> Draft:
    p: MultModelParams = ctx.params
    rng = ctx.rng
    g, s = factor_pair(ctx, p.max_factor)
    total = g * s
    picture = diagram = None
    if p.model == "groups":
        shown, what, picture = _groups(rng, g, s, ctx.content_type)
    else:
        (shown, diagram), what = _array(g, s, p.ask), "dots"
    groups = "groups" if p.model == "groups" else "rows"
    shown_cap = shown[0].upper() + shown[1:]
    if p.ask == "total":
        question = MathQuestion(
            prompt=f"The picture shows {shown}. How many {what} are there in all?",
            answer_display=str(total),
            answer_value=total,
            explanation=(
                f"There are {g} equal {groups} with {s} in each. "
                f"{g} × {s} means {g} groups of {s}: skip count by {s}, {g} times. {g} × {s} = {total}."
            ),
            misconceptions=tuple(wrong_answers(total, product_slips(g, s), non_negative)),
            fill_text=f"{shown_cap}: {g} × {s} = ___ {what} in all.",
            arithmetic=ArithmeticForm(g, s, "×", f"{g} × {s} = ___"),
            picture=picture,
            diagram=diagram,
            features=Features("represent", 1, len(str(total)), "visual"),
            key=f"mm:{p.model}:{g}:{s}",
            instructions="Use the picture to multiply.",
        )
        return render(question, ctx.content_type, rng)
    wrongs = [
        M(f"{g} + {s}", "added-instead-of-multiplied", f"{g} + {s} adds the numbers; equal groups multiply."),
        M(f"{g} × {s + 1}", "miscounted-the-group-size", f"Each group has {s}, not {s + 1}."),
        M(f"{g - 1} × {s}", "miscounted-the-groups", f"There are {g} groups, not {g - 1}."),
        M(f"{s} + {s}", "counted-only-two-groups", "This adds just two groups."),
    ]
    question = MathQuestion(
        prompt=f"The picture shows {shown}. Which multiplication tells how many {what} there are in all?",
        answer_display=f"{g} × {s}",
        explanation=(
            f"There are {g} equal {groups} and {s} in each, so the multiplication is {g} × {s} (which is {total})."
        ),
        misconceptions=wrong_answers(total, wrongs, _expression_value),
        fill_text=f"{shown_cap} can be written as ___.",
        picture=picture,
        diagram=diagram,
        answer_format="expression",
        acceptable=(f"{s} × {g}",),
        features=Features("represent", 1, len(str(total)), "visual"),
        key=f"mx:{p.model}:{g}:{s}",
        instructions="Match the picture to a multiplication.",
    )
    return render(question, ctx.content_type, rng)
