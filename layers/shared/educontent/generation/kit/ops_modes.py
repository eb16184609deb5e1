"""Generators that pick one of the asked ``modes`` and build it with a function of (random source,
mode, ...) from a table, rendering the question as it is (no standard chosen for it)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import MathQuestion, render
from educontent.generation.registry import Draft, GenerationContext


def render_picked(
    ctx: GenerationContext, builders: Mapping[str, Callable[..., MathQuestion]], *args: Any
) -> Draft:
    """One of the asked ``modes`` (picked at random), built by its builder from the random source, the
    mode and ``args``, rendered as the requested content type."""
    mode = pick(ctx.rng, ctx.params.modes)
    return render(builders[mode](ctx.rng, mode, *args), ctx.content_type, ctx.rng)
