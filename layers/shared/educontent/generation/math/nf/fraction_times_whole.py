"""Multiplying a fraction by a whole number: a fraction as a multiple of its unit fraction, n × a/b
as a multiple of 1/b, and products written, shown with bars or told as stories (4.NF.B.4)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.draw.fraction_models import bars
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.levels import banded_value, draw
from educontent.generation.kit.math_forms import ArithmeticForm, DiagramForm, MathQuestion, Misconception
from educontent.generation.kit.people import roster
from educontent.generation.kit.types import AR, DG, FB, MC, SA, TF
from educontent.generation.kit.wrong_answers import emit, non_negative, wrong_answers
from educontent.generation.math.nf._denominators import G4_DENS
from educontent.generation.numbers.fractions import frac, mixed_over, other_forms
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

M = Misconception


class TimesWholeParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["unit-multiple", "multiply", "as-unit", "models", "story"]] = Field(min_length=1)
    dens: list[int] = Field(default_factory=lambda: list(G4_DENS), min_length=1)


@dataclass
class _Asked:
    prompt: str
    fill: str
    display: str
    answer: int | None  # a whole-number answer; None when the answer is a fraction
    value: Fraction
    explain: str
    cands: list[Misconception]
    task: str
    arith: ArithmeticForm | None = None
    diagram: DiagramForm | None = None


_BANDS = "the denominator (of the skill's denominators, 3 and up) and the whole number (of 2-10): easy the lower 60 %, medium the middle 60 %, hard the upper half"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, FB, TF, SA, AR, DG}, params=TimesWholeParams, levels=Levels("size", _BANDS))
def fraction_times_whole(ctx: GenerationContext) -> Draft:
    p: TimesWholeParams = ctx.params
    rng = ctx.rng
    rank = ctx.level.rank
    mode = pick(rng, p.modes)
    b = banded_value(rng, [x for x in p.dens if x >= 3] or [4], ctx.level)
    n = draw(rng, 2, 10, ctx.level)
    a = rng.randint(1, b - 1)
    if mode == "unit-multiple":
        a = rng.randint(2, b + (b if rank == 2 else -1))  # the item's fraction (key and size use it)
        asked = _unit_multiple(a, b)
    elif mode == "as-unit":
        asked = _as_unit(n, a, b)
    else:
        asked = _product(rng, mode, n, a, b)
    whole = asked.answer is not None
    q = MathQuestion(
        prompt=asked.prompt,
        answer_display=asked.display,
        answer_value=asked.answer if whole else asked.display,
        explanation=asked.explain,
        misconceptions=wrong_answers(asked.value, asked.cands, non_negative),
        fill_text=asked.fill,
        arithmetic=asked.arith,
        diagram=asked.diagram,
        answer_format="number" if whole else "fraction",
        acceptable=()
        if whole
        else other_forms(asked.value, asked.display)
        + ((frac(n * a, b),) if frac(n * a, b) != asked.display else ()),
        features=Features(
            asked.task,  # type: ignore[arg-type]
            2,
            len(str(n * a)),
            "visual" if asked.diagram else ("text" if asked.task == "word-problem" else "symbolic"),
        ),
        key=f"tw:{mode}:{n}:{a}:{b}:{asked.prompt[:6]}",
        instructions="Multiply the fraction by the whole number.",
    )
    return emit(q, ctx)


def _unit_multiple(a: int, b: int) -> _Asked:
    fill = f"{a}/{b} = ___ × 1/{b}"
    return _Asked(
        prompt=f"What number makes this true? {fill}",
        fill=fill,
        display=str(a),
        answer=a,
        value=Fraction(a),
        explain=f"{a}/{b} is {count_of(a, 'part')} of size 1/{b}, so {a}/{b} = {a} × 1/{b}.",
        cands=[
            M(str(b), "used-the-denominator", "The denominator tells the size of each part."),
            M(str(a + 1), "counting-slip", "Count the unit fractions again."),
            M("1", "thought-a-fraction-is-one-part", f"{a}/{b} is more than one part of size 1/{b}."),
            M(str(a * b), "multiplied-the-numbers", "Count how many 1/" + str(b) + " parts there are."),
        ],
        task="represent",
    )


def _as_unit(n: int, a: int, b: int) -> _Asked:
    fill = f"{n} × {a}/{b} = ___ × 1/{b}"
    return _Asked(
        prompt=f"What number makes this true? {fill}",
        fill=fill,
        display=str(n * a),
        answer=n * a,
        value=Fraction(n * a),
        explain=f"{a}/{b} is {a} × 1/{b}. So {n} × {a}/{b} is {n} × {a} = {n * a} parts of size 1/{b}.",
        cands=[
            M(str(a), "kept-the-numerator", f"There are {n} groups of {a}/{b}."),
            M(str(n + a), "added-instead-of-multiplied", f"{n} groups of {a} is {n} × {a}."),
            M(str(n), "used-only-the-whole-number", "Each group has " + str(a) + " unit fractions."),
        ],
        task="represent",
    )


def _product(rng: random.Random, mode: str, n: int, a: int, b: int) -> _Asked:
    """``n × a/b`` written (``multiply``), shown as ``n`` bars (``models``) or told as a story."""
    value = Fraction(n * a, b)
    explain = (
        f"{n} × {a}/{b} means {count_of(n, 'group')} of {a}/{b}, which is {n} × {a} = "
        f"{count_of(n * a, 'part')} of size 1/{b}. So {n} × {a}/{b} = {n * a}/{b}."
    )
    if value > 1 and value.denominator != 1:
        explain += f" That is {mixed_over(value, b)}."
    fill = f"{n} × {a}/{b} = ___"
    asked = _Asked(
        prompt=f"What is {n} × {a}/{b}?",
        fill=fill,
        display=frac(n * a, b),
        answer=None,
        value=value,
        explain=explain,
        cands=[
            M(
                frac(n * a, n * b),
                "multiplied-the-denominator-too",
                "The size of the parts does not change; only the number of parts does.",
            ),
            M(frac(n + a, b), "added-the-whole-number", f"{n} × {a}/{b} means {n} groups of {a}/{b}."),
            M(
                frac(a, n * b),
                "multiplied-only-the-denominator",
                "Multiplying by a whole number makes more parts, not smaller parts.",
            ),
            M(frac(n * a + 1, b), "counting-slip", "Count the parts again."),
        ],
        task="compute",
    )
    if mode == "multiply":
        asked.arith = ArithmeticForm(n, Fraction(a, b), "×", fill, operand_displays=(str(n), frac(a, b)))
    elif mode == "models":
        asked.diagram = DiagramForm(
            "fraction-bar",
            bars(
                [(b, a, frac(a, b))] * n,
                title=f"{n} groups of {a}/{b}",
                desc=f"{count_of(n, 'bar')}, each cut into {b} equal parts with {count_of(a, 'part')} shaded.",
            ),
        )
        asked.prompt = f"The bars show {n} groups of {a}/{b}. What is {n} × {a}/{b}?"
        asked.task = "represent"
    else:
        stories = load_bank("math", "nf-fraction-times-whole")["stories"]
        text = pick(rng, stories).format(f=frac(a, b), n=n, name=pick(rng, roster("roster-2")))
        asked.display = mixed_over(value, b)
        first, second = asked.cands[0], asked.cands[1]
        asked.cands = [
            M(frac(n * a, n * b), first.name, first.reason),
            M(frac(n + a, b), second.name, second.reason),
            M(mixed_over(value + Fraction(1, b), b), "counting-slip", "Count the parts again."),
        ]
        asked.prompt = text
        asked.fill = f"{text} Answer: ___"
        asked.task = "word-problem"
    return asked
