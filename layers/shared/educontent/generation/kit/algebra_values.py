"""Questions answered by an exact number (grades 6-8): the answer is also accepted in its other
exact forms, and the wrong answers are kept apart from it by value."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from fractions import Fraction
from typing import Any

from educontent.generation.kit.answer_forms import acceptable_forms, question, wrongs
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.numbers.rationals import fx


def exact_question(
    value: Fraction,
    candidates: Iterable[tuple[str, str, str]],
    *,
    show: Callable[[Fraction], str] = fx,
    signed: bool = False,
    slips: bool = True,
    **parts: Any,
) -> MathQuestion:
    """A question whose answer is ``value`` as ``show`` writes it, also accepted as an improper
    fraction, mixed number or decimal. The wrong ``candidates`` may be negative only if ``signed``;
    with ``slips``, calculation slips are added until there are three. ``parts`` are the
    question's other parts (prompt, fill, explanation, task, key...)."""
    answer = show(value)
    return question(
        answer=answer,
        acceptable=acceptable_forms(value),
        wrong=wrongs(answer, candidates, signed=signed, fallback=value if slips else None, fallback_fmt=show),
        **parts,
    )
