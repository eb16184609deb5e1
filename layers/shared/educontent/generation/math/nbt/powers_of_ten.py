"""Grade 5 powers of ten: whole-number exponents, multiplying whole numbers by powers of ten, and
moving the decimal point when multiplying or dividing a decimal by a power of ten (5.NBT.A.2)."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.levels import draw, draw_for
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.question_builders import arith, clean, features, finish, mis
from educontent.generation.kit.types import AR, WRITTEN
from educontent.generation.numbers.decimals import commas, dec, power_of_ten
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class PowersParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["exponent", "whole", "decimal-multiply", "decimal-divide"]


Wrong = list[tuple[Fraction, str, str]]


def _exponent(ctx: GenerationContext, k: int) -> Draft:
    """10^k as a whole number, or (half the time) the other way: the exponent that writes 10^k."""
    if ctx.rng.random() < 0.5:
        return _exponent_of(ctx, k)
    power, ptext = 10**k, power_of_ten(k)
    answer = commas(power)
    wrong = [
        mis(
            str(10 * k),
            "multiplied-10-by-the-exponent",
            f"{ptext} means {count_of(k, 'ten')} multiplied together, not 10 × {k}.",
        ),
        mis(
            commas(power // 10) if k > 1 else "1",
            "one-zero-too-few",
            f"The exponent {k} means {count_of(k, 'zero')}.",
        ),
        mis(commas(power * 10), "one-zero-too-many", f"The exponent {k} means {count_of(k, 'zero')}."),
    ]
    q = MathQuestion(
        prompt=f"What is {ptext} written as a whole number?",
        answer_display=answer,
        answer_value=power,
        explanation=f"{_as_tens(k)} = {answer}: a 1 followed by {count_of(k, 'zero')}.",
        misconceptions=clean(answer, wrong),
        fill_text=f"{ptext} = ___.",
        features=features("recall", 1, k + 1, "symbolic"),
        key=f"exp:{k}",
    )
    return finish(ctx, q)


def _exponent_of(ctx: GenerationContext, k: int) -> Draft:
    """The exponent of ten that writes 10^k: 1,000 = 10 to the power of 3."""
    number = commas(10**k)
    wrong = [
        mis(
            str(k + 1),
            "counted-every-digit",
            f"{number} has {k + 1} digits; the exponent counts only its zeros.",
        ),
        mis(
            str(k - 1),
            "one-zero-too-few",
            f"{power_of_ten(k - 1)} is {commas(10 ** (k - 1))}, one zero short.",
        ),
    ]
    q = MathQuestion(
        prompt=f"{number} is 10 raised to what power?",
        answer_display=str(k),
        answer_value=k,
        explanation=f"{number} is a 1 followed by {count_of(k, 'zero')}, so {number} = {_as_tens(k)}. "
        f"The exponent is {k}.",
        misconceptions=clean(str(k), wrong),
        fill_text=f"{number} = 10 to the power of ___.",
        features=features("recall", 1, k + 1, "symbolic"),
        key=f"exp-of:{k}",
    )
    return finish(ctx, q)


def _as_tens(k: int) -> str:
    """``10³ = 10 × 10 × 10``; just ``10¹`` for one ten."""
    return power_of_ten(k) + (" = " + " × ".join(["10"] * k) if k > 1 else "")


def _whole(rng: random.Random, rank: int, k: int) -> tuple[Fraction, int, str, Fraction, str, Wrong]:
    """(first factor, power, operator, value, explanation, wrong values) for n × 10^k."""
    power, ptext = 10**k, power_of_ten(k)
    n = rng.randint((2, 10, 100)[rank], (99, 999, 999)[rank])
    value = Fraction(n * power)
    expl = f"Multiplying by {ptext} moves every digit {k} place{'s' if k > 1 else ''} to the left: write {k} zero{'s' if k > 1 else ''} after {n}."
    wrong = [
        (
            Fraction(n * 10 * k),
            "multiplied-by-10-times-the-exponent",
            f"{ptext} is {commas(power)}, not {10 * k}.",
        ),
        (value / 10, "one-zero-too-few", f"Write {k} zeros."),
        (value * 10, "one-zero-too-many", f"Write {k} zeros."),
    ]
    return Fraction(n), power, "×", value, expl, wrong


def _decimal(
    rng: random.Random, level: DifficultyLevel, mode: str
) -> tuple[Fraction, int, str, Fraction, str, Wrong]:
    """The same for a decimal multiplied or divided by a power of ten."""
    places = (1, 2, 2)[level.rank]
    a_num = Fraction(draw(rng, 11, 10 ** (places + 2) - 1, level), 10**places)
    if a_num.denominator == 1:
        a_num += Fraction(1, 10)
    k = draw(rng, 1, 3, level)
    power, ptext = 10**k, power_of_ten(k)
    s = "s" if k > 1 else ""
    if mode == "decimal-multiply":
        value = a_num * power
        expl = f"Multiplying by {ptext} moves the decimal point {k} place{s} to the right: {dec(a_num)} × {commas(power)} = {dec(value)}."
        wrong = [
            (a_num * power / 10, "moved-the-point-too-few-places", f"Move {k} places."),
            (a_num * power * 10, "moved-the-point-too-many-places", f"Move {k} places."),
            (a_num / power, "moved-the-point-the-wrong-way", "Multiplying by 10s makes the number greater."),
        ]
        return a_num, power, "×", value, expl, wrong
    value = a_num / power
    expl = f"Dividing by {ptext} moves the decimal point {k} place{s} to the left: {dec(a_num)} ÷ {commas(power)} = {dec(value)}."
    wrong = [
        (value * 10, "moved-the-point-too-few-places", f"Move {k} places."),
        (value / 10, "moved-the-point-too-many-places", f"Move {k} places."),
        (a_num * power, "moved-the-point-the-wrong-way", "Dividing by 10s makes the number smaller."),
    ]
    return a_num, power, "÷", value, expl, wrong


def _text(value: Fraction) -> str:
    return dec(value) if value.denominator != 1 else commas(int(value))


_BANDS = "the exponent: easy 1-4, medium 2-5 (3-6 where the skill stops at medium), hard 3-6 (1-2, 1-3, 2-3 with decimals); the whole number multiplied: easy 2-99, medium 10-999, hard 100-999; the decimal: easy the lower 60 %, medium the middle 60 %, hard the upper half of up to 99.9 (tenths when easy, hundredths past easy)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {AR}, params=PowersParams, levels=Levels("size", _BANDS))
def powers_of_ten(ctx: GenerationContext) -> Draft:
    p: PowersParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    k = draw_for(ctx, 1, 6)
    if p.mode == "exponent":
        return _exponent(ctx, k)
    if p.mode == "whole":
        a_num, power, op, value, expl, wrong_vals = _whole(rng, rank, k)
        shown = (str(int(a_num)), power_of_ten(k))
    else:
        a_num, power, op, value, expl, wrong_vals = _decimal(rng, ctx.level, p.mode)
        shown = (dec(a_num), power_of_ten(len(str(power)) - 1))
    answer = _text(value)
    wrong = [mis(_text(w), n_, r) for w, n_, r in wrong_vals]
    q = MathQuestion(
        prompt=f"What is {shown[0]} {op} {shown[1]}?",
        answer_display=answer,
        answer_value=answer if value.denominator != 1 else int(value),
        explanation=expl,
        misconceptions=clean(answer, wrong),
        fill_text=f"{shown[0]} {op} {shown[1]} = ___.",
        arithmetic=arith(a_num, op, power, f"{shown[0]} {op} {shown[1]} = ___", displays=shown),
        features=features("compute", 1, len(answer), "symbolic"),
        key=f"pow:{p.mode}:{shown}",
    )
    return finish(ctx, q)
