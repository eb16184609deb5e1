"""Shared by the matter and energy generators (``matter_k5``, ``particles``, ``reactions``,
``mixtures``, ``thermal``, ``food_energy``, ``gravity_k5``): an ask table routed by content type,
look-ups in the substances model, and number wording."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any

from educontent.core.catalog_records import ContentType
from educontent.generation.kit.choose import pick
from educontent.generation.registry import Draft, GenerationContext, NoSuchForm
from educontent.generation.science.knowledge import in_grade, model

Builder = Callable[[GenerationContext], Draft]
Asks = Mapping[str, tuple[frozenset[ContentType], Builder]]


def route(ctx: GenerationContext, asks: Asks, chosen: Sequence[str]) -> Draft:
    """The draft of one of the skill's ``chosen`` asks that makes ``ctx.content_type`` (picked)."""
    able = [name for name in chosen if ctx.content_type in asks[name][0]]
    if not able:
        raise NoSuchForm(f"no ask of {list(chosen)} makes {ctx.content_type.value}")
    return asks[pick(ctx.rng, able)][1](ctx)


def substances(grade: int) -> list[dict[str, Any]]:
    return in_grade(model("substances")["substances"], grade)


@cache
def element_names() -> dict[str, str]:
    return {e["symbol"]: e["name"] for e in model("substances")["elements"]}


def short_name(entry: Mapping[str, Any]) -> str:
    """The everyday name without its bracketed chemical name ("table salt (sodium chloride)")."""
    return str(entry["name"]).split(" (")[0]


def number(value: float) -> str:
    """A measured number as written in an item: no trailing ``.0``, a comma in thousands."""
    return f"{value:,.2f}".rstrip("0").rstrip(".")


def formula_of(atoms: dict[str, int]) -> str:
    digits = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")
    return "".join(s + (str(n).translate(digits) if n > 1 else "") for s, n in atoms.items())


def state_at(temp: float, melts: float, boils: float) -> str:
    return "solid" if temp < melts else "liquid" if temp < boils else "gas"


def temp_in(rng: random.Random, state: str, melts: float, boils: float, rank: int = 1) -> int:
    """A whole-degree temperature well inside ``state``'s range (a multiple of 5 when the range allows;
    at least 5 °C, or a third of a narrow liquid range, from a melting or boiling point); ``rank`` 0
    keeps 25 °C or more from them where it can, 2 comes within 20 °C."""
    gap = min(5, int((boils - melts) // 3))
    low, high = {
        "solid": (melts - 150, melts - gap),
        "liquid": (melts + gap, boils - gap),
        "gas": (boils + gap, boils + 150),
    }[state]
    low, high = max(low, -265), min(high, 3000)
    whole = [t for t in range(int(low) - 1, int(high) + 2) if low <= t <= high]
    choices = [t for t in whole if t % 5 == 0] or whole
    apart = {t: min(abs(t - melts), abs(t - boils)) for t in choices}
    if rank != 1:
        choices = [t for t in choices if (apart[t] >= 25) == (rank == 0)] or choices
    return pick(rng, choices)
