"""Grade 8 numbers and exponents (8.NS, 8.EE.A): rational and irrational numbers, repeating
decimals, estimating square roots, exponent rules, square and cube roots, scientific notation."""

from __future__ import annotations

import math
import random
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.draw.svg import number_line
from educontent.generation.generators._g78_common import (
    Wrong,
    build,
    dec,
    digits,
    isqrt_exact,
    num,
    pick,
    power,
    sci,
    sci_plain,
    sqrt_approx,
    std,
    sup,
    terminates,
)
from educontent.generation.kit.math_forms import ArithmeticForm, DiagramForm
from educontent.generation.registry import Draft, GenerationContext, generator

SHORT = {
    ContentType.MULTIPLE_CHOICE,
    ContentType.FILL_BLANK,
    ContentType.TRUE_FALSE,
    ContentType.SHORT_ANSWER,
}


# ---- rational and irrational numbers (8.NS.A.1) ---------------------------------------------------


class RationalParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["classify", "pick-irrational", "repeating-to-fraction", "terminate-or-repeat"]] = (
        Field(min_length=1)
    )


NON_SQUARES = [n for n in range(2, 120) if math.isqrt(n) ** 2 != n]


def _rational_number(rng: random.Random, lv: int) -> tuple[str, str]:
    """A rational number as written, and why it is rational."""
    kind = pick(
        rng,
        ("square-root", "fraction", "terminating", "repeating", "integer", "cube-root")
        if lv
        else ("square-root", "fraction", "terminating", "integer"),
    )
    if kind == "square-root":
        k = rng.randint(2, 15)
        return f"√{k * k}", f"√{k * k} = {k}, a whole number, so it is rational."
    if kind == "cube-root":
        k = rng.randint(2, 6)
        return f"∛{k**3}", f"∛{k**3} = {k}, a whole number, so it is rational."
    if kind == "fraction":
        a, b = rng.randint(1, 20), rng.randint(2, 13)
        return f"{a}/{b}", f"{a}/{b} is a fraction of two integers, so it is rational."
    if kind == "terminating":
        v = Fraction(rng.randint(1, 999), 100)
        return dec(v), f"{dec(v)} ends, so it can be written as a fraction: it is rational."
    if kind == "integer":
        k = -rng.randint(1, 40)
        return str(k), f"{k} = {k}/1, so it is rational."
    block = str(rng.randint(1, 9)) if rng.random() < 0.5 else str(rng.randint(12, 98))
    shown = f"0.{block * (4 // len(block))}… (the {block} repeats forever)"
    return shown, "A decimal that repeats forever can be written as a fraction, so it is rational."


def _irrational_number(rng: random.Random, lv: int) -> tuple[str, str]:
    kind = pick(rng, ("square-root", "pi", "growing", "cube-root") if lv else ("square-root", "pi"))
    if kind == "square-root":
        n = pick(rng, NON_SQUARES)
        return f"√{n}", f"{n} is not a perfect square, so √{n} never ends or repeats: it is irrational."
    if kind == "pi":
        k = rng.randint(1, 5)
        return (
            "π" if k == 1 else f"{k}π"
        ), "π never ends or repeats, and a whole number times π is irrational too."
    if kind == "cube-root":
        n = pick(rng, [n for n in range(2, 60) if round(n ** (1 / 3)) ** 3 != n])
        return f"∛{n}", f"{n} is not a perfect cube, so ∛{n} is irrational."
    d = str(rng.randint(1, 9))
    return (
        f"0.{d}0{d}00{d}000{d}… (the run of zeros keeps growing)",
        "The digits never fall into a repeating block, so the number is irrational.",
    )


