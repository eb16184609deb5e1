"""One-step equations x + p = q and px = q (6.EE.B.7) with whole, decimal or fraction numbers, and
finding which value from a set makes an equation or inequality true by substituting (6.EE.B.5)."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction

from educontent.generation.kit.algebra_values import exact_question
from educontent.generation.kit.answer_forms import question, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import ArithmeticForm, MathQuestion
from educontent.generation.numbers.rationals import coef_text, digits, dx, fx, terminates

F = Fraction
Show = Callable[[Fraction], str]
Candidates = list[tuple[str, str, str]]


def _numbers(rng: random.Random, lvl: int, numbers: str, add: bool) -> tuple[Fraction, Fraction, bool]:
    """The solution x, the known number p and whether they are shown as decimals."""
    decimal = False
    if numbers == "whole":
        top = (20, 100, 500)[lvl]
        if add:
            x, p = F(rng.randint((0, 20, 100)[lvl], top)), F(rng.randint((1, 10, 50)[lvl], top))
        else:
            p, x = (
                F(rng.randint((2, 3, 6)[lvl], (9, 12, 25)[lvl])),
                F(rng.randint((0, 4, 12)[lvl], (12, 30, 60)[lvl])),
            )
    elif rng.random() < 0.5:
        decimal = True
        if add:
            x, p = (
                F(rng.randint(1, 200), pick(rng, ((10,), (10, 100), (100,))[lvl])),
                F(rng.randint(1, 200), 10),
            )
        else:
            p, x = F(rng.randint(2, 40), pick(rng, (2, 4, 10))), F(rng.randint(1, 40))
            p = p if p != 1 else F(3, 2)
    else:
        if add:
            d = pick(rng, (2, 3, 4, 6))  # easy: like denominators; harder: any two
            x, p = F(rng.randint(1, 11), d if lvl == 0 else pick(rng, (2, 3, 4, 6))), F(rng.randint(1, 5), d)
        else:
            p, x = F(rng.randint(1, 5), pick(rng, (2, 3, 4, 5))), F(rng.randint(1, 12))
            p = p if p != 1 else F(3, 4)
    return x, p, decimal


def _plus(
    v: str, x: Fraction, p: Fraction, show: Show
) -> tuple[Fraction, str, Candidates, str, ArithmeticForm]:
    q = x + p
    eq = f"{v} + {show(p)} = {show(q)}"
    cands = [
        (
            show(q + p),
            "added-instead-of-subtracting",
            f"Undo adding {show(p)} by subtracting {show(p)} from both sides.",
        ),
        (show(q), "copied-the-total", f"{show(q)} is the total, not the value of {v}."),
        (
            show(p - q) if p > q else show(x + 1),
            "subtracted-in-the-wrong-order" if p > q else "arithmetic-slip",
            "Subtract the known part from the total." if p > q else "Check by substituting.",
        ),
    ]
    explain = f"Subtract {show(p)} from both sides: {v} = {show(q)} - {show(p)} = {show(x)}. Check: {show(x)} + {show(p)} = {show(q)}."
    arithmetic = ArithmeticForm(
        x, p, "+", f"___ + {show(p)} = {show(q)}", missing="operand1", operand_displays=(show(x), show(p))
    )
    return q, eq, cands, explain, arithmetic


def _times(
    v: str, x: Fraction, p: Fraction, show: Show, decimal: bool
) -> tuple[Fraction, str, Candidates, str, ArithmeticForm]:
    q = p * x
    eq = f"{coef_text(p, decimal=decimal)}{v} = {show(q)}"
    cands = [
        (
            show(q - p),
            "subtracted-instead-of-dividing",
            f"{coef_text(p, decimal=decimal)}{v} means {show(p)} times {v}; undo it by dividing by {show(p)}.",
        ),
        (
            show(q * p),
            "multiplied-instead-of-dividing",
            f"Undo multiplying by {show(p)} by dividing both sides by {show(p)}.",
        ),
        (
            show(p / q) if q else show(p),
            "divided-the-wrong-way",
            f"Divide the product {show(q)} by {show(p)}.",
        ),
    ]
    explain = f"Divide both sides by {show(p)}: {v} = {show(q)} ÷ {show(p)} = {show(x)}. Check: {show(p)} × {show(x)} = {show(q)}."
    arithmetic = ArithmeticForm(
        p, x, "×", f"{show(p)} × ___ = {show(q)}", missing="operand2", operand_displays=(show(p), show(x))
    )
    return q, eq, cands, explain, arithmetic


def one_step(rng: random.Random, lvl: int, numbers: str) -> MathQuestion:
    v = pick(rng, ("x", "n", "y", "m"))
    add = rng.random() < 0.5
    x, p, decimal = _numbers(rng, lvl, numbers, add)

    def show(t: Fraction) -> str:
        return dx(t) if decimal and terminates(t) else fx(t)

    q, eq, cands, explain, arithmetic = _plus(v, x, p, show) if add else _times(v, x, p, show, decimal)
    return exact_question(
        x,
        cands,
        show=show,
        prompt=f"Solve {eq}. What is {v}?",
        fill=f"{eq}, so {v} = ___.",
        explanation=explain,
        arithmetic=arithmetic,
        task="compute",
        steps=1,
        magnitude=digits(q, p),
        key=f"one-step:{eq}",
        standard="6.EE.B.7",
    )


def _relation(
    rng: random.Random, choices: list[int], lhs: str, value: Callable[[int], int], inequality: bool
) -> tuple[int, str]:
    """The one choice that makes the relation true, and the relation."""
    if inequality:
        greater = rng.random() < 0.5
        if greater:  # only the largest choice works
            right = choices[-1]
            bound = rng.randint(value(choices[-2]), value(choices[-1]) - 1)
            relation = f"{lhs} > {bound}"
            works = [n for n in choices if value(n) > bound]
        else:
            right = choices[0]
            bound = rng.randint(value(choices[0]) + 1, value(choices[1]))
            relation = f"{lhs} < {bound}"
            works = [n for n in choices if value(n) < bound]
        assert works == [right]
    else:
        right = pick(rng, choices)
        relation = f"{lhs} = {value(right)}"
    return right, relation


def substitution(rng: random.Random, lvl: int, inequality: bool) -> MathQuestion:
    v = pick(rng, ("x", "n", "y"))
    a, b = rng.randint((2, 3, 5)[lvl], (5, 9, 12)[lvl]), rng.randint((1, 5, 10)[lvl], (10, 20, 30)[lvl])
    start = rng.randint((0, 4, 10)[lvl], (8, 15, 20)[lvl])
    choices = [start + i for i in range(4)]
    minus = rng.random() < 0.4 and a * start > b
    lhs = f"{a}{v} {'-' if minus else '+'} {b}"

    def value(n: int) -> int:
        return a * n - b if minus else a * n + b

    right, relation = _relation(rng, choices, lhs, value, inequality)
    shown_set = "{" + ", ".join(map(str, choices)) + "}"
    cands = [
        (
            str(n),
            "did-not-check-by-substituting",
            f"Substituting {n} gives {a} × {n} {'-' if minus else '+'} {b} = {value(n)}, which does not make {relation} true.",
        )
        for n in choices
        if n != right
    ]
    answer = str(right)
    return question(
        prompt=f"Which value of {v} from the set {shown_set} makes {relation} true?",
        fill=f"From the set {shown_set}, the value of {v} that makes {relation} true is ___.",
        answer=answer,
        explanation=(
            "Substitute each value and check: "
            + "; ".join(f"{a} × {n} {'-' if minus else '+'} {b} = {value(n)}" for n in choices)
            + f". Only {v} = {right} makes {relation} true."
        ),
        wrong=wrongs(answer, cands),
        task="reason",
        steps=3,
        magnitude=digits(value(choices[-1])),
        key=f"subst:{relation}:{choices}",
        standard="6.EE.B.5",
    )
