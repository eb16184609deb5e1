"""Parameters of a generator that asks one of several kinds of question, named once in its table.

``choice_params(_MODES)`` is a closed parameters model (no unknown keys) whose one field lists one
or more of the table's keys, so the names need not be repeated in a ``Literal[...]``. Subclass it to
add a generator's other fields: they follow the list of kinds, as they would in a written model.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Literal

from pydantic import ConfigDict, Field, create_model


def choice_params(kinds: Iterable[str], field: str = "modes") -> Any:
    """A closed model with ``field``: a non-empty list of the names in ``kinds`` (in that order)."""
    names = tuple(kinds)
    return create_model(
        "ChoiceParams",
        __config__=ConfigDict(extra="forbid"),
        **{field: (list[Literal[names]], Field(min_length=1))},  # type: ignore[valid-type]
    )
