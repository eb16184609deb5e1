"""One, ten or a hundred more or less (kindergarten to grade 2): the number that is 1, 10 or 100
more or less than a given number, shown plainly, with pictures (one more added, one crossed out)
or with base-ten blocks.

Standards: K.CC.B.4c, 1.NBT.C.5, 2.NBT.B.8."""

from __future__ import annotations

from typing import Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, model_validator

from educontent.generation.difficulty import Features
from educontent.generation.draw.base_ten import base_ten
from educontent.generation.draw.pictures import ICONS, pictures
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import draw_for
from educontent.generation.kit.math_forms import ArithmeticForm, DiagramForm, MathQuestion, PictureForm
from educontent.generation.kit.picture_forms import Mistake, finish, wrongs
from educontent.generation.kit.types import AR, DG, PC, WRITTEN
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class MoreLessParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    amount: Literal[1, 10, 100] = 1
    min: int = Field(default=0, ge=0)
    max: int = Field(default=10, ge=1, le=1000, description="Largest number shown or found.")
    directions: list[Literal["more", "less"]] = Field(default_factory=lambda: ["more"], min_length=1)
    picture: Literal["none", "icons", "blocks"] = "none"

    @model_validator(mode="after")
    def _check(self) -> MoreLessParams:
        if self.max - self.min < self.amount + 1:
            raise ValueError("range too small")
        if self.picture == "icons" and (self.amount != 1 or self.max > 20):
            raise ValueError("icon pictures are for 1 more or less up to 20")
        return self


class _Shown(NamedTuple):
    """How the question is shown: its prompt, explanation and picture forms."""

    prompt: str
    explanation: str
    svg: str | None = None
    picture: PictureForm | None = None
    diagram: DiagramForm | None = None


def _mistakes(n: int, a: int, direction: str, result: int) -> list[Mistake]:
    more = direction == "more"
    opposite = "less" if more else "more"
    mistakes: list[Mistake] = [
        (n - a if more else n + a, "went-the-wrong-way", f"This is {a} {opposite} than {n}."),
    ]
    if a == 10:
        mistakes.append(
            (
                n + 1 if more else n - 1,
                "changed-the-ones-digit",
                "10 more or less changes the tens digit, not the ones.",
            )
        )
    if a == 100:
        mistakes.append(
            (
                n + 10 if more else n - 10,
                "changed-the-tens-digit",
                "100 more or less changes the hundreds digit.",
            )
        )
    if a == 1:
        mistakes.append((n, "said-the-same-number", f"This is the number itself, not 1 {direction}."))
        mistakes.append((n + 2 if more else n - 2, "counted-two", f"This is 2 {direction}, not 1."))
    mistakes.append((result + 1, "counting-slip", "This is one away from the answer."))
    return mistakes


def _plain(ctx: GenerationContext, n: int, a: int, direction: str, result: int, explanation: str) -> _Shown:
    return _Shown(f"What number is {a} {direction} than {n}?", explanation)


def _icons(ctx: GenerationContext, n: int, a: int, direction: str, result: int, explanation: str) -> _Shown:
    category, many = pick(ctx.rng, ICONS)
    if direction == "more":
        svg = pictures(
            category,
            n + 1,
            "line",
            hollow=1,
            title=f"{many.capitalize()} and one more",
            desc=f"A row of grey {many} and one more white one at the end.",
        )
        lead = f"The picture shows {n} grey {category if n == 1 else many} and 1 more white one. "
    else:
        svg = pictures(
            category,
            n,
            "line",
            crossed=1,
            title=f"{many.capitalize()} with one crossed out",
            desc=f"A row of {many}; the last one is crossed out.",
        )
        lead = f"The picture shows {n} {many} and 1 is crossed out. "
    check = "all the" if direction == "more" else "the"
    left = "" if direction == "more" else " that are not crossed out"
    explanation += f" Count {check} {many}{left} to check: there are {result}."
    prompt = f"{lead}What number is 1 {direction} than {n}?"
    return _Shown(prompt, explanation, svg, PictureForm(category, result, "line", svg))


def _blocks(ctx: GenerationContext, n: int, a: int, direction: str, result: int, explanation: str) -> _Shown:
    h, rest = divmod(n, 100)
    t, o = divmod(rest, 10)
    svg = base_ten(
        h,
        t,
        o,
        title="Base-ten blocks",
        desc="Base-ten blocks: flats are hundreds, rods are tens, cubes are ones.",
    )
    diagram = DiagramForm(
        "model",  # type: ignore[arg-type]
        svg,
        f"What number is {a} {direction} than the number the blocks show?",
    )
    prompt = f"The blocks show {n}. What number is {a} {direction} than {n}?"
    return _Shown(prompt, f"The blocks show {n}. " + explanation, svg, None, diagram)


_PICTURES = {"none": _plain, "icons": _icons, "blocks": _blocks}


_BANDS = "the larger of the number and its 1, 10 or 100 more or less: easy the lower 60 %, medium the middle 60 % (the upper 60 % where the skill stops at medium), hard the upper half of the range"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {AR, PC, DG}, params=MoreLessParams, levels=Levels("size", _BANDS))
def more_less(ctx: GenerationContext) -> Draft:
    p: MoreLessParams = ctx.params
    rng = ctx.rng
    a = p.amount
    direction = pick(rng, p.directions)
    low = max(p.min, 1 if p.picture == "icons" else p.min) if direction == "more" else max(p.min, a) - a
    bigger = draw_for(ctx, low + a, p.max)  # the larger of the two numbers, from the level's band
    if direction == "more":
        n = bigger - a
        result = n + a
    else:
        n = bigger
        result = n - a
    sign = "+" if direction == "more" else "-"
    place = {1: "ones", 10: "tens", 100: "hundreds"}[a]
    explanation = f"{a} {direction} than {n} is {n} {sign} {a} = {result}."
    if a > 1:
        explanation += (
            f" Only the {place} digit changes: it goes {'up' if direction == 'more' else 'down'} by 1."
        )
    shown = _PICTURES[p.picture](ctx, n, a, direction, result, explanation)
    q = MathQuestion(
        prompt=shown.prompt,
        answer_display=str(result),
        answer_value=result,
        explanation=shown.explanation,
        misconceptions=wrongs(str(result), *_mistakes(n, a, direction, result)),
        fill_text=f"{a} {direction} than {n} is ___.",
        arithmetic=ArithmeticForm(n, a, sign, f"{n} {sign} {a} = ___"),  # type: ignore[arg-type]
        diagram=shown.diagram,
        picture=shown.picture,
        features=Features(
            task="recall" if a == 1 else "compute",
            steps=1,
            magnitude=len(str(max(n, result))),
            representation="visual" if shown.svg else "symbolic",
        ),
        key=f"ml:{a}:{direction}:{n}",
        instructions="Find the number.",
    )
    return finish(q, ctx, shown.svg)
