"""Generators that ask several kinds of question ("modes"), each built by a function in a table.

A generator that dispatches on a table (``_MODES = {"blocks": blocks, ...}``) would otherwise list
the same names again in a ``Literal[...]``. ``many_of(_MODES)`` is a closed parameters model (no
unknown keys) whose one field is a non-empty list of the table's keys; ``one_of(_MODES)`` asks for
exactly one of them (required, or with a default). Subclass either to add a generator's other
fields: they follow the kinds, as they would in a written model. For several named fields,
``params_model`` takes fields made by ``listed`` and ``chosen``, each from one or more tables.
``emit_mode`` and ``draft_mode`` run the builder of the mode asked for.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, create_model

from educontent.generation.kit.answer_forms import emit
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.registry import Draft, GenerationContext


def names_of(*tables: Iterable[str]) -> Any:
    """``Literal`` of the keys of ``tables`` (dicts, or sequences of further names), in their order."""
    return Literal[tuple(name for table in tables for name in table)]


def listed(*tables: Iterable[str], **field: Any) -> tuple[Any, Any]:
    """A field (for ``params_model``): a non-empty list of the names in ``tables``; ``field`` are
    further ``Field`` arguments (a ``default_factory``)."""
    return list[names_of(*tables)], Field(min_length=1, **field)


def chosen(*tables: Iterable[str], default: Any = ...) -> tuple[Any, Any]:
    """A field (for ``params_model``): one of the names in ``tables`` (required without ``default``)."""
    return names_of(*tables), default


def params_model(model: str, **fields: Any) -> type[BaseModel]:
    """A params model named ``model`` that refuses unknown fields; ``fields`` as ``create_model``
    takes them (``listed``, ``chosen``, or ``(type, default)``)."""
    return create_model(model, __config__=ConfigDict(extra="forbid"), **fields)


def many_of(kinds: Iterable[str], field: str = "modes", name: str = "ModesParams") -> Any:
    """A closed model whose ``field`` lists one or more of the names in ``kinds`` (in that order)."""
    return params_model(name, **{field: listed(kinds)})


def one_of(kinds: Iterable[str], field: str = "mode", default: Any = ..., name: str = "ModeParams") -> Any:
    """A closed model whose ``field`` is one of the names in ``kinds``: required unless a ``default``
    is given."""
    return params_model(name, **{field: chosen(kinds, default=default)})


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
