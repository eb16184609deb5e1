"""Dividing multi-digit whole numbers with the standard algorithm (6.NS.B.2): exact quotients,
quotients with a remainder, and sharing or packing stories. Wrong answers come from long-division
slips: a lost 0 in the quotient, a remainder bigger than the divisor, a digit in the wrong place."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from educontent.generation.banks import load_bank
from educontent.generation.kit.answer_forms import ModeParams, emit, person, question, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import ArithmeticForm, MathQuestion
from educontent.generation.kit.types import AR, WRITTEN
from educontent.generation.numbers.rationals import commas, digits, fx
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

F = Fraction


@dataclass(frozen=True)
class _Solution:
    """The answer to ``a ÷ b`` as shown, the wrong answers to pick from and the worked explanation."""

    answer: str
    value: str | int
    candidates: list[tuple[str, str, str]]
    explanation: str
    acceptable: tuple[str, ...]


def _drop_zero(n: int) -> int | None:
    text = str(n)
    inner = text[1:]
    if "0" not in inner:
        return None
    i = text.index("0", 1)
    rest = text[:i] + text[i + 1 :]
    return int(rest) if rest else None


def _operands(rng: random.Random, lvl: int, kind: str) -> tuple[int, int, int, int]:
    """Dividend, divisor, quotient and remainder (0 unless ``kind`` is ``remainder``)."""
    if lvl == 0:
        b, q = rng.randint(3, 9), rng.randint(101, 999)
    elif lvl == 1:
        b, q = rng.randint(12, 49), rng.randint(21, 399)
    else:
        b, q = rng.randint(13, 99), rng.randint(102, 999)
    if rng.random() < 0.3 and q >= 100:
        q = q - (q // 10 % 10) * 10  # a zero in the tens place of the quotient
    r = rng.randint(1, b - 1) if kind == "remainder" else 0
    return b * q + r, b, q, r


def _with_remainder(a: int, b: int, q: int, r: int) -> _Solution:
    answer = f"{q} R {r}"
    lost = _drop_zero(q)
    candidates = [
        (
            f"{q - 1} R {r + b}",
            "remainder-too-big",
            f"A remainder must be less than the divisor {b}; one more group fits.",
        ),
        (
            str(q),
            "ignored-the-remainder",
            f"{q} × {b} = {b * q}, which is {r} less than {commas(a)}; write the remainder.",
        ),
        (f"{q} R {b - r}", "subtracted-the-remainder-wrong", f"{commas(a)} - {b * q} = {r}."),
        (
            f"{lost} R {r}" if lost else f"{q + 10} R {r}",
            "lost-a-zero-in-the-quotient" if lost else "place-value-slip",
            "Each step of long division puts a digit in the quotient, even when it is 0."
            if lost
            else "A digit of the quotient is in the wrong place.",
        ),
    ]
    explanation = (
        f"Divide: {b} goes into {commas(a)} {q} times, because {q} × {b} = {commas(b * q)}. "
        f"Subtract: {commas(a)} - {commas(b * q)} = {r}, which is less than {b}. "
        f"So {commas(a)} ÷ {b} = {q} R {r}."
    )
    acceptable = (f"{q}R{r}", f"{q} r {r}", f"{q} remainder {r}", fx(F(a, b)))
    return _Solution(answer, answer, candidates, explanation, acceptable)


def _exact(a: int, b: int, q: int) -> _Solution:
    lost = _drop_zero(q)
    candidates = [
        (
            str(lost) if lost else "",
            "lost-a-zero-in-the-quotient",
            "When a step gives 0, write 0 in the quotient to hold the place.",
        ),
        (
            str(q + 10),
            "place-value-slip",
            "A digit of the quotient is in the wrong place; check with multiplication.",
        ),
        (str(q - 1), "estimation-slip", f"Check: {q - 1} × {b} = {(q - 1) * b}, not {a}."),
        (str(q * 10), "extra-zero", "There is one digit too many in the quotient."),
    ]
    explanation = (
        f"Use long division: {commas(a)} ÷ {b} = {q}. Check by multiplying: {q} × {b} = {commas(a)}."
    )
    return _Solution(str(q), q, candidates, explanation, ())


def _story(rng: random.Random, a: int, b: int) -> tuple[str, str]:
    who = person(rng).name
    story = pick(rng, load_bank("math", "ns-long-division")["stories"])
    stem = story["setup"].format(a=commas(a), b=b, name=who)
    return f"{stem} {story['ask']}", f"{stem} {story['tail']}"


def _long_division(rng: random.Random, lvl: int, kind: str) -> MathQuestion:
    a, b, q, r = _operands(rng, lvl, kind)
    solution = _with_remainder(a, b, q, r) if kind == "remainder" else _exact(a, b, q)
    if kind == "story":
        (prompt, fill), task = _story(rng, a, b), "word-problem"
    else:
        prompt, fill, task = f"What is {commas(a)} ÷ {b}?", f"{commas(a)} ÷ {b} = ___", "compute"
    return question(
        prompt=prompt,
        fill=fill,
        answer=solution.answer,
        value=solution.value,
        answer_format="text" if kind == "remainder" else "number",
        acceptable=solution.acceptable,
        explanation=solution.explanation,
        wrong=wrongs(
            solution.answer,
            solution.candidates,
            by_value=kind != "remainder",
            fallback=F(q) if kind != "remainder" else None,
        ),
        arithmetic=ArithmeticForm(a, b, "÷", f"{commas(a)} ÷ {b} = ___"),
        task=task,
        steps=3,
        magnitude=digits(a),
        key=f"ldiv:{a}:{b}:{kind}",
    )


class LongDivisionParams(ModeParams):
    mode: Literal["exact", "remainder", "story"]


_BANDS = "easy: a one-digit divisor (3-9) and a three-digit quotient; medium: a divisor of 12-49 and a quotient of 21-399; hard: a divisor of 13-99 and a three-digit quotient"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={AR, *WRITTEN}, params=LongDivisionParams, levels=Levels("size", _BANDS))
def long_division(ctx: GenerationContext) -> Draft:
    return emit(ctx, _long_division(ctx.rng, ctx.level.rank, ctx.params.mode))
