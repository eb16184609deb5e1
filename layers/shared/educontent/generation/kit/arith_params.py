"""Parameters of a generator that asks one of several kinds of question, named once in its table.

``choice_params(_MODES)`` is a closed parameters model (no unknown keys) whose one field lists one
or more of the table's keys, so the names need not be repeated in a ``Literal[...]``. Subclass it to
add a generator's other fields: they follow the list of kinds, as they would in a written model.
With a ``default``, the field is one name instead (the default unless a request names another).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Literal

from pydantic import ConfigDict, Field, create_model


def choice_params(kinds: Iterable[str], field: str = "modes", default: str | None = None) -> Any:
    """A closed model with ``field``: a non-empty list of the names in ``kinds`` (in that order),
    or with a ``default``, one of them."""
    name = Literal[tuple(kinds)]  # type: ignore[valid-type]
    spec = (list[name], Field(min_length=1)) if default is None else (name, default)
    return create_model("ChoiceParams", __config__=ConfigDict(extra="forbid"), **{field: spec})
