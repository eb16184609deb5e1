"""Informational passages of ``particles``: one substance described from the substances model (its
look, formula and atoms, kind, melting and boiling points, state at room temperature, density), and a
question answered from what the passage says."""

from __future__ import annotations

from typing import Any

from educontent.generation.items import Passage, PassageSection
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.registry import Draft, GenerationContext
from educontent.generation.science.knowledge import quantity, reviewed
from educontent.generation.science.physical._matter_kit import (
    distinct,
    element_names,
    number,
    short_name,
    state_at,
    substances,
    temp_in,
)

STATES = ("solid", "liquid", "gas")
ROOM = 20


def _passage(entry: dict[str, Any], melts: float, boils: float) -> Passage:
    name = short_name(entry)
    names = element_names()
    atoms = [count_of(n, f"{names[s]} atom") for s, n in entry["atoms"].items()]
    listed = ", ".join(atoms[:-1]) + f" and {atoms[-1]}" if len(atoms) > 1 else atoms[0]
    unit = "molecule" if entry["structure"] == "molecule" else "unit of the formula"
    kind = (
        "It is made of only one kind of atom, so it is an element."
        if entry["kind"] == "element"
        else "It is made of different elements joined together, so it is a compound."
    )
    first = f"{name[0].upper()}{name[1:]} is {entry['look']}. " + (
        f"Its chemical symbol is {entry['formula']}. {kind}"
        if sum(entry["atoms"].values()) == 1
        else f"Its formula is {entry['formula']}: each {unit} has {listed}. {kind}"
    )
    second = (
        f"At normal air pressure, {name} melts at {number(melts)} °C and boils at {number(boils)} °C. "
        f"At room temperature, about {ROOM} °C, it is a {state_at(ROOM, melts, boils)}."
    )
    if "density" in entry:
        second += (
            f" One cubic centimeter of it has a mass of about {number(quantity(entry['density']).value)} g."
        )
    return Passage(
        title=f"Meet a substance: {name}",
        text=f"{first}\n\n{second}",
        sections=[PassageSection(paragraphs=[first, second])],
        genre="informational",
        key_terms=["formula", "melts", "boils"],
    )


def substance_passage(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    pool = [
        (s, quantity(s["melts"]).value, quantity(s["boils"]).value)
        for s in substances(ctx.grade)
        if s["formula"] and "melts" in s and "boils" in s
    ]
    entry, melts, boils = pick(rng, pool)
    reviewed(entry)
    passage = _passage(entry, melts, boils)
    name = short_name(entry)
    asks = ["atoms", "kind"] if sum(entry["atoms"].values()) > 1 else ["kind"]
    ask = pick(rng, [*asks, "state"] if ctx.level.rank else asks)
    if ask == "state":
        state = pick(rng, [s for s in STATES if s != state_at(ROOM, melts, boils)])
        temp = temp_in(rng, state, melts, boils, ctx.level.rank)
        claim = Claim(
            question=f"Using the passage, what state would {name} be in at {number(temp)} °C?",
            answer=state, why=f"{number(temp)} °C is "
            + ("below its melting point" if state == "solid" else "above its boiling point" if state == "gas" else "between its melting and boiling points")
            + f", so it would be a {state}.",
            wrong=tuple(Wrong(s, f"{s}-for-{state}", f"Compare {number(temp)} °C with the melting and boiling points in the passage.") for s in STATES if s != state),
            key=f"passage:{entry['id']}:state:{temp}", task="reason", steps=2,
        )  # fmt: skip
    elif ask == "atoms":
        total = sum(entry["atoms"].values())
        wrong = [
            Wrong(str(len(entry["atoms"])), "counts-elements", "That is the number of different elements, not atoms."),
            Wrong(str(total + 1), "miscounts-atoms", "Add the atoms the passage lists for each element."),
            Wrong(str(max(entry["atoms"].values())), "reads-one-element", "That counts only one element's atoms."),
        ]  # fmt: skip
        claim = Claim(
            question=f"According to the passage, how many atoms in all are in one {entry['formula']}?",
            answer=str(total), wrong=distinct(str(total), wrong),
            why=f"The passage lists the atoms in {entry['formula']}; together they make {total}.",
            key=f"passage:{entry['id']}:atoms", task="compute", steps=2,
        )  # fmt: skip
    else:
        kind = entry["kind"]
        claim = Claim(
            question=f"According to the passage, what kind of substance is {name}?",
            answer=f"an {kind}" if kind == "element" else f"a {kind}",
            wrong=tuple(Wrong(f"an {k}" if k == "element" else f"a {k}", f"{k}-for-{kind}", "Read how the passage describes its atoms.") for k in ("element", "compound", "mixture") if k != kind),
            why="The passage says " + ("it is made of only one kind of atom." if kind == "element" else "it is made of different elements joined together."),
            key=f"passage:{entry['id']}:kind",
        )  # fmt: skip
    return claim_draft(ctx, claim, passage=passage)
