"""Scientific notation (grade 8, 8.EE.A.3 and 8.EE.A.4): writing numbers in scientific notation and in
standard form, estimating as a single digit times a power of 10, how many times as large one quantity
is than another, and adding, subtracting, multiplying and dividing in scientific notation."""

from __future__ import annotations

import math
import random
from fractions import Fraction
from typing import Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Ask, Wrong, bank_rows, build_ask, digits, std
from educontent.generation.kit.math_forms import ArithmeticForm
from educontent.generation.kit.types import AR, WRITTEN
from educontent.generation.numbers import fmt_decimal
from educontent.generation.numbers.powers import sci, sci_plain, sup, terminates
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

SciMode = Literal["to-sci", "to-standard", "multiply", "divide", "add-subtract", "how-many-times", "estimate"]


class SciParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[SciMode] = Field(min_length=1)


class _Result(NamedTuple):
    """A computation in scientific notation: what is shown, the answer and the wrong answers."""

    shown: str
    rc: Fraction  # the answer is rc × 10^re
    re: int
    wrong: list[Wrong]
    explanation: str
    arithmetic: ArithmeticForm | None


def standard_form(x: Fraction) -> str:
    return f"{x.numerator:,}" if x.denominator == 1 else fmt_decimal(x)


def _normalize(v: Fraction) -> tuple[Fraction, int]:
    e = 0
    while v >= 10:
        v /= 10
        e += 1
    while v < 1:
        v *= 10
        e -= 1
    return v, e


def _coef(rng: random.Random, lv: int) -> Fraction:
    sig = (1, 2, 3)[lv]
    lead = rng.randint(1, 9)
    rest = rng.randint(0, 10 ** (sig - 1) - 1) if sig > 1 else 0
    return Fraction(lead * 10 ** (sig - 1) + rest, 10 ** (sig - 1))


def _exponent(rng: random.Random, lv: int) -> int:
    """Easy 3 to 7; medium -5 to 9 (not 0 or ±1); hard -8 to 12, at least 4 places either way."""
    e_lo, e_hi = ((3, 7), (-5, 9), (-8, 12))[lv]
    while True:
        e = rng.randint(e_lo, e_hi)
        if abs(e) >= (0, 2, 4)[lv]:
            return e


def _to_sci(ctx: GenerationContext, c: Fraction, e: int) -> Draft:
    x = c * Fraction(10) ** e
    answer = sci(c, e)
    shown = standard_form(x)
    places = "Count how many places the decimal point moves."
    wrong = [
        (sci(c, e + 1), "miscounted-the-places", places),
        (
            sci(c, -e),
            "used-the-wrong-sign",
            "Big numbers have positive powers of 10; small numbers have negative ones.",
        ),
        (
            f"{fmt_decimal(c * 10)} × 10{sup(e - 1)}",
            "first-factor-not-between-1-and-10",
            "In scientific notation the first factor is at least 1 and less than 10.",
        ),
        (sci(c, e - 1), "miscounted-the-places", places),
    ]
    moves = abs(e)
    explanation = f"Move the decimal point to get a number from 1 to 10: {fmt_decimal(c)}. It moved {moves} place{'s' if moves != 1 else ''} to the {'left' if e > 0 else 'right'}, so the power is 10{sup(e)}. {shown} = {answer}."
    asked = Ask(
        f"Write {shown} in scientific notation.",
        f"{shown} in scientific notation is ___.",
        answer,
        explanation,
        wrong,
        f"tosci:{shown}",
        fmt="expression",
        task="represent",
        steps=2,
        acceptable=(sci_plain(c, e),),
    )
    return build_ask(
        ctx, asked, mag=digits(x.numerator, x.denominator), standard=std(ctx, "8.EE.A.3", "8.EE.A.4")
    )


