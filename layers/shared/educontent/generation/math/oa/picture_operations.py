"""Adding and taking away with pictures (kindergarten): two groups put together, or some of a row
crossed out, within 10.

Standards: K.OA.A.1, K.OA.A.2."""

from __future__ import annotations

from typing import Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.difficulty import Features
from educontent.generation.draw.pictures import ICONS, groups, pictures
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import mistake_question
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.levels import STOPS_AT_MEDIUM, draw
from educontent.generation.kit.math_forms import ArithmeticForm, PictureForm
from educontent.generation.kit.picture_forms import Mistake, finish
from educontent.generation.kit.types import AR, PC, WRITTEN
from educontent.generation.math.oa._add_sub import add_mistakes, count_back, count_on, sub_mistakes
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class PictureOpsParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    operations: list[Literal["add", "subtract"]] = Field(
        default_factory=lambda: ["add", "subtract"], min_length=1
    )
    max: int = Field(default=10, ge=3, le=20, description="Largest total.")
    min_part: int = Field(default=0, ge=0, le=2)


class _Pictured(NamedTuple):
    """A sum or difference shown in a picture: ``a symbol b = answer``."""

    a: int
    symbol: str
    b: int
    answer: int
    prompt: str
    explanation: str
    mistakes: list[Mistake]
    picture: PictureForm
    magnitude: int


def _add(ctx: GenerationContext, p: PictureOpsParams, category: str, many: str) -> _Pictured:
    rng = ctx.rng
    total = draw(rng, max(2, 1 + p.min_part), p.max, ctx.level, STOPS_AT_MEDIUM)
    a = rng.randint(1, total - p.min_part)
    b = total - a
    svg = groups(
        category,
        (a, b),
        title=f"Two groups of {many}",
        desc=f"Two groups of {many}: grey ones in the first loop and white ones in the second loop.",
        hollow_groups=(1,),
    )
    explanation = (
        " ".join(s for s in (f"Put the groups together: {a} + {b} = {total}.", count_on(a, b)) if s)
        + f" There {'is' if total == 1 else 'are'} {count_of(total, category)} in all."
    )
    prompt = f"The picture shows {a} grey and {b} white {many}. How many {many} are there in all?"
    picture = PictureForm(category, total, "groups", svg, groups=(a, b))
    return _Pictured(a, "+", b, total, prompt, explanation, add_mistakes(a, b), picture, len(str(total)))


def _subtract(ctx: GenerationContext, p: PictureOpsParams, category: str, many: str) -> _Pictured:
    rng = ctx.rng
    a = draw(rng, max(2, p.min_part + 1), p.max, ctx.level, STOPS_AT_MEDIUM)
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
    prompt = f"There are {a} {many}. {b} {'is' if b == 1 else 'are'} crossed out. How many {many} are left?"
    mistakes = [*sub_mistakes(a, b), (b, "counted-the-crossed-out-ones", "These are the ones taken away.")]
    picture = PictureForm(category, left, "line", svg)
    return _Pictured(a, "-", b, left, prompt, explanation, mistakes, picture, len(str(a)))


_OPERATIONS = {"add": _add, "subtract": _subtract}


_BANDS = "the total, or the number before some are crossed out: easy the lower 60 %, medium the upper 60 %, hard the top 40 % of 2 to the skill's largest total"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {AR, PC}, params=PictureOpsParams, levels=Levels("size", _BANDS))
def picture_operations(ctx: GenerationContext) -> Draft:
    p: PictureOpsParams = ctx.params
    rng = ctx.rng
    op = pick(rng, p.operations)
    category, many = pick(rng, ICONS)
    made = _OPERATIONS[op](ctx, p, category, many)
    a, symbol, b = made.a, made.symbol, made.b
    sentence = f"{a} {symbol} {b} = ___"
    q = mistake_question(
        made.prompt,
        made.answer,
        made.explanation,
        made.mistakes,
        fill_text=sentence,
        arithmetic=ArithmeticForm(a, b, symbol, sentence),
        picture=made.picture,
        features=Features(task="compute", steps=1, magnitude=made.magnitude, representation="visual"),
        key=f"picop:{'add' if op == 'add' else 'sub'}:{a}:{b}",
        instructions=f"Use the picture to {op}.",
    )
    return finish(q, ctx, made.picture.svg)
