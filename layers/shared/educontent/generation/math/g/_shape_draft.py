"""A question about a drawn shape, in the words the grade 7-8 geometry generators share
(``kit/geo_found``): a sentence that sets it up, then the question or, in the fill-in form, a
sentence that ends in the blank."""

from __future__ import annotations

from typing import Any

from educontent.generation.kit.geo_found import Found, found_draft
from educontent.generation.kit.math_forms import DiagramForm
from educontent.generation.registry import Draft, GenerationContext


def shape_draft(ctx: GenerationContext, found: Found, svg: str, kind: str = "shape", **rest: Any) -> Draft:
    """``found_draft`` for ``found`` with ``svg`` as its diagram (a ``kind`` one); ``rest`` are
    build's other arguments (task, steps, mag, key...)."""
    return found_draft(ctx, found, diagram=DiagramForm(kind, svg), **rest)
