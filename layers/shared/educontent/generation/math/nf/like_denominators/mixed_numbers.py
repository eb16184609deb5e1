"""Mixed numbers with like denominators: adding and subtracting them (regrouping a whole when
needed) and renaming between mixed numbers and fractions greater than 1."""

from __future__ import annotations

import random
from fractions import Fraction

from educontent.generation.difficulty import Features
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.levels import draw, level_of
from educontent.generation.kit.math_forms import ArithmeticForm, MathQuestion, Misconception
from educontent.generation.numbers.fractions import frac, mixed_over, other_forms
from educontent.generation.numbers.fractions import mixed_parts as mx

M = Misconception


def _addition(
    w1: int, r1: int, w2: int, r2: int, b: int, expr: str, answer: str
) -> tuple[str, list[Misconception]]:
    carry = r1 + r2 >= b
    explain = (
        f"Add the wholes: {w1} + {w2} = {w1 + w2}. Add the fractions: {r1}/{b} + {r2}/{b} = {r1 + r2}/{b}."
        + (
            f" {r1 + r2}/{b} is more than 1 whole: {r1 + r2}/{b} = 1 {r1 + r2 - b}/{b}."
            if r1 + r2 > b
            else " That is 1 whole."
            if r1 + r2 == b
            else ""
        )
        + f" So {expr} = {answer}."
    )
    return explain, [
        M(
            mx(w1 + w2, r1 + r2, 2 * b),
            "added-the-denominators",
            "The denominator stays the same when adding like fractions.",
        ),
        M(
            mx(w1 + w2, r1 + r2 - b, b) if carry else mx(w1 + w2 + 1, r1 + r2, b),
            "regrouping-slip",
            "Regroup b parts as one whole, and count that whole.",
        ),
        M(str(w1 + w2), "added-only-the-wholes", "Add the fraction parts too."),
        M(mx(w1 + w2, (r1 + r2) % b + 1, b), "counting-slip", "Count the parts again."),
    ]


def _subtraction(
    w1: int, r1: int, w2: int, r2: int, b: int, expr: str, answer: str, total: Fraction
) -> tuple[str, list[Misconception]]:
    borrow = r1 < r2
    explain = (
        f"{r1}/{b} is less than {r2}/{b}, so regroup 1 whole: {mx(w1, r1, b)} = {w1 - 1} {r1 + b}/{b}. "
        if borrow
        else ""
    ) + f"Subtract the fractions, then the wholes: {expr} = {answer}."
    return explain, [
        M(
            mx(w1 - w2, abs(r1 - r2), b),
            "took-the-smaller-fraction-from-the-larger",
            "Regroup a whole when the first fraction is smaller.",
        ),
        M(
            mx(w1 - w2, r1 + b - r2, b) if borrow else mx(w1 - w2 - 1, r1 - r2, b),
            "forgot-the-regrouped-whole",
            "When you regroup, take 1 from the whole number.",
        ),
        M(mixed_over(total, b), "added-instead-of-subtracted", "Take away the second number."),
        M(mx(w1 - w2, (r1 - r2) % b + 1, b), "counting-slip", "Count the parts again."),
    ]


