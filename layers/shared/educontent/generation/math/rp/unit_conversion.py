"""Measurement conversions with ratio reasoning (6.RP.A.3d): changing a measurement to a smaller
unit (multiply) or a larger one (divide), with whole, fractional and mixed amounts, shown as an
equation, a sentence or a conversion table."""

from __future__ import annotations

import random
from fractions import Fraction as F
from typing import Literal

from educontent.generation.banks import load_bank
from educontent.generation.kit.algebra_values import exact_question
from educontent.generation.kit.answer_forms import ModeParams, emit
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import takes_singular
from educontent.generation.kit.math_forms import ArithmeticForm, MathQuestion, TableForm
from educontent.generation.kit.rate_tables import bank_rows
from educontent.generation.kit.types import AR, DT, WRITTEN
from educontent.generation.numbers.rationals import digits, fx
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


def _convert(rng: random.Random, lvl: int, down: bool) -> MathQuestion:
    big, small, f = pick(rng, bank_rows("rp-unit-conversion", "conversions", "larger", "smaller", "factor"))
    if down:
        if lvl < 2:
            n = F(rng.randint((2, 10)[lvl], (9, 30)[lvl]))
        else:
            den = pick(rng, [d for d in (2, 4, 3, 5, 10) if f % d == 0] or [1])
            n = F(rng.randint(1, 9) * den + rng.randint(1, den - 1) if den > 1 else rng.randint(2, 40), den)
        ans = n * f
        have, want, factor_word = big, small, "multiply"
    else:
        if lvl == 0:
            m = F(f * rng.randint(2, 9))
        else:
            dens = [d for d in (2, 4, 3, 5, 10, 6, 8) if f % d == 0] or [f]
            den = pick(rng, dens[:3] if lvl == 1 else dens)
            m = F(f * rng.randint(0 if lvl == 2 else 1, 9) + (f // den) * rng.randint(1, den - 1))
        n = m
        ans = m / f
        have, want, factor_word = small, big, "divide"
    answer = fx(ans)
    cands = [
        (
            fx(n / f if down else n * f),
            "multiplied-instead-of-divided" if not down else "divided-instead-of-multiplied",
            f"There are {f} {small} in 1 {_one(big)}, so {'more' if down else 'fewer'} of the {'smaller' if down else 'larger'} unit are needed: {factor_word}.",
        ),
        (
            fx(n + f if down else n - f),
            "added-or-subtracted-the-factor",
            f"Converting units uses multiplication or division by {f}, not adding or subtracting.",
        ),
        (
            fx(n * 10 if down else n / 10),
            "used-the-wrong-conversion-factor",
            f"1 {_one(big)} = {f} {small}, not 10.",
        ),
    ]
    shown_n = int(n) if n.denominator == 1 else fx(n)
    rows = ((1, f), (2, 2 * f), (shown_n, "?")) if down else ((f, 1), (2 * f, 2), (shown_n, "?"))
    cols = (big.capitalize(), small.capitalize()) if down else (small.capitalize(), big.capitalize())
    return exact_question(
        ans,
        cands,
        prompt=f"How many {want} are in {_amount(n, have)}?",
        fill=f"In {want}, {_amount(n, have)} is ___.",
        answer_format="fraction" if ans.denominator != 1 else "number",
        explanation=(
            f"1 {_one(big)} = {f} {small}. "
            + (
                f"To change {big} to {small}, multiply by {f}: {fx(n)} × {f} = {answer}."
                if down
                else f"To change {small} to {big}, divide by {f}: {fx(n)} ÷ {f} = {fx(ans, mixed=False)}"
                + (f" = {answer}." if answer != fx(ans, mixed=False) else ".")
            )
        ),
        arithmetic=ArithmeticForm(
            operand1=n,
            operand2=f,
            operator="×" if down else "÷",
            expression=f"{fx(n)} {'×' if down else '÷'} {f} = ___",
            operand_displays=(fx(n), str(f)),
        ),
        table=TableForm(
            title=f"{big.capitalize()} and {small}",
            columns=cols,
            rows=rows,
            question=f"The table converts {have} to {want}. What number goes where the ? is?",
        ),
        task="compute",
        steps=2,
        magnitude=digits(ans, n),
        key=f"convert:{big}:{n}:{down}",
    )


def _one(unit: str) -> str:
    """The name of one ``unit`` (named in the plural): feet -> foot."""
    return str(load_bank("math", "rp-unit-conversion")["one"][unit])


def _amount(n: F, unit: str) -> str:
    """``n`` of ``unit`` (named in the plural), the unit in the number ``n`` asks for: 1 cup, 3/4 cup, 2 cups."""
    return f"{fx(n)} {_one(unit) if takes_singular(n) else unit}"


class UnitParams(ModeParams):
    direction: Literal["to-smaller", "to-larger"]


_BANDS = "easy: whole numbers of the larger unit (2-9); medium: 10-30 of them, or answers in halves, quarters or thirds; hard: mixed numbers of the larger unit and any fraction of it"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={AR, *WRITTEN, DT}, params=UnitParams, levels=Levels("form", _BANDS))
def units(ctx: GenerationContext) -> Draft:
    q = _convert(ctx.rng, ctx.level.rank, ctx.params.direction == "to-smaller")
    return emit(ctx, q)
