"""Tenths and hundredths written as fractions and decimals: tenths as hundredths, adding tenths and
hundredths, and writing a fraction as a decimal or a decimal as a fraction."""

from __future__ import annotations

import random
from fractions import Fraction

from educontent.generation.kit.math_forms import MathQuestion, Misconception
from educontent.generation.math.nf.decimal_fractions.question import represent
from educontent.generation.numbers import fmt_decimal as dec
from educontent.generation.numbers.fractions import frac
from educontent.generation.numbers.fractions import mixed_parts as mx

M = Misconception


def tenths_as_hundredths(rng: random.Random, mode: str, rank: int) -> MathQuestion:
    a = rng.randint(1, 9 if rank < 2 else 25)
    if rank >= 1 and rng.random() < 0.3:
        fill, answer = f"___/10 = {a * 10}/100", a
        cands = [
            M(
                str(a * 10),
                "copied-the-numerator",
                "Tenths are bigger than hundredths, so you need fewer of them.",
            ),
            M(str(a * 100), "multiplied-instead-of-divided", "Divide by 10 to go from hundredths to tenths."),
            M(
                str(a * 10 - 90),
                "subtracted-the-same-amount",
                "Divide top and bottom by 10; do not subtract.",
            ),
        ]
    else:
        fill, answer = f"{a}/10 = ___/100", a * 10
        cands = [
            M(str(a), "copied-the-numerator", "Each tenth is 10 hundredths, so you need 10 times as many."),
            M(str(a + 90), "added-the-same-amount", "Multiply top and bottom by 10; do not add 90."),
            M(
                str(a * 100),
                "multiplied-by-100",
                "The denominator was multiplied by 10, so multiply the numerator by 10.",
            ),
        ]
    return represent(
        mode,
        f"What number makes this true? {fill}",
        fill,
        str(answer),
        Fraction(answer),
        f"1 tenth is 10 hundredths, so multiply the numerator and the denominator by 10: "
        f"{a}/10 = ({a} × 10) / (10 × 10) = {a * 10}/100.",
        cands,
        "number",
    )


def add_tenths_and_hundredths(rng: random.Random, mode: str, rank: int) -> MathQuestion:
    a = rng.randint(1, 9)
    c = rng.randint(1, 99)
    if c % 10 == 0:
        c += 1
    if 10 * a + c > 100 and rank == 0:
        a = max(1, (100 - c) // 10)
    total = 10 * a + c
    cands = [
        M(
            frac(a + c, 110),
            "added-the-tops-and-bottoms",
            "Rename the tenths as hundredths, then add the numerators.",
        ),
        M(frac(a + c, 100), "did-not-rename-the-tenths", f"{a}/10 is {a * 10}/100, not {a}/100."),
        M(frac(a + c, 10), "did-not-rename-the-hundredths", "Use the common denominator 100."),
        M(frac(total, 110), "added-the-denominators", "The denominator stays 100."),
    ]
    return represent(
        mode,
        f"What is {a}/10 + {c}/100?",
        f"{a}/10 + {c}/100 = ___",
        frac(total, 100),
        Fraction(total, 100),
        f"Rename tenths as hundredths: {a}/10 = {a * 10}/100. Then {a * 10}/100 + {c}/100 = {total}/100.",
        cands,
    )


def fraction_to_decimal(rng: random.Random, mode: str, rank: int) -> MathQuestion:
    if rng.random() < (0.7, 0.4, 0.15)[rank]:  # tenths: mostly when easy, seldom when hard
        a = rng.randint(1, 9)
        shown, value = frac(a, 10), Fraction(a, 10)
        cands = [
            M(
                f"0.0{a}",
                "put-tenths-in-the-hundredths-place",
                "Tenths go in the first place after the decimal point.",
            ),
            M(f"{a}.0", "wrote-the-numerator", f"{a}/10 is less than 1."),
            M(f"0.{a + 1}" if a < 9 else "0.8", "counting-slip", "Check the numerator."),
        ]
    else:
        n = rng.randint(1, 99)
        if n % 10 == 0:
            n += 3
        whole = rng.randint(1, 9) if rank == 2 else 0
        value = whole + Fraction(n, 100)
        shown = mx(whole, n, 100)
        cands = [
            M(
                f"{whole}.{n}" if n < 10 else dec(whole + Fraction(n, 10)),
                "put-hundredths-in-the-tenths-place",
                "Hundredths need two places after the decimal point.",
            ),
            M(dec(whole + Fraction(n, 1000)), "used-too-many-places", "Hundredths use exactly two places."),
            M(dec(value + Fraction(1, 100)), "counting-slip", "Check the numerator."),
        ]
    display = dec(value)
    return represent(
        mode,
        f"Write {shown} as a decimal.",
        f"{shown} = ___",
        display,
        value,
        f"{shown} as a decimal is {display}: the tenths digit goes right after the decimal point and the hundredths digit next.",
        cands,
        "number",
    )


def decimal_to_fraction(rng: random.Random, mode: str, rank: int) -> MathQuestion:
    if rng.random() < (0.7, 0.4, 0.15)[rank]:  # tenths: mostly when easy, seldom when hard
        a = rng.randint(1, 9)
        value = Fraction(a, 10)
        display = frac(a, 10)
        cands = [
            M(frac(a, 100), "read-tenths-as-hundredths", "One place after the point is tenths."),
            M(frac(a + 1, 10), "counting-slip", "Check the digit."),
            M(frac(10, a) if a > 1 else "10/3", "flipped-the-fraction", "The denominator is 10."),
        ]
    else:
        n = rng.randint(1, 99)
        if n % 10 == 0:
            n += 7
        value = Fraction(n, 100)
        display = frac(n, 100)
        cands = [
            M(frac(n, 10), "read-hundredths-as-tenths", "Two places after the point are hundredths."),
            M(frac(n, 1000), "used-thousandths", "Two places after the point are hundredths."),
            M(frac(n + 1, 100), "counting-slip", "Check the digits."),
        ]
    shown = dec(value)
    return represent(
        mode,
        f"Write {shown} as a fraction.",
        f"{shown} = ___",
        display,
        value,
        f"{shown} has its last digit in the {'tenths' if display.endswith('/10') else 'hundredths'} place, so {shown} = {display}.",
        cands,
    )
