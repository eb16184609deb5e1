"""Grade 5 powers of ten: whole-number exponents, multiplying whole numbers by powers of ten, and
moving the decimal point when multiplying or dividing a decimal by a power of ten (5.NBT.A.2)."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict

from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.question_builders import arith, clean, features, finish, mis
from educontent.generation.kit.types import AR, WRITTEN
from educontent.generation.numbers.decimals import commas, dec, power_of_ten
from educontent.generation.registry import Draft, GenerationContext, generator


class PowersParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["exponent", "whole", "decimal-multiply", "decimal-divide"]


Wrong = list[tuple[Fraction, str, str]]


def _exponent(ctx: GenerationContext, k: int) -> Draft:
    power, ptext = 10**k, power_of_ten(k)
    answer = commas(power)
    wrong = [
        mis(
            str(10 * k),
            "multiplied-10-by-the-exponent",
            f"{ptext} means {k} tens multiplied together, not 10 × {k}.",
        ),
        mis(commas(power // 10) if k > 1 else "1", "one-zero-too-few", f"The exponent {k} means {k} zeros."),
        mis(commas(power * 10), "one-zero-too-many", f"The exponent {k} means {k} zeros."),
    ]
    q = MathQuestion(
        prompt=f"What is {ptext} written as a whole number?",
        answer_display=answer,
        answer_value=power,
        explanation=f"{ptext} = " + " × ".join(["10"] * k) + f" = {answer}: a 1 followed by {k} zeros.",
        misconceptions=clean(answer, wrong),
        fill_text=f"{ptext} = ___.",
        features=features("recall", 1, k + 1, "symbolic"),
        key=f"exp:{k}",
    )
    return finish(ctx, q)


def _whole(rng: random.Random, rank: int, k: int) -> tuple[Fraction, int, str, Fraction, str, Wrong]:
    """(first factor, power, operator, value, explanation, wrong values) for n × 10^k."""
    power, ptext = 10**k, power_of_ten(k)
    n = rng.randint(2, (99, 999, 999)[rank])
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


def _decimal(rng: random.Random, rank: int, mode: str) -> tuple[Fraction, int, str, Fraction, str, Wrong]:
    """The same for a decimal multiplied or divided by a power of ten."""
    places = (1, 2, 2)[rank]
    a_num = Fraction(rng.randint(11, 10 ** (places + 2) - 1), 10**places)
    if a_num.denominator == 1:
        a_num += Fraction(1, 10)
    k = rng.randint(1, (2, 3, 3)[rank])
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


@generator(content_types=WRITTEN | {AR}, params=PowersParams)
def powers_of_ten(ctx: GenerationContext) -> Draft:
    p: PowersParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    k = rng.randint(1, (3, 4, 6)[rank])
    if p.mode == "exponent":
        return _exponent(ctx, k)
    if p.mode == "whole":
        a_num, power, op, value, expl, wrong_vals = _whole(rng, rank, k)
        shown = (str(int(a_num)), power_of_ten(k))
    else:
        a_num, power, op, value, expl, wrong_vals = _decimal(rng, rank, p.mode)
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
