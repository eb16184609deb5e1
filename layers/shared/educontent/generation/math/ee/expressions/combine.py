"""Equivalent expressions (6.EE.A.3-4, 7.EE.A.1-2): combining like terms, recognising equivalent
forms, adding and subtracting linear expressions with rational coefficients, and rewriting a
percent change as one multiplication (p + 0.05p = 1.05p)."""

from __future__ import annotations

import random
from fractions import Fraction

from educontent.generation.banks import load_bank
from educontent.generation.kit.algebra_forms import expression_question
from educontent.generation.kit.answer_forms import nonzero, written
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.numbers.rationals import dx, linear, sup, tidy

F = Fraction
Candidates = list[tuple[str, str, str]]


def _num(v: Fraction) -> str:
    return tidy(v, mixed=False)


def _one_variable(rng: random.Random) -> tuple[str, str, Candidates]:
    v = pick(rng, ("x", "y", "n"))
    a, b, c = rng.randint(2, 9), rng.randint(1, 9), rng.randint(1, 12)
    cands = [
        (
            f"{a + b + c}{v}",
            "combined-unlike-terms",
            f"{c} has no {v}, so it cannot be added to the {v}-terms.",
        ),
        (
            linear([(a * b, v), (c, "")]),
            "multiplied-the-coefficients",
            f"{a}{v} + {b}{v} = {a + b}{v}: add the coefficients.",
        ),
        (
            linear([(a + b, v + "²"), (c, "")]),
            "added-the-exponents",
            f"Adding {v}-terms does not change the power of {v}.",
        ),
    ]
    return f"{a}{v} + {c} + {linear([(b, v)])}", linear([(a + b, v), (c, "")]), cands


def _two_variables(rng: random.Random) -> tuple[str, str, Candidates]:
    u, w = rng.sample(("x", "y", "a", "b", "m", "n"), 2)
    a, b, c, d = rng.randint(2, 9), rng.randint(2, 9), rng.randint(1, 8), rng.randint(1, 9)
    cands = [
        (linear([(a + c, u), (b + d, w)]), "ignored-the-minus-sign", f"The term -{c}{u} is subtracted."),
        (
            linear([(a + b - c + d, u + w)]),
            "combined-unlike-terms",
            f"{u}-terms and {w}-terms are not like terms.",
        ),
        (linear([(a - c, u), (b - d, w)]), "subtracted-the-wrong-terms", f"Only the {u}-term is subtracted."),
    ]
    return f"{a}{u} + {b}{w} - {c}{u} + {d}{w}", linear([(a - c, u), (b + d, w)]), cands


def like_terms(rng: random.Random, lvl: int) -> MathQuestion:
    shown, answer, cands = _one_variable(rng) if lvl == 0 else _two_variables(rng)
    return expression_question(
        f"Combine like terms: {shown}.",
        f"{shown} = ___",
        answer,
        f"Like terms have the same variable part. Add or subtract their coefficients: {shown} = {answer}.",
        cands,
        task="compute",
        steps=2,
        magnitude=1,
        key=f"like:{shown}",
        standard="6.EE.A.3",
    )


# ---- equivalent forms: each kind gives (start, equivalent, wrong answers) ---------------------------------------


def _distribute(rng: random.Random, v: str, a: int, b: int) -> tuple[str, str, Candidates]:
    return (
        f"{a}({v} + {b})",
        f"{a}{v} + {a * b}",
        [
            (f"{a}{v} + {b}", "multiplied-only-the-first-term", f"{a} multiplies both {v} and {b}."),
            (f"{a + b}{v}", "combined-unlike-terms", f"{a}{v} and {a * b} are not like terms."),
            (f"{v} + {a * b}", "multiplied-only-the-last-term", f"{a} multiplies both {v} and {b}."),
        ],
    )


def _repeat(rng: random.Random, v: str, a: int, b: int) -> tuple[str, str, Candidates]:
    k = rng.randint(3, 5)
    return (
        " + ".join([v] * k),
        f"{k}{v}",
        [
            (
                f"{v}{sup(k)}",
                "used-an-exponent",
                "Adding a number to itself is multiplying by the count, not raising to a power.",
            ),
            (f"{v} + {k}", "added-the-count", f"{k} copies of {v} is {k} × {v}."),
            (f"{k - 1}{v}", "counted-the-plus-signs", f"There are {k} terms."),
        ],
    )


