"""Adding and subtracting fractions with like denominators as joining and taking away parts of the
same size, written or shown on a fraction bar."""

from __future__ import annotations

import random
from fractions import Fraction

from educontent.generation.difficulty import Features
from educontent.generation.draw.fraction_models import bars
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.math_forms import ArithmeticForm, DiagramForm, MathQuestion, Misconception
from educontent.generation.numbers.fractions import frac, mixed_over

M = Misconception


def _sum(rng: random.Random, mode: str, b: int, rank: int) -> tuple[int, int, int, list[Misconception]]:
    a = rng.randint(1, b - 1)
    c = rng.randint(1, (b - a) if rank == 0 or mode == "models" else b - 1)
    return (
        a,
        c,
        a + c,
        [
            M(
                frac(a + c, 2 * b),
                "added-the-denominators",
                "The parts stay the same size, so the denominator stays the same.",
            ),
            M(frac(a * c, b), "multiplied-the-numerators", "Add the numbers of parts."),
            M(frac(a + c + 1, b), "counting-slip", "Count the parts again."),
            M(frac(a + c, b * b), "multiplied-the-denominators", "The parts stay the same size."),
        ],
    )


def _difference(
    rng: random.Random, mode: str, b: int, rank: int
) -> tuple[int, int, int, list[Misconception]]:
    a = rng.randint(2, b if rank < 2 or mode == "models" else b + b // 2)
    c = rng.randint(1, a - 1)
    result = a - c
    return (
        a,
        c,
        result,
        [
            M(frac(a + c, b), "added-instead-of-subtracted", "Take the parts away."),
            M(frac(result + 1, b), "counting-slip", "Count the parts that are left again."),
            M(
                frac(result, 2 * b),
                "changed-the-denominator",
                "The parts stay the same size, so the denominator stays the same.",
            ),
            M(frac(a, b), "forgot-to-subtract", f"{c}/{b} must be taken away."),
        ],
    )


def _bar(a: int, c: int, b: int, add: bool) -> DiagramForm:
    """``a`` parts shaded and ``c`` more light grey (joining) or ``c`` of them crossed out."""
    return DiagramForm(
        "fraction-bar",
        bars(
            [(b, a, "")],
            light=[c] if add else [],
            crossed=[] if add else [c],
            title="Fraction bar model",
            desc=(
                f"A bar cut into {b} equal parts: {count_of(a, 'part')} dark grey and {count_of(c, 'more part')} light grey."
                if add
                else f"A bar cut into {b} equal parts with {count_of(a, 'part')} shaded and {c} of {'it' if a == 1 else 'them'} crossed out."
            ),
        ),
    )


def join_or_take_away(rng: random.Random, mode: str, b: int, rank: int) -> MathQuestion:
    add = rng.random() < 0.5
    a, c, result, cands = (_sum if add else _difference)(rng, mode, b, rank)
    op = "+" if add else "−"
    expr = f"{a}/{b} {op} {c}/{b}"
    answer = frac(result, b)
    value = Fraction(result, b)
    explain = (
        f"The parts are the same size (1/{b}), so {'join' if add else 'take away'} parts: "
        f"{a} {'+' if add else '−'} {c} = {result}. {expr} = {result}/{b}."
    )
    if result > b:
        explain += f" That is {mixed_over(value, b)}."
    diagram = None
    if mode == "models":
        diagram = _bar(a, c, b, add)
        prompt = (
            f"The bar shows {a}/{b} and {c}/{b} joined. What is {expr}?"
            if add
            else f"The bar shows {a}/{b} with {c}/{b} crossed out. What is {expr}?"
        )
    else:
        prompt = f"What is {expr}?"
    return Asked(prompt, answer, explain, cands, f"{expr} = ___", f"fas:{mode}:{expr}").fraction(
        value,
        arithmetic=ArithmeticForm(
            Fraction(a, b),
            Fraction(c, b),
            "+" if add else "-",
            f"{expr} = ___",
            operand_displays=(frac(a, b), frac(c, b)),
        ),
        diagram=diagram,
        features=Features(
            "represent" if diagram else "compute", 1, len(str(b)), "visual" if diagram else "symbolic"
        ),
        instructions="Add or subtract the fractions.",
    )
