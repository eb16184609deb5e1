"""A whole-number question from a generator's record of the work: its ``prompt``, ``answer`` (a
whole number, shown with commas), ``explain``, ``wrongs``, ``fill`` and ``arith``."""

from __future__ import annotations

from typing import Any

from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.wrong_answers import non_negative, wrong_answers
from educontent.generation.numbers.fractions import with_commas


def worked_question(work: Any, **rest: Any) -> MathQuestion:
    """The question for ``work``, keeping the wrong answers that are not the answer and not negative;
    ``rest`` are MathQuestion's other fields."""
    return MathQuestion(
        prompt=work.prompt,
        answer_display=with_commas(work.answer),
        answer_value=work.answer,
        explanation=work.explain,
        misconceptions=wrong_answers(work.answer, work.wrongs, non_negative),
        fill_text=work.fill,
        arithmetic=work.arith,
        **rest,
    )