@generator("math.g78.rational-irrational", content_types=SHORT, params=RationalParams)
def rational_irrational(ctx: GenerationContext) -> Draft:
    p: RationalParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    if mode == "classify":
        is_irr = rng.random() < 0.5
        shown, why = (_irrational_number if is_irr else _rational_number)(rng, lv)
        answer = "irrational" if is_irr else "rational"
        other = "rational" if is_irr else "irrational"
        return build(
            ctx,
            prompt=f"Is the number {shown} rational or irrational?",
            answer=answer,
            explanation=f"A rational number can be written as a fraction of two integers; its decimal ends or repeats. {why}",
            wrong=[(other, "mixed-up-rational-and-irrational", why)],
            fill=f"The number {shown} is ___.",
            fmt="text",
            task="identify",
            steps=1,
            mag=2,
            key=f"cls:{shown}",
        )
    if mode == "pick-irrational":
        want_irr = lv < 2 or rng.random() < 0.6
        target, why = (_irrational_number if want_irr else _rational_number)(rng, max(lv, 1))
        others: list[Wrong] = []
        seen = {target}
        while len(others) < 3:
            s, r = (_rational_number if want_irr else _irrational_number)(rng, max(lv, 1))
            if s not in seen:
                seen.add(s)
                others.append((s, "misjudged-the-number", r))
        word = "irrational" if want_irr else "rational"
        listing = ", ".join(sorted(seen))
        return build(
            ctx,
            prompt=f"Which of these numbers is {word}: {listing}?",
            answer=target,
            explanation=f"{why} Each of the other numbers is {'rational' if want_irr else 'irrational'}.",
            wrong=others,
            fill=f"Of the numbers {listing}, the one that is {word} is ___.",
            fmt="text",
            task="compare",
            steps=2,
            mag=2,
            key=f"pick:{listing}",
        )
    if mode == "terminate-or-repeat":
        while True:
            a, b = rng.randint(1, 30), pick(rng, (3, 4, 6, 7, 8, 9, 11, 12, 15, 16, 20, 25, 40))
            f = Fraction(a, b)
            if f.denominator > 1:
                break
        ends = terminates(f)
        answer = "terminating" if ends else "repeating"
        factors = _prime_factors(f.denominator)
        why = f"In simplest form the denominator is {f.denominator} = {' × '.join(map(str, factors))}, " + (
            "which has only 2s and 5s, so the decimal ends."
            if ends
            else "which has a factor other than 2 and 5, so the decimal repeats."
        )
        return build(
            ctx,
            prompt=f"Is the decimal form of {a}/{b} terminating or repeating?",
            answer=answer,
            explanation=why + f" ({a}/{b} = {dec(f) if ends else _repeat_text(f)})",
            wrong=[("repeating" if ends else "terminating", "looked-at-the-wrong-denominator", why)],
            fill=f"The decimal form of {a}/{b} is ___.",
            fmt="text",
            task="reason",
            steps=2,
            mag=2,
            key=f"term:{a}:{b}",
        )
    if lv == 0 or (lv == 1 and rng.random() < 0.5):
        block = str(rng.randint(1, 8))
        prefix = ""
    elif lv == 1:
        block = pick(rng, [str(n) for n in range(10, 99) if n % 11])
        prefix = ""
    else:
        prefix = str(rng.randint(1, 9))
        block = str(pick(rng, [d for d in range(1, 9) if str(d) != prefix]))
    value = Fraction(
        int(prefix + block) - (int(prefix) if prefix else 0), 10 ** len(prefix) * (10 ** len(block) - 1)
    )
    shown = f"0.{prefix}{block * (4 // len(block))}…"
    note = f"(only the {block} repeats forever)" if prefix else f"(the {block} repeats forever)"
    digits_all = int(prefix + block)
    k = len(block)
    if prefix:
        cands = [
            (
                Fraction(digits_all, 10 ** (len(prefix) + k)),
                "treated-it-as-terminating",
                "The digits go on forever, so it is not just the digits over a power of 10.",
            ),
            (
                Fraction(digits_all, 10 ** (len(prefix) + k) - 1),
                "treated-all-digits-as-repeating",
                f"Only the {block} repeats; the {prefix} does not.",
            ),
            (
                Fraction(digits_all - int(prefix), 10 ** (len(prefix) + k) - 1),
                "used-99-instead-of-90",
                "With one digit before the repeat, the denominator is 90, not 99.",
            ),
        ]
    else:
        cands = [
            (
                Fraction(digits_all, 10**k),
                "treated-it-as-terminating",
                "The digits go on forever, so it is not just the digits over a power of 10.",
            ),
            (
                Fraction(digits_all, 9 * 10**k),
                "put-too-many-zeros",
                f"The denominator is {10**k - 1}, one 9 for each repeating digit.",
            ),
            (
                Fraction(1, digits_all) if digits_all > 1 else Fraction(digits_all, 10**k + 1),
                "flipped-the-fraction",
                "The repeating block goes on top of the fraction.",
            ),
        ]
    wrong = [(num(v), name, reason) for v, name, reason in cands if v != value]
    if prefix:
        steps_text = (
            f"Let x = {shown}. Then 10x = {prefix}.{block * 4}… and 100x = {prefix}{block}.{block * 4}…. "
            f"Subtract: 100x - 10x = {prefix}{block} - {prefix}, so 90x = {int(prefix + block) - int(prefix)} and x = {num(value)}."
        )
    else:
        k = len(block)
        steps_text = (
            f"Let x = {shown}. Multiply by {10**k}: {10**k}x = {block}.{block * (4 // k)}…. Subtract x: "
            f"{10**k - 1}x = {block}, so x = {block}/{10**k - 1} = {num(value)}."
        )
    return build(
        ctx,
        prompt=f"Write the repeating decimal {shown} {note} as a fraction in simplest form.",
        answer=num(value),
        explanation=steps_text,
        wrong=wrong,
        fill=f"The repeating decimal {shown} {note} written as a fraction in simplest form is ___.",
        fmt="fraction",
        task="compute",
        steps=3,
        mag=3,
        key=f"rep:{prefix}:{block}",
        standard=std(ctx, "8.NS.A.1"),
    )


def _prime_factors(n: int) -> list[int]:
    out, d = [], 2
    while n > 1:
        while n % d == 0:
            out.append(d)
            n //= d
        d += 1
    return out


