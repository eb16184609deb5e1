"""Building a math draft from its parts: the answer, the explanation, the wrong answers a child is
likely to give (each named and explained), the forms it can take (fill-in sentence, diagram, table,
arithmetic) and its difficulty features. Used by the grade 7-8 generators."""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from fractions import Fraction
from functools import cache
from typing import Any, NamedTuple

from educontent.core.catalog_records import ContentType
from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features, TaskKind
from educontent.generation.kit.math_forms import (
    ArithmeticForm,
    DiagramForm,
    MathQuestion,
    Misconception,
    TableForm,
    render,
)
from educontent.generation.registry import Draft, GenerationContext

Wrong = tuple[str, str, str]
"""A wrong answer: (display, misconception name, reason)."""

_INT = re.compile(r"-?[0-9]+")


def std(ctx: GenerationContext, *codes: str) -> str | None:
    """The first of ``codes`` that the skill lists (else None: the skill's first standard)."""
    for code in codes:
        if code in ctx.skill.standards:
            return code
    return None


def nonzero(rng: random.Random, lo: int, hi: int) -> int:
    """A whole number from ``lo`` to ``hi`` that is not 0 (drawn again until it is not)."""
    while True:
        v = rng.randint(lo, hi)
        if v:
            return v


def digits(*values: Fraction | int) -> int:
    """The most digits in the numerator of any of ``values`` (a magnitude feature)."""
    return max(len(str(abs(Fraction(v).numerator))) for v in values)


def _representation(ctx: GenerationContext, task: TaskKind, words: bool) -> str:
    if ctx.content_type is ContentType.DIAGRAM:
        return "visual"
    if ctx.content_type is ContentType.DATA_TABLE:
        return "table"
    if task == "word-problem" or words:
        return "text"
    return "symbolic"


def build(
    ctx: GenerationContext,
    *,
    prompt: str,
    answer: str,
    explanation: str,
    wrong: Sequence[Wrong] = (),
    fill: str | None = None,
    unit: str | None = None,
    fmt: str = "number",
    diagram: DiagramForm | None = None,
    table: TableForm | None = None,
    arithmetic: ArithmeticForm | None = None,
    task: TaskKind = "compute",
    steps: int = 1,
    mag: int = 1,
    key: str = "",
    standard: str | None = None,
    acceptable: Sequence[str] = (),
    instructions: str | None = None,
    value: str | int | None = None,
    words: bool = False,
) -> Draft:
    """Render one question; wrong answers equal to the answer or to each other are dropped."""
    seen = {answer}
    misconceptions = []
    for display, name, reason in wrong:
        if display and display not in seen:
            seen.add(display)
            misconceptions.append(Misconception(display, name, reason))
    if value is None:
        value = int(answer) if _INT.fullmatch(answer) else answer
    question = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        answer_value=value,
        explanation=explanation,
        misconceptions=tuple(misconceptions),
        fill_text=fill,
        arithmetic=arithmetic,
        diagram=diagram,
        table=table,
        unit=unit,
        answer_format=fmt,  # type: ignore[arg-type]
        acceptable=tuple(a for a in acceptable if a != answer),
        features=Features(
            task=task,
            steps=steps,
            magnitude=max(1, mag),
            representation=_representation(ctx, task, words),  # type: ignore[arg-type]
        ),
        key=key,
        standard=standard,
        instructions=instructions,
    )
    return render(question, ctx.content_type, ctx.rng)


class Ask(NamedTuple):
    """What is asked (the words, the answer, the wrong answers, the answer format and the kind of
    task), apart from how it is shown and rated; ``build_ask`` makes the draft. A generator that picks
    one of several questions can build whichever it picked in one place."""

    prompt: str
    fill: str | None
    answer: str
    explanation: str
    wrong: Sequence[Wrong]
    key: str
    fmt: str = "number"
    task: TaskKind = "compute"
    steps: int = 1
    acceptable: Sequence[str] = ()


def build_ask(ctx: GenerationContext, ask: Ask, **rest: Any) -> Draft:
    """``build`` for ``ask``; ``rest`` are build's other arguments (mag, standard, forms...)."""
    return build(ctx, **ask._asdict(), **rest)


def other_answers(answer: str, options: Sequence[str], name: str, reason: str) -> list[Wrong]:
    """Every option but the answer as a wrong answer, all with the same misconception and reason."""
    return [(option, name, reason) for option in options if option != answer]


def _frozen(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


@cache
def bank_rows(stem: str, key: str, *fields: str) -> tuple[tuple[Any, ...], ...]:
    """The entries under ``key`` of ``catalog_data/content/math/<stem>.json`` as tuples of their
    ``fields`` (lists become tuples), in their data order (part of the seeded output)."""
    return tuple(tuple(_frozen(entry[f]) for f in fields) for entry in load_bank("math", stem)[key])


@cache
def bank_list(stem: str, key: str) -> tuple[Any, ...]:
    """The list under ``key`` of ``catalog_data/content/math/<stem>.json`` as a tuple, in its data
    order (part of the seeded output)."""
    return _frozen(load_bank("math", stem)[key])
