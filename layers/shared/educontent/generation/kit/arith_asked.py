"""The parts of a question that a generator's builders work out, made into one ``MathQuestion``.

A generator with several kinds of question lets each builder return an ``Asked`` and builds the
question in one place, adding what its mode table says (answer format, difficulty features).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any, NamedTuple

from educontent.generation.kit.math_forms import MathQuestion, Misconception
from educontent.generation.kit.question_builders import clean
from educontent.generation.kit.wrong_answers import non_negative, wrong_answers
from educontent.generation.numbers.fractions import other_forms


class Asked(NamedTuple):
    """A question's prompt, answer (as written), explanation, wrong answers and fill-in sentence;
    its duplicate-check key, its value where the answer is a number, and the size of its numbers."""

    prompt: str
    answer: str
    explanation: str
    wrong: Sequence[Misconception]
    fill: str
    key: str = ""
    value: int | None = None
    magnitude: int = 0

    def question(self, **rest: Any) -> MathQuestion:
        """The ``MathQuestion``, the wrong answers cleaned (``rest``: its other fields)."""
        return self._made(clean(self.answer, self.wrong), rest)

    def by_value(self, correct: object, **rest: Any) -> MathQuestion:
        """The ``MathQuestion``, keeping the wrong answers whose value is not ``correct`` and not
        negative (so ``0.5`` is no wrong answer to ``1/2``)."""
        return self._made(wrong_answers(correct, self.wrong, non_negative), rest)

    def fraction(self, value: Fraction, **rest: Any) -> MathQuestion:
        """``by_value`` for a fraction answer: other ways of writing ``value`` are accepted too."""
        acceptable = other_forms(value, self.answer)
        return self.by_value(value, answer_format="fraction", acceptable=acceptable, **rest)

    def _made(self, misconceptions: tuple[Misconception, ...], rest: dict[str, Any]) -> MathQuestion:
        return MathQuestion(
            prompt=self.prompt,
            answer_display=self.answer,
            answer_value=self.value,
            explanation=self.explanation,
            misconceptions=misconceptions,
            fill_text=self.fill,
            key=self.key,
            **rest,
        )
