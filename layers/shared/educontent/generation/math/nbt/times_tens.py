"""Multiplying one-digit numbers by multiples of ten (as tens, with a missing factor, in stories)
and multiplying or dividing by 10, 100 and 1000 with place value (3.NBT.A.3, 4.NBT.A.1)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import ArithmeticForm, Misconception, render
from educontent.generation.kit.people import roster
from educontent.generation.kit.types import AR, FB, MC, SA, TF
from educontent.generation.math.nbt._places import place_count
from educontent.generation.math.nbt._worked import worked_question
from educontent.generation.numbers.fractions import with_commas as c
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

M = Misconception


class TensParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["compute", "missing", "tens", "story", "power"]] = Field(min_length=1)


@dataclass
class _Asked:
    prompt: str
    answer: int
    fill: str
    explain: str
    wrongs: list[Misconception]
    key: str
    arith: ArithmeticForm | None = None


_BANDS = "the one-digit factor and the tens digit: easy 2-6 and 1-6, medium 3-8 and 3-7, hard 6-9 and 5-9; times 10, 100 or 1,000: easy 2-99 (by 10 or 100), medium 10-999, hard 100-999, and past easy some divide"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, FB, TF, SA, AR}, params=TensParams, levels=Levels("size", _BANDS))
def times_tens(ctx: GenerationContext) -> Draft:
    p: TensParams = ctx.params
    rng = ctx.rng
    rank = ctx.level.rank
    mode = pick(rng, p.modes)
    a = draw(rng, 2, 9, ctx.level)
    t = draw(rng, 1, 9, ctx.level)
    if mode == "power":
        asked = _power(rng, rank)
    elif mode == "tens":
        asked = _tens(a, t)
    else:
        asked = _multiple_of_ten(rng, mode, a, t)
    q = worked_question(
        asked,
        features=Features(
            "word-problem" if mode == "story" else "compute",
            2,
            len(str(asked.answer)),
            "text" if mode == "story" else "symbolic",
        ),
        key=asked.key,
        instructions="Use place value to multiply.",
    )
    return render(q, ctx.content_type, rng)


def _power(rng: random.Random, rank: int) -> _Asked:
    """Multiply (or on harder items sometimes divide) by 10, 100 or 1000."""
    power = pick(rng, (10, 100) if rank == 0 else (10, 100, 1000))
    n = rng.randint((2, 10, 100)[rank], (99, 999, 999)[rank])
    zeros = len(str(power)) - 1
    if rank >= 1 and rng.random() < 0.3:
        answer, big = n, n * power
        expr = f"{c(big)} ÷ {c(power)}"
        explain = f"Dividing by {c(power)} moves each digit {zeros} place(s) to the right: {c(big)} ÷ {c(power)} = {c(n)}."
        wrongs = [
            M(c(big * power), "multiplied-instead-of-divided", "Dividing makes the number smaller."),
            M(c(n * 10), "moved-one-place-too-few", "Count the zeros in the divisor."),
            M(
                c(n // 10) if n >= 10 else c(n * 100),
                "moved-one-place-too-many",
                "Count the zeros in the divisor.",
            ),
        ]
        x, op = big, "÷"
    else:
        answer = n * power
        expr = f"{c(n)} × {c(power)}"
        explain = f"Multiplying by {c(power)} makes each digit worth {c(power)} times as much, so each digit moves {zeros} place(s) to the left: {c(n)} × {c(power)} = {c(answer)}."
        wrongs = [
            M(c(answer // 10), "one-zero-too-few", f"{c(power)} has {zeros} zero(s)."),
            M(c(answer * 10), "one-zero-too-many", f"{c(power)} has {zeros} zero(s)."),
            M(c(n + power), "added-instead-of-multiplied", "This adds the numbers."),
        ]
        x, op = n, "×"
    fill = f"{expr} = ___"
    return _Asked(
        f"What is {expr}?", answer, fill, explain, wrongs, f"tp:{expr}", ArithmeticForm(x, power, op, fill)
    )


def _tens(a: int, t: int) -> _Asked:
    """``a × t tens`` counted in tens."""
    m = t * 10
    return _Asked(
        prompt=f"{a} × {place_count(t, 1)} = how many tens?",
        answer=a * t,
        fill=f"{a} × {place_count(t, 1)} = ___ tens",
        explain=f"{a} × {t} = {a * t}, so {a} × {place_count(t, 1)} = {place_count(a * t, 1)}. That is {a} × {m} = {a * m}.",
        wrongs=[
            M(str(a * m), "gave-ones-not-tens", f"{a * m} is the number of ones; the answer is in tens."),
            M(str(a + t), "added-instead-of-multiplied", "This adds the numbers."),
            M(str(a * t + 1), "fact-slip", "Check the multiplication fact."),
        ],
        key=f"tt:{a}:{t}",
    )


def _multiple_of_ten(rng: random.Random, mode: str, a: int, t: int) -> _Asked:
    """``a × m`` for a multiple of ten ``m``: computed, in a story, or with a missing factor."""
    m = t * 10
    answer = a * m
    arith = None
    if mode == "story":
        stories = load_bank("math", "nbt-times-tens")["stories"]
        prompt = pick(rng, stories).format(a=a, m=m, name=pick(rng, roster("roster-2")))
        fill = f"{prompt} {a} × {m} = ___"
    elif mode == "missing" and rng.random() < 0.5:
        answer = m
        fill = f"{a} × ___ = {a * m}"
        prompt = f"What number makes this true? {fill}"
        arith = ArithmeticForm(a, m, "×", fill, missing="operand2")
    elif mode == "missing":
        answer = a
        fill = f"___ × {m} = {a * m}"
        prompt = f"What number makes this true? {fill}"
        arith = ArithmeticForm(a, m, "×", fill, missing="operand1")
    else:
        x, y = (a, m) if rng.random() < 0.5 else (m, a)
        fill = f"{x} × {y} = ___"
        prompt = f"What is {x} × {y}?"
        arith = ArithmeticForm(x, y, "×", fill)
    explain = f"{a} × {m} is {a} × {place_count(t, 1)}. {a} × {t} = {a * t}, so {a} × {place_count(t, 1)} = {place_count(a * t, 1)}, which is {c(a * m)}."
    if answer == a * m:
        wrongs = [
            M(
                str(a * t),
                "forgot-the-zero",
                f"{a} × {place_count(t, 1)} is {place_count(a * t, 1)}, which is {a * m}.",
            ),
            M(str(a * m * 10), "added-an-extra-zero", "There is only one zero to add."),
            M(str(a + m), "added-instead-of-multiplied", "This adds the numbers."),
        ]
    else:
        wrongs = [
            M(str(answer * 10), "added-an-extra-zero", "Check by multiplying."),
            M(
                str(answer // 10) if answer >= 10 else str(answer * 100),
                "dropped-a-zero",
                "Check by multiplying.",
            ),
            M(str(answer + 1), "off-by-one", "Check by multiplying."),
        ]
    return _Asked(prompt, answer, fill, explain, wrongs, f"tc:{mode}:{prompt}", arith)