def add_or_subtract(rng: random.Random, mode: str, b: int, rank: int) -> MathQuestion:
    w1, w2 = draw(rng, 1, 9, level_of(rank)), draw(rng, 1, 9, level_of(rank))
    r1, r2 = rng.randint(1, b - 1), rng.randint(1, b - 1)
    if mode == "mixed-sub":
        if w1 <= w2:
            w1, w2 = w2 + 1, w1
        if rank == 0 and r1 < r2:
            r1, r2 = r2, r1
    x, y = Fraction(w1 * b + r1, b), Fraction(w2 * b + r2, b)
    add = mode == "mixed-add"
    value = x + y if add else x - y
    xs, ys = mx(w1, r1, b), mx(w2, r2, b)
    expr = f"{xs} {'+' if add else '−'} {ys}"
    answer = mixed_over(value, b)
    if add:
        explain, cands = _addition(w1, r1, w2, r2, b, expr, answer)
    else:
        explain, cands = _subtraction(w1, r1, w2, r2, b, expr, answer, x + y)
    return Asked(f"What is {expr}?", answer, explain, cands, f"{expr} = ___", f"mix:{expr}").by_value(
        value,
        arithmetic=ArithmeticForm(x, y, "+" if add else "-", f"{expr} = ___", operand_displays=(xs, ys)),
        answer_format="fraction",
        acceptable=other_forms(value, answer)
        + (
            (frac(value.numerator * (b // value.denominator), b),)
            if value.denominator != 1 and b % value.denominator == 0 and value > 1
            else ()
        ),
        features=Features("compute", 3, len(str(b)), "symbolic"),
        instructions="Add or subtract the mixed numbers.",
    )


def _to_improper(w: int, r: int, b: int, n: int) -> tuple[str, str, str, list[Misconception]]:
    shown = mx(w, r, b)
    explain = f"{count_of(w, 'whole')} {'is' if w == 1 else 'are'} {w} × {b} = {w * b} parts of size 1/{b}. Add the {count_of(r, 'more part')}: {w * b} + {r} = {n}. So {shown} = {n}/{b}."
    return (
        shown,
        frac(n, b),
        explain,
        [
            M(frac(w + r, b), "added-the-whole-and-numerator", f"Each whole is {b} parts, not 1."),
            M(frac(w * b, b), "forgot-the-fraction-part", f"Add the {r}/{b} too."),
            M(
                frac(w * r + b, b),
                "multiplied-the-wrong-numbers",
                "Multiply the whole by the denominator, then add the numerator.",
            ),
            M(frac(n, w * b), "changed-the-denominator", "The parts are still size 1/" + str(b) + "."),
            M(
                frac(n + b, b),
                "counted-an-extra-whole",
                f"There {'is' if w == 1 else 'are'} {count_of(w, 'whole')}, not {w + 1}.",
            ),
            M(
                frac(r, b),
                "dropped-the-whole-number",
                f"The {count_of(w, 'whole')} {'is' if w == 1 else 'are'} part of the number too.",
            ),
        ],
    )


def _to_mixed(w: int, r: int, b: int, n: int) -> tuple[str, str, str, list[Misconception]]:
    answer = mx(w, r, b)
    explain = (
        f"{n} ÷ {b} = {w} with {r} left over. So {n}/{b} is {count_of(w, 'whole')} and {r}/{b}: {answer}."
    )
    return (
        frac(n, b),
        answer,
        explain,
        [
            M(mx(w, b - r, b), "used-the-wrong-remainder", f"{w} × {b} = {w * b}, and {n} − {w * b} = {r}."),
            M(
                mx(w + 1, r, b),
                "one-whole-too-many",
                f"{w + 1} × {b} = {(w + 1) * b}, which is more than {n}.",
            ),
            M(
                mx(r, w, b),
                "swapped-the-numbers",
                "The quotient is the whole number; the remainder is the numerator.",
            ),
            M(mx(w, r, n), "used-the-numerator-as-the-denominator", f"The parts are still size 1/{b}."),
            M(
                mx(w - 1, r, b) if w > 1 else mx(w + 2, r, b),
                "miscounted-the-wholes",
                f"Check: {w} × {b} = {w * b}.",
            ),
        ],
    )


def rename(rng: random.Random, mode: str, b: int, rank: int) -> MathQuestion:
    w = draw(rng, 1, 9, level_of(rank))
    r = rng.randint(1, b - 1)
    n = w * b + r
    value = Fraction(n, b)
    shown, answer, explain, cands = (_to_improper if mode == "to-improper" else _to_mixed)(w, r, b, n)
    prompt = f"Write {shown} as {'a fraction' if mode == 'to-improper' else 'a mixed number'}."
    asked = Asked(prompt, answer, explain, cands, f"{shown} = ___", f"cv:{mode}:{n}:{b}")
    features = Features("represent", 2, len(str(n)), "symbolic")
    return asked.by_value(
        value, answer_format="fraction", features=features, instructions="Rename the number."
    )
