"""The distributive property both ways (6.EE.A.3, 7.EE.A.1): expanding k(px + q) with whole,
signed or rational coefficients, and factoring ax + b with the greatest common factor."""

from __future__ import annotations

import random
from fractions import Fraction
from math import gcd

from educontent.generation.kit.algebra_forms import expression_question
from educontent.generation.kit.answer_forms import nonzero, written
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.numbers.rationals import digits, linear, terminates, tidy

F = Fraction


def _num(v: Fraction) -> str:
    return tidy(v, mixed=False)


def _coef(rng: random.Random, kind: str, low: int = 2, high: int = 9) -> Fraction:
    if kind == "whole":
        return F(rng.randint(low, high))
    if kind == "signed":
        return F(nonzero(rng, -high, high)) if rng.random() < 0.7 else F(rng.randint(low, high))
    return pick(
        rng,
        (
            F(nonzero(rng, -high, high)),
            F(pick(rng, (1, -1, 3, -3)), pick(rng, (2, 4))),
            F(nonzero(rng, -9, 9), 10),
        ),
    )


def _paren(outer: Fraction) -> str:
    text = _num(outer)
    if outer.denominator != 1 and not terminates(outer):
        return f"({text})"
    return text


def _wrap(text: str) -> str:
    return f"({text})" if text.startswith("-") else text


def _expand_numbers(rng: random.Random, lvl: int, kind: str) -> tuple[Fraction, Fraction, Fraction]:
    """The factor k outside (its size from the level: easy 2-5, medium 3-7, hard 5-9) and the terms
    p (of the variable) and q inside."""
    low, high = ((2, 5), (3, 7), (5, 9))[lvl]
    while True:
        k = _coef(rng, kind, low, high)
        if kind == "rational" and k.denominator != 1:
            den = k.denominator
            p, q = F(den * rng.randint(1, 4) * pick(rng, (1, -1))), F(den * nonzero(rng, -5, 5))
        else:
            p = F(rng.randint(1, 6)) if kind == "whole" else F(nonzero(rng, -6, 6))
            q = F(rng.randint(1, 12)) if kind == "whole" else F(nonzero(rng, -12, 12))
        if abs(k) != 1 and p != 0:
            return k, p, q


def expand(rng: random.Random, lvl: int, kind: str) -> MathQuestion:
    v = pick(rng, ("x", "y", "n", "a"))
    k, p, q = _expand_numbers(rng, lvl, kind)
    inside = linear([(p, v), (q, "")], decimal=True)
    shown = f"{_paren(k)}({inside})"
    answer = linear([(k * p, v), (k * q, "")], decimal=True)
    every = f"Multiply every term inside the parentheses by {_num(k)}."
    cands = [
        (linear([(k * p, v), (q, "")], decimal=True), "multiplied-only-the-first-term", every),
        (
            linear([(k * p, v), (-k * q, "")], decimal=True),
            "sign-error-on-the-second-term",
            f"{_num(k)} × {_num(q)} = {_num(k * q)}.",
        ),
        (linear([(p, v), (k * q, "")], decimal=True), "multiplied-only-the-last-term", every),
        (
            linear([(k + p, v), (k + q, "")], decimal=True),
            "added-instead-of-multiplied",
            "The distributive property multiplies each term.",
        ),
    ]
    return written(
        prompt=f"Use the distributive property to write {shown} without parentheses.",
        fill=f"{shown} = ___",
        answer=answer,
        acceptable=(answer.replace(" ", ""), linear([(k * q, ""), (k * p, v)], decimal=True)),
        explanation=f"Multiply {_num(k)} by each term inside: {_num(k)} × {_wrap(linear([(p, v)], decimal=True))} = {linear([(k * p, v)], decimal=True)} and {_num(k)} × {_wrap(_num(q))} = {_num(k * q)}. So {shown} = {answer}.",
        candidates=cands,
        task="compute",
        steps=2,
        magnitude=digits(k * p, k * q),
        key=f"expand:{k}:{p}:{q}:{v}",
        standard="6.EE.A.3" if kind == "whole" else "7.EE.A.1",
    )


def factor(rng: random.Random, lvl: int, kind: str) -> MathQuestion:
    v = pick(rng, ("x", "y", "n", "a"))
    while True:
        g = rng.randint((2, 3, 5)[lvl], (6, 9, 12)[lvl])
        p = rng.randint(1, 9)
        q = rng.randint(1, 12) * (pick(rng, (1, -1)) if kind != "whole" else 1)
        if gcd(p, abs(q)) == 1 and p != 0:
            break
    A, B = g * p, g * q
    expr = linear([(A, v), (B, "")])
    answer = f"{g}({linear([(p, v), (q, '')])})"
    d = next((d for d in range(2, g) if g % d == 0), None)
    cands = [
        (
            f"{d}({linear([(A // d, v), (B // d, '')])})" if d else "",
            "used-a-common-factor-that-is-not-greatest",
            f"{d} is a common factor, but {g} is the greatest.",
        ),
        (f"{g}({linear([(p, v), (B, '')])})", "divided-only-one-term", f"Divide both terms by {g}."),
        (
            f"{g}({linear([(p, v), (-q, '')])})",
            "changed-a-sign",
            "The signs inside stay the same as in the original terms.",
        ),
        (
            f"{g}{v}({p} + {q})" if q > 0 else f"{g}({linear([(p + 1, v), (q, '')])})",
            "factored-out-the-variable-too" if q > 0 else "divided-wrong",
            f"The constant {B} has no {v}, so {v} is not a common factor." if q > 0 else f"{A} ÷ {g} = {p}.",
        ),
    ]
    return expression_question(
        f"Factor {expr} using the greatest common factor.",
        f"Factored with the greatest common factor, {expr} = ___.",
        answer,
        f"The greatest common factor of {A} and {abs(B)} is {g}. {A}{v} ÷ {g} = {linear([(p, v)])} and {B} ÷ {g} = {q}. So {expr} = {answer}. Check by distributing: {answer} = {expr}.",
        cands,
        task="compute",
        steps=2,
        magnitude=digits(A, B),
        key=f"factor:{A}:{B}:{v}",
        standard="6.EE.A.3" if kind == "whole" else "7.EE.A.1",
    )
