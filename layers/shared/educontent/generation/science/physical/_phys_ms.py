"""Shared by the grade 4 and grade 8 forces, energy and waves generators (``forces_ms``, ``fields``,
``kinetic``, ``waves``, ``light_ms``, ``signals``, ``waves_k4``): numbers as a teacher writes them,
and the table of asks a generator serves (each ask makes some content types)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction

from educontent.core.catalog_records import ContentType
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft
from educontent.generation.registry import Draft, GenerationContext, NoSuchForm

Build = Callable[[GenerationContext], Draft]
Asks = Mapping[str, Mapping[ContentType, Build]]


def cap(text: str) -> str:
    """``text`` with its first letter a capital."""
    return text[:1].upper() + text[1:]


def num(value: float | Fraction) -> str:
    """A number as written in an item: thousands commas, at most three decimals, no trailing zeros
    (1,300; 0.43; 2.5; 12)."""
    text = f"{float(value):,.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def tidy(value: float) -> int | float:
    """A computed table value: a whole number as an int, otherwise rounded to three decimals."""
    rounded = round(value, 3)
    return int(rounded) if rounded == int(rounded) else rounded


def claimed(build: Callable[[GenerationContext], Claim]) -> Build:
    """A builder of the written forms (multiple choice, true-false, fill-blank, short answer) from a
    builder of one ``Claim``."""
    return lambda ctx: claim_draft(ctx, build(ctx))


def dispatch(ctx: GenerationContext, asks: Asks, chosen: Sequence[str]) -> Draft:
    """The item of one of the skill's ``chosen`` asks that can make the requested content type."""
    usable = [name for name in chosen if ctx.content_type in asks[name]]
    if not usable:
        raise NoSuchForm(f"no ask of {list(chosen)} makes {ctx.content_type.value}")
    return asks[pick(ctx.rng, usable)][ctx.content_type](ctx)


def types_of(asks: Asks) -> set[ContentType]:
    """Every content type some ask makes (the generator's ``content_types``)."""
    return {kind for builds in asks.values() for kind in builds}
