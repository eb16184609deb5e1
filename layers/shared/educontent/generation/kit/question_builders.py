"""Building math questions step by step: misconception choices (``mis``, ``clean``), the forms a
question can also take (``arith``, ``diagram``, ``table``), difficulty ``features``, a story
``name`` from roster 3, and ``finish`` that renders the question as the requested content type."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from fractions import Fraction

from educontent.generation.difficulty import Features, TaskKind
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import (
    ArithmeticForm,
    DiagramForm,
    MathQuestion,
    Misconception,
    TableForm,
    render,
)
from educontent.generation.kit.people import roster
from educontent.generation.registry import Draft, GenerationContext


def name(rng: random.Random) -> str:
    """A first name for a word problem (roster 3)."""
    return pick(rng, roster("roster-3"))


def mis(display: str, name_: str, reason: str) -> Misconception:
    return Misconception(display, name_, reason)


def clean(answer: str, wrong: Iterable[Misconception | None]) -> tuple[Misconception, ...]:
    """Distinct wrong answers, none equal to the answer, none negative or empty (``None`` skipped)."""
    seen = {answer}
    out = []
    for m in wrong:
        if m is None or not m.display or m.display.startswith("-") or m.display in seen:
            continue
        seen.add(m.display)
        out.append(m)
    return tuple(out)


def features(task: TaskKind, steps: int, magnitude: int, representation: str) -> Features:
    return Features(task=task, steps=steps, magnitude=magnitude, representation=representation)  # type: ignore[arg-type]


def finish(ctx: GenerationContext, question: MathQuestion) -> Draft:
    return render(question, ctx.content_type, ctx.rng)


def arith(
    a: Fraction | int,
    op: str,
    b: Fraction | int,
    expression: str,
    missing: str = "result",
    displays: tuple[str, ...] | None = None,
    c: Fraction | int | None = None,
) -> ArithmeticForm:
    return ArithmeticForm(
        operand1=a,
        operand2=b,
        operand3=c,
        operator=op,  # type: ignore[arg-type]
        expression=expression,
        missing=missing,  # type: ignore[arg-type]
        operand_displays=displays,
    )


def diagram(kind: str, svg: str, question: str | None = None) -> DiagramForm:
    return DiagramForm(kind=kind, svg=svg, question=question)  # type: ignore[arg-type]


def table(
    title: str, columns: Sequence[str], rows: Sequence[Sequence[str | int | float]], question: str
) -> TableForm:
    return TableForm(
        title=title, columns=tuple(columns), rows=tuple(tuple(r) for r in rows), question=question
    )
