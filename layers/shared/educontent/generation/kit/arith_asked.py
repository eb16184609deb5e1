"""The parts of a question that a generator's builders work out, made into one ``MathQuestion``.

A generator with several kinds of question lets each builder return an ``Asked`` and builds the
question in one place, adding what its mode table says (answer format, difficulty features).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from educontent.generation.kit.math_forms import MathQuestion, Misconception
from educontent.generation.kit.question_builders import clean


class Asked(NamedTuple):
    """A question's prompt, answer (as written), explanation, wrong answers and fill-in sentence;
    its duplicate-check key, its value where the answer is a number, and the size of its numbers."""

    prompt: str
    answer: str
    explanation: str
    wrong: list[Misconception]
    fill: str
    key: str = ""
    value: int | None = None
    magnitude: int = 0

    def question(self, **rest: Any) -> MathQuestion:
        """The ``MathQuestion``, the wrong answers cleaned (``rest``: its other fields)."""
        return MathQuestion(
            prompt=self.prompt,
            answer_display=self.answer,
            answer_value=self.value,
            explanation=self.explanation,
            misconceptions=clean(self.answer, self.wrong),
            fill_text=self.fill,
            key=self.key,
            **rest,
        )
