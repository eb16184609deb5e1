"""A math question from what changes between questions: the prompt, the answer, the explanation and
the wrong answers a child is likely to give; the answer is shown as written and, for a whole number,
kept as its value. ``answer_question`` takes the wrong answers as misconceptions (``mis``) and keeps
the distinct ones (``clean``); ``mistake_question`` takes them as (display, name, reason) tuples
(``picture_forms.wrongs``); ``words_draft`` renders a question told and answered in words."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from educontent.generation.difficulty import Features, TaskKind
from educontent.generation.kit.math_forms import MathQuestion, Misconception
from educontent.generation.kit.picture_forms import Mistake, finish, standard, wrongs
from educontent.generation.kit.question_builders import clean
from educontent.generation.registry import Draft, GenerationContext


def answer_question(
    prompt: str,
    answer: object,
    explanation: str,
    wrong: Iterable[Misconception | None],
    **fields: Any,
) -> MathQuestion:
    """The question; ``fields`` are MathQuestion's other fields (``answer_value`` defaults to ``answer``)."""
    return _question(prompt, answer, explanation, clean(str(answer), wrong), fields)


def mistake_question(
    prompt: str, answer: object, explanation: str, wrong: Iterable[Mistake], **fields: Any
) -> MathQuestion:
    """The question; ``fields`` are MathQuestion's other fields (``answer_value`` defaults to ``answer``)."""
    return _question(prompt, answer, explanation, wrongs(str(answer), *wrong), fields)


def _question(
    prompt: str, answer: object, explanation: str, misconceptions: tuple[Misconception, ...], fields: dict
) -> MathQuestion:
    fields.setdefault("answer_value", answer)
    return MathQuestion(
        prompt=prompt,
        answer_display=str(answer),
        explanation=explanation,
        misconceptions=misconceptions,
        **fields,
    )


def words_draft(
    ctx: GenerationContext,
    prompt: str,
    answer: str,
    explanation: str,
    wrong: Iterable[Mistake],
    fill: str,
    *,
    task: TaskKind,
    key: str,
    codes: tuple[str, ...],
    instructions: str,
    steps: int = 1,
    magnitude: int = 1,
) -> Draft:
    """A question told in words alone whose answer is words (``mistake_question``): the standard is
    the first of ``codes`` the skill lists."""
    q = mistake_question(
        prompt,
        answer,
        explanation,
        wrong,
        fill_text=fill,
        answer_format="text",
        features=Features(task=task, steps=steps, magnitude=magnitude, representation="text"),
        key=key,
        standard=standard(ctx, *codes),
        instructions=instructions,
    )
    return finish(q, ctx)


def asked_question(asked: Any, **fields: Any) -> MathQuestion:
    """``mistake_question`` for a generator's own record of what it asks: its ``prompt``, ``answer``,
    ``value``, ``explanation``, ``wrong`` and ``fill``; ``fields`` are MathQuestion's other fields."""
    return mistake_question(
        asked.prompt,
        asked.answer,
        asked.explanation,
        asked.wrong,
        answer_value=asked.value,
        fill_text=asked.fill,
        **fields,
    )
