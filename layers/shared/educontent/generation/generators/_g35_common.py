"""Shared helpers for the grade 3-5 measurement, geometry, number and fraction generators
(``math.g35.*``): names and objects for word problems, misconception lists, and a ``finish``
that renders a ``MathQuestion``."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from fractions import Fraction
from functools import lru_cache
from typing import TypeVar

from educontent.generation.difficulty import Features, TaskKind
from educontent.generation.kit.math_forms import (
    ArithmeticForm,
    DiagramForm,
    MathQuestion,
    Misconception,
    TableForm,
    render,
)
from educontent.generation.numbers import fmt
from educontent.generation.registry import Draft, GenerationContext

T = TypeVar("T")

NAMES = (
    "Maya",
    "Leo",
    "Ava",
    "Sam",
    "Priya",
    "Omar",
    "Mei",
    "Diego",
    "Zara",
    "Kofi",
    "Lena",
    "Ravi",
    "Nora",
    "Ben",
    "Aiko",
    "Jamal",
    "Sofia",
    "Tariq",
    "Hana",
    "Luis",
)


def pick(rng: random.Random, items: Sequence[T]) -> T:
    return items[rng.randrange(len(items))]


def name(rng: random.Random) -> str:
    return pick(rng, NAMES)


def two_names(rng: random.Random) -> tuple[str, str]:
    first = rng.randrange(len(NAMES))
    second = (first + 1 + rng.randrange(len(NAMES) - 1)) % len(NAMES)
    return NAMES[first], NAMES[second]


def mis(display: str, name_: str, reason: str) -> Misconception:
    return Misconception(display, name_, reason)


def clean(answer: str, wrong: Iterable[Misconception]) -> tuple[Misconception, ...]:
    """Distinct wrong answers, none equal to the answer, none negative or empty."""
    seen = {answer}
    out = []
    for m in wrong:
        if not m.display or m.display.startswith("-") or m.display in seen:
            continue
        seen.add(m.display)
        out.append(m)
    return tuple(out)


def digits(value: Fraction | int) -> int:
    value = Fraction(value)
    return max(1, len(str(abs(value.numerator))), len(str(value.denominator)) if value.denominator > 1 else 1)


def features(task: TaskKind, steps: int, magnitude: int, representation: str) -> Features:
    return Features(task=task, steps=steps, magnitude=magnitude, representation=representation)  # type: ignore[arg-type]


@lru_cache(maxsize=4096)
def _fr(value: Fraction) -> str:
    return fmt(value, mixed=True)


def fr(value: Fraction | int) -> str:
    """A fraction as a child writes it: ``3/4``, ``2 1/2``, ``5``."""
    return _fr(value if isinstance(value, Fraction) else Fraction(value))


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


def level_pick(rank: int, easy: T, medium: T, hard: T) -> T:
    return (easy, medium, hard)[rank]
