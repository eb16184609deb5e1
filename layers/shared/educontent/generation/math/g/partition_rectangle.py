"""Rectangles cut into rows and columns of same-size squares (grade 2): how many squares.

Standards: 2.G.A.2."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.difficulty import Features
from educontent.generation.draw import svg as svglib
from educontent.generation.kit.forms_answers import mistake_question
from educontent.generation.kit.levels import band
from educontent.generation.kit.math_forms import DiagramForm, PictureForm
from educontent.generation.kit.picture_forms import finish, standard
from educontent.generation.kit.types import DG, PC, WRITTEN
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class PartitionParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    max: int = Field(default=5, ge=2, le=6)


_BANDS = "rows and columns from 2 to the skill's maximum: easy the lower 60 %, medium the middle 60 %, hard the upper half (2-4, 3-4 and 4-5 when the maximum is 5)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG, PC}, params=PartitionParams, levels=Levels("size", _BANDS))
def partition_rectangle(ctx: GenerationContext) -> Draft:
    p: PartitionParams = ctx.params
    rng = ctx.rng
    low, top = band(2, p.max, ctx.level)
    rows = rng.randint(low, top)
    cols = rng.randint(low, top)
    total = rows * cols
    svg = svglib.rectangle(
        "",
        "",
        title="A rectangle cut into squares",
        desc="A rectangle cut into rows and columns of same-size squares.",
        grid=(cols, rows),
    )
    prompt = f"The rectangle is cut into {rows} rows and {cols} columns of same-size squares. How many squares are there?"
    row_sum = " + ".join([str(cols)] * rows)
    q = mistake_question(
        prompt,
        total,
        f"Each row has {cols} squares and there are {rows} rows. Add the rows: {row_sum} = {total}.",
        [
            (rows + cols, "added-rows-and-columns", "This adds the number of rows and columns."),
            (total - cols, "missed-a-row", "One row was not counted."),
            (
                (rows + 1) * (cols + 1),
                "counted-the-corners",
                "Count the squares, not the points where lines meet.",
            ),
            (total + 1, "counting-slip", "Count the squares again."),
        ],
        fill_text=f"{row_sum} = ___",
        picture=PictureForm("square", total, "array", svg),
        diagram=DiagramForm("array", svg, "How many same-size squares are in the rectangle?"),
        features=Features(task="represent", steps=2, magnitude=len(str(total)), representation="visual"),
        key=f"partition:{rows}:{cols}",
        standard=standard(ctx, "2.G.A.2"),
        instructions="Count the squares.",
    )
    return finish(q, ctx, svg)