def _repeat_text(f: Fraction) -> str:
    whole, rest = divmod(f.numerator, f.denominator)
    digs = []
    for _ in range(6):
        rest *= 10
        digs.append(str(rest // f.denominator))
        rest %= f.denominator
    return f"{whole}.{''.join(digs)}…"


# ---- estimating irrational numbers (8.NS.A.2) -----------------------------------------------------


class ApproxParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["between", "nearest-whole", "tenths", "greatest", "number-line"]] = Field(
        min_length=1
    )


@generator(
    "math.g78.approximate-irrationals", content_types=SHORT | {ContentType.DIAGRAM}, params=ApproxParams
)
def approximate_irrationals(ctx: GenerationContext) -> Draft:
    p: ApproxParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    n = pick(
        rng,
        [m for m in NON_SQUARES if m <= (50, 120, 119)[lv]]
        if lv < 2
        else [m for m in range(20, 400) if math.isqrt(m) ** 2 != m],
    )
    k = math.isqrt(n)
    diagram = None
    if mode == "between":
        answer = f"{k} and {k + 1}"
        wrong = [
            (
                f"{k - 1} and {k}",
                "picked-the-interval-below",
                f"{k - 1}² = {(k - 1) ** 2} and {k}² = {k * k}, but {n} is more than {k * k}.",
            ),
            (
                f"{k + 1} and {k + 2}",
                "picked-the-interval-above",
                f"{(k + 1) ** 2} is already more than {n}.",
            ),
            (
                f"{k * k} and {(k + 1) ** 2}",
                "gave-the-perfect-squares",
                "Those are the perfect squares around the number, not their square roots.",
            ),
            (f"{n // 2} and {n // 2 + 1}", "halved-the-number", "A square root is not half the number."),
        ]
        explanation = f"Find the perfect squares on each side of {n}: {k}² = {k * k} and {k + 1}² = {(k + 1) ** 2}. Since {k * k} < {n} < {(k + 1) ** 2}, √{n} is between {k} and {k + 1}."
        prompt = f"√{n} lies between which two consecutive whole numbers?"
        fill = f"√{n} lies between ___."
        fmt, key, steps = "text", f"btw:{n}", 2
    elif mode == "nearest-whole":
        near = k if n <= k * k + k else k + 1
        far = k + 1 if near == k else k
        answer = str(near)
        wrong = [
            (
                str(far),
                "picked-the-farther-whole-number",
                f"{n} is closer to {near * near} than to {far * far}.",
            ),
            (str(n // 2), "halved-the-number", "A square root is not half the number."),
            (
                str(near * near),
                "gave-the-perfect-square",
                f"{near * near} is the perfect square; its root is {near}.",
            ),
        ]
        explanation = f"{k}² = {k * k} and {k + 1}² = {(k + 1) ** 2}. The halfway point is {k}.5² = {dec(Fraction(2 * k + 1, 2) ** 2)}, and {n} is {'below' if near == k else 'above'} it, so √{n} rounds to {near}."
        prompt = f"What is √{n} rounded to the nearest whole number?"
        fill = f"√{n} rounded to the nearest whole number is ___."
        fmt, key, steps = "number", f"near:{n}", 2
    elif mode == "tenths":
        t = math.isqrt(100 * n)
        if 100 * n > t * t + t:
            t += 1
        answer = dec(Fraction(t, 10))
        low = math.isqrt(100 * n)
        wrong = [
            (
                dec(Fraction(low, 10)) if low != t else dec(Fraction(t - 1, 10)),
                "truncated-instead-of-rounding" if low != t else "rounding-slip",
                "Check which tenth is closer by squaring.",
            ),
            (
                dec(Fraction(t + 1, 10)) if low != t else dec(Fraction(t + 2, 10)),
                "rounding-slip",
                f"{dec(Fraction(t + 1, 10))}² is farther from {n}.",
            ),
            (dec(Fraction(n, 2)), "halved-the-number", "A square root is not half the number."),
        ]
        explanation = (
            f"{k}² = {k * k} and {k + 1}² = {(k + 1) ** 2}, so √{n} is between {k} and {k + 1}. Try tenths: "
            f"{dec(Fraction(t, 10))}² = {dec(Fraction(t * t, 100))}"
            + f" and {dec(Fraction(t + 1, 10))}² = {dec(Fraction((t + 1) ** 2, 100))}" * (t * t < 100 * n)
            + f" and {dec(Fraction(t - 1, 10))}² = {dec(Fraction((t - 1) ** 2, 100))}" * (t * t >= 100 * n)
            + f". The closest tenth is {answer}."
        )
        prompt = f"What is √{n} to the nearest tenth?"
        fill = f"√{n} to the nearest tenth is ___."
        fmt, key, steps = "number", f"tenth:{n}", 3
    elif mode == "greatest":
        root = sqrt_approx(n, 3)
        cands: list[tuple[str, Fraction]] = [(f"√{n}", root)]
        while len(cands) < 4:
            form = pick(rng, ("decimal", "fraction", "pi", "root"))
            if form == "decimal":
                v = Fraction(rng.randint(int(root * 10) - 15, int(root * 10) + 15), 10)
                c = (dec(v), v)
            elif form == "fraction":
                b = rng.randint(2, 9)
                a = rng.randint(max(1, int(root * b) - 2 * b), int(root * b) + 2 * b)
                c = (f"{a}/{b}", Fraction(a, b))
            elif form == "pi":
                extra = rng.randint(max(0, k - 5), k)
                c = ("π" if extra == 0 else f"π + {extra}", Fraction(314159, 100000) + extra)
            else:
                m = pick(rng, [x for x in NON_SQUARES if abs(x - n) <= 2 * k + 1 and x != n] or [n + 1])
                c = (f"√{m}", sqrt_approx(m, 3))
            if (
                c[1] > 0
                and all(abs(c[1] - v) >= Fraction(1, 10) for _, v in cands)
                and c[0] not in [s for s, _ in cands]
            ):
                cands.append(c)
        best = max(cands, key=lambda c: c[1])
        order = cands[:]
        rng.shuffle(order)
        listing = ", ".join(s for s, _ in order)
        answer = best[0]
        wrong = [
            (
                s,
                "misjudged-the-size",
                f"{s} is about {dec(approx_round(v))}, less than {best[0]} (about {dec(approx_round(best[1]))}).",
            )
            for s, v in cands
            if s != best[0]
        ]
        explanation = (
            "Estimate each number as a decimal: "
            + "; ".join(f"{s} ≈ {dec(approx_round(v))}" for s, v in order)
            + f". The greatest is {best[0]}."
        )
        prompt = f"Which number is greatest: {listing}?"
        fill = f"Of {listing}, the greatest is ___."
        fmt, key, steps = "text", f"max:{listing}", 3
    else:
        root = sqrt_approx(n, 2)
        top = max(k + 2, 6)
        spots = [root]
        while len(spots) < 4:
            v = Fraction(rng.randint(1, top * 10 - 1), 10)
            if all(abs(v - s) >= Fraction(6, 10) for s in spots):
                spots.append(v)
        letters = ["A", "B", "C", "D"]
        rng.shuffle(letters)
        names = dict(zip(letters, spots, strict=True))
        answer = letters[0]
        wrong = [
            (
                letter,
                "misplaced-the-square-root",
                f"Point {letter} is at about {dec(v)}, but √{n} is between {k} and {k + 1}.",
            )
            for letter, v in sorted(names.items())
            if letter != answer
        ]
        desc = (
            "A number line from 0 to "
            + str(top)
            + " with points "
            + ", ".join(f"{letter} at {dec(v)}" for letter, v in sorted(names.items()))
            + "."
        )
        svg = number_line(
            0,
            top,
            1,
            points=[(v, letter) for letter, v in sorted(names.items())],
            title="Points on a number line",
            desc=desc,
        )
        diagram = DiagramForm("number-line", svg)
        explanation = f"{k}² = {k * k} and {k + 1}² = {(k + 1) ** 2}, so √{n} is between {k} and {k + 1}, a bit {'more than' if n - k * k < (k + 1) ** 2 - n else 'less than'} {k}.5 — about {dec(root)}. That is point {answer}."
        prompt = f"Which point on the number line best shows √{n}?"
        fill = f"On the number line, √{n} is best shown by point ___."
        fmt, key, steps = "text", f"line:{n}:{sorted(names.items())}", 2
    return build(
        ctx,
        prompt=prompt,
        answer=answer,
        explanation=explanation,
        wrong=wrong,
        fill=fill,
        fmt=fmt,
        diagram=diagram,
        task="reason" if mode in ("greatest", "number-line") else "compute",
        steps=steps,
        mag=digits(n),
        key=key,
    )


def approx_round(v: Fraction) -> Fraction:
    return Fraction(round(v * 100), 100)


# ---- exponents (8.EE.A.1) --------------------------------------------------------------------------


class ExponentParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["product", "quotient", "power", "zero-negative", "evaluate"]] = Field(min_length=1)


def _caret(base: int, exp: int) -> str:
    return f"{base}^{exp}" if exp >= 0 else f"{base}^({exp})"


def _pow_value(base: int, exp: int) -> Fraction:
    return Fraction(base) ** exp


@generator("math.g78.exponents", content_types=SHORT, params=ExponentParams)
def exponents(ctx: GenerationContext) -> Draft:
    p: ExponentParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    b = rng.randint(2, (6, 9, 12)[lv])
    lo = (1, -4, -8)[lv]
    hi = (9, 10, 12)[lv]

    def ex() -> int:
        while True:
            e = rng.randint(lo, hi)
            if e not in (0, 1) or lv == 2:
                return e

    if mode in ("product", "quotient", "power"):
        while True:
            m, n = ex(), ex()
            if mode == "power":
                n = rng.randint(2, (4, 5, 6)[lv]) if lv < 2 else pick(rng, (-3, -2, 2, 3, 4, 5))
            res = {"product": m + n, "quotient": m - n, "power": m * n}[mode]
            if res != 0 and m != n:
                break
        if mode == "product":
            shown = f"{power(b, m)} × {power(b, n)}"
            rule_text = f"To multiply powers with the same base, keep the base and add the exponents: {m} + {n} = {res}."
            cands = [
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
            ]
        elif mode == "quotient":
            shown = f"{power(b, m)} ÷ {power(b, n)}"
            rule_text = (
                f"To divide powers with the same base, keep the base and subtract the exponents: {m} - ({n}) = {res}."
                if n < 0
                else f"To divide powers with the same base, keep the base and subtract the exponents: {m} - {n} = {res}."
            )
            cands = [
                (b, m + n, "added-the-exponents", "Add exponents when multiplying, not dividing."),
                (b, n - m, "subtracted-in-the-wrong-order", "Subtract the bottom exponent from the top one."),
                (b, m * n, "multiplied-the-exponents", "Dividing powers subtracts the exponents."),
            ]
        else:
            shown = f"({power(b, m)}){sup(n)}"
            rule_text = (
                f"To raise a power to a power, keep the base and multiply the exponents: {m} × {n} = {res}."
            )
            cands = [
                (b, m + n, "added-the-exponents", "A power of a power multiplies the exponents."),
                (
                    b * n,
                    m,
                    "multiplied-the-base-by-the-exponent",
                    "The outer exponent applies to the exponent, not the base.",
                ),
                (b, m - n, "subtracted-the-exponents", "A power of a power multiplies the exponents."),
            ]
        # caret form: the shared multiple-choice fallback reads superscript digits as digits
        answer = _caret(b, res)
        value = _pow_value(b, res)
        # always three or more: the shared fallback cannot handle superscript digits
        cands += [(b, -res, "sign-slip", rule_text)] + [
            (b, res + d, "exponent-slip", rule_text) for d in (1, -1, 2, -2)
        ]
        wrong = [
            (_caret(cb, ce), name, reason) for cb, ce, name, reason in cands if _pow_value(cb, ce) != value
        ]
        return build(
            ctx,
            prompt=f"Write {shown} as a single power of {b}.",
            answer=answer,
            explanation=f"{rule_text} So {shown} = {answer}.",
            wrong=wrong,
            fill=f"As a single power, {shown} = ___",
            fmt="expression",
            task="compute",
            steps=1,
            mag=2,
            key=f"{mode}:{b}:{m}:{n}",
            acceptable=(power(b, res), f"{b}^({res})"),
        )
    if mode == "zero-negative":
        zero = rng.random() < 0.2
        n = 0 if zero else rng.randint(1, (3, 4, 4)[lv] if b < 6 else 2)
        value = _pow_value(b, -n)
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
                (
                    str(b**n),
                    "ignored-the-negative-sign",
                    "The negative exponent means 1 divided by the power.",
                ),
                (
                    num(Fraction(1, b * n)) if n > 1 else "",
                    "multiplied-in-the-denominator",
                    f"{b}^{n} means {n} factors of {b}.",
                ),
            ]
            explanation = (
                f"A negative exponent means one over the power: {shown} = 1/{power(b, n)} = 1/{b**n}."
            )
        key = f"zn:{b}:{n}"
    else:
        while True:
            m, n = rng.randint(-6, 8), rng.randint(-6, 8)
            if -3 <= m + n <= 3 and m and n and m != n and (b ** abs(m + n) <= 1000):
                break
        use_div = rng.random() < 0.4
        if use_div:
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
                num(-_pow_value(b, abs(e))) if e < 0 else num(_pow_value(b, -e)),
                "mixed-up-negative-exponents",
                "A negative exponent means a reciprocal, not a negative number."
                if e < 0
                else "A positive exponent means repeated multiplication.",
            ),
            (num(_pow_value(b, e + 1)), "exponent-slip", steps_text),
            (
                num(_pow_value(b, m * n)) if abs(m * n) <= 4 else str(b * e),
                "multiplied-the-exponents" if abs(m * n) <= 4 else "multiplied-base-by-exponent",
                "Combine the exponents first, then evaluate the power.",
            ),
        ]
        explanation = f"{steps_text} So {shown} = {power(b, e)} = " + (
            f"1/{b**-e}." if e < 0 else f"{value}." if e > 0 else "1."
        )
        key = f"ev:{shown}"
    answer = num(value)
    return build(
        ctx,
        prompt=f"What is the value of {shown}?",
        answer=answer,
        explanation=explanation,
        wrong=wrong,
        fill=f"The value of {shown} is ___.",
        fmt="fraction" if value.denominator != 1 else "number",
        task="compute",
        steps=2,
        mag=digits(value.denominator, value.numerator),
        key=key,
        acceptable=(dec(value),) if value.denominator != 1 and terminates(value) else (),
    )