def _combine(rng: random.Random, v: str, a: int, b: int) -> tuple[str, str, Candidates]:
    return (
        f"{a}{v} + {b}{v}",
        f"{a + b}{v}",
        [
            (f"{a * b}{v}", "multiplied-the-coefficients", "Add the coefficients of like terms."),
            (f"{a + b}{v}{sup(2)}", "added-the-exponents", f"{v} + {v} terms stay {v}-terms."),
            (f"{a}{v} + {b}", "dropped-a-variable", f"Both terms have {v}."),
        ],
    )


def _two_vars(rng: random.Random, v: str, a: int, b: int) -> tuple[str, str, Candidates]:
    w = "y" if v != "y" else "x"
    return (
        f"{a}({v} + {w})",
        f"{a}{v} + {a}{w}",
        [
            (f"{a}{v} + {w}", "multiplied-only-the-first-term", f"{a} multiplies both {v} and {w}."),
            (f"{a}{v}{w}", "multiplied-the-terms", "The terms inside are added, not multiplied."),
            (f"{v} + {a}{w}", "multiplied-only-the-last-term", f"{a} multiplies both {v} and {w}."),
        ],
    )


_FORMS = {"repeat": _repeat, "combine": _combine, "distribute": _distribute, "two-vars": _two_vars}


def equivalent(rng: random.Random, lvl: int) -> MathQuestion:
    v = pick(rng, ("x", "y", "n", "a"))
    a, b = rng.randint(2, 9), rng.randint(1, 9)
    kind = pick(
        rng, tuple(_FORMS)[lvl : lvl + 3]
    )  # easy: distribute, repeat, combine ... hard: up to two variables
    start, answer, cands = _FORMS[kind](rng, v, a, b)
    return expression_question(
        f"Which expression is equivalent to {start}?",
        f"{start} is equivalent to ___.",
        answer,
        f"Equivalent expressions have the same value for every value of the variable. Use the properties of operations: {start} = {answer}. Check with {v} = 2: both give the same number.",
        cands,
        task="reason",
        steps=2,
        magnitude=1,
        key=f"equiv:{start}",
        standard="6.EE.A.4",
    )


# ---- adding and subtracting expressions -------------------------------------------------------------------------


def _sum_wrongs(v: str, a: Fraction, b: Fraction, c: Fraction, d: Fraction, subtract: bool) -> Candidates:
    sign = -1 if subtract else 1
    op = "-" if subtract else "+"
    return [
        (
            linear([(a - c, v), (b + d, "")], decimal=True)
            if subtract
            else linear([(a - c, v), (b - d, "")], decimal=True),
            "subtracted-only-the-first-term" if subtract else "subtracted-instead-of-added",
            "Subtracting a sum means subtracting every term in it."
            if subtract
            else "The expressions are added.",
        ),
        (
            linear([(a + c, v), (b + d, "")], decimal=True)
            if subtract
            else linear([(a + c, v), (b - d, "")], decimal=True),
            "added-instead-of-subtracted" if subtract else "sign-error",
            "Subtract each term of the second expression."
            if subtract
            else "Add the constants with their signs.",
        ),
        (
            linear([(a + sign * c + b + sign * d, v)], decimal=True),
            "combined-unlike-terms",
            f"Terms with {v} and constant terms are not like terms.",
        ),
        (
            linear([(-(a + sign * c), v), (b + sign * d, "")], decimal=True),
            "sign-error-on-the-variable-term",
            f"Check the sign of the {v}-term: {_num(a)} {op} ({_num(c)}) = {_num(a + sign * c)}.",
        ),
        (
            linear([(a + sign * c, v), (-(b + sign * d), "")], decimal=True)
            if b + sign * d
            else linear([(a + sign * c, v), (b, "")], decimal=True),
            "sign-error-on-the-constant",
            f"Check the sign of the constant: {_num(b)} {op} ({_num(d)}) = {_num(b + sign * d)}.",
        ),
    ]


