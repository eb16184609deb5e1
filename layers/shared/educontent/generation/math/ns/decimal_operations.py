"""Adding, subtracting, multiplying and dividing multi-digit decimals with the standard algorithms
(6.NS.B.3), in symbols and in money, sharing and measuring stories. Wrong answers come from
decimal-point slips: last digits lined up, places miscounted, the wrong operation."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from educontent.generation.kit.answer_forms import ModeParams, emit, person, question, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of, with_article
from educontent.generation.kit.levels import draw, level_of
from educontent.generation.kit.math_forms import ArithmeticForm, MathQuestion
from educontent.generation.kit.types import AR, WRITTEN
from educontent.generation.numbers.rationals import digits, dx
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

F = Fraction
Candidates = list[tuple[str, str, str]]


@dataclass(frozen=True)
class _Operation:
    a: Fraction
    b: Fraction
    result: Fraction
    symbol: str
    candidates: Candidates
    explanation: str


@dataclass(frozen=True)
class _Story:
    result: Fraction
    expression: str
    stem: str
    tail: str
    candidates: Candidates


def _dec(rng: random.Random, places: int, low: int, high: int) -> Fraction:
    """A decimal with exactly ``places`` places (last digit not 0) between low and high."""
    scale = 10**places
    while True:
        n = rng.randint(low * scale, high * scale)
        if places == 0 or n % 10:
            return F(n, scale)


def _places(v: Fraction) -> int:
    text = dx(v)
    return len(text.split(".")[1]) if "." in text else 0


def _as_whole_digits(v: Fraction) -> int:
    return int(dx(v).replace(".", "").replace("-", ""))


def _misaligned_sum(a: Fraction, b: Fraction, sign: int) -> Fraction:
    """Digits lined up on the right instead of at the decimal point."""
    p = max(_places(a), _places(b))
    total = _as_whole_digits(a) + sign * _as_whole_digits(b)
    return F(total, 10**p)


# ---- the four operations -----------------------------------------------------------------------------


def _add_or_subtract(rng: random.Random, lvl: int, op: str) -> _Operation:
    pa, pb = ((1, 1), (1, 2), (2, 3))[lvl] if rng.random() < 0.7 else ((1, 0), (2, 1), (3, 0))[lvl]
    low, high = (1, 5, 20)[lvl], (20, 60, 200)[lvl]
    a, b = _dec(rng, pa, low, high), _dec(rng, pb, low, high)
    if op == "subtract" and a < b:
        a, b = b, a
    if op == "subtract" and a == b:
        a += 1
    result = a + b if op == "add" else a - b
    symbol = "+" if op == "add" else "-"
    candidates = [
        (
            dx(_misaligned_sum(a, b, 1 if op == "add" else -1)) if _places(a) != _places(b) else "",
            "lined-up-the-last-digits",
            "Line up the decimal points, not the last digits.",
        ),
        (
            dx(result * 10),
            "misplaced-the-decimal-point",
            "The decimal point in the answer lines up with the decimal points above it.",
        ),
        (
            dx(a - b if op == "add" else a + b),
            "used-the-wrong-operation",
            "Check the sign: " + ("add." if op == "add" else "subtract."),
        ),
        (
            dx(result + F(1, 10 ** max(_places(a), _places(b), 1))),
            "regrouping-slip",
            "A regrouping step was missed or done twice.",
        ),
    ]
    explanation = (
        f"Line up the decimal points and {'add' if op == 'add' else 'subtract'} place by place "
        f"(write zeros to fill empty places): {dx(a)} {symbol} {dx(b)} = {dx(result)}."
    )
    return _Operation(a, b, result, symbol, candidates, explanation)


def _multiply(rng: random.Random, lvl: int, op: str) -> _Operation:
    if lvl == 0:
        a, b = _dec(rng, 1, 0, 9), F(rng.randint(2, 9))
    elif lvl == 1:
        a, b = _dec(rng, 1, 1, 20), _dec(rng, 1, 0, 9)
    else:
        a, b = _dec(rng, 2, 1, 20), _dec(rng, 1, 1, 30)
    result = a * b
    pa, pb = _places(a), _places(b)
    places = f"Count decimal places: {pa} + {pb} = {count_of(pa + pb, 'place')} in the product."
    candidates = [
        (dx(result * 10), "misplaced-the-decimal-point", places),
        (dx(result / 10), "misplaced-the-decimal-point", places),
        (dx(a + b), "added-instead-of-multiplied", "The sign says multiply."),
    ]
    whole_a, whole_b = _as_whole_digits(a), _as_whole_digits(b)
    explanation = (
        f"Multiply as whole numbers: {whole_a} × {whole_b} = {whole_a * whole_b}. "
        f"The factors have {pa} + {pb} = {pa + pb} decimal places, so the product is {dx(result)}."
    )
    return _Operation(a, b, result, "×", candidates, explanation)


def _divide(rng: random.Random, lvl: int, op: str) -> _Operation:
    if lvl == 0:
        b = F(rng.randint(2, 9))
        result = _dec(rng, 1, 1, 12)
    elif lvl == 1:
        b = _dec(rng, 1, 0, 2)
        result = F(rng.randint(2, 40))
    else:
        b = _dec(rng, pick(rng, (1, 2)), 0, 3)
        result = _dec(rng, 1, 1, 30)
    a = b * result
    same_shift = "Move the decimal point in both numbers by the same number of places."
    candidates = [
        (dx(result * 10), "forgot-to-move-the-decimal-in-the-dividend", same_shift),
        (dx(result / 10), "moved-the-decimal-too-far", same_shift),
        (dx(a * b), "multiplied-instead-of-divided", "The sign says divide."),
    ]
    shift = _places(b)
    explanation = (
        f"Move both decimal points {shift} place{'s' if shift > 1 else ''} right: "
        f"{dx(a)} ÷ {dx(b)} = {dx(a * 10**shift)} ÷ {dx(b * 10**shift)}. "
        if shift
        else ""
    ) + f"Divide: {dx(a)} ÷ {dx(b)} = {dx(result)}. Check: {dx(result)} × {dx(b)} = {dx(a)}."
    return _Operation(a, b, result, "÷", candidates, explanation)


_OPERATIONS = {
    "add": _add_or_subtract,
    "subtract": _add_or_subtract,
    "multiply": _multiply,
    "divide": _divide,
}


def _decimal_op(rng: random.Random, lvl: int, op: str) -> MathQuestion:
    made = _OPERATIONS[op](rng, lvl, op)
    a, b, symbol = made.a, made.b, made.symbol
    answer = dx(made.result)
    return question(
        prompt=f"What is {dx(a)} {symbol} {dx(b)}?",
        fill=f"{dx(a)} {symbol} {dx(b)} = ___",
        answer=answer,
        explanation=made.explanation,
        wrong=wrongs(answer, made.candidates, fallback=made.result, fallback_fmt=dx),
        arithmetic=ArithmeticForm(
            a, b, symbol, f"{dx(a)} {symbol} {dx(b)} = ___", operand_displays=(dx(a), dx(b))
        ),  # type: ignore[arg-type]
        task="compute",
        steps=2,
        magnitude=digits(a, b, made.result),
        key=f"dec:{op}:{a}:{b}",
    )


# ---- stories -------------------------------------------------------------------------------------------


def _buy(rng: random.Random, lvl: int, who: str) -> _Story:
    n = draw(rng, 2, 12, level_of(lvl))
    p = _dec(rng, 2, 0, (5, 10, 20)[lvl]) if lvl else _dec(rng, 1, 0, 5)
    result = n * p
    return _Story(
        result,
        f"{n} × {dx(p)}",
        f"{who} buys {n} notebooks that cost {dx(p)} dollars each. How many dollars does {who} spend?",
        f"{who} spends ___ dollars.",
        [
            (dx(n + p), "added-instead-of-multiplied", "Each notebook costs the same, so multiply."),
            (dx(result * 10), "misplaced-the-decimal-point", "Count the decimal places in the factors."),
        ],
    )


def _change(rng: random.Random, lvl: int, who: str) -> _Story:
    pay = F(pick(rng, (10, 20, 50)))
    cost = _dec(rng, 2, 1, int(pay) - 1)
    return _Story(
        pay - cost,
        f"{dx(pay)} - {dx(cost)}",
        f"{who} pays for {with_article(f'{dx(cost)}-dollar')} book with {with_article(f'{dx(pay)}-dollar')} bill. "
        f"How many dollars of change does {who} get?",
        f"{who} gets ___ dollars of change.",
        [
            (dx(pay + cost), "added-instead-of-subtracted", "Change is what is left, so subtract."),
            (
                dx(_misaligned_sum(pay, cost, -1)) if _misaligned_sum(pay, cost, -1) > 0 else "",
                "lined-up-the-last-digits",
                "Write the bill as with two decimal places and line up the decimal points.",
            ),
        ],
    )


def _share(rng: random.Random, lvl: int, who: str) -> _Story:
    n = draw(rng, 2, 8, level_of(lvl))
    each = _dec(rng, 2, 1, (10, 20, 40)[lvl])
    total = each * n
    return _Story(
        each,
        f"{dx(total)} ÷ {n}",
        f"{n} friends share a bill of {dx(total)} dollars equally. How many dollars does each friend pay?",
        "Each friend pays ___ dollars.",
        [
            (dx(total * n), "multiplied-instead-of-divided", "Sharing equally means dividing."),
            (
                dx(each * 10),
                "misplaced-the-decimal-point",
                "Check: the answer times the number of friends should be the bill.",
            ),
        ],
    )


def _cut(rng: random.Random, lvl: int, who: str) -> _Story:
    piece = _dec(rng, pick(rng, (1, 2)), 0, 3)
    count = draw(rng, 2, 20, level_of(lvl))
    length = piece * count
    result = F(count)
    return _Story(
        result,
        f"{dx(length)} ÷ {dx(piece)}",
        f"A rope is {dx(length)} meters long. It is cut into pieces that are each {dx(piece)} meters long. "
        "How many pieces are there?",
        "There are ___ pieces.",
        [
            (dx(length * piece), "multiplied-instead-of-divided", "To find how many pieces fit, divide."),
            (
                dx(result * 10),
                "misplaced-the-decimal-point",
                "Move the decimal point in both numbers by the same number of places.",
            ),
        ],
    )


_STORIES = {"buy": _buy, "change": _change, "share": _share, "cut": _cut}


def _decimal_story(rng: random.Random, lvl: int) -> MathQuestion:
    who = person(rng).name
    kind = pick(rng, tuple(_STORIES))
    story = _STORIES[kind](rng, lvl, who)
    stem, expr, result = story.stem, story.expression, story.result
    answer = dx(result)
    return question(
        prompt=stem,
        fill=stem.rsplit(". ", 1)[0] + ". " + story.tail if stem.count(". ") else f"{stem} {story.tail}",
        answer=answer,
        explanation=f"Write the number sentence {expr} and compute with the decimal points lined up: {expr} = {answer}.",
        wrong=wrongs(answer, story.candidates, fallback=result, fallback_fmt=dx),
        task="word-problem",
        steps=2,
        magnitude=digits(result),
        key=f"decstory:{kind}:{expr}",
    )


class DecimalParams(ModeParams):
    mode: Literal["add", "subtract", "add-subtract", "multiply", "divide", "story"]


_BANDS = "more decimal places: easy tenths (numbers 1-20, whole divisors), medium tenths and hundredths (5-60, tenths as divisors), hard hundredths and thousandths (20-200, hundredths as divisors); counts in stories from the lower 60 %, middle 60 % or upper half"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={AR, *WRITTEN}, params=DecimalParams, levels=Levels("form", _BANDS))
def decimal_operations(ctx: GenerationContext) -> Draft:
    mode, rng = ctx.params.mode, ctx.rng
    if mode == "story":
        return emit(ctx, _decimal_story(rng, ctx.level.rank))
    op = pick(rng, ("add", "subtract")) if mode == "add-subtract" else mode
    return emit(ctx, _decimal_op(rng, ctx.level.rank, op))