# ---- square and cube roots (8.EE.A.2) ---------------------------------------------------------------


class RootParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["square-root", "cube-root", "solve-square", "solve-cube"]] = Field(min_length=1)


@generator("math.g78.roots", content_types=SHORT, params=RootParams)
def roots(ctx: GenerationContext) -> Draft:
    p: RootParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    cube = mode in ("cube-root", "solve-cube")
    power_n = 3 if cube else 2
    top = (5, 8, 10)[lv] if cube else (12, 15, 25)[lv]
    if lv == 2 and rng.random() < 0.4:
        a = rng.randint(1, 5 if cube else 12)
        bb = rng.randint(a + 1, 6 if cube else 13)
        while math.gcd(a, bb) != 1:
            bb += 1
        root = Fraction(a, bb)
    else:
        root = Fraction(rng.randint(2, top))
    val = root**power_n
    val_s = num(val)
    sym = "∛" if cube else "√"
    inside = f"({val_s})" if val.denominator != 1 else val_s
    if mode in ("square-root", "cube-root"):
        answer = num(root)
        wrong = [
            (
                num(val / power_n),
                "divided-by-" + ("3" if cube else "2"),
                f"The {'cube' if cube else 'square'} root is the number that multiplies by itself {'three times' if cube else ''}{'' if cube else 'once'}, not the number divided by {power_n}.",
            ),
            (
                num(val),
                "gave-the-number-itself",
                "The root is the number that was " + ("cubed." if cube else "squared."),
            ),
            (
                num(root + 1),
                "fact-slip",
                f"{num(root + 1)}{'³' if cube else '²'} = {num((root + 1) ** power_n)}, not {val_s}.",
            ),
            (
                num(root * root) if cube else "",
                "took-the-square-root-instead",
                "∛ asks for a number used three times as a factor.",
            ),
        ]
        explanation = f"Which number times itself{' times itself' if cube else ''} gives {val_s}? {' × '.join([num(root)] * power_n)} = {val_s}, so {sym}{inside} = {answer}."
        return build(
            ctx,
            prompt=f"What is {sym}{inside}?",
            answer=answer,
            explanation=explanation,
            wrong=wrong,
            fill=f"{sym}{inside} = ___",
            fmt="fraction" if root.denominator != 1 else "number",
            task="recall" if lv == 0 else "compute",
            steps=1,
            mag=digits(val.numerator),
            key=f"{mode}:{val_s}",
            standard=std(ctx, "8.EE.A.2"),
        )
    r = num(root)
    eq = f"x{'³' if cube else '²'} = {val_s}"
    if cube:
        answer = f"x = {r}"
        wrong = [
            (
                f"x = {r} or x = -{r}",
                "added-a-negative-root",
                f"(-{r})³ = -{val_s}, so a negative number cannot work.",
            ),
            (f"x = {num(val / 3)}", "divided-by-3", "x³ means x × x × x, not 3 × x."),
            (
                f"x = {num(root**2)}"
                if root.denominator == 1 and isqrt_exact(int(val)) is None
                else f"x = {num(val)}",
                "took-the-wrong-root"
                if root.denominator == 1 and isqrt_exact(int(val)) is None
                else "gave-the-number-itself",
                "Find the number used three times as a factor.",
            ),
        ]
        explanation = f"Take the cube root of both sides: x = ∛{inside} = {r}, because {r} × {r} × {r} = {val_s}. Only one number cubes to {val_s}."
    else:
        answer = f"x = {r} or x = -{r}"
        wrong = [
            (f"x = {r}", "forgot-the-negative-root", f"(-{r})² = {val_s} too, so there are two solutions."),
            (f"x = {num(val / 2)} or x = -{num(val / 2)}", "divided-by-2", "x² means x × x, not 2 × x."),
            (
                f"x = {num(val * val)} or x = -{num(val * val)}",
                "squared-instead-of-rooting",
                "Undo a square with a square root.",
            ),
        ]
        explanation = f"Take the square root of both sides. {r} × {r} = {val_s} and (-{r}) × (-{r}) = {val_s}, so x = {r} or x = -{r} (x = ±{r})."
    return build(
        ctx,
        prompt=f"Solve {eq}. Give every solution.",
        answer=answer,
        explanation=explanation,
        wrong=wrong,
        fill=f"The solutions of {eq} are ___." if not cube else f"The solution of {eq} is ___.",
        fmt="expression",
        task="compute",
        steps=2,
        mag=digits(val.numerator),
        key=f"{mode}:{val_s}",
        acceptable=(f"±{r}", f"{r}, -{r}", f"x = ±{r}") if not cube else (r,),
        standard=std(ctx, "8.EE.A.2"),
    )


