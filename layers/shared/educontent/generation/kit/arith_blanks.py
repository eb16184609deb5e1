"""A number sentence with a blank, asked as "What number makes this true?"."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.picture_forms import Mistake, wrongs


def missing_number(
    sentence: str,
    answer: int,
    explanation: str,
    mistakes: Iterable[Mistake],
    prompt: str | None = None,
    **rest: Any,
) -> MathQuestion:
    """The question for ``sentence`` (with ``___`` where ``answer`` goes): the sentence is also the
    fill-in text, and ``mistakes`` are the wrong answers; ``rest`` are the other question fields.
    ``prompt`` replaces "What number makes this true?" where the question is asked otherwise."""
    return MathQuestion(
        prompt=prompt or f"What number makes this true? {sentence}",
        answer_display=str(answer),
        answer_value=answer,
        explanation=explanation,
        misconceptions=wrongs(str(answer), *mistakes),
        fill_text=sentence,
        **rest,
    )
