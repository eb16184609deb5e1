"""Grade 5 place value: a digit in one place is worth 10 times what it is worth in the place to its
right and 1/10 of what it is worth in the place to its left, and the value of a digit in a decimal
(5.NBT.A.1)."""

from __future__ import annotations

import random
from decimal import Decimal
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict

from educontent.generation.banks import load_bank
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.question_builders import features, finish, mis
from educontent.generation.kit.types import WRITTEN
from educontent.generation.numbers.decimals import dec, show_decimal
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class PlaceValueParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["times", "digit-value"]


def _place(exponent: int) -> str:
    """The name of the place worth 10**exponent (thousands down to thousandths)."""
    return load_bank("math", "nbt-place-value-tenfold")["places"][3 - exponent]


def _number_with(rng: random.Random, places: dict[int, int], low: int, high: int, avoid: int = -1) -> Decimal:
    pool = [x for x in range(10) if x != avoid]
    digits = {e: pick(rng, pool) for e in range(low, high + 1)}
    digits.update(places)
    if digits[high] == 0:
        digits[high] = pick(rng, [x for x in pool if x])
    return sum((Decimal(d) * Decimal(10) ** e for e, d in digits.items()), Decimal(0))


def _times(ctx: GenerationContext, low: int, high: int) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    e1 = rng.randint(low + 1, high)
    gap = 1 if rank < 2 else rng.randint(1, 2)
    e2 = max(low, e1 - gap)
    d = rng.randint(1, 9)
    number = _number_with(rng, {e1: d, e2: d}, low, high)
    flip = rng.random() < 0.3
    big, small = (e2, e1) if flip else (e1, e2)
    ratio = Fraction(10) ** (big - small)
    answer = dec(ratio) if ratio.denominator != 1 else str(ratio)
    text = show_decimal(number, -low)
    wrong = [
        mis("1", "same-digit-same-value", "The same digit in a different place has a different value."),
        mis(
            dec(1 / ratio) if ratio != 1 else "10",
            "reversed-the-comparison",
            "Each place to the left is worth 10 times as much.",
        ),
        mis(
            str(10 * ratio) if ratio.denominator == 1 else dec(ratio / 10),
            "counted-too-many-places",
            "Count how many places apart the digits are.",
        ),
    ]
    big_value, small_value = dec(Fraction(d) * Fraction(10) ** big), dec(Fraction(d) * Fraction(10) ** small)
    prompt = f"In {text}, the value of the {d} in the {_place(big)} place is how many times the value of the {d} in the {_place(small)} place?"
    explanation = (
        f"The {d} in the {_place(big)} place is worth {big_value} and the {d} in the "
        f"{_place(small)} place is worth {small_value}. {big_value} is {answer} times "
        f"{small_value}: each place is 10 times the place to its right and 1/10 of the place to its left."
    )
    fill = f"In {text}, the number of times the value of the {d} in the {_place(big)} place is the value of the {d} in the {_place(small)} place is ___."
    asked = Asked(prompt, answer, explanation, wrong, fill, f"times:{text}:{big}:{small}")
    return finish(ctx, asked.question(features=features("reason", 2, len(text), "symbolic")))


def _digit_value(ctx: GenerationContext, low: int, high: int) -> Draft:
    rng = ctx.rng
    e = rng.randint(low, high)
    d = rng.randint(1, 9)
    number = _number_with(rng, {e: d}, low, high, avoid=d)
    text = show_decimal(number, -low)
    value = Fraction(d) * Fraction(10) ** e
    answer = dec(value)
    wrong = [
        mis(str(d), "gave-the-digit", "The value depends on the place of the digit."),
        mis(dec(value * 10), "one-place-too-far-left", f"The digit is in the {_place(e)} place."),
        mis(dec(value / 10), "one-place-too-far-right", f"The digit is in the {_place(e)} place."),
    ]
    prompt = f"What is the value of the digit {d} in {text}?"
    explanation = (
        f"The {d} is in the {_place(e)} place, so its value is {d} × {dec(Fraction(10) ** e)} = {answer}."
    )
    fill = f"The value of the digit {d} in {text} is ___."
    asked = Asked(prompt, answer, explanation, wrong, fill, f"digit:{text}:{d}")
    return finish(ctx, asked.question(features=features("identify", 1, len(text), "symbolic")))


_BANDS = "easy: whole numbers to the thousands; medium: hundreds down to hundredths; hard: thousands down to thousandths, with the two digits compared sometimes two places apart (100 times)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN, params=PlaceValueParams, levels=Levels("form", _BANDS))
def place_value_tenfold(ctx: GenerationContext) -> Draft:
    p: PlaceValueParams = ctx.params
    rank = ctx.level.rank
    low = (0, -2, -3)[rank]
    high = (3, 2, 3)[rank]
    if p.mode == "times":
        return _times(ctx, low, high)
    return _digit_value(ctx, low, high)
