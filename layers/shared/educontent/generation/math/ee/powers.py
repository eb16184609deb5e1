"""Whole-number exponents and the order of operations (6.EE.A.1): the value of a power (whole
numbers, fractions and decimals as bases), writing a repeated product with an exponent, and
evaluating expressions with exponents and parentheses."""

from __future__ import annotations

import random
from fractions import Fraction

from educontent.generation.kit.answer_forms import question, written, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.modes import emit_mode, one_of
from educontent.generation.kit.types import WRITTEN
from educontent.generation.numbers.rationals import digits, dx, fx, sup, terminates, tidy
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

F = Fraction


def _num(v: Fraction) -> str:
    return tidy(v, mixed=False)


def _base_and_exponent(rng: random.Random, lvl: int) -> tuple[Fraction, int]:
    if lvl == 0:
        return F(rng.randint(2, 10)), rng.randint(2, 3)
    if lvl == 1:
        return pick(
            rng,
            (
                (F(rng.randint(2, 6)), rng.randint(3, 5)),
                (F(10), rng.randint(2, 6)),
                (F(rng.randint(11, 15)), 2),
            ),
        )
    return pick(
        rng,
        (
            (F(1, rng.randint(2, 5)), rng.randint(2, 3)),
            (F(rng.randint(2, 4), 5), 2),
            (F(rng.randint(1, 9), 10), 2),
            (F(rng.randint(11, 19), 10), 2),
        ),
    )


def _power(rng: random.Random, lvl: int) -> MathQuestion:
    base, exp = _base_and_exponent(rng, lvl)
    value = base**exp
    shown_base = _num(base)
    shown = (
        f"({shown_base}){sup(exp)}"
        if base.denominator != 1 and not terminates(base)
        else f"{shown_base}{sup(exp)}"
    )
    answer = _num(value)
    cands = [
        (
            _num(base * exp),
            "multiplied-base-by-exponent",
            f"{shown} means {exp} factors of {shown_base} multiplied together, not {shown_base} × {exp}.",
        ),
        (
            _num(F(exp) ** int(base)) if base.denominator == 1 and base <= 6 and base != exp else "",
            "swapped-base-and-exponent",
            "The big number is the base; the small raised number tells how many times to use it.",
        ),
        (_num(base + exp), "added-base-and-exponent", "An exponent means repeated multiplication."),
        (_num(base ** (exp - 1)), "one-factor-too-few", f"Use {shown_base} as a factor {exp} times."),
    ]
    factors = " × ".join(
        [shown_base if base.denominator == 1 or terminates(base) else f"({shown_base})"] * exp
    )
    return question(
        prompt=f"What is {shown}?",
        fill=f"{shown} = ___",
        answer=answer,
        acceptable=(fx(value, mixed=False), dx(value)) if terminates(value) else (fx(value, mixed=False),),
        explanation=f"{shown} means {factors} = {answer}.",
        wrong=wrongs(answer, cands, fallback=value, fallback_fmt=_num),
        task="compute",
        steps=2,
        magnitude=digits(value),
        key=f"power:{base}:{exp}",
    )


def _write_power(rng: random.Random, lvl: int) -> MathQuestion:
    base = rng.randint((2, 3, 6)[lvl], (9, 12, 20)[lvl])
    count = rng.randint((2, 3, 4)[lvl], (4, 6, 7)[lvl])
    while count == base:
        count = rng.randint((2, 3, 4)[lvl], (4, 6, 7)[lvl])
    product = " × ".join([str(base)] * count)
    answer = f"{base}{sup(count)}"
    cands = [
        (
            f"{count}{sup(base)}",
            "swapped-base-and-exponent",
            f"The base is the repeated factor, {base}; the exponent counts the factors, {count}.",
        ),
        (
            f"{base} × {count}",
            "wrote-a-product",
            "An exponent shows repeated multiplication; it is not the same as multiplying by the count.",
        ),
        (
            f"{base}{sup(count - 1)}",
            "counted-the-multiplication-signs",
            f"Count the factors, not the × signs: there are {count} factors.",
        ),
    ]
    return written(
        prompt=f"Write {product} using an exponent.",
        fill=f"{product} written with an exponent is ___.",
        answer=answer,
        acceptable=(f"{base}^{count}",),
        explanation=f"The factor {base} is used {count} times, so {product} = {answer}. The base is {base} and the exponent is {count}.",
        candidates=cands,
        task="represent",
        magnitude=digits(base),
        key=f"write-power:{base}:{count}",
    )


# ---- order of operations: each kind gives (text, value, left-to-right value, doubled value, steps) ----

