"""Fractions on a number line: name the fraction at a point, fractions beyond 1, unit fractions, and
jumps of a unit fraction from 0 (3.NF.A.2)."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.difficulty import Features
from educontent.generation.draw.double_number_lines import ticks_line
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import banded_value
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion, Misconception, render
from educontent.generation.kit.types import DG, FB, MC, SA, TF
from educontent.generation.kit.wrong_answers import non_negative, wrong_answers
from educontent.generation.math.nf._denominators import G3_DENS
from educontent.generation.numbers.fractions import frac, other_forms
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

M = Misconception


class NumberLineParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["identify", "beyond", "unit", "jumps"]] = Field(min_length=1)
    dens: list[int] = Field(default_factory=lambda: list(G3_DENS), min_length=1)


def _point(rng: random.Random, mode: str, b: int, rank: int) -> tuple[int, int]:
    """(a, whole): the point a/b and how many wholes the line shows."""
    if mode == "unit":
        return 1, 1
    if mode == "beyond":
        whole = rng.randint(2, 3)
        return rng.randint(b + 1, whole * b - 1), whole
    if mode == "jumps":
        whole = 2 if rank else 1
        return rng.randint(2, whole * b), whole
    return rng.randint(1, b - 1), 1


def _slips(a: int, b: int, whole: int) -> list[Misconception]:
    return [
        M(
            f"{a}/{b + 1}",
            "counted-the-tick-marks",
            f"There are {b + 1} tick marks from 0 to 1 but only {b} equal parts.",
        ),
        M(f"{a + 1}/{b}", "counted-the-tick-at-zero", "Count the jumps from 0, not the tick marks."),
        M(f"{b}/{a}", "flipped-the-fraction", "The number of equal parts in one whole goes on the bottom."),
        M(
            f"{a}/{whole * b}",
            "used-the-whole-line-as-one",
            "Each whole, from one whole number to the next, is cut into the parts.",
        ),
        M(f"{a - 1}/{b}", "counted-one-too-few", "Count every jump from 0."),
    ]


_BANDS = "the denominator (parts between 0 and 1): easy the smallest 60 % of the skill's denominators, medium the middle 60 %, hard the largest half; lines to 2 from medium"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, FB, TF, SA, DG}, params=NumberLineParams, levels=Levels("size", _BANDS))
def fraction_number_line(ctx: GenerationContext) -> Draft:
    p: NumberLineParams = ctx.params
    rng = ctx.rng
    mode = pick(rng, p.modes)
    b = banded_value(rng, p.dens, ctx.level)
    a, whole = _point(rng, mode, b, ctx.level.rank)
    value = Fraction(a, b)
    answer = frac(a, b)
    desc = f"A number line from 0 to {whole}. Each whole is cut into {b} equal parts. Point A is {a} part{'s' if a != 1 else ''} to the right of 0."
    picture = ticks_line(
        whole * b,
        {k * b: str(k) for k in range(whole + 1)},
        [] if mode == "jumps" else [(a, "A")],
        title="Fractions on a number line",
        desc=desc
        if mode != "jumps"
        else f"A number line from 0 to {whole}. Each whole is cut into {b} equal parts.",
    )
    if mode == "jumps":
        prompt = f"Start at 0 on a number line and make {a} jumps of 1/{b}. Where do you land?"
        fill = f"{a} jumps of 1/{b} from 0 land on ___."
        explain = f"Each jump is 1/{b}. {a} jumps of 1/{b} make {a}/{b}, so you land on {a}/{b}."
        diagram = DiagramForm("number-line", picture, question=prompt)
    else:
        prompt = "What fraction is at point A?"
        fill = "Point A is at ___."
        explain = (
            f"From 0 to 1 there are {b} equal parts, so each part is 1/{b}. "
            f"Point A is {a} part{'s' if a != 1 else ''} from 0, so it is at {a}/{b}."
        )
        diagram = DiagramForm("number-line", picture)
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        explanation=explain,
        misconceptions=wrong_answers(value, _slips(a, b, whole), non_negative),
        fill_text=fill,
        diagram=diagram,
        answer_format="fraction",
        acceptable=other_forms(value, answer),
        features=Features("represent", 1, 1, "visual"),
        key=f"nl:{mode}:{a}:{b}:{whole}",
        instructions="Use the number line.",
    )
    return render(q, ctx.content_type, rng)
