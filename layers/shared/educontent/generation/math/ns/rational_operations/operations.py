"""The four operations with rational numbers (7.NS.A.1-2): signed integers, decimals and fractions,
sums shown as jumps on a number line, and the distance between two numbers as |p - q|."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction

from educontent.generation.draw.number_lines import number_line
from educontent.generation.kit.algebra_values import exact_question
from educontent.generation.kit.answer_forms import nonzero
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.math_forms import ArithmeticForm, DiagramForm, MathQuestion
from educontent.generation.numbers.rationals import digits, dx, fx, neg, terminates

F = Fraction
Show = Callable[[Fraction], str]
Candidates = list[tuple[str, str, str]]


def _signed(rng: random.Random, low: int, high: int) -> int:
    """A size from ``low`` to ``high`` (a level's floor and ceiling) with a random sign."""
    return rng.randint(low, high) * pick(rng, (-1, 1))


def operand(rng: random.Random, lvl: int, kind: str) -> Fraction:
    """A nonzero signed integer, decimal or fraction (``mixed``: one of them at random)."""
    if kind == "mixed":
        kind = pick(rng, ("integers", "decimals", "fractions"))
    if kind == "integers":
        return F(_signed(rng, (1, 6, 15)[lvl], (12, 25, 60)[lvl]))
    if kind == "decimals":
        return F(
            _signed(rng, (1, 15, 40)[lvl], (50, 150, 400)[lvl]),
            pick(rng, (10, 10, 100) if lvl == 2 else (10,)),
        )
    den = pick(rng, ((2, 4), (2, 3, 4, 6), (3, 4, 5, 6, 8))[lvl])
    return F(nonzero(rng, -3 * den, 3 * den), den)


def _decimal_kind(*values: Fraction) -> bool:
    return all(v.denominator in (1, 10, 100) for v in values) and any(v.denominator != 1 for v in values)


# ---- the four operations: each gives (wrong answers, explanation, standard) ------------------------------


def _add(
    a: Fraction, b: Fraction, result: Fraction, expression: str, show: Show
) -> tuple[Candidates, str, str]:
    cands = [
        (
            show(a - b),
            "subtracted-instead-of-added",
            "Adding a negative moves left; adding a positive moves right.",
        ),
        (
            show(-result),
            "wrong-sign-on-the-sum",
            "When the signs differ, the sum takes the sign of the number farther from 0.",
        ),
        (
            show(abs(a) + abs(b))
            if (a > 0) != (b > 0)
            else show(-(abs(a) + abs(b)) if a > 0 else abs(a) + abs(b)),
            "added-the-distances",
            "With different signs, subtract the distances from 0."
            if (a > 0) != (b > 0)
            else "Two negatives make a sum that is negative.",
        ),
    ]
    explain = f"Think of a number line: start at {show(a)} and move {show(abs(b))} to the {'right' if b > 0 else 'left'}. {expression} = {show(result)}."
    return cands, explain, "7.NS.A.1b"


def _subtract(
    a: Fraction, b: Fraction, result: Fraction, expression: str, show: Show
) -> tuple[Candidates, str, str]:
    cands = [
        (
            show(a + b),
            "did-not-add-the-opposite",
            f"Subtracting {show(b)} is the same as adding its opposite, {show(-b)}.",
        ),
        (show(b - a), "subtracted-in-the-wrong-order", "Keep the numbers in order: first minus second."),
        (show(-result), "wrong-sign-on-the-difference", "Check the sign using a number line."),
    ]
    explain = f"Subtracting is adding the opposite: {expression} = {show(a)} + {f'({show(-b)})' if -b < 0 else show(-b)} = {show(result)}."
    return cands, explain, "7.NS.A.1c"


def _sign_rule(
    a: Fraction, b: Fraction, result: Fraction, show: Show, verb: str, sign: str, noun: str
) -> tuple[tuple[str, str, str], str]:
    """For a product or quotient (``noun``): the wrong answer with the opposite sign, and the
    explanation (``verb`` the absolute values, then the sign rule)."""
    slip = (
        show(-result),
        f"wrong-sign-on-the-{noun}",
        f"Same signs give a positive {noun}; different signs give a negative {noun}.",
    )
    signs = f"the same, so the {noun} is positive" if result > 0 else f"different, so the {noun} is negative"
    explain = f"{verb} the absolute values: {show(abs(a))} {sign} {show(abs(b))} = {show(abs(result))}. The signs are {signs}: {show(result)}."
    return slip, explain


def _multiply(
    a: Fraction, b: Fraction, result: Fraction, expression: str, show: Show
) -> tuple[Candidates, str, str]:
    slip, explain = _sign_rule(a, b, result, show, "Multiply", "×", "product")
    cands = [
        slip,
        (show(a + b), "added-instead-of-multiplied", "The sign says multiply."),
        (
            show(abs(result)) if result < 0 else "",
            "ignored-the-signs",
            "One negative factor makes the product negative.",
        ),
    ]
    return cands, explain, "7.NS.A.2a"


def _divide(
    a: Fraction, b: Fraction, result: Fraction, expression: str, show: Show
) -> tuple[Candidates, str, str]:
    slip, explain = _sign_rule(a, b, result, show, "Divide", "÷", "quotient")
    cands = [
        slip,
        (show(a * b), "multiplied-instead-of-divided", "The sign says divide."),
        (
            show(1 / result) if result else "",
            "divided-in-the-wrong-order",
            "Divide the first number by the second.",
        ),
    ]
    return cands, explain, "7.NS.A.2b"


_OPERATIONS = {
    "add": ("+", lambda a, b: a + b, _add),
    "subtract": ("-", lambda a, b: a - b, _subtract),
    "multiply": ("×", lambda a, b: a * b, _multiply),
    "divide": ("÷", lambda a, b: a / b, _divide),
}


def _operands(rng: random.Random, lvl: int, op: str, kind: str) -> tuple[Fraction, Fraction]:
    """Two operands for ``op`` (exact quotients when dividing), at least one of them negative."""
    a, b = operand(rng, lvl, kind), operand(rng, lvl, kind)
    if op == "divide":
        if kind == "integers":
            b = F(nonzero(rng, -(9, 12, 15)[lvl], (9, 12, 15)[lvl]))
            a = b * nonzero(rng, -(9, 12, 15)[lvl], (9, 12, 15)[lvl])
        elif kind == "decimals":
            b = F(nonzero(rng, -9, 9), pick(rng, (1, 10)))
            a = b * F(nonzero(rng, -90, 90), 10)
    if op == "multiply" and kind == "decimals":
        b = F(nonzero(rng, -9, 9), pick(rng, (1, 10)))
    if a > 0 and b > 0:  # signed-number practice: at least one negative number
        if rng.random() < 0.5:
            a = -a
        else:
            b = -b
    return a, b


def signed_op(rng: random.Random, lvl: int, ops: list[str], kind: str) -> MathQuestion:
    op = pick(rng, ops)
    if kind == "mixed":
        kind = pick(rng, ("decimals", "fractions"))
    a, b = _operands(rng, lvl, op, kind)
    decimal = kind == "decimals"

    def show(v: Fraction) -> str:
        return dx(v) if decimal and terminates(v) else fx(v)

    symbol, compute, explain_op = _OPERATIONS[op]
    result = compute(a, b)
    left, right = show(a), f"({show(b)})" if b < 0 else show(b)
    expression = f"{left} {symbol} {right}"
    cands, explain, code = explain_op(a, b, result, expression, show)
    if kind != "integers":
        code = "7.NS.A.1d" if op in ("add", "subtract") else "7.NS.A.2c"
    return exact_question(
        result,
        cands,
        show=show,
        signed=True,
        prompt=f"What is {expression}?",
        fill=f"{expression} = ___",
        explanation=explain,
        answer_format="number" if decimal or result.denominator == 1 else "fraction",
        arithmetic=ArithmeticForm(a, b, symbol, f"{expression} = ___", operand_displays=(show(a), show(b))),  # type: ignore[arg-type]
        task="compute",
        steps=2,
        magnitude=digits(a, b, result),
        key=f"signed:{op}:{a}:{b}",
        standard=code,
    )


def number_line_sum(rng: random.Random, lvl: int) -> MathQuestion:
    while True:
        p = F(nonzero(rng, -8, 8))
        q = F(nonzero(rng, -9, 9))
        if lvl == 2:
            p, q = p / 2, q / 2
        if -9 <= p + q <= 9 and p + q != 0 and abs(q) >= 1:
            break
    s = p + q
    svg = number_line(
        F(-10),
        F(10),
        F(1, 2) if lvl == 2 else 1,
        label_every=2 if lvl == 2 else 1,
        jumps=[(p, s)],
        title="A number line with a jump",
        desc="A number line from -10 to 10. A dot marks the start and a curved arrow jumps to the end.",
    )
    answer = fx(s)
    expr = f"{fx(p)} + {neg(q)}"
    cands = [
        (
            fx(p - q),
            "moved-the-wrong-way",
            f"Adding {'a negative number moves left' if q < 0 else 'a positive number moves right'}.",
        ),
        (fx(q), "read-only-the-jump", "The answer is where the arrow ends, not the length of the jump."),
        (fx(-s), "wrong-sign", "Read which side of 0 the arrow ends on."),
    ]
    ask = f"The arrow shows {expr}. Where does the arrow end? What is {expr}?"
    return exact_question(
        s,
        cands,
        signed=True,
        prompt=f"The number line shows a start at {fx(p)} and a jump of {fx(abs(q))} to the {'right' if q > 0 else 'left'}. What is {expr}?",
        fill=f"The number line shows {expr} = ___.",
        explanation=f"Start at {fx(p)}. Adding {fx(q)} moves {count_of(abs(q), 'unit', fx(abs(q)))} to the {'right' if q > 0 else 'left'}, so the arrow ends at {answer}: {expr} = {answer}.",
        diagram=DiagramForm("number-line", svg, question=ask),
        task="represent",
        steps=2,
        magnitude=1,
        key=f"nlsum:{p}:{q}",
        standard="7.NS.A.1b",
    )


def distance_between(rng: random.Random, lvl: int) -> MathQuestion:
    kind = "decimals" if lvl == 2 else "integers"
    a, b = operand(rng, min(lvl, 1), kind), operand(rng, min(lvl, 1), kind)
    while a == b or ((a > 0) == (b > 0) and rng.random() < 0.6):
        b = operand(rng, min(lvl, 1), kind)
    d = abs(a - b)
    decimal = _decimal_kind(a, b)

    def show(v: Fraction) -> str:
        return dx(v) if decimal else fx(v)

    if rng.random() < 0.5:
        lo, hi = min(a, b), max(a, b)
        stem = f"The temperature was {show(lo)}°F in the morning and {show(hi)}°F in the afternoon."
        prompt = f"{stem} By how many degrees did the temperature rise?"
        fill = f"{stem} It rose by ___ degrees."
    else:
        prompt = f"What is the distance between {show(a)} and {show(b)} on a number line?"
        fill = f"The distance between {show(a)} and {show(b)} on a number line is ___."
    answer = show(d)
    cands = [
        (
            show(abs(abs(a) - abs(b))),
            "subtracted-the-distances-from-zero",
            "When the numbers are on opposite sides of 0, the distance goes through 0: add the distances.",
        ),
        (
            show(a - b) if a - b < 0 else show(b - a),
            "kept-a-negative-difference",
            "A distance is never negative: take the absolute value.",
        ),
        (show(abs(a + b)), "added-the-numbers", "Distance is the absolute value of the difference."),
    ]
    return exact_question(
        d,
        cands,
        show=show,
        signed=True,
        prompt=prompt,
        fill=fill,
        explanation=f"The distance between two numbers is the absolute value of their difference: |{show(a)} - {neg(b, decimal=decimal)}| = |{show(a - b)}| = {answer}.",
        task="compute",
        steps=2,
        magnitude=digits(a, b),
        key=f"ndist:{a}:{b}",
        standard="7.NS.A.1c",
    )
