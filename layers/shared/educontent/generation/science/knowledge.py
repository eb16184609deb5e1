"""The science knowledge model: facts written for this project as data, one file per area,
``catalog_data/content/science/model-<area>.json`` (each with its JSON schema).

Conventions every model file keeps:

- every entry (an organism, a material, a planet...) carries ``grades: [low, high]`` (0 is
  kindergarten): the grades whose items may use it (``in_grade``);
- a number is a quantity ``{"value", "unit", "source", "fact"}``: its unit, a note of where it
  comes from, and its id in the fact review file (``fact-review.json``); a generator reads it with
  ``quantity``;
- an entry whose fact could be disputed (a classification that changed, a rule with exceptions)
  carries ``"review": "<fact id>"``; a generator that uses it calls ``reviewed``.

``quantity`` and ``reviewed`` note each fact id they hand out while ``recording()`` is open, so a
test can check that every fact a generator used is in the review file.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, NamedTuple, TypeVar

from educontent.generation.banks import load_bank

T = TypeVar("T", bound=Mapping[str, Any])

_USED: ContextVar[set[str] | None] = ContextVar("science_facts_used", default=None)


def model(area: str) -> Any:
    """The knowledge model ``model-<area>.json`` (read once per container)."""
    return load_bank("science", f"model-{area}")


def in_grade(entries: Sequence[T], grade: int) -> list[T]:
    """The entries whose ``grades`` range holds ``grade``, in their data order."""
    return [e for e in entries if e["grades"][0] <= grade <= e["grades"][1]]


class Quantity(NamedTuple):
    value: int | float
    unit: str
    source: str
    fact: str


def _note(fact: str) -> None:
    used = _USED.get()
    if used is not None:
        used.add(fact)


def quantity(raw: Mapping[str, Any]) -> Quantity:
    """A model quantity (``{"value", "unit", "source", "fact"}``), noted as used."""
    _note(raw["fact"])
    return Quantity(raw["value"], raw["unit"], raw["source"], raw["fact"])


def reviewed(entry: Mapping[str, Any]) -> Mapping[str, Any]:
    """``entry``, noting its contestable fact (``review``) as used when it has one."""
    if "review" in entry:
        _note(entry["review"])
    return entry


@contextmanager
def recording() -> Iterator[set[str]]:
    """While open, the ids of the facts ``quantity`` and ``reviewed`` hand out gather in the set."""
    used: set[str] = set()
    token = _USED.set(used)
    try:
        yield used
    finally:
        _USED.reset(token)