def _to_standard(ctx: GenerationContext, c: Fraction, e: int) -> Draft:
    x = c * Fraction(10) ** e
    shown = sci(c, e)
    answer = standard_form(x)
    places = "Move the decimal point exactly as many places as the exponent says."
    wrong = [
        (standard_form(x * 10), "miscounted-the-places", places),
        (standard_form(x / 10), "miscounted-the-places", places),
        (
            standard_form(c * Fraction(10) ** (-e)),
            "used-the-wrong-direction",
            "A positive power makes the number bigger; a negative power makes it smaller.",
        ),
    ]
    explanation = f"10{sup(e)} means move the decimal point {abs(e)} place{'s' if abs(e) != 1 else ''} to the {'right' if e > 0 else 'left'}: {shown} = {answer}."
    asked = Ask(
        f"Write {shown} in standard form.",
        f"{shown} in standard form is ___.",
        answer,
        explanation,
        wrong,
        f"tostd:{shown}",
        task="represent",
        acceptable=(answer.replace(",", ""),) if "," in answer else (),
    )
    return build_ask(
        ctx,
        asked,
        value=answer,
        mag=digits(x.numerator, x.denominator),
        standard=std(ctx, "8.EE.A.4", "8.EE.A.3"),
    )


def _estimate(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    while True:
        e = _exponent(rng, lv)
        c = Fraction(rng.randint(101, 999), 100)
        x = c * Fraction(10) ** e
        lead = math.floor(c + Fraction(1, 2))
        if c - math.floor(c) != Fraction(1, 2):
            break
    shown = standard_form(x)
    ce, ee = (lead, e) if lead < 10 else (1, e + 1)
    answer = sci(Fraction(ce), ee)
    places = "Count the places the decimal point moves."
    wrong = [
        (
            sci(Fraction(math.floor(c)), e) if math.floor(c) != ce else "",
            "cut-off-instead-of-rounding",
            "Round the first digit; do not just drop the rest.",
        ),
        (sci(Fraction(ce), ee + 1), "miscounted-the-places", places),
        (
            sci(Fraction(ce), -ee),
            "used-the-wrong-sign",
            "Big numbers get positive powers of 10; small numbers get negative ones.",
        ),
        (sci(Fraction(ce), ee - 1), "miscounted-the-places", places),
    ]
    explanation = f"{shown} = {sci(c, e)}. Round {fmt_decimal(c)} to the nearest whole number: {lead}. So {shown} is about {answer}."
    asked = Ask(
        f"Estimate {shown} as a single digit times a power of 10.",
        f"Estimated as a single digit times a power of 10, {shown} is about ___.",
        answer,
        explanation,
        wrong,
        f"est:{shown}",
        fmt="expression",
        task="represent",
        steps=2,
        acceptable=(sci_plain(Fraction(ce), ee),),
    )
    return build_ask(ctx, asked, mag=digits(x.numerator, x.denominator), standard=std(ctx, "8.EE.A.3"))


def _how_many_times(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    b = rng.randint(1, 4)
    a = b * rng.randint(1, 9 // b)
    n = rng.randint((2, 3, 5)[lv], (5, 8, 10)[lv])
    gap = rng.randint((1, 2, 3)[lv], (3, 5, 7)[lv])
    m = n + gap
    big, small = sci(Fraction(a), m), sci(Fraction(b), n)
    ans = Fraction(a, b) * Fraction(10) ** gap
    more, less, things = pick(
        rng, bank_rows("ee-scientific-notation", "comparisons", "big", "small", "things")
    )
    lead = f"{more.capitalize()} has about {big} {things}, and {less} has about {small} {things}."
    powers = f"10{sup(m)} ÷ 10{sup(n)} = 10{sup(gap)}."
    wrong = [
        (
            f"{10**gap:,}",
            "ignored-the-first-factors",
            f"The first factors ({a} and {b}) matter too: {a} ÷ {b} = {a // b}.",
        ),
        (f"{int(ans * 10):,}", "miscounted-the-places", powers),
        (
            f"{a - b}" if a != b else f"{gap}",
            "subtracted-instead-of-dividing",
            '"How many times as many" means divide.',
        ),
        (f"{int(ans // 10):,}" if ans >= 10 and ans % 10 == 0 else "", "miscounted-the-places", powers),
    ]
    explanation = (
        f"Divide the first factors and the powers of 10: {a} ÷ {b} = {a // b}, and 10{sup(m)} ÷ 10{sup(n)} = 10{sup(gap)}. "
        f"So it is {a // b} × 10{sup(gap)} = {int(ans):,} times as many."
    )
    asked = Ask(
        f"{lead} About how many times as many {things} does {more} have?",
        f"{lead} The number of times as many {things} {more} has is ___.",
        f"{int(ans):,}",
        explanation,
        wrong,
        f"times:{big}:{small}:{more}",
        task="word-problem",
        steps=2,
        acceptable=(str(int(ans)),),
    )
    return build_ask(ctx, asked, value=int(ans), mag=digits(ans), standard=std(ctx, "8.EE.A.3"))


def _add_subtract(rng: random.Random, lv: int, c1: Fraction, c2: Fraction, e1: int) -> _Result:
    e2 = e1 - rng.randint((0, 0, 1)[lv], (0, 1, 2)[lv])
    op = "+" if rng.random() < 0.6 else "-"
    x1, x2 = c1 * Fraction(10) ** e1, c2 * Fraction(10) ** e2
    if op == "-" and x2 >= x1:
        op = "+"
    rc, re_ = _normalize(x1 + x2 if op == "+" else x1 - x2)
    answer = sci(rc, re_)
    naive = c1 + c2 if op == "+" else c1 - c2
    regroup = "Check the power of 10 after regrouping."
    wrong = [
        (
            sci(*_normalize(naive * Fraction(10) ** (e1 + e2))) if naive > 0 else "",
            "added-the-exponents",
            "When adding or subtracting, line up the powers of 10; do not add the exponents.",
        ),
        (
            sci(*_normalize(naive * Fraction(10) ** e1)) if e1 != e2 and naive > 0 else sci(rc, re_ + 1),
            "ignored-different-powers" if e1 != e2 else "miscounted-the-places",
            "Rewrite both numbers with the same power of 10 first." if e1 != e2 else regroup,
        ),
        (sci(rc, re_ - 1), "miscounted-the-places", regroup),
    ]
    aligned = c2 * Fraction(10) ** (e2 - e1)
    combined = c1 + aligned if op == "+" else c1 - aligned
    explanation = (
        f"Write both with 10{sup(e1)}: {fmt_decimal(c1)} × 10{sup(e1)} {op} {fmt_decimal(aligned)} × 10{sup(e1)} = "
        f"{fmt_decimal(combined)} × 10{sup(e1)}" + (f" = {answer}." if combined != rc or e1 != re_ else ".")
    )
    return _Result(f"({sci(c1, e1)}) {op} ({sci(c2, e2)})", rc, re_, wrong, explanation, None)


def _times_divide(rng: random.Random, mode: str, c1: Fraction, c2: Fraction, e1: int, e2: int) -> _Result:
    op = "×" if mode == "multiply" else "÷"
    x1, x2 = c1 * Fraction(10) ** e1, c2 * Fraction(10) ** e2
    result = x1 * x2 if op == "×" else x1 / x2
    if op == "÷" and not terminates(c1 / c2):
        c1 = c2 * rng.randint(1, max(1, int(9 // c2))) if c2 < 9 else c2
        x1 = c1 * Fraction(10) ** e1
        result = x1 / x2
    rc, re_ = _normalize(result)
    answer = sci(rc, re_)
    shown = f"({sci(c1, e1)}) {op} ({sci(c2, e2)})"
    cc = c1 * c2 if op == "×" else c1 / c2
    ee = e1 + e2 if op == "×" else e1 - e2
    standard = 1 <= cc < 10
    first = c1 + c2 if op == "×" else c1 - c2
    wrong = [
        (
            sci(*_normalize(cc * Fraction(10) ** (e1 * e2)))
            if op == "×"
            else sci(*_normalize(cc * Fraction(10) ** (e1 + e2))),
            "multiplied-the-exponents" if op == "×" else "added-the-exponents",
            "Multiplying powers of 10 adds the exponents."
            if op == "×"
            else "Dividing powers of 10 subtracts the exponents.",
        ),
        (
            f"{fmt_decimal(cc)} × 10{sup(ee)}" if not standard else sci(rc, re_ + 1),
            "first-factor-not-between-1-and-10" if not standard else "miscounted-the-places",
            "In scientific notation the first factor is at least 1 and less than 10."
            if not standard
            else "Check the power of 10.",
        ),
        (
            sci(*_normalize(first * Fraction(10) ** ee)) if first > 0 else sci(rc, re_ - 1),
            "added-the-first-factors" if op == "×" else "subtracted-the-first-factors",
            "The first factors are multiplied (or divided) too."
            if op == "×"
            else "The first factors are divided too.",
        ),
    ]
    explanation = (
        f"{'Multiply' if op == '×' else 'Divide'} the first factors: {fmt_decimal(c1)} {op} {fmt_decimal(c2)} = {fmt_decimal(cc)}. {'Add' if op == '×' else 'Subtract'} the exponents: 10{sup(e1)} {op} 10{sup(e2)} = 10{sup(ee)}. "
        + (
            f"Rewrite {fmt_decimal(cc)} × 10{sup(ee)} as {answer}."
            if not standard
            else f"So the answer is {answer}."
        )
    )
    arithmetic = ArithmeticForm(x1, x2, op, f"{shown} = ___", operand_displays=(sci(c1, e1), sci(c2, e2)))  # type: ignore[arg-type]
    return _Result(shown, rc, re_, wrong, explanation, arithmetic)


def _operation(ctx: GenerationContext, mode: str) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    c1, c2 = _coef(rng, min(lv, 1)), _coef(rng, min(lv, 1))
    e1, e2 = _exponent(rng, lv), _exponent(rng, lv)
    if mode == "add-subtract":
        shown, rc, re_, wrong, explanation, arithmetic = _add_subtract(rng, lv, c1, c2, e1)
    else:
        shown, rc, re_, wrong, explanation, arithmetic = _times_divide(rng, mode, c1, c2, e1, e2)
    asked = Ask(
        f"What is {shown}? Write the answer in scientific notation.",
        f"In scientific notation, {shown} = ___",
        sci(rc, re_),
        explanation,
        wrong,
        f"{mode}:{shown}",
        fmt="expression",
        steps=2 + int(not (1 <= rc < 10)),
        acceptable=(sci_plain(rc, re_),),
    )
    return build_ask(ctx, asked, arithmetic=arithmetic, mag=3, standard=std(ctx, "8.EE.A.4"))


_BANDS = "easy: exponents 3 to 7, one significant digit to convert, sums with the same exponent; medium: exponents -5 to 9 (negative too), two significant digits, powers up to one apart; hard: exponents -8 to 12 at least 4 places from zero, three significant digits to convert, powers 1-2 apart to line up before adding, quotients 10^3 or more apart"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {AR}, params=SciParams, levels=Levels("steps", _BANDS))
def scientific_notation(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, ctx.params.modes)
    if mode in ("to-sci", "to-standard"):
        c, e = _coef(rng, lv), _exponent(rng, lv)
        return (_to_sci if mode == "to-sci" else _to_standard)(ctx, c, e)
    if mode == "estimate":
        return _estimate(ctx)
    if mode == "how-many-times":
        return _how_many_times(ctx)
    return _operation(ctx, mode)
