"""Questions answered by writing an expression, equation or inequality (grades 6-8 algebra)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from educontent.generation.kit.answer_forms import written
from educontent.generation.kit.math_forms import MathQuestion


def expression_question(
    prompt: str,
    fill: str,
    answer: str,
    explanation: str,
    candidates: Iterable[tuple[str, str, str]],
    **parts: Any,
) -> MathQuestion:
    """A question whose answer is written as an expression (``written``), also accepted without
    its spaces; ``parts`` are the question's other parts (task, steps, key, forms...)."""
    return written(
        prompt=prompt,
        fill=fill,
        answer=answer,
        acceptable=(answer.replace(" ", ""),),
        explanation=explanation,
        candidates=candidates,
        **parts,
    )
