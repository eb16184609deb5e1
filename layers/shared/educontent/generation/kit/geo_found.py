"""A question in the words the grade 7-8 generators share: a sentence that sets it up (the lead),
then the question or, in the fill-in form, a sentence that ends in the blank."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from educontent.generation.kit.drafts import Wrong, build
from educontent.generation.registry import Draft, GenerationContext


class Found(NamedTuple):
    """What a question asks and answers: the sentence that sets it up (``lead``), the question, the
    fill-in sentence's end with its blank, the answer, the explanation, the wrong answers and the
    answer's unit."""

    lead: str
    ask: str
    blank: str
    answer: str
    explanation: str
    wrong: Sequence[Wrong]
    unit: str | None = None


def found_draft(ctx: GenerationContext, found: Found, **rest: Any) -> Draft:
    """``build`` for ``found``; ``rest`` are build's other arguments (diagram, table, task, steps,
    mag, key...)."""
    lead = found.lead
    return build(
        ctx,
        prompt=f"{lead} {found.ask}",
        answer=found.answer,
        unit=found.unit,
        explanation=found.explanation,
        wrong=found.wrong,
        fill=f"{lead} {found.blank}",
        **rest,
    )
