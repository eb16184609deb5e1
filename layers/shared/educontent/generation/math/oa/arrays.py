"""Arrays (grade 2): objects in rows and columns: how many in all (by adding the rows), and the
addition equation that matches an array.

Standards: 2.OA.C.4."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.difficulty import Features
from educontent.generation.draw.pictures import ICONS, array
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion, PictureForm
from educontent.generation.kit.picture_forms import Mistake, finish, standard, wrongs
from educontent.generation.kit.types import DG, PC, WRITTEN
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class ArrayParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    min: int = Field(default=2, ge=1, le=5)
    max: int = Field(default=5, ge=2, le=5)
    ask: Literal["total", "equation"] = "total"


def _equation(ctx: GenerationContext, r: int, c: int, category: str, many: str, svg: str) -> MathQuestion:
    """Which addition equation matches the array (adding rows or columns)."""
    rng = ctx.rng
    total = r * c
    row_sum = " + ".join([str(c)] * r)
    col_sum = " + ".join([str(r)] * c)
    by_rows = rng.random() < 0.5
    answer = f"{row_sum} = {total}" if by_rows else f"{col_sum} = {total}"
    lines = (r, c) if by_rows else (c, r)
    count, size = lines
    mistakes: list[Mistake] = [
        (
            f"{r} + {c} = {r + c}",
            "added-rows-and-columns",
            "This adds the number of rows and the number in a row.",
        ),
        (
            " + ".join([str(size)] * (count - 1)) + f" = {size * (count - 1)}"
            if count > 2
            else f"{size} + {size + 1} = {2 * size + 1}",
            "missed-a-row" if count > 2 else "counted-one-too-many",
            "This does not add up all the rows.",
        ),
        (
            " + ".join([str(size + 1)] * count) + f" = {(size + 1) * count}",
            "miscounted-a-row",
            "Each row does not have that many.",
        ),
    ]
    return MathQuestion(
        prompt=f"Which addition equation matches the array of {many}?",
        answer_display=answer,
        explanation=(
            f"The array has {r} rows with {c} {many} in each row. Add the rows: {row_sum} = {total}. "
            f"(Adding the {c} columns of {r} also works: {col_sum} = {total}.)"
        ),
        misconceptions=wrongs(answer, *mistakes),
        fill_text="___ matches the array.",
        answer_format="expression",
        features=Features(task="represent", steps=2, magnitude=len(str(total)), representation="visual"),
        key=f"arreq:{r}:{c}:{by_rows}",
        standard=standard(ctx, "2.OA.C.4"),
        instructions="Look at the rows of the array.",
    )


def _total(ctx: GenerationContext, r: int, c: int, category: str, many: str, svg: str) -> MathQuestion:
    """How many in all, adding the rows."""
    total = r * c
    row_sum = " + ".join([str(c)] * r)
    mistakes: list[Mistake] = [
        (r + c, "added-rows-and-columns", "This adds the number of rows and the number in each row."),
        (total - c, "missed-a-row", "One row was not counted."),
        (total + c, "counted-a-row-twice", "One row was counted twice."),
        (total + 1, "counting-slip", "This is one too many."),
    ]
    return MathQuestion(
        prompt=f"The {many} are in {r} rows with {c} in each row. How many {many} are there in all?",
        answer_display=str(total),
        answer_value=total,
        explanation=f"Add the rows: {row_sum} = {total}. There are {total} {many}.",
        misconceptions=wrongs(str(total), *mistakes),
        fill_text=f"{row_sum} = ___",
        picture=PictureForm(category, total, "array", svg),
        diagram=DiagramForm("array", svg, f"How many {many} are in the array?"),
        features=Features(task="represent", steps=r - 1, magnitude=len(str(total)), representation="visual"),
        key=f"arr:{r}:{c}",
        standard=standard(ctx, "2.OA.C.4"),
        instructions="Use the array.",
    )


_ASKS = {"equation": _equation, "total": _total}


_BANDS = "rows and columns: easy the lower 60 %, medium the middle 60 %, hard the upper half of the skill's range (up to 5 by 5: easy 2-4, medium 3-4, hard 4-5)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {PC, DG}, params=ArrayParams, levels=Levels("size", _BANDS))
def arrays(ctx: GenerationContext) -> Draft:
    p: ArrayParams = ctx.params
    rng = ctx.rng
    r = draw(rng, p.min, p.max, ctx.level)
    c = draw(rng, p.min, p.max, ctx.level)
    category, many = pick(rng, ICONS)
    svg = array(
        category, r, c, title=f"An array of {many}", desc=f"{many.capitalize()} set out in equal rows."
    )
    return finish(_ASKS[p.ask](ctx, r, c, category, many, svg), ctx, svg)
