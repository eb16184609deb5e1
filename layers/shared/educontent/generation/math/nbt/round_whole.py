"""Rounding whole numbers to the nearest 10, 100, ... 100,000 (on a number line too) and
estimating sums and differences by rounding first (3.NBT.A.1, 4.NBT.A.3, 3.OA.D.8, 4.OA.A.3)."""

from __future__ import annotations

import random
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.difficulty import Features
from educontent.generation.draw.double_number_lines import ticks_line
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion, Misconception, render
from educontent.generation.kit.types import DG, FB, MC, SA, TF
from educontent.generation.math.nbt._places import unit_word
from educontent.generation.numbers.fractions import with_commas as c
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

M = Misconception


class RoundParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    places: list[Literal[10, 100, 1000, 10000, 100000]] = Field(min_length=1)
    min_value: int = Field(default=11, ge=1)
    max_value: int = Field(default=999, ge=11, le=999999)
    mode: Literal["round", "number-line", "estimate"] = "round"


def _round(n: int, p: int) -> int:
    return (n + p // 2) // p * p


_BANDS = "the number to round (each number of an estimate): easy the lower 60 %, medium the middle 60 %, hard the upper half of the skill's range; half of the hard numbers sit just past halfway"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, FB, TF, SA, DG}, params=RoundParams, levels=Levels("size", _BANDS))
def rounding(ctx: GenerationContext) -> Draft:
    p: RoundParams = ctx.params
    rng = ctx.rng
    place = pick(rng, [x for x in p.places if x < p.max_value] or p.places)
    word = unit_word(place)
    if p.mode == "estimate":
        return render(_estimate(rng, p, place, word, ctx.level), ctx.content_type, rng)
    n = _number(rng, p, place, ctx.level)
    answer = _round(n, place)
    down = n // place * place
    up = down + place
    diagram = None
    if p.mode == "number-line":
        diagram = _number_line(n, place, down, up)
        prompt = (
            f"Point A is at {c(n)}. Is it closer to {c(down)} or {c(up)}? Round {c(n)} to the nearest {word}."
        )
    else:
        prompt = f"Round {c(n)} to the nearest {word}."
    explain, slips = _explanation(n, place, word, down, up), _rounding_slips(n, place, word, answer)
    fill = f"{c(n)} rounded to the nearest {word} is ___."
    asked = Asked(prompt, c(answer), explain, slips, fill, f"rd:{n}:{place}", answer)
    features = Features(
        "compute", 2 if place >= 1000 else 1, len(str(n)), "visual" if diagram else "symbolic"
    )
    q = asked.by_value(answer, diagram=diagram, features=features, instructions="Round the number.")
    return render(q, ctx.content_type, rng)


def _number(rng: random.Random, p: RoundParams, place: int, level: DifficultyLevel) -> int:
    """The number to round: on a tick of the number line, near the halfway point on hard items,
    never already a multiple of ``place``."""
    n = draw(rng, max(p.min_value, place + 1), p.max_value, level)
    if p.mode == "number-line":
        k = rng.randint(1, 9)
        n = max(n // place * place, place) + k * place // 10
    elif level is DifficultyLevel.HARD and rng.random() < 0.5 and place >= 10:
        n = n // place * place + place // 2 + rng.randint(0, place // 2 - 1)
    if n % place == 0:
        n += max(1, place // 10)
    return n


def _rounding_slips(n: int, place: int, word: str, answer: int) -> list[Misconception]:
    down = n // place * place
    up = down + place
    return [
        M(
            c(up if answer == down else down),
            "rounded-the-wrong-way",
            f"Look at the digit to the right of the {word}s place: 5 or more rounds up, less than 5 rounds down.",
        ),
        M(
            c(_round(n, place * 10)),
            "rounded-to-the-wrong-place",
            f"This is rounded to the nearest {unit_word(place * 10, 'larger place')}.",
        ),
        M(
            c(_round(n, place // 10)) if place >= 100 else c(n - n % 10 + 10 if n % 10 else n + 1),
            "rounded-to-a-smaller-place",
            f"This is not rounded to the nearest {word}.",
        ),
        M(
            c(down + place // 2),
            "rounded-to-the-halfway-number",
            f"Rounding to the nearest {word} gives a multiple of {c(place)}.",
        ),
    ]


def _explanation(n: int, place: int, word: str, down: int, up: int) -> str:
    digit = (n // (place // 10)) % 10 if place >= 10 else 0
    return (
        f"{c(n)} is between {c(down)} and {c(up)}. The digit to the right of the {word}s place is {digit}. "
        + (
            f"{digit} is 5 or more, so round up to {c(up)}."
            if digit >= 5
            else f"{digit} is less than 5, so round down to {c(down)}."
        )
    )


def _number_line(n: int, place: int, down: int, up: int) -> DiagramForm:
    mid = down + place // 2
    return DiagramForm(
        "number-line",
        ticks_line(
            10,
            {0: c(down), 5: c(mid), 10: c(up)},
            [((n - down) // (place // 10), "A")],
            title=f"Number line from {c(down)} to {c(up)}",
            desc=f"A number line from {c(down)} to {c(up)} with a tick every {c(place // 10)}. Point A is at {c(n)}.",
        ),
    )


def _estimate(
    rng: random.Random, p: RoundParams, place: int, word: str, level: DifficultyLevel
) -> MathQuestion:
    low = max(p.min_value, place + 1)
    a, b = draw(rng, low, p.max_value, level), draw(rng, low, p.max_value, level)
    op = "+" if rng.random() < 0.5 else "−"
    if op == "−" and a < b:
        a, b = b, a
    if op == "−" and _round(a, place) == _round(b, place):
        op = "+"
    ra, rb = _round(a, place), _round(b, place)
    answer = ra + rb if op == "+" else ra - rb
    exact = a + b if op == "+" else a - b
    down_a, down_b = a // place * place, b // place * place
    wrongs = [
        M(
            c(exact),
            "found-the-exact-answer",
            "This is the exact answer, not the estimate from rounded numbers.",
        ),
        M(
            c(ra + b if op == "+" else ra - b),
            "rounded-only-one-number",
            "Round both numbers before adding or subtracting.",
        ),
        M(
            c(down_a + down_b if op == "+" else down_a - down_b),
            "rounded-both-down",
            "Round each number to the closer multiple, not always down.",
        ),
        M(c(answer + place), "rounding-slip", "Check the rounding of each number."),
    ]
    text = f"{c(a)} {op} {c(b)}"
    prompt = f"Estimate {text} by rounding each number to the nearest {word}."
    explain = (
        f"{c(a)} rounds to {c(ra)} and {c(b)} rounds to {c(rb)}. Then {c(ra)} {op} {c(rb)} = {c(answer)}. "
        f"The exact answer {c(exact)} should be close to {c(answer)}, so use the estimate to check your work."
    )
    fill = f"Round each number to the nearest {word}, then estimate: {text} is about ___."
    asked = Asked(prompt, c(answer), explain, wrongs, fill, f"es:{a}:{op}:{b}:{place}", answer)
    features = Features("compute", 3, len(str(max(a, b))), "symbolic")
    return asked.by_value(answer, features=features, instructions="Estimate by rounding.")
