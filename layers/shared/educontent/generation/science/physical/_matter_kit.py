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
from educontent.generation.kit.claims import Claim
from educontent.generation.kit.text_forms import Wrong
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


def temps_in(state: str, melts: float, boils: float, rank: int = 1) -> list[int]:
    """Whole-degree temperatures well inside ``state``'s range (multiples of 5 when the range allows;
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
    return choices


def temp_in(rng: random.Random, state: str, melts: float, boils: float, rank: int = 1) -> int:
    return pick(rng, temps_in(state, melts, boils, rank))


@cache
def _signs() -> dict[str, str]:
    return {s["id"]: s["text"] for s in model("reactions")["signs"]}


def sign_text(sign: str) -> str:
    """What a student observes (``signs`` of the reactions model), as the end of a sentence."""
    return _signs()[sign]


@cache
def _states() -> dict[str, dict[str, str]]:
    return {s["id"]: s for s in model("substances")["states"]}


def moves(state: str) -> str:
    """How the particles of a state move ("they slide past each other")."""
    return _states()[state]["moves"]


def arranged(state: str) -> str:
    """How the particles of a state are spaced ("close together but jumbled")."""
    return _states()[state]["arranged"]


def structure_text(structure: str) -> str:
    """How a substance's atoms are arranged ("small separate molecules")."""
    return next(s["text"] for s in model("substances")["structures"] if s["id"] == structure)


def change_claim(rng: random.Random, change: Mapping[str, Any], *, hard: bool = False) -> Claim:
    """Chemical or physical (easy, medium), or for a chemical change on hard items, which sign shows a
    new substance formed."""
    what = str(change["what"])
    sign = pick(rng, change["signs"])
    if hard and change["kind"] == "chemical":
        wrong = tuple(
            Wrong(
                sign_text(s),
                "physical-sign-as-evidence",
                "That happens in physical changes too; it is not a new substance.",
            )
            for s in ("state", "shape", "size", "dissolves")
        )
        return Claim(
            question=f"Which observation shows that a new substance formed during {what}?",
            answer=sign_text(sign), wrong=wrong,
            why=f"During {what}, {sign_text(sign)}: a sign that a new substance formed.",
            key=f"sign:{change['id']}:{sign}", task="reason", steps=2,
        )  # fmt: skip
    chemical = change["kind"] == "chemical"
    answer, other = (
        ("a chemical change", "a physical change") if chemical else ("a physical change", "a chemical change")
    )
    why = (
        f"{sign_text(sign)[0].upper()}{sign_text(sign)[1:]}: a new substance forms, so it is a chemical change."
        if chemical
        else f"No new substance forms: {sign_text(sign)}. So it is a physical change."
    )
    wrong = (
        Wrong(other, "new-substance-missed" if chemical else "any-change-is-chemical", why),
        Wrong("no change at all", "no-change-noticed", f"Something does change: {sign_text(sign)}."),
    )
    return Claim(
        question=f"Is {what} a chemical change or a physical change?",
        answer=answer, wrong=wrong, why=why, key=f"change:{change['id']}",
        sentence=f"{what[0].upper()}{what[1:]} is {{}}.", task="identify",
    )  # fmt: skip


def side_atoms(terms: Sequence[Mapping[str, Any]]) -> dict[str, int]:
    """Atoms of each element on one side of an equation (coefficient times the formula's atoms)."""
    found: dict[str, int] = {}
    for term in terms:
        for symbol, n in term["atoms"].items():
            found[symbol] = found.get(symbol, 0) + term["coefficient"] * n
    return found


def equation(
    reactants: Sequence[Mapping[str, Any]],
    products: Sequence[Mapping[str, Any]],
    blank: Mapping[str, Any] | None = None,
) -> str:
    """``2H₂ + O₂ → 2H₂O``; ``blank``: the term whose coefficient shows as ``(?)``."""

    def term(t: Mapping[str, Any]) -> str:
        if t is blank:
            return f"(?){t['formula']}"
        return f"{t['coefficient'] if t['coefficient'] > 1 else ''}{t['formula']}"

    return " + ".join(map(term, reactants)) + " → " + " + ".join(map(term, products))


def distinct(answer: str, wrong: Sequence[Wrong], banned: Sequence[str] = ()) -> tuple[Wrong, ...]:
    """The wrong answers that differ from the answer, from each other and from ``banned`` texts."""
    seen = {answer.strip().lower(), *(b.lower() for b in banned)}
    kept = []
    for w in wrong:
        if w.text.strip().lower() not in seen:
            seen.add(w.text.strip().lower())
            kept.append(w)
    return tuple(kept)


def single_out(rng: random.Random, rows: list[tuple[dict[str, Any], float, float]]) -> tuple[list, str, int]:
    """A state and a temperature at which exactly one of the rows is in that state."""
    for _, melts, boils in rng.sample(rows, len(rows)):
        for target in rng.sample(("solid", "liquid", "gas"), 3):
            temps = [
                t
                for t in temps_in(target, melts, boils)
                if [state_at(t, m, b) for _, m, b in rows].count(target) == 1
            ]
            if temps:
                temp = pick(rng, temps)
                return [r for r in rows if state_at(temp, r[1], r[2]) == target], target, temp
    raise ValueError("no temperature singles out one substance")
