"""Parameter models whose mode names come from a generator's own table (``_MODES``, ``_ASKS``...), so
that each name is written once: as a key of the table that says what the mode does."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, create_model


def names_of(*tables: Iterable[str]) -> Any:
    """``Literal`` of the keys of ``tables`` (dicts, or sequences of further names), in their order."""
    return Literal[tuple(name for table in tables for name in table)]


def listed(*tables: Iterable[str], **field: Any) -> tuple[Any, Any]:
    """A field (for ``params_model``): a non-empty list of the names in ``tables``; ``field`` are
    further ``Field`` arguments (a ``default_factory``)."""
    return list[names_of(*tables)], Field(min_length=1, **field)


def one_of(*tables: Iterable[str], default: Any = ...) -> tuple[Any, Any]:
    """A field (for ``params_model``): one of the names in ``tables`` (required without ``default``)."""
    return names_of(*tables), default


def params_model(model: str, **fields: Any) -> type[BaseModel]:
    """A params model named ``model`` that refuses unknown fields; ``fields`` as ``create_model``
    takes them (``listed``, ``one_of``, or ``(type, default)``)."""
    return create_model(model, __config__=ConfigDict(extra="forbid"), **fields)


def modes_params(model: str, *tables: Iterable[str]) -> type[BaseModel]:
    """A params model whose one field, ``modes``, is a non-empty list of the names in ``tables``."""
    return params_model(model, modes=listed(*tables))
