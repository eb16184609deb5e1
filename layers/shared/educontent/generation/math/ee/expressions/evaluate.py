"""Parts of an expression (6.EE.A.2b: terms, coefficients, constants), evaluating expressions at
given values (6.EE.A.2c) and evaluating formulas from geometry, motion and temperature."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction
from typing import NamedTuple

from educontent.generation.banks import load_bank
from educontent.generation.kit.algebra_values import exact_question
from educontent.generation.kit.answer_forms import question, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.numbers.rationals import digits, fx, linear, sup, tidy

F = Fraction
Candidates = list[tuple[str, str, str]]


def _num(v: Fraction) -> str:
    return tidy(v, mixed=False)


# ---- parts ------------------------------------------------------------------------------------------------


class _Expression(NamedTuple):
    text: str
    terms: list[tuple[int, str]]
    letters: list[str]
    coefs: list[int]
    const: int


def _count_terms(rng: random.Random, e: _Expression) -> tuple[int, str, str, Candidates, str]:
    count = len(e.terms)
    cands = [
        (str(count - 1), "counted-only-terms-with-variables", "A number by itself is a term too."),
        (
            str(2 * count - 1),
            "counted-every-number-and-letter",
            "A term like 5x is one term: a number and a variable multiplied.",
        ),
        (str(count + 1), "counted-the-plus-signs-and-terms", "Terms are the parts joined by + or -."),
    ]
    explain = f"Terms are the parts that are added: {', '.join(linear([t]) for t in e.terms)}. That is {count} terms."
    return (
        count,
        f"How many terms are in {e.text}?",
        f"The number of terms in {e.text} is ___.",
        cands,
        explain,
    )


def _coefficient(rng: random.Random, e: _Expression) -> tuple[int, str, str, Candidates, str]:
    i = rng.randrange(len(e.letters))
    value, letter = e.coefs[i], e.letters[i]
    others = [c for j, c in enumerate(e.coefs) if j != i]
    cands = [
        (
            str(others[0]) if others else str(e.const + 1),
            "used-another-coefficient",
            f"The coefficient of {letter} is the number right in front of {letter}.",
        ),
        (str(e.const), "used-the-constant", "The constant term has no variable."),
        ("1", "thought-the-coefficient-is-1", f"The number multiplying {letter} is {value}."),
    ]
    explain = f"A coefficient is the number multiplying a variable. In the term {e.coefs[i]}{letter}, the coefficient is {value}."
    prompt = f"In {e.text}, what is the coefficient of {letter}?"
    return value, prompt, f"In {e.text}, the coefficient of {letter} is ___.", cands, explain


def _constant(rng: random.Random, e: _Expression) -> tuple[int, str, str, Candidates, str]:
    cands = [
        (str(e.coefs[0]), "chose-a-coefficient", "A constant has no variable."),
        (
            "0",
            "thought-there-is-no-constant",
            f"The term {e.const} has no variable, so it is the constant.",
        ),
        (str(sum(e.coefs) + e.const), "added-all-the-numbers", "The constant is one term, not a sum."),
    ]
    explain = f"The constant term is the number with no variable: {e.const}."
    prompt, fill = f"In {e.text}, what is the constant term?", f"In {e.text}, the constant term is ___."
    return e.const, prompt, fill, cands, explain


_ASKS = {"terms": _count_terms, "coefficient": _coefficient, "constant": _constant}


def parts(rng: random.Random, lvl: int) -> MathQuestion:
    count = rng.randint(2, 3) if lvl == 0 else rng.randint(3, 4)
    letters = rng.sample(("x", "y", "a", "b", "m", "n"), count - 1)
    coefs = [rng.randint(2, 12) for _ in letters]
    const = rng.randint(1, 20)
    terms = [(c, v) for c, v in zip(coefs, letters, strict=True)] + [(const, "")]
    expr = linear(terms)
    ask = pick(rng, tuple(_ASKS))
    value, prompt, fill, cands, explain = _ASKS[ask](rng, _Expression(expr, terms, letters, coefs, const))
    return exact_question(
        F(value),
        cands,
        prompt=prompt,
        fill=fill,
        explanation=explain,
        task="identify",
        magnitude=digits(*coefs, const),
        key=f"parts:{expr}:{ask}:{prompt[-3:]}",
        standard="6.EE.A.2b",
    )


# ---- evaluating: each kind gives (expression, value, wrong answers) -------------------------------------------

_Evaluated = tuple[str, int | Fraction, Candidates]


def _ax_plus_b(rng: random.Random, x: int, y: int, a: int, b: int, values: dict[str, int]) -> _Evaluated:
    concat = F(int(f"{a}{x}") + b)
    return (
        f"{a}x + {b}",
        a * x + b,
        [
            (
                fx(concat),
                "wrote-the-digits-side-by-side",
                f"{a}x means {a} × x, not the digits {a} and {x} together.",
            ),
            (fx(F(a * (x + b))), "added-before-multiplying", "Multiply before adding."),
            (fx(F(a + x + b)), "added-the-coefficient", f"{a}x means {a} times x."),
        ],
    )


def _ax_minus_by(rng: random.Random, x: int, y: int, a: int, b: int, values: dict[str, int]) -> _Evaluated:
    values["y"] = y
    return (
        f"{a}x - {b}y",
        a * x - b * y,
        [
            (fx(F(a * x + b * y)), "added-instead-of-subtracted", "Keep the minus sign."),
            (fx(F(a * y - b * x)), "swapped-the-values", f"x = {x} and y = {y}."),
            (
                fx(F(int(f"{a}{x}") - int(f"{b}{y}"))),
                "wrote-the-digits-side-by-side",
                "A number next to a variable means multiply.",
            ),
        ],
    )


def _square_plus_b(rng: random.Random, x: int, y: int, a: int, b: int, values: dict[str, int]) -> _Evaluated:
    return (
        f"x{sup(2)} + {b}",
        x * x + b,
        [
            (fx(F(2 * x + b)), "doubled-instead-of-squaring", f"x{sup(2)} means x × x, not 2 × x."),
            (fx(F((x + b) ** 2)), "added-before-squaring", "Square first, then add."),
            (fx(F(x + b)), "ignored-the-exponent", f"x{sup(2)} = {x} × {x}."),
        ],
    )


def _times_sum(rng: random.Random, x: int, y: int, a: int, b: int, values: dict[str, int]) -> _Evaluated:
    return (
        f"{a}(x + {b})",
        a * (x + b),
        [
            (
                fx(F(a * x + b)),
                "multiplied-only-the-first-term",
                "The whole sum in parentheses is multiplied.",
            ),
            (fx(F(a + x + b)), "added-instead-of-multiplied", "A number in front of parentheses multiplies."),
            (
                fx(F(int(f"{a}{x + b}"))),
                "wrote-the-digits-side-by-side",
                "A number next to parentheses means multiply.",
            ),
        ],
    )


def _three_squares(rng: random.Random, x: int, y: int, a: int, b: int, values: dict[str, int]) -> _Evaluated:
    return (
        f"3x{sup(2)} - x",
        3 * x * x - x,
        [
            (fx(F((3 * x) ** 2 - x)), "squared-the-coefficient-too", f"Only x is squared: 3 × {x}{sup(2)}."),
            (fx(F(6 * x - x)), "doubled-instead-of-squaring", f"x{sup(2)} means x × x."),
            (fx(F(3 * x * x + x)), "added-instead-of-subtracted", "Keep the minus sign."),
        ],
    )


def _quotient_plus_b(
    rng: random.Random, x: int, y: int, a: int, b: int, values: dict[str, int]
) -> _Evaluated:
    x = a * rng.randint(2, 9)
    values["x"] = x
    return (
        f"x ÷ {a} + {b}",
        F(x, a) + b,
        [
            (fx(F(x, a + b)), "added-before-dividing", "Divide before adding."),
            (fx(F(x * a + b)), "multiplied-instead-of-divided", "The sign says divide."),
            (fx(F(x - a + b)), "subtracted-instead-of-divided", "The sign says divide."),
        ],
    )


_KINDS = {
    "ax+b": _ax_plus_b,
    "ax-by": _ax_minus_by,
    "x2+b": _square_plus_b,
    "a(x+b)": _times_sum,
    "3x2-x": _three_squares,
    "x/a+b": _quotient_plus_b,
}


def evaluate(rng: random.Random, lvl: int) -> MathQuestion:
    x, y = rng.randint(2, 9), rng.randint(2, 9)
    a, b = rng.randint(2, 9), rng.randint(1, 12)
    kind = pick(rng, tuple(_KINDS)[:4] if lvl < 2 else tuple(_KINDS))
    if lvl == 0:
        kind = pick(rng, ("ax+b", "a(x+b)"))
    values = {"x": x}
    expr, value, cands = _KINDS[kind](rng, x, y, a, b, values)
    value = F(value)
    when = " and ".join(f"{k} = {v}" for k, v in values.items())
    answer = fx(value)
    return question(
        prompt=f"Evaluate {expr} when {when}.",
        fill=f"When {when}, {expr} = ___",
        answer=answer,
        explanation=f"Replace each variable with its value ({when}), then follow the order of operations: {expr} = {answer}.",
        wrong=wrongs(answer, cands, signed=True, fallback=value),
        task="compute",
        steps=2,
        magnitude=digits(value),
        key=f"evaluate:{expr}:{when}",
        standard="6.EE.A.2c",
    )


# ---- formulas -------------------------------------------------------------------------------------------------

_RULES: dict[str, Callable[[dict[str, Fraction]], Fraction]] = {
    "A = s²": lambda v: v["s"] ** 2,
    "V = s³": lambda v: v["s"] ** 3,
    "P = 2l + 2w": lambda v: 2 * v["l"] + 2 * v["w"],
    "A = bh ÷ 2": lambda v: v["b"] * v["h"] / 2,
    "d = rt": lambda v: v["r"] * v["t"],
    "V = lwh": lambda v: v["l"] * v["w"] * v["h"],
    "F = 9C ÷ 5 + 32": lambda v: 9 * v["C"] / 5 + 32,
}


def _formula_values(rng: random.Random, lvl: int, formula: str, names: list[str]) -> dict[str, Fraction]:
    values: dict[str, Fraction] = {}
    for n in names:
        if n == "C":
            values[n] = F(5 * rng.randint(-4, 8))
        elif lvl == 2 and formula not in ("V = s³",):
            values[n] = F(rng.randint(3, 25), 2)
        else:
            values[n] = F(rng.randint(2, (9, 15, 15)[lvl]))
    return values


def _formula_wrongs(formula: str, values: dict[str, Fraction]) -> Candidates:
    cands = []
    if "²" in formula or "³" in formula:
        p = 2 if "²" in formula else 3
        cands.append(
            (
                _num(values["s"] * p),
                "multiplied-by-the-exponent",
                f"s{sup(p)} means s used as a factor {p} times.",
            )
        )
    if formula.startswith("P"):
        cands.append(
            (
                _num(values["l"] + values["w"]),
                "added-only-once",
                "The perimeter goes around all 4 sides: 2l + 2w.",
            )
        )
        cands.append(
            (
                _num(values["l"] * values["w"]),
                "found-the-area",
                "The formula adds the sides; it does not multiply them.",
            )
        )
    if formula.startswith("A = bh"):
        cands.append(
            (
                _num(values["b"] * values["h"]),
                "forgot-to-divide-by-2",
                "A triangle is half of a rectangle: divide by 2.",
            )
        )
    if formula.startswith("F"):
        cands.append(
            (_num(9 * values["C"] / 5), "forgot-to-add-32", "Add 32 after multiplying and dividing.")
        )
        cands.append(
            (
                _num(9 * (values["C"] + 32) / 5),
                "added-before-multiplying",
                "Multiply and divide before adding 32.",
            )
        )
    cands.append((_num(sum(values.values())), "added-the-values", "Follow the operations in the formula."))
    return cands


def formula(rng: random.Random, lvl: int) -> MathQuestion:
    entry = pick(rng, load_bank("math", "ee-expressions")["formulas"])
    formula, meaning, unit = entry["formula"], entry["meaning"], entry["unit"]
    values = _formula_values(rng, lvl, formula, entry["variables"])
    value = F(_RULES[formula](values))
    when = " and ".join(f"{n} = {_num(v)}" for n, v in values.items())
    answer = _num(value)
    lead = formula.split(" = ")[0]
    return question(
        prompt=f"The formula {formula} gives {meaning}. What is {lead} when {when}?",
        fill=f"The formula {formula} gives {meaning}. When {when}, {lead} = ___.",
        answer=answer,
        unit=None,
        acceptable=(fx(value), fx(value, mixed=False)),
        explanation=f"Substitute {when} into {formula}, then compute: {lead} = {answer}. (The answer is measured in {unit}.)",
        wrong=wrongs(
            answer, _formula_wrongs(formula, values), signed=True, fallback=value, fallback_fmt=_num
        ),
        task="word-problem",
        steps=2,
        magnitude=digits(value),
        key=f"formula:{formula}:{when}",
        standard="6.EE.A.2c",
    )
