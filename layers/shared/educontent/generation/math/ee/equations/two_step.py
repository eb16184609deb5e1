"""Two-step equations px + q = r and p(x + q) = r (7.EE.B.4a) with integers, fractions and decimals;
wrong answers from undoing the steps in the wrong order or with the wrong operation. No arithmetic
form: its fields (two operands, one operator, one missing part) cannot describe an equation whose
unknown sits inside two operations."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction

from educontent.generation.kit.algebra_values import exact_question
from educontent.generation.kit.answer_forms import nonzero
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.numbers.rationals import digits, dx, fx, linear, terminates

F = Fraction
Show = Callable[[Fraction], str]
Candidates = list[tuple[str, str, str]]


def _numbers(rng: random.Random, lvl: int) -> tuple[Fraction, Fraction, Fraction]:
    """The coefficient p, the constant q and the solution x."""
    if lvl == 0:
        return F(rng.randint(2, 9)), F(rng.randint(1, 20)), F(rng.randint(1, 12))
    if lvl == 1:
        return F(nonzero(rng, -9, 9)), F(nonzero(rng, -20, 20)), F(nonzero(rng, -12, 12))
    p = pick(rng, (F(nonzero(rng, -9, 9), 2), F(nonzero(rng, -9, 9), 10), F(nonzero(rng, -9, 9))))
    q = pick(rng, (F(nonzero(rng, -40, 40), 4), F(nonzero(rng, -90, 90), 10)))
    x = F(nonzero(rng, -12, 12)) if p.denominator != 1 else F(nonzero(rng, -24, 24), 2)
    if p == 1 or p == -1:
        p = F(3, 2)
    return p, q, x


def _in_brackets(t: Fraction, show: Show) -> str:
    return "(" + show(t) + ")" if t < 0 else show(t)


def _parentheses(
    v: str, p: Fraction, q: Fraction, x: Fraction, show: Show, decimal: bool
) -> tuple[Fraction, str, Candidates, str]:
    r = p * (x + q)
    inner = linear([(1, v), (q, "")], decimal=decimal)
    lead = show(p) if p.denominator == 1 or decimal else f"({fx(p, mixed=False)})"
    eq = f"{lead}({inner}) = {show(r)}"
    cands = [
        (
            show(r / p + q),
            "added-instead-of-subtracting",
            f"After dividing by {show(p)}, undo + {show(q)} by subtracting.",
        ),
        (
            show((r - q) / p),
            "did-not-divide-the-whole-side-first",
            f"{show(p)} multiplies the whole sum, so divide both sides by {show(p)} first (or distribute).",
        ),
        (show(r - p * q), "forgot-to-divide", f"Divide by {show(p)} to find {v}."),
    ]
    explain = f"Divide both sides by {show(p)}: {inner} = {show(r / p)}. Then subtract {show(q)}: {v} = {show(r / p)} - {_in_brackets(q, show)} = {show(x)}."
    return r, eq, cands, explain


def _plain(
    v: str, p: Fraction, q: Fraction, x: Fraction, show: Show, decimal: bool
) -> tuple[Fraction, str, Candidates, str]:
    r = p * x + q
    eq = f"{linear([(p, v), (q, '')], decimal=decimal)} = {show(r)}"
    cands = [
        (
            show((r + q) / p),
            "added-instead-of-subtracting",
            f"Undo + {show(q)} by subtracting {show(q)} from both sides."
            if q > 0
            else f"Undo - {show(-q)} by adding {show(-q)} to both sides.",
        ),
        (show(r - q), "forgot-to-divide", f"After subtracting, divide both sides by {show(p)}."),
        (
            show(r / p - q),
            "divided-before-subtracting-only-one-term",
            f"Subtract {show(q)} first, then divide by {show(p)}.",
        ),
        (show(-x), "sign-error", "Check the signs by substituting the answer."),
    ]
    explain = (
        f"Undo the constant: {linear([(p, v)], decimal=decimal)} = {show(r)} - {_in_brackets(q, show)} = {show(r - q)}. "
        f"Then divide by {show(p)}: {v} = {show(r - q)} ÷ {_in_brackets(p, show)} = {show(x)}."
    )
    return r, eq, cands, explain


def two_step(rng: random.Random, lvl: int, parentheses: bool) -> MathQuestion:
    v = pick(rng, ("x", "n", "y", "m"))
    p, q, x = _numbers(rng, lvl)
    decimal = any(t.denominator in (10, 100) for t in (p, q)) and all(terminates(t) for t in (p, q, x))

    def show(t: Fraction) -> str:
        return dx(t) if decimal and terminates(t) else fx(t)

    r, eq, cands, explain = (_parentheses if parentheses else _plain)(v, p, q, x, show, decimal)
    return exact_question(
        x,
        cands,
        show=show,
        signed=True,
        prompt=f"Solve {eq}. What is {v}?",
        fill=f"{eq}, so {v} = ___.",
        explanation=explain + f" Check: substitute {show(x)} for {v}.",
        task="compute",
        steps=2,
        magnitude=digits(p, q, r),
        key=f"two-step:{eq}",
        standard="7.EE.B.4a",
    )
