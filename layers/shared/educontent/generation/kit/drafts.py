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
from educontent.generation.difficulty import TaskKind
from educontent.generation.kit.answer_forms import question
from educontent.generation.kit.math_forms import Misconception, render
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
    answer: str,
    wrong: Sequence[Wrong] = (),
    fmt: str = "number",
    task: TaskKind = "compute",
    mag: int = 1,
    key: str = "",
    value: str | int | None = None,
    words: bool = False,
    **parts: Any,
) -> Draft:
    """Render one question; wrong answers equal to the answer or to each other are dropped. ``parts``
    are ``answer_forms.question``'s other arguments (prompt, explanation, fill, unit, the forms, steps,
    standard, acceptable, instructions)."""
    seen = {answer}
    misconceptions = []
    for display, name, reason in wrong:
        if display and display not in seen:
            seen.add(display)
            misconceptions.append(Misconception(display, name, reason))
    if value is None:
        value = int(answer) if _INT.fullmatch(answer) else answer
    q = question(
        answer=answer,
        wrong=misconceptions,
        value=value,
        answer_format=fmt,
        task=task,
        magnitude=mag,
        representation=_representation(ctx, task, words),
        key=key,
        **parts,
    )
    return render(q, ctx.content_type, ctx.rng)


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
