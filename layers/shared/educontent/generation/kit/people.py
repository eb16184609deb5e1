"""The people in math stories: rosters of names from ``catalog_data/content/math/people.json``."""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from educontent.generation.banks import load_bank


class Person(NamedTuple):
    name: str
    subject: str  # she / he / they
    possessive: str  # her / his / their


@cache
def roster(name: str) -> tuple[str, ...]:
    """The names of roster ``name``, in their data order (part of the seeded output)."""
    return tuple(
        entry if isinstance(entry, str) else entry["name"]
        for entry in load_bank("math", "people")["rosters"][name]
    )


@cache
def people(name: str) -> tuple[Person, ...]:
    """Roster ``name`` with pronouns (only for rosters that give them)."""
    return tuple(
        Person(entry["name"], entry["subject"], entry["possessive"])
        for entry in load_bank("math", "people")["rosters"][name]
    )