_Order = tuple[str, int | Fraction, int | Fraction, int | Fraction | None, str]


def _add_times(rng: random.Random, a: int, b: int, c: int, d: int) -> _Order:
    value = a + b * c
    steps = f"Multiply first: {b} × {c} = {b * c}. Then add: {a} + {b * c} = {value}."
    return f"{a} + {b} × {c}", value, (a + b) * c, None, steps


def _square_times(rng: random.Random, a: int, b: int, c: int, d: int) -> _Order:
    value = a + b * b * c
    steps = f"Exponent first: {b}{sup(2)} = {b * b}. Multiply: {b * b} × {c} = {b * b * c}. Add: {a} + {b * b * c} = {value}."
    return f"{a} + {b}{sup(2)} × {c}", value, (a + b) ** 2 * c, a + 2 * b * c, steps


def _paren_minus(rng: random.Random, a: int, b: int, c: int, d: int) -> _Order:
    a = max(a, 2)
    value = a * (b + c) - d
    steps = f"Parentheses first: {b} + {c} = {b + c}. Multiply: {a} × {b + c} = {a * (b + c)}. Subtract: {a * (b + c)} - {d} = {value}."
    return f"{a} × ({b} + {c}) - {d}", value, a * b + c - d, None, steps


def _square_minus(rng: random.Random, a: int, b: int, c: int, d: int) -> _Order:
    a = max(a, 4)
    b, c = rng.randint(1, 3), rng.randint(1, 4)
    value = a * a - b * c
    steps = f"Exponent first: {a}{sup(2)} = {a * a}. Multiply: {b} × {c} = {b * c}. Subtract: {a * a} - {b * c} = {value}."
    return f"{a}{sup(2)} - {b} × {c}", value, (a * a - b) * c, 2 * a - b * c, steps


def _paren_square(rng: random.Random, a: int, b: int, c: int, d: int) -> _Order:
    s = a + b
    c = pick(rng, [k for k in (2, 3, 4, 5, 6, 9) if (s * s) % k == 0] or [1])
    value = F(s * s, c)
    steps = f"Parentheses first: {a} + {b} = {s}. Exponent: {s}{sup(2)} = {s * s}. Divide: {s * s} ÷ {c} = {fx(value)}."
    return f"({a} + {b}){sup(2)} ÷ {c}", value, F(a + b * b, c), F(2 * s, c), steps


_ORDERS = {
    "add-times": _add_times,
    "square-times": _square_times,
    "paren-minus": _paren_minus,
    "square-minus": _square_minus,
    "paren-square": _paren_square,
}


def _order_of_operations(rng: random.Random, lvl: int) -> MathQuestion:
    a, b, c, d = rng.randint(2, 9), rng.randint(2, 9), rng.randint(2, 6), rng.randint(1, 9)
    kind = pick(rng, tuple(_ORDERS))
    if lvl == 0:
        kind = pick(rng, ("add-times", "paren-minus"))
    elif lvl == 2:
        kind = pick(rng, ("square-times", "square-minus", "paren-square"))
    text, value, l2r, doubled, steps = _ORDERS[kind](rng, a, b, c, d)
    value = F(value)
    answer = fx(value)
    cands = [
        (
            fx(F(l2r)),
            "worked-left-to-right",
            "Follow the order of operations: parentheses, exponents, then multiply and divide, then add and subtract.",
        ),
        (
            fx(F(doubled)) if doubled is not None else "",
            "doubled-instead-of-squaring",
            "A square means multiply the number by itself, not by 2.",
        ),
        (fx(value + 10), "arithmetic-slip", "Check each step of the work."),
    ]
    return question(
        prompt=f"What is the value of {text}?",
        fill=f"{text} = ___",
        answer=answer,
        explanation=steps,
        wrong=wrongs(answer, cands, fallback=value),
        task="compute",
        steps=3,
        magnitude=digits(value),
        key=f"order:{text}",
    )


_BUILDERS = {"power": _power, "write-power": _write_power, "order-of-operations": _order_of_operations}
ExponentParams = one_of(_BUILDERS, name="ExponentParams")


_BANDS = "easy: squares and cubes of whole numbers to 10, two to four factors to write as a power, order of operations without a power; medium: exponents up to 6, powers of 10, three to six factors, any order-of-operations expression; hard: powers of fractions and decimals, four to seven factors of bases 6-20, expressions that always have a power"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=set(WRITTEN), params=ExponentParams, levels=Levels("form", _BANDS))
def powers(ctx: GenerationContext) -> Draft:
    return emit_mode(ctx, _BUILDERS, "6.EE.A.1")
