"""Adding and taking away with pictures (kindergarten): two groups put together, or some of a row
crossed out, within 10.

Standards: K.OA.A.1, K.OA.A.2."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.difficulty import Features
from educontent.generation.draw.pictures import ICONS, groups, pictures
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import ArithmeticForm, MathQuestion, PictureForm
from educontent.generation.kit.picture_forms import finish, level_top, wrongs
from educontent.generation.kit.types import AR, PC, WRITTEN
from educontent.generation.math.oa._add_sub import add_mistakes, count_back, count_on, sub_mistakes
from educontent.generation.registry import Draft, GenerationContext, generator


class PictureOpsParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    operations: list[Literal["add", "subtract"]] = Field(
        default_factory=lambda: ["add", "subtract"], min_length=1
    )
    max: int = Field(default=10, ge=3, le=20, description="Largest total.")
    min_part: int = Field(default=0, ge=0, le=2)


def _add(ctx: GenerationContext, p: PictureOpsParams, top: int, category: str, many: str) -> MathQuestion:
    rng = ctx.rng
    a = rng.randint(1, top - max(p.min_part, 1))
    b = rng.randint(p.min_part, top - a)
    total = a + b
    svg = groups(
        category,
        (a, b),
        title=f"Two groups of {many}",
        desc=f"Two groups of {many}: grey ones in the first loop and white ones in the second loop.",
        hollow_groups=(1,),
    )
    explanation = (
        " ".join(s for s in (f"Put the groups together: {a} + {b} = {total}.", count_on(a, b)) if s)
        + f" There are {total} {many} in all."
    )
    return MathQuestion(
        prompt=f"The picture shows {a} grey and {b} white {many}. How many {many} are there in all?",
        answer_display=str(total),
        answer_value=total,
        explanation=explanation,
        misconceptions=wrongs(str(total), *add_mistakes(a, b)),
        fill_text=f"{a} + {b} = ___",
        arithmetic=ArithmeticForm(a, b, "+", f"{a} + {b} = ___"),
        picture=PictureForm(category, total, "groups", svg, groups=(a, b)),
        features=Features(task="compute", steps=1, magnitude=len(str(total)), representation="visual"),
        key=f"picop:add:{a}:{b}",
        instructions="Use the picture to add.",
    )


def _subtract(
    ctx: GenerationContext, p: PictureOpsParams, top: int, category: str, many: str
) -> MathQuestion:
    rng = ctx.rng
    a = rng.randint(max(2, p.min_part + 1), top)
    b = rng.randint(max(p.min_part, 1), a)
    left = a - b
    svg = pictures(
        category,
        a,
        "line",
        crossed=b,
        title=f"{many.capitalize()} with some crossed out",
        desc=f"A row of {many}; the last ones are crossed out.",
    )
    explanation = (
        " ".join(s for s in (f"Take away the crossed-out ones: {a} - {b} = {left}.", count_back(a, b)) if s)
        + f" Count the {many} that are not crossed out to check: {left}."
    )
    return MathQuestion(
        prompt=f"There are {a} {many}. {b} {'is' if b == 1 else 'are'} crossed out. How many {many} are left?",
        answer_display=str(left),
        answer_value=left,
        explanation=explanation,
        misconceptions=wrongs(
            str(left),
            *sub_mistakes(a, b),
            (b, "counted-the-crossed-out-ones", "These are the ones taken away."),
        ),
        fill_text=f"{a} - {b} = ___",
        arithmetic=ArithmeticForm(a, b, "-", f"{a} - {b} = ___"),
        picture=PictureForm(category, left, "line", svg),
        features=Features(task="compute", steps=1, magnitude=len(str(a)), representation="visual"),
        key=f"picop:sub:{a}:{b}",
        instructions="Use the picture to subtract.",
    )


_OPERATIONS = {"add": _add, "subtract": _subtract}


@generator(content_types=WRITTEN | {AR, PC}, params=PictureOpsParams)
def picture_operations(ctx: GenerationContext) -> Draft:
    p: PictureOpsParams = ctx.params
    rng = ctx.rng
    op = pick(rng, p.operations)
    top = level_top(ctx, 3, p.max)
    category, many = pick(rng, ICONS)
    q = _OPERATIONS[op](ctx, p, top, category, many)
    assert q.picture is not None
    return finish(q, ctx, q.picture.svg)