# ---- scientific notation (8.EE.A.3, 8.EE.A.4) ---------------------------------------------------------

SciMode = Literal["to-sci", "to-standard", "multiply", "divide", "add-subtract", "how-many-times", "estimate"]


class SciParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[SciMode] = Field(min_length=1)


def standard_form(x: Fraction) -> str:
    return f"{x.numerator:,}" if x.denominator == 1 else dec(x)


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


@generator("math.g78.scientific-notation", content_types=SHORT | {ContentType.ARITHMETIC}, params=SciParams)
def scientific_notation(ctx: GenerationContext) -> Draft:
    p: SciParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    e_lo, e_hi = ((3, 7), (-5, 9), (-8, 12))[lv]

    def exp_pick() -> int:
        while True:
            e = rng.randint(e_lo, e_hi)
            if e not in (0, 1, -1) or lv == 0:
                return e

    if mode in ("to-sci", "to-standard"):
        c, e = _coef(rng, lv), exp_pick()
        x = c * Fraction(10) ** e
        if mode == "to-sci":
            answer = sci(c, e)
            shown = standard_form(x)
            wrong = [
                (sci(c, e + 1), "miscounted-the-places", "Count how many places the decimal point moves."),
                (
                    sci(c, -e),
                    "used-the-wrong-sign",
                    "Big numbers have positive powers of 10; small numbers have negative ones.",
                ),
                (
                    f"{dec(c * 10)} × 10{sup(e - 1)}",
                    "first-factor-not-between-1-and-10",
                    "In scientific notation the first factor is at least 1 and less than 10.",
                ),
                (sci(c, e - 1), "miscounted-the-places", "Count how many places the decimal point moves."),
            ]
            moves = abs(e)
            explanation = f"Move the decimal point to get a number from 1 to 10: {dec(c)}. It moved {moves} place{'s' if moves != 1 else ''} to the {'left' if e > 0 else 'right'}, so the power is 10{sup(e)}. {shown} = {answer}."
            return build(
                ctx,
                prompt=f"Write {shown} in scientific notation.",
                answer=answer,
                explanation=explanation,
                wrong=wrong,
                fill=f"{shown} in scientific notation is ___.",
                fmt="expression",
                task="represent",
                steps=2,
                mag=digits(x.numerator, x.denominator),
                key=f"tosci:{shown}",
                acceptable=(sci_plain(c, e),),
                standard=std(ctx, "8.EE.A.3", "8.EE.A.4"),
            )
        shown = sci(c, e)
        answer = standard_form(x)
        wrong = [
            (
                standard_form(x * 10),
                "miscounted-the-places",
                "Move the decimal point exactly as many places as the exponent says.",
            ),
            (
                standard_form(x / 10),
                "miscounted-the-places",
                "Move the decimal point exactly as many places as the exponent says.",
            ),
            (
                standard_form(c * Fraction(10) ** (-e)),
                "used-the-wrong-direction",
                "A positive power makes the number bigger; a negative power makes it smaller.",
            ),
        ]
        explanation = f"10{sup(e)} means move the decimal point {abs(e)} place{'s' if abs(e) != 1 else ''} to the {'right' if e > 0 else 'left'}: {shown} = {answer}."
        return build(
            ctx,
            prompt=f"Write {shown} in standard form.",
            answer=answer,
            value=answer,
            explanation=explanation,
            wrong=wrong,
            fill=f"{shown} in standard form is ___.",
            task="represent",
            steps=1,
            mag=digits(x.numerator, x.denominator),
            key=f"tostd:{shown}",
            acceptable=(answer.replace(",", ""),) if "," in answer else (),
            standard=std(ctx, "8.EE.A.4", "8.EE.A.3"),
        )
    if mode == "estimate":
        while True:
            e = exp_pick()
            c = Fraction(rng.randint(101, 999), 100)
            x = c * Fraction(10) ** e
            lead = math.floor(c + Fraction(1, 2))
            if c - math.floor(c) != Fraction(1, 2):
                break
        shown = standard_form(x)
        ce, ee = (lead, e) if lead < 10 else (1, e + 1)
        answer = sci(Fraction(ce), ee)
        wrong = [
            (
                sci(Fraction(math.floor(c)), e) if math.floor(c) != ce else "",
                "cut-off-instead-of-rounding",
                "Round the first digit; do not just drop the rest.",
            ),
            (sci(Fraction(ce), ee + 1), "miscounted-the-places", "Count the places the decimal point moves."),
            (
                sci(Fraction(ce), -ee),
                "used-the-wrong-sign",
                "Big numbers get positive powers of 10; small numbers get negative ones.",
            ),
            (sci(Fraction(ce), ee - 1), "miscounted-the-places", "Count the places the decimal point moves."),
        ]
        explanation = f"{shown} = {sci(c, e)}. Round {dec(c)} to the nearest whole number: {lead}. So {shown} is about {answer}."
        return build(
            ctx,
            prompt=f"Estimate {shown} as a single digit times a power of 10.",
            answer=answer,
            explanation=explanation,
            wrong=wrong,
            fill=f"Estimated as a single digit times a power of 10, {shown} is about ___.",
            fmt="expression",
            task="represent",
            steps=2,
            mag=digits(x.numerator, x.denominator),
            key=f"est:{shown}",
            acceptable=(sci_plain(Fraction(ce), ee),),
            standard=std(ctx, "8.EE.A.3"),
        )
    if mode == "how-many-times":
        b = rng.randint(1, 4)
        a = b * rng.randint(1, 9 // b)
        n = rng.randint(2, (5, 8, 10)[lv])
        gap = rng.randint(1, (3, 5, 7)[lv])
        m = n + gap
        big, small = sci(Fraction(a), m), sci(Fraction(b), n)
        ans = Fraction(a, b) * Fraction(10) ** gap
        things = pick(
            rng,
            (
                ("a city", "a town", "people"),
                ("a large library", "a school library", "books"),
                ("a forest", "a park", "trees"),
                ("a desert", "a sandbox", "grains of sand"),
            ),
        )
        lead = f"{things[0].capitalize()} has about {big} {things[2]}, and {things[1]} has about {small} {things[2]}."
        wrong = [
            (
                f"{10**gap:,}",
                "ignored-the-first-factors",
                f"The first factors ({a} and {b}) matter too: {a} ÷ {b} = {a // b}.",
            ),
            (f"{int(ans * 10):,}", "miscounted-the-places", f"10{sup(m)} ÷ 10{sup(n)} = 10{sup(gap)}."),
            (
                f"{a - b}" if a != b else f"{gap}",
                "subtracted-instead-of-dividing",
                '"How many times as many" means divide.',
            ),
            (
                f"{int(ans // 10):,}" if ans >= 10 and ans % 10 == 0 else "",
                "miscounted-the-places",
                f"10{sup(m)} ÷ 10{sup(n)} = 10{sup(gap)}.",
            ),
        ]
        explanation = (
            f"Divide the first factors and the powers of 10: {a} ÷ {b} = {a // b}, and 10{sup(m)} ÷ 10{sup(n)} = 10{sup(gap)}. "
            f"So it is {a // b} × 10{sup(gap)} = {int(ans):,} times as many."
        )
        return build(
            ctx,
            prompt=f"{lead} About how many times as many {things[2]} does {things[0]} have?",
            answer=f"{int(ans):,}",
            value=int(ans),
            explanation=explanation,
            wrong=wrong,
            fill=f"{lead} The number of times as many {things[2]} {things[0]} has is ___.",
            task="word-problem",
            steps=2,
            mag=digits(ans),
            key=f"times:{big}:{small}:{things[0]}",
            acceptable=(str(int(ans)),),
            standard=std(ctx, "8.EE.A.3"),
        )
    c1, c2 = _coef(rng, min(lv, 1)), _coef(rng, min(lv, 1))
    e1, e2 = exp_pick(), exp_pick()
    if mode == "add-subtract":
        e2 = e1 - rng.randint(0, (0, 1, 2)[lv])
        op = "+" if rng.random() < 0.6 else "-"
        x1, x2 = c1 * Fraction(10) ** e1, c2 * Fraction(10) ** e2
        if op == "-" and x2 >= x1:
            op = "+"
        result = x1 + x2 if op == "+" else x1 - x2
        rc, re_ = _normalize(result)
        answer = sci(rc, re_)
        shown = f"({sci(c1, e1)}) {op} ({sci(c2, e2)})"
        naive = c1 + c2 if op == "+" else c1 - c2
        wrong = [
            (
                sci(*_normalize(naive * Fraction(10) ** (e1 + e2))) if naive > 0 else "",
                "added-the-exponents",
                "When adding or subtracting, line up the powers of 10; do not add the exponents.",
            ),
            (
                sci(*_normalize(naive * Fraction(10) ** e1)) if e1 != e2 and naive > 0 else sci(rc, re_ + 1),
                "ignored-different-powers" if e1 != e2 else "miscounted-the-places",
                "Rewrite both numbers with the same power of 10 first."
                if e1 != e2
                else "Check the power of 10 after regrouping.",
            ),
            (sci(rc, re_ - 1), "miscounted-the-places", "Check the power of 10 after regrouping."),
        ]
        aligned = c2 * Fraction(10) ** (e2 - e1)
        combined = c1 + aligned if op == "+" else c1 - aligned
        explanation = (
            f"Write both with 10{sup(e1)}: {dec(c1)} × 10{sup(e1)} {op} {dec(aligned)} × 10{sup(e1)} = "
            f"{dec(combined)} × 10{sup(e1)}" + (f" = {answer}." if combined != rc or e1 != re_ else ".")
        )
        arithmetic = None
    else:
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
                f"{dec(cc)} × 10{sup(ee)}" if not (1 <= cc < 10) else sci(rc, re_ + 1),
                "first-factor-not-between-1-and-10" if not (1 <= cc < 10) else "miscounted-the-places",
                "In scientific notation the first factor is at least 1 and less than 10."
                if not (1 <= cc < 10)
                else "Check the power of 10.",
            ),
            (
                sci(*_normalize((c1 + c2 if op == "×" else c1 - c2) * Fraction(10) ** ee))
                if (c1 + c2 if op == "×" else c1 - c2) > 0
                else sci(rc, re_ - 1),
                "added-the-first-factors" if op == "×" else "subtracted-the-first-factors",
                "The first factors are multiplied (or divided) too."
                if op == "×"
                else "The first factors are divided too.",
            ),
        ]
        explanation = (
            f"{'Multiply' if op == '×' else 'Divide'} the first factors: {dec(c1)} {op} {dec(c2)} = {dec(cc)}. {'Add' if op == '×' else 'Subtract'} the exponents: 10{sup(e1)} {op} 10{sup(e2)} = 10{sup(ee)}. "
            + (
                f"Rewrite {dec(cc)} × 10{sup(ee)} as {answer}."
                if not (1 <= cc < 10)
                else f"So the answer is {answer}."
            )
        )
        arithmetic = ArithmeticForm(x1, x2, op, f"{shown} = ___", operand_displays=(sci(c1, e1), sci(c2, e2)))  # type: ignore[arg-type]
    return build(
        ctx,
        prompt=f"What is {shown}? Write the answer in scientific notation.",
        answer=answer,
        explanation=explanation,
        wrong=wrong,
        fill=f"In scientific notation, {shown} = ___",
        fmt="expression",
        arithmetic=arithmetic,
        task="compute",
        steps=2 + int(not (1 <= rc < 10)),
        mag=3,
        key=f"{mode}:{shown}",
        acceptable=(sci_plain(rc, re_),),
        standard=std(ctx, "8.EE.A.4"),
    )
