"""A math question from what changes between questions: the prompt, the answer, the explanation and
the wrong answers a child is likely to give; the answer is shown as written and, for a whole number,
kept as its value. ``answer_question`` takes the wrong answers as misconceptions (``mis``) and keeps
the distinct ones (``clean``); ``mistake_question`` takes them as (display, name, reason) tuples
(``picture_forms.wrongs``)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from educontent.generation.kit.math_forms import MathQuestion, Misconception
from educontent.generation.kit.picture_forms import Mistake, wrongs
from educontent.generation.kit.question_builders import clean


def answer_question(
    prompt: str,
    answer: object,
    explanation: str,
    wrong: Iterable[Misconception | None],
    **fields: Any,
) -> MathQuestion:
    """The question; ``fields`` are MathQuestion's other fields (``answer_value`` defaults to ``answer``)."""
    shown = str(answer)
    fields.setdefault("answer_value", answer)
    return MathQuestion(
        prompt=prompt,
        answer_display=shown,
        explanation=explanation,
        misconceptions=clean(shown, wrong),
        **fields,
    )


def mistake_question(
    prompt: str, answer: object, explanation: str, wrong: Iterable[Mistake], **fields: Any
) -> MathQuestion:
    """The question; ``fields`` are MathQuestion's other fields (``answer_value`` defaults to ``answer``)."""
    shown = str(answer)
    fields.setdefault("answer_value", answer)
    return MathQuestion(
        prompt=prompt,
        answer_display=shown,
        explanation=explanation,
        misconceptions=wrongs(shown, *wrong),
        **fields,
    )
