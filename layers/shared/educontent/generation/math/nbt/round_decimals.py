"""Grade 5 rounding decimals to the nearest whole number, tenth or hundredth, shown between two
neighbours on a number line (5.NBT.A.4)."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.draw.svg import number_line
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import MathQuestion, Misconception
from educontent.generation.kit.question_builders import clean, diagram, features, finish, mis
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class RoundParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    places: list[Literal["whole", "tenth", "hundredth"]] = Field(min_length=1)


PLACE_EXP = {"whole": 0, "tenth": 1, "hundredth": 2}


def _coarser(value: Decimal, e: int) -> str:
    if e > 0:
        return f"{value.quantize(Decimal(1).scaleb(-(e - 1)), rounding=ROUND_HALF_UP):.{e - 1}f}"
    return str(int((value / 10).quantize(Decimal(1), rounding=ROUND_HALF_UP)) * 10)


def _wrong(
    value: Decimal, e: int, place: str, rounded: Decimal, down: Decimal, up: Decimal, text: str
) -> list[Misconception]:
    quant = Decimal(1).scaleb(-e)
    answer = f"{rounded:.{e}f}"
    return [
        mis(
            f"{down:.{e}f}" if down != rounded else f"{up:.{e}f}",
            "cut-off-the-digits" if down != rounded else "always-rounded-up",
            "Look at the digit to the right of the rounding place: 5 or more rounds up.",
        ),
        mis(
            f"{value.quantize(Decimal(1).scaleb(-(e + 1)), rounding=ROUND_HALF_UP):.{e + 1}f}",
            "rounded-to-the-wrong-place",
            f"Round to the nearest {place}.",
        ),
        mis(_coarser(value, e), "rounded-to-the-wrong-place", f"Round to the nearest {place}."),
        mis(f"{rounded + quant:.{e}f}", "moved-to-the-wrong-neighbour", f"{text} is closer to {answer}."),
        mis(f"{rounded - quant:.{e}f}", "moved-to-the-wrong-neighbour", f"{text} is closer to {answer}."),
    ]


_BANDS = "the whole-number part: easy 0-9, medium 10-50, hard 51-200; one or two digits past the place rounded to at every level"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG}, params=RoundParams, levels=Levels("size", _BANDS))
def round_decimals(ctx: GenerationContext) -> Draft:
    p: RoundParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    place = pick(rng, p.places)
    e = PLACE_EXP[place]
    digits = e + rng.randint(1, 2)
    whole = rng.randint((0, 10, 51)[rank], (9, 50, 200)[rank])
    frac = rng.randint(1, 10**digits - 1)
    value = Decimal(whole) + Decimal(frac) / Decimal(10**digits)
    quant = Decimal(1).scaleb(-e)
    rounded = value.quantize(quant, rounding=ROUND_HALF_UP)
    down = value.quantize(quant, rounding="ROUND_DOWN")
    text = f"{value:.{digits}f}"
    answer = f"{rounded:.{e}f}"
    up = down + quant
    if down == value:
        down, up = down - quant, down
    wrong = _wrong(value, e, place, rounded, down, up, text)
    where = {"whole": "whole number", "tenth": "tenth", "hundredth": "hundredth"}[place]
    lo, hi = Fraction(str(down)), Fraction(str(up))
    svg = number_line(
        lo,
        hi,
        (hi - lo) / 10,
        labels={lo: f"{down:.{e}f}", hi: f"{up:.{e}f}"},
        points=[(Fraction(str(value)), "P")],
        title="Rounding on a number line",
        desc=f"A number line from {down:.{e}f} to {up:.{e}f} with ten equal steps. Point P marks {text}.",
    )
    place_name = {"whole": "ones", "tenth": "tenths", "hundredth": "hundredths"}[place]
    next_digit = text.replace(".", "")[len(str(whole)) + e]
    explanation = (
        f"{text} is between {down:.{e}f} and {up:.{e}f}. Look at the digit just after the {place_name} place: {next_digit}. "
        + ("It is 5 or more, so round up" if rounded > value else "It is less than 5, so round down")
        + f": {answer}."
    )
    q = MathQuestion(
        prompt=f"Round {text} to the nearest {where}.",
        answer_display=answer,
        answer_value=answer,
        explanation=explanation,
        misconceptions=clean(answer, [m for m in wrong if Decimal(m.display) != rounded]),
        fill_text=f"{text} rounded to the nearest {where} is ___.",
        diagram=diagram("number-line", svg),
        features=features("compute", 2, len(text), "symbolic"),
        key=f"round:{text}:{place}",
    )
    return finish(ctx, q)
