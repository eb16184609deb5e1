"""Number bonds (kindergarten): the missing part or whole of a number, with counters in two
colours, in ten-frames (making ten, teen numbers as ten and some ones) or as a number bond, and
pairs of numbers that make a number.

Standards: K.OA.A.3, K.OA.A.4, K.NBT.A.1."""

from __future__ import annotations

from typing import Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, model_validator

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.difficulty import Features
from educontent.generation.draw.number_bonds import number_bond
from educontent.generation.draw.pictures import ICONS, pictures, ten_frames
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import ArithmeticForm, DiagramForm, MathQuestion, PictureForm
from educontent.generation.kit.picture_forms import Mistake, finish, standard, wrongs
from educontent.generation.kit.types import AR, DG, PC, WRITTEN
from educontent.generation.math.oa._add_sub import add_mistakes
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class BondParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    min: int = Field(default=2, ge=1)
    max: int = Field(default=10, ge=2, le=20)
    whole: int | None = Field(default=None, description="A fixed whole (10 to make ten).")
    part: int | None = Field(default=None, description="A fixed part (10 for teen numbers).")
    missing: list[Literal["part", "whole"]] = Field(default_factory=lambda: ["part"], min_length=1)
    picture: Literal["two-color", "ten-frame", "bond"] = "two-color"
    mode: Literal["missing", "pairs"] = "missing"

    @model_validator(mode="after")
    def _check(self) -> BondParams:
        if self.min > self.max:
            raise ValueError("min > max")
        if self.part is not None and self.part >= self.min:
            raise ValueError("the fixed part must be less than every whole")
        return self


class _Bond(NamedTuple):
    whole: int
    known: int
    other: int
    missing: str  # "part" or "whole"
    teen: bool  # 10 and some ones
    make_ten: bool  # the whole is 10


class _Shown(NamedTuple):
    svg: str | None
    picture: PictureForm | None
    lead: str


def _ten_frame(p: BondParams, b: _Bond, category: str, many: str) -> _Shown:
    if b.teen:
        svg = ten_frames(
            b.whole, frames=2, title="Two ten-frames", desc="Two ten-frames filled with counters."
        )
        target = b.other if b.missing == "part" else b.whole
        return _Shown(svg, PictureForm("dot", target, "ten-frame", svg), "Look at the ten-frames. ")
    svg = ten_frames(b.known, frames=1, title="A ten-frame", desc="A ten-frame with some boxes filled.")
    lead = f"The ten-frame has {count_of(b.known, 'counter')}. " if b.make_ten else ""
    return _Shown(svg, PictureForm("dot", b.whole - b.known, "ten-frame", svg), lead)


def _two_color(p: BondParams, b: _Bond, category: str, many: str) -> _Shown:
    svg = pictures(
        category,
        b.whole,
        "line",
        hollow=b.other,
        title=f"Grey and white {many}",
        desc=f"A row of {many}: grey ones first, then white ones.",
    )
    lead = (
        f"There are {count_of(b.whole, category)}. {b.known} {'is' if b.known == 1 else 'are'} grey and the rest are white. "
        if b.missing == "part"
        else ""
    )
    return _Shown(svg, PictureForm(category, b.other if b.missing == "part" else b.whole, "line", svg), lead)


def _no_picture(p: BondParams, b: _Bond, category: str, many: str) -> _Shown:
    return _Shown(None, None, "")


_PICTURES = {"ten-frame": _ten_frame, "two-color": _two_color, "bond": _no_picture}


def _explanation(b: _Bond) -> str:
    whole, known, other = b.whole, b.known, b.other
    if b.teen:
        return (
            f"{whole} is 1 ten and {count_of(other, 'one')}. The full ten-frame is 10 and {other} more makes {whole}: "
            f"{whole} = 10 + {other}."
        )
    if b.make_ten and b.missing == "part":
        return (
            f"The ten-frame has {count_of(known, 'counter')} and {count_of(other, 'empty box')}. Fill the empty boxes: "
            f"{known} + {other} = 10."
        )
    if b.missing == "part":
        return (
            f"Start at {known} and count up to {whole}. That is {other} more, so {known} + {other} = {whole}."
        )
    return f"Put the parts together: {known} + {other} = {whole}."