def add_expressions(rng: random.Random, lvl: int) -> MathQuestion:
    v = pick(rng, ("x", "y", "n", "a"))
    decimal = lvl == 2
    if decimal:
        a, b, c, d = (F(nonzero(rng, -90, 90), 10) for _ in range(4))
    else:
        a, b, c, d = (F(nonzero(rng, -(9, 12)[lvl], (9, 12)[lvl])) for _ in range(4))
    subtract = rng.random() < 0.5
    first = linear([(a, v), (b, "")], decimal=True)
    second = linear([(c, v), (d, "")], decimal=True)
    sign = -1 if subtract else 1
    shown = f"({first}) {'-' if subtract else '+'} ({second})"
    answer = linear([(a + sign * c, v), (b + sign * d, "")], decimal=True)
    return expression_question(
        f"Simplify {shown}.",
        f"{shown} = ___",
        answer,
        (
            ("Subtracting an expression means adding the opposite of each of its terms. " if subtract else "")
            + f"Combine the {v}-terms: {_num(a)} {'-' if subtract else '+'} ({_num(c)}) = {_num(a + sign * c)}. "
            + f"Combine the constants: {_num(b)} {'-' if subtract else '+'} ({_num(d)}) = {_num(b + sign * d)}. So the result is {answer}."
        ),
        _sum_wrongs(v, a, b, c, d, subtract),
        task="compute",
        steps=3,
        magnitude=1,
        key=f"addexpr:{shown}",
        standard="7.EE.A.1",
    )


# ---- rewriting a percent change ---------------------------------------------------------------------------------


def rewrite(rng: random.Random, lvl: int) -> MathQuestion:
    p = pick(rng, (5, 6, 8, 10, 15, 20, 25, 30, 40) if lvl else (10, 20, 25, 50))
    up = rng.random() < 0.5
    change_of = pick(rng, load_bank("math", "ee-expressions")["changes"])
    thing, letter = change_of["thing"], change_of["letter"]
    m = F(100 + p, 100) if up else F(100 - p, 100)
    answer = f"{dx(m)}{letter}"
    change = F(p, 100)
    cands = [
        (
            f"{letter} + {p}" if up else f"{letter} - {p}",
            "used-the-percent-as-a-number",
            f"{p}% of {letter} is {dx(change)}{letter}, not {p}.",
        ),
        (
            f"{dx(change)}{letter}",
            "wrote-only-the-change",
            f"{dx(change)}{letter} is only the {'increase' if up else 'decrease'}; the new amount is {letter} {'+' if up else '-'} {dx(change)}{letter}.",
        ),
        (
            f"{dx(F(100 - p, 100) if up else F(100 + p, 100))}{letter}",
            "changed-the-wrong-way",
            "An increase makes the amount bigger." if up else "A decrease makes the amount smaller.",
        ),
        (
            f"{dx(1 + F(p, 10))}{letter}" if up else f"{dx(1 - F(p, 10))}{letter}" if p < 10 else "",
            "misplaced-the-decimal-point",
            f"{p}% = {dx(change)}.",
        ),
    ]
    stem = f"The {thing} is {letter}. It {'increases' if up else 'decreases'} by {p}%."
    return written(
        prompt=f"{stem} Which expression gives the new amount?",
        fill=f"{stem} The new amount is ___.",
        answer=answer,
        acceptable=(f"{letter} {'+' if up else '-'} {dx(change)}{letter}", f"{dx(m)} × {letter}"),
        explanation=f"The change is {p}% of {letter} = {dx(change)}{letter}. New amount: {letter} {'+' if up else '-'} {dx(change)}{letter} = (1 {'+' if up else '-'} {dx(change)}){letter} = {answer}. Writing it as {answer} shows the new amount is {dx(m)} times the old one.",
        candidates=cands,
        task="represent",
        steps=2,
        magnitude=1,
        key=f"rewrite:{thing}:{p}:{up}",
        standard="7.EE.A.2",
    )
