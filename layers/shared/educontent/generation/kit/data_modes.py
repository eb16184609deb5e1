"""Generators that ask several kinds of question ("modes"), each built by a function in a table:
the parameters model takes its mode names from the table's keys, so the names are written once,
and the generator runs the builder of the mode asked for."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from typing import Any, Literal

from pydantic import Field, create_model

from educontent.generation.kit.answer_forms import ModeParams, emit
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.registry import Draft, GenerationContext


def mode_params(name: str, modes: Iterable[str], *, many: bool = False, **fields: Any) -> type[ModeParams]:
    """A parameters model called ``name`` whose ``mode`` is one of ``modes`` (with ``many``:
    whose ``modes`` is a non-empty list of them); ``fields`` are its other fields, as
    ``pydantic.create_model`` takes them."""
    choice = Literal[tuple(modes)]  # type: ignore[valid-type]
    if many:
        fields["modes"] = (list[choice], Field(min_length=1))
    else:
        fields["mode"] = (choice, ...)
    return create_model(name, __base__=ModeParams, **fields)


def emit_mode(
    ctx: GenerationContext, builders: Mapping[str, Callable[..., MathQuestion]], standard: str | None = None
) -> Draft:
    """The question of the asked ``mode``, built by its builder from the random source and level;
    ``standard`` is the one all the modes teach, when the builders leave it to the generator."""
    made = builders[ctx.params.mode](ctx.rng, ctx.level.rank)
    return emit(ctx, replace(made, standard=standard) if standard else made)


def draft_mode(
    ctx: GenerationContext, builders: Mapping[str, Callable[[GenerationContext, str], Draft]]
) -> Draft:
    """The draft of one of the ``modes`` asked for (picked at random), built by its builder."""
    mode = pick(ctx.rng, ctx.params.modes)
    return builders[mode](ctx, mode)
