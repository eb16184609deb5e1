"""The question every tenths-and-hundredths builder but comparing ends in."""

from __future__ import annotations

from fractions import Fraction

from educontent.generation.difficulty import Features
from educontent.generation.kit.math_forms import AnswerFormat, DiagramForm, MathQuestion, Misconception
from educontent.generation.kit.wrong_answers import non_negative, wrong_answers
from educontent.generation.numbers.fractions import other_forms


def represent(
    mode: str,
    prompt: str,
    fill: str,
    display: str,
    value: Fraction,
    explain: str,
    cands: list[Misconception],
    answer_format: AnswerFormat = "fraction",
    diagram: DiagramForm | None = None,
) -> MathQuestion:
    return MathQuestion(
        prompt=prompt,
        answer_display=display,
        explanation=explain,
        misconceptions=wrong_answers(value, cands, non_negative),
        fill_text=fill,
        diagram=diagram,
        answer_format=answer_format,
        acceptable=other_forms(value, display) if answer_format == "fraction" else (),
        features=Features("represent", 1, 2, "visual" if diagram else "symbolic"),
        key=f"dm:{mode}:{prompt}:{fill}:{display}",
        instructions="Use tenths and hundredths.",
    )
