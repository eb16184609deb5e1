"""Properties of integer exponents (grade 8, 8.EE.A.1): products, quotients and powers of powers written
as a single power, zero and negative exponents, and the value of an expression with exponents."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Ask, Wrong, build_ask, digits
from educontent.generation.kit.levels import tiered
from educontent.generation.kit.types import WRITTEN
from educontent.generation.numbers import fmt, fmt_decimal
from educontent.generation.numbers.powers import power, sup, terminates
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class ExponentParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["product", "quotient", "power", "zero-negative", "evaluate"]] = Field(min_length=1)


class _Value(NamedTuple):
    """An expression with exponents to evaluate, its value and the wrong values."""

    shown: str
    value: Fraction
    wrong: list[Wrong]
    explanation: str
    key: str


def _caret(base: int, exp: int) -> str:
    return f"{base}^{exp}" if exp >= 0 else f"{base}^({exp})"


def _pow_value(base: int, exp: int) -> Fraction:
    return Fraction(base) ** exp


def _exponent(rng: random.Random, lv: int) -> int:
    """An exponent for the level (not 0 or 1 below the hardest level)."""
    while True:
        e = rng.randint((1, -4, -8)[lv], (9, 10, 12)[lv])
        if e not in (0, 1) or lv == 2:
            return e


def _laws(mode: str, b: int, m: int, n: int, res: int) -> tuple[str, str, list[tuple[int, int, str, str]]]:
    """The expression, the rule that simplifies it, and wrong (base, exponent) pairs with their slips."""
    if mode == "product":
        return (
            f"{power(b, m)} × {power(b, n)}",
            f"To multiply powers with the same base, keep the base and add the exponents: {m} + {n} = {res}.",
            [
                (
                    b,
                    m * n,
                    "multiplied-the-exponents",
                    "Multiply powers by adding exponents, not multiplying them.",
                ),
                (
                    b * b,
                    m + n,
                    "multiplied-the-bases",
                    "The base stays the same; only the exponents combine.",
                ),
                (b, m - n, "subtracted-the-exponents", "Subtract exponents when dividing, not multiplying."),
            ],
        )
    if mode == "quotient":
        return (
            f"{power(b, m)} ÷ {power(b, n)}",
            f"To divide powers with the same base, keep the base and subtract the exponents: {m} - ({n}) = {res}."
            if n < 0
            else f"To divide powers with the same base, keep the base and subtract the exponents: {m} - {n} = {res}.",
            [
                (b, m + n, "added-the-exponents", "Add exponents when multiplying, not dividing."),
                (b, n - m, "subtracted-in-the-wrong-order", "Subtract the bottom exponent from the top one."),
                (b, m * n, "multiplied-the-exponents", "Dividing powers subtracts the exponents."),
            ],
        )
    return (
        f"({power(b, m)}){sup(n)}",
        f"To raise a power to a power, keep the base and multiply the exponents: {m} × {n} = {res}.",
        [
            (b, m + n, "added-the-exponents", "A power of a power multiplies the exponents."),
            (
                b * n,
                m,
                "multiplied-the-base-by-the-exponent",
                "The outer exponent applies to the exponent, not the base.",
            ),
            (b, m - n, "subtracted-the-exponents", "A power of a power multiplies the exponents."),
        ],
    )


def _single_power(ctx: GenerationContext, mode: str, b: int) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    while True:
        m, n = _exponent(rng, lv), _exponent(rng, lv)
        if mode == "power":
            n = tiered(rng, 2, (4, 5, 6), lv) if lv < 2 else pick(rng, (-3, -2, 2, 3, 4, 5))
        res = {"product": m + n, "quotient": m - n, "power": m * n}[mode]
        if res != 0 and m != n:
            break
    shown, rule_text, cands = _laws(mode, b, m, n, res)
    # caret form: the shared multiple-choice fallback reads superscript digits as digits
    answer = _caret(b, res)
    value = _pow_value(b, res)
    # always three or more: the shared fallback cannot handle superscript digits
    cands += [(b, -res, "sign-slip", rule_text)] + [
        (b, res + d, "exponent-slip", rule_text) for d in (1, -1, 2, -2)
    ]
    wrong = [(_caret(cb, ce), name, reason) for cb, ce, name, reason in cands if _pow_value(cb, ce) != value]
    asked = Ask(
        f"Write {shown} as a single power of {b}.",
        f"As a single power, {shown} = ___",
        answer,
        f"{rule_text} So {shown} = {answer}.",
        wrong,
        f"{mode}:{b}:{m}:{n}",
        fmt="expression",
        acceptable=(power(b, res), f"{b}^({res})"),
    )
    return build_ask(ctx, asked, mag=2)


def _zero_negative(rng: random.Random, lv: int, b: int) -> _Value:
    zero = rng.random() < 0.2
    n = 0 if zero else rng.randint(1, (3, 4, 4)[lv] if b < 6 else 2)
    shown = power(b, -n) if not zero else power(b, 0)
    if zero:
        wrong = [
            ("0", "thought-a-zero-power-is-zero", "Any nonzero number to the power 0 is 1."),
            (str(b), "kept-the-base", f"{b}⁰ is 1, not {b}."),
            (str(-b), "made-it-negative", "A zero exponent gives 1."),
        ]
        explanation = f"{b}³ ÷ {b}³ = {b}³⁻³ = {b}⁰, and any number divided by itself is 1. So {b}⁰ = 1."
    else:
        wrong = [
            (
                str(-(b**n)),
                "made-the-value-negative",
                "A negative exponent means a reciprocal, not a negative number.",
            ),
            (
                str(-b * n),
                "multiplied-base-by-exponent",
                f"The exponent counts factors of {b}; it does not multiply {b}.",
            ),
            (str(b**n), "ignored-the-negative-sign", "The negative exponent means 1 divided by the power."),
            (
                fmt(Fraction(1, b * n)) if n > 1 else "",
                "multiplied-in-the-denominator",
                f"{b}^{n} means {n} factors of {b}.",
            ),
        ]
        explanation = f"A negative exponent means one over the power: {shown} = 1/{power(b, n)} = 1/{b**n}."
    return _Value(shown, _pow_value(b, -n), wrong, explanation, f"zn:{b}:{n}")


def _evaluate(rng: random.Random, lv: int, b: int) -> _Value:
    while True:
        m, n = rng.randint(-6, 8), rng.randint(-6, 8)
        if -3 <= m + n <= 3 and m and n and m != n and (b ** abs(m + n) <= 1000):
            break
    if rng.random() < 0.4:
        n2 = m - (m + n)  # so m - n2 = m + n
        shown = f"{power(b, m)} ÷ {power(b, n2)}"
        e = m - n2
        steps_text = (
            f"Subtract the exponents: {m} - ({n2}) = {e}."
            if n2 < 0
            else f"Subtract the exponents: {m} - {n2} = {e}."
        )
    else:
        shown = f"{power(b, m)} × {power(b, n)}"
        e = m + n
        steps_text = (
            f"Add the exponents: {m} + ({n}) = {e}." if n < 0 else f"Add the exponents: {m} + {n} = {e}."
        )
    value = _pow_value(b, e)
    wrong = [
        (
            fmt(-_pow_value(b, abs(e))) if e < 0 else fmt(_pow_value(b, -e)),
            "mixed-up-negative-exponents",
            "A negative exponent means a reciprocal, not a negative number."
            if e < 0
            else "A positive exponent means repeated multiplication.",
        ),
        (fmt(_pow_value(b, e + 1)), "exponent-slip", steps_text),
        (
            fmt(_pow_value(b, m * n)) if abs(m * n) <= 4 else str(b * e),
            "multiplied-the-exponents" if abs(m * n) <= 4 else "multiplied-base-by-exponent",
            "Combine the exponents first, then evaluate the power.",
        ),
    ]
    explanation = f"{steps_text} So {shown} = {power(b, e)} = " + (
        f"1/{b**-e}." if e < 0 else f"{value}." if e > 0 else "1."
    )
    return _Value(shown, value, wrong, explanation, f"ev:{shown}")


_BANDS = "easy: positive exponents (2-9) and bases 2-6; medium: negative exponents down to -4 and bases 4-9; hard: exponents from -8 to 12 including 0 and 1, negative outer exponents and bases 5-12"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(levels=Levels("form", _BANDS), content_types=WRITTEN, params=ExponentParams)
def exponent_laws(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, ctx.params.modes)
    b = tiered(rng, 2, (6, 9, 12), lv)
    if mode in ("product", "quotient", "power"):
        return _single_power(ctx, mode, b)
    shown, value, wrong, explanation, key = (_zero_negative if mode == "zero-negative" else _evaluate)(
        rng, lv, b
    )
    asked = Ask(
        f"What is the value of {shown}?",
        f"The value of {shown} is ___.",
        fmt(value),
        explanation,
        wrong,
        key,
        fmt="fraction" if value.denominator != 1 else "number",
        steps=2,
        acceptable=(fmt_decimal(value),) if value.denominator != 1 and terminates(value) else (),
    )
    return build_ask(ctx, asked, mag=digits(value.denominator, value.numerator))
