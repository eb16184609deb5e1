"""Linear equations in one variable (grade 8, 8.EE.C.7): how many solutions an equation has, and
solving equations with the variable on both sides, with the distributive property, and with
fraction or decimal coefficients."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction
from typing import Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Ask, Wrong, build_ask, digits, nonzero, std
from educontent.generation.kit.types import WRITTEN
from educontent.generation.math.ee._solutions import MANY, NONE, ONE, solutions_draft
from educontent.generation.numbers import fmt, fmt_decimal
from educontent.generation.numbers.powers import expr
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class EquationParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["both-sides", "distributive", "rational", "num-solutions"]] = Field(min_length=1)


class _Equation(NamedTuple):
    eq: str
    x: Fraction | int
    slips: list[tuple[Fraction | None, str, str]]  # wrong solutions: (value, misconception, reason)
    explanation: str
    steps: int
    standard: str | None


def _group(p: int, q: int) -> str:
    return f"{p}({expr(1, q)})" if p != -1 else f"-({expr(1, q)})"


def _plus(text: str, c: int | Fraction) -> str:
    c = Fraction(c)
    if c == 0:
        return text
    return f"{text} + {fmt(c)}" if c > 0 else f"{text} - {fmt(-c)}"


def _sides(rng: random.Random, lv: int) -> tuple[str, str, str]:
    """The two sides of an equation and how many solutions it has (one, none or infinitely many)."""
    a = nonzero(rng, -6, 9)
    b = rng.randint(-10, 10)
    kind = pick(rng, (ONE, NONE, MANY))
    if lv == 0:
        c = a if kind != ONE else a + nonzero(rng, -3, 3)
        d = b if kind == MANY else b + nonzero(rng, -5, 5) if kind == NONE else rng.randint(-10, 10)
        return expr(a, b), expr(c, d), kind
    g = rng.randint(2, 4) * (-1 if lv == 2 else 1)  # hard: a negative factor
    q = rng.randint(-5, 5)
    if kind == MANY:
        return _group(g, q), expr(g, g * q), kind
    if kind == NONE:
        return _group(g, q), expr(g, g * q + nonzero(rng, -6, 6)), kind
    return _group(g, q), expr(g + nonzero(rng, -2, 2) or 1, rng.randint(-8, 8)), kind


def _num_solutions(ctx: GenerationContext) -> Draft:
    left, right, kind = _sides(ctx.rng, ctx.level.rank)
    eq = f"{left} = {right}"
    why = {
        ONE: "The x-terms have different coefficients, so the equation simplifies to x = a number: exactly one solution.",
        NONE: "The x-terms cancel and what is left is false (like 3 = 7), so no number works.",
        MANY: "Both sides simplify to the same expression, so every number works.",
    }
    return solutions_draft(
        ctx,
        f"equation {eq}",
        kind,
        f"Simplify both sides and compare. {why[kind]}",
        why,
        "misread-the-simplified-equation",
        f"ns:{eq}",
        std(ctx, "8.EE.C.7a", "8.EE.C.7"),
    )


def _both_sides(ctx: GenerationContext, x: int) -> _Equation:
    rng = ctx.rng
    a = nonzero(rng, -6, 9)
    c = nonzero(rng, -6, 9)
    while c == a:
        c = nonzero(rng, -6, 9)
    if ctx.level.rank == 2 and a > c:  # hard: the x-terms collect to a negative coefficient
        a, c = c, a
    b = rng.randint(-15, 15)
    d = (a - c) * x + b
    explanation = (
        f"Get the x-terms on one side: subtract {expr(c, 0)} from both sides → {expr(a - c, b)} = {d}. "
        f"{'Subtract' if b > 0 else 'Add'} {abs(b)} {'from' if b > 0 else 'to'} both sides → {expr(a - c, 0)} = {d - b}. Divide by {a - c} → x = {fmt(x)}."
        if b
        else f"Get the x-terms on one side: subtract {expr(c, 0)} from both sides → {expr(a - c, 0)} = {d}. Divide by {a - c} → x = {fmt(x)}."
    )
    slips = [
        (
            Fraction(d + b, a - c),
            "moved-a-constant-without-changing-its-sign",
            "When a number moves to the other side, subtract it from both sides.",
        ),
        (
            Fraction(d - b, a + c) if a + c else None,
            "added-the-x-terms",
            f"Subtract {expr(c, 0)} from both sides to collect the x-terms.",
        ),
        (Fraction(-x), "sign-slip", "Check the signs when moving terms."),
    ]
    eq = f"{expr(a, b)} = {expr(c, d)}"
    return _Equation(eq, x, slips, explanation, 3, std(ctx, "8.EE.C.7", "8.EE.C.7b"))


def _distributive(ctx: GenerationContext, x: int) -> _Equation:
    rng = ctx.rng
    g = (rng.randint(2, 6), nonzero(rng, -5, 6), -rng.randint(2, 5))[
        ctx.level.rank
    ]  # hard: distribute a negative
    if g in (1, -1):
        g = 3
    q = nonzero(rng, -8, 8)
    r = rng.randint(-10, 10)
    s = nonzero(rng, -4, 4)
    while s == g:
        s += 1
    t = g * (x + q) + r - s * x
    eq = f"{_plus(_group(g, q), r)} = {expr(s, t)}"
    slips = [
        (Fraction(t - q - r, g - s), "multiplied-only-the-first-term", f"The {g} multiplies both x and {q}."),
        (Fraction(-x), "sign-slip", "Check the signs when moving terms."),
        (
            Fraction(t + g * q - r, g - s) if g - s else None,
            "subtracted-the-product-wrong",
            f"{g} × {q} = {g * q}, which must be moved with its sign.",
        ),
    ]
    explanation = (
        f"Distribute: {g}(x) + {g}({q}) → {_plus(expr(g, g * q), r)} = {expr(s, t)}. Combine: {expr(g, g * q + r)} = {expr(s, t)}. "
        f"Subtract {expr(s, 0)} from both sides: {expr(g - s, g * q + r)} = {t}. Then {expr(g - s, 0)} = {t - g * q - r}, so x = {fmt(x)}."
    )
    return _Equation(eq, x, slips, explanation, 4, std(ctx, "8.EE.C.7b", "8.EE.C.7"))


def _fraction_coefficient(ctx: GenerationContext) -> _Equation:
    rng, lv = ctx.rng, ctx.level.rank
    den = pick(rng, (2, 3, 4, 5))
    a = Fraction(pick(rng, [k for k in range(1, 2 * den) if k % den]), den)
    x = den * nonzero(rng, -5, 6) if lv else den * rng.randint(1, 5)
    b = rng.randint(-9, 9)
    c = a * x + b
    explanation = (
        f"Subtract {b} from both sides: {expr(a, 0)} = {fmt(c - b)}. Multiply both sides by {fmt(1 / a)} (the reciprocal of {fmt(a)}): x = {fmt(c - b)} × {fmt(1 / a)} = {fmt(x)}."
        if b
        else f"Multiply both sides by {fmt(1 / a)}, the reciprocal of {fmt(a)}: x = {fmt(c)} × {fmt(1 / a)} = {fmt(x)}."
    )
    slips = [
        (
            (c - b) * a,
            "multiplied-by-the-fraction-instead-of-its-reciprocal",
            "To undo multiplying by a fraction, multiply by its reciprocal.",
        ),
        (Fraction(c + b) / a, "added-instead-of-subtracting", f"Subtract {b} from both sides first."),
        (Fraction(-x), "sign-slip", "Check the signs."),
    ]
    eq = f"{expr(a, b)} = {fmt(c)}"
    return _Equation(eq, x, slips, explanation, 2, std(ctx, "8.EE.C.7b", "8.EE.C.7"))


def _decimal_coefficient(ctx: GenerationContext) -> _Equation:
    rng = ctx.rng
    a = Fraction(rng.randint(2, 19), 10) if rng.random() < 0.5 else Fraction(rng.randint(1, 9), 4)
    x = Fraction(nonzero(rng, -8, 10) * (2 if a.denominator == 4 else 1))
    if (a * x).denominator not in (1, 2, 4, 5, 10, 20):
        x = Fraction(10)
    b = Fraction(rng.randint(-50, 50), 10)
    c = a * x + b
    eq = f"{fmt_decimal(a)}x {'+' if b >= 0 else '-'} {fmt_decimal(abs(b))} = {fmt_decimal(c)}"
    explanation = f"Subtract {fmt_decimal(b)} from both sides: {fmt_decimal(a)}x = {fmt_decimal(c - b)}. Divide both sides by {fmt_decimal(a)}: x = {fmt_decimal(c - b)} ÷ {fmt_decimal(a)} = {fmt(x)}."
    slips = [
        (
            (c - b) * a,
            "multiplied-instead-of-dividing",
            f"Divide by {fmt_decimal(a)} to undo multiplying by it.",
        ),
        ((c + b) / a, "added-instead-of-subtracting", f"Subtract {fmt_decimal(b)} from both sides first."),
        (Fraction(-x), "sign-slip", "Check the signs."),
    ]
    return _Equation(eq, x, slips, explanation, 2, std(ctx, "8.EE.C.7b", "8.EE.C.7"))


def _rational(ctx: GenerationContext, x: int) -> _Equation:
    if ctx.rng.random() < 0.5 or ctx.level.rank == 0:
        return _fraction_coefficient(ctx)
    return _decimal_coefficient(ctx)


_SOLVE: dict[str, Callable[[GenerationContext, int], _Equation]] = {
    "both-sides": _both_sides,
    "distributive": _distributive,
    "rational": _rational,
}


_BANDS = "easy: positive whole solutions, positive factors to distribute, fraction coefficients, no parentheses when counting solutions; medium: negative solutions, parentheses, decimal coefficients too; hard: negative factors to distribute, x-terms that collect to a negative coefficient"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN, params=EquationParams, levels=Levels("form", _BANDS))
def linear_equations(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, ctx.params.modes)
    x0 = nonzero(rng, -9, 12) if lv else rng.randint(1, 10)
    if mode == "num-solutions":
        return _num_solutions(ctx)
    eq, x, slips, explanation, steps, standard = _SOLVE[mode](ctx, x0)
    wrong: list[Wrong] = [(fmt(v), n, r) for v, n, r in slips if v is not None and v != x]
    wrong.append(
        (fmt(x + 1), "arithmetic-slip", f"Check by substituting: x = {fmt(x)} makes both sides equal.")
    )
    asked = Ask(
        f"Solve for x: {eq}.",
        f"The solution of {eq} is x = ___.",
        fmt(x),
        explanation,
        wrong,
        f"{mode}:{eq}",
        fmt="fraction" if Fraction(x).denominator != 1 else "number",
        steps=steps,
        acceptable=(f"x = {fmt(x)}",),
    )
    return build_ask(ctx, asked, mag=digits(x) + 1, standard=standard)
