"""Parameters that name which kinds of question a generator asks, taken from its table of kinds.

A generator that dispatches on a table (``_MODES = {"blocks": blocks, ...}``) would otherwise list
the same names again in a ``Literal[...]``. ``many_of(_MODES)`` is a closed parameters model (no
unknown keys) whose one field is a non-empty list of the table's keys; ``one_of(_MODES)`` asks for
exactly one of them (required, or with a default). Subclass either to add a generator's other
fields: they follow the kinds, as they would in a written model.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Literal

from pydantic import ConfigDict, Field, create_model


def _closed(field: str, spec: tuple[Any, Any]) -> Any:
    return create_model("KindParams", __config__=ConfigDict(extra="forbid"), **{field: spec})


def many_of(kinds: Iterable[str], field: str = "modes") -> Any:
    """A closed model whose ``field`` lists one or more of the names in ``kinds`` (in that order)."""
    return _closed(field, (list[Literal[tuple(kinds)]], Field(min_length=1)))  # type: ignore[valid-type]


def one_of(kinds: Iterable[str], field: str = "mode", default: Any = ...) -> Any:
    """A closed model whose ``field`` is one of the names in ``kinds``: required unless a ``default``
    is given."""
    return _closed(field, (Literal[tuple(kinds)], default))  # type: ignore[valid-type]
