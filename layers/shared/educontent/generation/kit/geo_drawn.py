"""A question about a drawing (a shape, a grid, a clock, a number line...) whose words a generator
has worked out as an ``Asked``: the drawing is its diagram, and the question is rendered as the
requested content type."""

from __future__ import annotations

from typing import Any

from educontent.generation.difficulty import Features
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.question_builders import diagram, finish
from educontent.generation.registry import Draft, GenerationContext


def drawn(
    ctx: GenerationContext,
    asked: Asked,
    kind: str,
    svg: str,
    rated: Features,
    beside: str | None = None,
    **fields: Any,
) -> Draft:
    """``asked`` with ``svg`` as its ``kind`` diagram (shown beside ``beside``, when given), rated by
    ``rated``; ``fields`` are MathQuestion's other fields (unit, answer format...)."""
    return finish(ctx, asked.question(diagram=diagram(kind, svg, beside), features=rated, **fields))