def _mistakes(b: _Bond, level: DifficultyLevel) -> list[Mistake]:
    if b.missing != "part" and b.teen and level is not DifficultyLevel.EASY:
        # past easy, a teen number's wrong wholes are near misses and the reversed digits
        near = [m for m in add_mistakes(b.known, b.other) if abs(int(m[0]) - b.whole) == 1]
        swapped = b.other * 10 + 1
        if swapped != b.whole:
            near.append(
                (swapped, "reversed-the-digits", f"1 ten is written first: {b.whole}, not {swapped}.")
            )
        return near
    if b.missing != "part":
        return add_mistakes(b.known, b.other)
    whole, known, other = b.whole, b.known, b.other
    mistakes: list[Mistake] = [
        (whole, "wrote-the-whole", f"{whole} is the whole; the question asks for a part."),
        (known, "wrote-the-known-part", f"{known} is the part we already know."),
        (whole + known, "added-the-whole-and-part", "Adding makes more than the whole."),
        (other + 1, "counting-slip", "Counting up went one step too far."),
        (other - 1, "counting-slip", "Counting up stopped one step early."),
    ]
    if b.teen:
        mistakes.insert(
            0, (whole // 10, "wrote-the-tens-digit", "The 1 stands for the ten, not the extra ones.")
        )
    return mistakes


def _bond_diagram(ctx: GenerationContext, b: _Bond) -> DiagramForm | None:
    if ctx.content_type is not DG:
        return None
    bond = number_bond(
        "?" if b.missing == "whole" else str(b.whole),
        str(b.known),
        "?" if b.missing == "part" else str(b.other),
        title="Number bond",
        desc="A number bond: the whole at the top, its two parts below; a question mark shows the missing number.",
    )
    # a missing part: the question names the whole, as the other forms do, so the text shows its size
    lead = f"The number bond breaks {b.whole} into two parts. " if b.missing == "part" else ""
    return DiagramForm("model", bond, f"{lead}What number goes where the ? is in the number bond?")  # type: ignore[arg-type]


def _pairs(ctx: GenerationContext, whole: int) -> Draft:
    rng = ctx.rng
    x = rng.randint(1, whole - 1) if whole > 1 else 0
    y = whole - x
    answer = f"{x} and {y}"
    mistakes = [
        (
            f"{x} and {y - 1}" if y >= 1 else "",
            "pair-makes-one-less",
            f"{x} + {y - 1} = {whole - 1}, not {whole}.",
        ),
        (f"{x} and {y + 1}", "pair-makes-one-more", f"{x} + {y + 1} = {whole + 1}, not {whole}."),
        (f"{x + 1} and {y + 1}", "pair-makes-two-more", f"{x + 1} + {y + 1} = {whole + 2}, not {whole}."),
        (f"{whole} and {x}", "used-the-whole-as-a-part", f"{whole} + {x} is more than {whole}."),
    ]
    q = MathQuestion(
        prompt=f"Which two numbers make {whole} when you put them together?",
        answer_display=answer,
        explanation=f"{x} + {y} = {whole}. You can check with counters: {x} and {y} more make {whole}.",
        misconceptions=wrongs(answer, *mistakes),
        fill_text=f"___ make {whole}.",
        answer_format="text",
        features=Features(task="represent", steps=1, magnitude=len(str(whole)), representation="text"),
        key=f"pairs:{whole}:{x}",
        standard=standard(ctx, "K.OA.A.3"),
        instructions="Find the two parts.",
    )
    return finish(q, ctx)


_BANDS = "the whole: easy the lower 60 %, medium the middle 60 %, hard the upper half of the skill's range, and past easy the missing part is at least 2; making ten: the missing part, easy 1-6, medium 3-7, hard 5-9; past easy a teen number's wrong answers are near misses"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {AR, PC, DG}, params=BondParams, levels=Levels("size", _BANDS))
def number_bonds(ctx: GenerationContext) -> Draft:
    p: BondParams = ctx.params
    rng = ctx.rng
    whole = p.whole if p.whole is not None else draw(rng, p.min, p.max, ctx.level)
    if p.mode == "pairs":
        return _pairs(ctx, whole)
    if p.part is not None:
        known = p.part
    else:
        edge = 0 if whole <= 5 and p.picture != "two-color" else 1
        known = rng.randint(edge, max(edge, whole - (edge if ctx.level is DifficultyLevel.EASY else 2)))
        if p.whole == 10:  # making ten: the missing part is what grows with the level
            known = 10 - draw(rng, 1, 9, ctx.level)
    other = whole - known
    missing = pick(rng, p.missing)
    category, many = pick(rng, ICONS)
    b = _Bond(whole, known, other, missing, p.part == 10, p.whole == 10)
    shown = _PICTURES[p.picture](p, b, category, many)
    if missing == "whole":
        eq = f"{known} + {other} = ___" if rng.random() < 0.5 or b.teen else f"___ = {known} + {other}"
        answer = whole
        arithmetic = ArithmeticForm(known, other, "+", f"{known} + {other} = ___")
    else:
        eq = f"{whole} = {known} + ___" if rng.random() < 0.5 else f"{known} + ___ = {whole}"
        answer = other
        arithmetic = ArithmeticForm(known, other, "+", f"{known} + ___ = {whole}", missing="operand2")
    q = MathQuestion(
        prompt=f"{shown.lead}What number makes this true? {eq}",
        answer_display=str(answer),
        answer_value=answer,
        explanation=_explanation(b),
        misconceptions=wrongs(str(answer), *_mistakes(b, ctx.level)),
        fill_text=eq,
        arithmetic=arithmetic,
        picture=shown.picture,
        diagram=_bond_diagram(ctx, b),
        features=Features(
            task="represent" if missing == "part" else "compute",
            steps=1,
            magnitude=len(str(whole)),
            representation="visual" if shown.svg else "symbolic",
        ),
        key=f"bond:{whole}:{known}:{missing}:{eq[:2]}",
        standard=standard(ctx, "K.NBT.A.1" if b.teen else "K.OA.A.4" if b.make_ten else "K.OA.A.3"),
        instructions="Find the missing number.",
    )
    return finish(q, ctx, shown.svg)
