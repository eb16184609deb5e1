"""Parameter models whose mode names come from a generator's own table (``_MODES``, ``_ASKS``...), so
that each name is written once: the keys of the table that says what each mode does."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, create_model


def names_of(*tables: Iterable[str]) -> Any:
    """``Literal`` of the keys of ``tables`` (dicts or sequences of names), in their order."""
    return Literal[tuple(name for table in tables for name in table)]


def modes_params(model: str, *tables: Iterable[str], field: str = "modes", **fields: Any) -> type[BaseModel]:
    """A params model (unknown fields refused) with ``field``: a non-empty list of the names in
    ``tables``; ``fields`` are its other fields, as ``create_model`` takes them."""
    listed = (list[names_of(*tables)], Field(min_length=1))
    return create_model(model, __config__=ConfigDict(extra="forbid"), **{field: listed}, **fields)


def mode_params(model: str, *tables: Iterable[str], field: str = "mode", **fields: Any) -> type[BaseModel]:
    """A params model (unknown fields refused) with ``field``: one of the names in ``tables``
    (required); ``fields`` are its other fields, as ``create_model`` takes them."""
    return create_model(
        model, __config__=ConfigDict(extra="forbid"), **{field: (names_of(*tables), ...)}, **fields
    )
