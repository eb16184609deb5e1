"""Shared pieces of the kindergarten to grade 4 physical-science generators (``materials``,
``changes``, ``pushes``, ``balance``, ``magnets``, ``sunlight``, ``sound_light``, ``energy_k4``):
a generator's table of modes (what each ``ask`` can make, by content type), the draft of a mode's
result (a ``Claim`` in any written form, or a finished ``Draft``), and the people in the stories.

Every random choice comes from ``ctx.rng``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache

from educontent.core.catalog_records import ContentType
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft
from educontent.generation.kit.people import Person, people
from educontent.generation.kit.types import FB, MC, PB, SA, TF
from educontent.generation.registry import Draft, GenerationContext, NoSuchForm

Made = Claim | Draft
Builder = Callable[[GenerationContext], Made]
Modes = Mapping[str, Mapping[ContentType, Builder]]

CLAIM_TYPES = (MC, TF, FB, SA)
"""The written forms every claim takes (passage-based only with a passage)."""


def claims(builder: Builder, *, passage: bool = False) -> dict[ContentType, Builder]:
    """The mode table entry of a builder of claims: every written form (and passage-based)."""
    return {kind: builder for kind in (*CLAIM_TYPES, *((PB,) if passage else ()))}


def kinds(modes: Modes) -> set[ContentType]:
    """Every content type some mode of ``modes`` makes (what the generator declares)."""
    return {kind for table in modes.values() for kind in table}


def drafted(ctx: GenerationContext, modes: Modes, asks: Sequence[str]) -> Draft:
    """The draft of one of ``asks`` (picked among those that make the requested content type)."""
    able = [a for a in asks if ctx.content_type in modes[a]]
    if not able:
        raise NoSuchForm(f"none of {list(asks)} makes {ctx.content_type.value}")
    made = modes[pick(ctx.rng, able)][ctx.content_type](ctx)
    return made if isinstance(made, Draft) else claim_draft(ctx, made)


def cap(text: str) -> str:
    """``text`` with its first letter capitalised."""
    return text[:1].upper() + text[1:]


def bare(phrase: str) -> str:
    """``phrase`` without its leading article ("a tower" -> "tower")."""
    first, _, rest = phrase.partition(" ")
    return rest if first in ("a", "an", "the") and rest else phrase


def the(phrase: str) -> str:
    """``phrase`` with "the" for its leading "a" or "an" ("a rolling ball" -> "the rolling ball")."""
    first, _, rest = phrase.partition(" ")
    return f"the {rest}" if first in ("a", "an") and rest else phrase


@cache
def children() -> tuple[Person, ...]:
    """The names (with pronouns) of the children in the stories."""
    return people("roster-4")


def child(ctx: GenerationContext) -> Person:
    return pick(ctx.rng, children())
