"""Particles of matter (grade 8, MS-PS1-1 and MS-PS1-4), from the substances model: count the atoms a
formula shows, match a ball-and-stick model to its formula, tell how a substance's atoms are arranged
and whether it is an element, compound or mixture, predict its state at a temperature from its melting
and boiling points, and say how its particles move when it is heated or cooled."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.draw.science_physical import molecule
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft, table_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DG, DT, FB, MC, PB, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import quantity, reviewed
from educontent.generation.science.physical._matter_kit import (
    distinct,
    element_names,
    formula_of,
    moves,
    number,
    route,
    short_name,
    single_out,
    state_at,
    structure_text,
    substances,
    temp_in,
)
from educontent.generation.science.physical._matter_passages import substance_passage

_BANDS = (
    "atoms: easy one element of a formula, medium every atom of it, hard several molecules (a "
    "coefficient); models: easy small molecules, hard larger ones; states: easy one temperature, "
    "medium a warming or cooling across a change, hard a table of several substances"
)
STATES = ("solid", "liquid", "gas")


class ParticlesParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    ask: list[Literal["count", "model", "structure", "state", "motion", "passage"]] = Field(min_length=1)


def _count(ctx: GenerationContext) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    pool = [s for s in substances(ctx.grade) if s["formula"] and len(s["atoms"]) > 1]
    if rank == 2:
        pool = [s for s in pool if s["structure"] == "molecule"]
    entry = reviewed(pick(rng, pool))
    atoms, formula, name = entry["atoms"], entry["formula"], short_name(entry)
    total = sum(atoms.values())
    symbol = pick(rng, list(atoms))
    element = element_names()[symbol]
    n = atoms[symbol]
    lead = f"The formula for {name} is {formula}."
    if rank == 1:
        return claim_draft(ctx, _count_all(lead, entry, total))
    k = rng.randint(2, 5) if rank == 2 else 1
    shown = f"{k}{formula}" if k > 1 else formula
    answer = k * n
    others = [atoms[s] for s in atoms if s != symbol and atoms[s] != n]
    wrong = [
        Wrong(str(k * total), "counts-every-atom", f"That counts every atom, not only the {element} atoms."),
        Wrong(str(len(atoms)), "counts-elements", "That is the number of different elements, not atoms."),
    ]
    if k > 1:
        wrong += [
            Wrong(
                str(n),
                "forgets-the-coefficient",
                f"The {k} in front means {k} molecules: multiply every atom by {k}.",
            ),
            Wrong(
                str(k + n),
                "adds-the-coefficient",
                "The number in front multiplies the atoms; it is not added.",
            ),
        ]
    elif n == 1:
        wrong.append(
            Wrong(
                "0", "no-subscript-means-none", "A symbol with no small number after it stands for one atom."
            )
        )
    else:
        wrong.append(
            Wrong(
                "1",
                "one-atom-per-symbol",
                "The small number after a symbol tells how many of its atoms there are.",
            )
        )
    if others:
        wrong.append(
            Wrong(
                str(k * others[0]), "reads-another-subscript", "That small number belongs to another element."
            )
        )
    question = (
        f"How many {element} atoms are in {shown}?"
        if k > 1
        else f"{lead} How many {element} atoms does it show?"
    )
    why = f"In {formula}, {element} ({symbol}) has {n} atom{'s' if n > 1 else ''}" + (
        f"; {k} molecules have {k} × {n} = {answer}." if k > 1 else "."
    )
    return claim_draft(
        ctx,
        Claim(
            question=question,
            answer=str(answer),
            wrong=distinct(str(answer), wrong),
            why=why,
            key=f"count:{entry['id']}:{symbol}:{k}",
            sentence=f"The number of {element} atoms in {shown} is {{}}.",
            task="compute" if k > 1 else "identify",
            steps=2 if k > 1 else 1,
        ),
    )


def _count_all(lead: str, entry: dict[str, Any], total: int) -> Claim:
    atoms, formula = entry["atoms"], entry["formula"]
    written = sum(v for v in atoms.values() if v > 1)
    product = 1
    for v in atoms.values():
        product *= v
    wrong = [
        Wrong(str(len(atoms)), "counts-elements", "That is the number of different elements, not atoms."),
        Wrong(
            str(written),
            "skips-unwritten-ones",
            "A symbol with no small number after it still counts as one atom.",
        ),
        Wrong(
            str(max(atoms.values())),
            "reads-largest-number",
            "That is one element's atoms; add the atoms of every element.",
        ),
        Wrong(str(product), "multiplies-subscripts", "Add the atoms of each element; do not multiply them."),
    ]
    parts = " + ".join(str(v) for v in atoms.values())
    return Claim(
        question=f"{lead} How many atoms in all does the formula show?",
        answer=str(total),
        wrong=distinct(str(total), wrong, ("0",)),
        why=f"Add the atoms of each element: {parts} = {total}.",
        key=f"count:{entry['id']}:all",
        sentence=f"The formula {formula} shows {{}} atoms in all.",
        task="compute",
        steps=2,
    )


def _model(ctx: GenerationContext) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    drawn = [s for s in substances(ctx.grade) if "molecule" in s]
    small = [s for s in drawn if len(s["molecule"]["atoms"]) <= 4]
    entry = pick(
        rng,
        small
        if rank == 0
        else drawn
        if rank == 1
        else [s for s in drawn if len(s["molecule"]["atoms"]) >= 4],
    )
    atoms, names = entry["atoms"], element_names()
    parts = ", ".join(f"{n} {names[s]} ({s})" for s, n in atoms.items())
    svg = molecule(
        entry["molecule"],
        "A ball-and-stick model of a molecule",
        f"Balls for atoms joined by sticks: {parts}.",
    )
    total = sum(atoms.values())
    if rank == 0 and rng.random() < 0.5:
        wrong = [
            (str(len(atoms)), "counts-elements", "That is the number of kinds of atom; count every ball."),
            (
                str(len(entry["molecule"]["bonds"])),
                "counts-sticks",
                "The sticks are bonds between atoms; count the balls.",
            ),
            (str(total + 1), "miscounts", "Count each ball once."),
        ]
        return diagram_draft(
            "How many atoms are in this molecule?", svg, str(total), f"The model has {total} balls, one for each atom.",
            [w for w in wrong if w[0] != str(total)], rng, f"model:{entry['id']}:total", steps=1, task="identify",
        )  # fmt: skip
    others = [formula_of(s["atoms"]) for s in drawn if s["atoms"] != atoms and set(s["atoms"]) & set(atoms)]
    flat = "".join(atoms)
    wrong = [
        (f, "miscounts-atoms", "Count the balls of each element: that formula has other numbers.")
        for f in others[:3]
    ]
    if len(atoms) > 1 and len(set(atoms.values())) > 1:
        swapped = dict(zip(atoms, reversed(list(atoms.values())), strict=True))
        wrong.append(
            (
                formula_of(swapped),
                "swaps-the-counts",
                "Each small number goes right after the atom it counts.",
            )
        )
    if flat != entry["formula"]:
        wrong.append(
            (
                flat,
                "forgets-subscripts",
                "A small number after a symbol shows when there is more than one of that atom.",
            )
        )
    return diagram_draft(
        "Which formula matches this model of a molecule?", svg, entry["formula"],
        f"Count the balls of each element: {parts}. That is {entry['formula']}, {short_name(entry)}.",
        wrong, rng, f"model:{entry['id']}:formula", steps=2, task="represent",
    )  # fmt: skip


_KIND_REASON = {
    "element": "It is made of only one kind of atom, so it is an element.",
    "compound": "Its formula shows two or more elements joined in a fixed ratio, so it is a compound.",
    "mixture": "It is two or more substances mixed together, not joined in a fixed ratio, so it is a mixture.",
}


def _structure(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    entry = reviewed(pick(rng, substances(ctx.grade)))
    name = short_name(entry)
    shown = f"{name} ({entry['formula']})" if entry["formula"] else name
    if entry["kind"] == "mixture" or rng.random() < 0.5:
        kind = entry["kind"]
        wrong = tuple(
            Wrong(f"a {k}" if k != "element" else "an element", f"{k}-for-{kind}", _KIND_REASON[kind])
            for k in ("element", "compound", "mixture")
            if k != kind
        )
        answer = f"a {kind}" if kind != "element" else "an element"
        return claim_draft(
            ctx,
            Claim(
                question=f"Is {shown} an element, a compound or a mixture?",
                answer=answer, wrong=wrong, why=_KIND_REASON[kind], key=f"kind:{entry['id']}",
                sentence=f"{shown[0].upper()}{shown[1:]} is {{}}.", task="identify",
            ),
        )  # fmt: skip
    structure = entry["structure"]
    why = {
        "molecule": f"Each particle of {name} is a small group of atoms joined together: one molecule.",
        "extended": f"The atoms of {name} link to their neighbors in every direction, in one repeating pattern.",
        "atom": f"The particles of {name} are single atoms that do not join to each other.",
    }[structure]
    wrong = tuple(
        Wrong(structure_text(s), f"{s}-for-{structure}", why)
        for s in ("molecule", "extended", "atom")
        if s != structure
    )
    return claim_draft(
        ctx,
        Claim(
            question=f"How are the atoms arranged in a sample of {shown}?",
            answer=structure_text(structure), wrong=wrong, why=why, key=f"structure:{entry['id']}",
            sentence=f"A sample of {shown} is made of {{}}.", task="identify",
        ),
    )  # fmt: skip


def _points(ctx: GenerationContext) -> list[tuple[dict[str, Any], float, float]]:
    return [
        (s, quantity(s["melts"]).value, quantity(s["boils"]).value)
        for s in substances(ctx.grade)
        if "melts" in s and "boils" in s
    ]


def _state(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    if ctx.content_type is DT:
        return _state_table(ctx)
    entry, melts, boils = pick(rng, _points(ctx))
    name = short_name(entry)
    state = pick(rng, STATES)
    temp = temp_in(rng, state, melts, boils, ctx.level.rank)
    facts = f"{name[0].upper()}{name[1:]} melts at {number(melts)} °C and boils at {number(boils)} °C."
    why = (
        f"{number(temp)} °C is "
        + {"solid": f"below its melting point, {number(melts)} °C, so it is a solid.",
           "liquid": f"between its melting point, {number(melts)} °C, and its boiling point, {number(boils)} °C, so it is a liquid.",
           "gas": f"above its boiling point, {number(boils)} °C, so it is a gas."}[state]
    )  # fmt: skip
    wrong = tuple(
        Wrong(s, f"{s}-for-{state}", f"Compare {number(temp)} °C with the melting and boiling points.")
        for s in STATES
        if s != state
    )
    return claim_draft(
        ctx,
        Claim(
            question=f"{facts} What state is {name} in at {number(temp)} °C?",
            answer=state, wrong=wrong, why=why, key=f"state:{entry['id']}:{temp}",
            sentence=f"{facts} At {number(temp)} °C, {name} is a {{}}.", task="reason", steps=2,
        ),
    )  # fmt: skip


def _state_table(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    size = 3 + ctx.level.rank
    rows = rng.sample(_points(ctx), size)
    found, target, temp = single_out(rng, rows)
    answer = short_name(found[0][0])
    return table_draft(
        ctx,
        title="Melting and boiling points",
        columns=["Substance", "Melting point (°C)", "Boiling point (°C)"],
        rows=[[short_name(e), number(m), number(b)] for e, m, b in rows],
        question=f"Which substance in the table is a {target} at {number(temp)} °C?",
        value=answer,
        display=answer,
        why=(
            f"A substance is a solid below its melting point, a liquid between its melting and boiling "
            f"points, and a gas above its boiling point. At {number(temp)} °C only {answer} is a {target}."
        ),
        key=f"state-table:{target}:{temp}:{','.join(e['id'] for e, _, _ in rows)}",
    )


def _motion(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    entry, melts, boils = pick(rng, _points(ctx))
    name = short_name(entry)
    start, end = pick(rng, STATES), pick(rng, STATES)
    t1, t2 = temp_in(rng, start, melts, boils), temp_in(rng, end, melts, boils)
    if t1 == t2:
        t2 += 5 if end == "gas" or (end == "liquid" and t2 + 5 < boils) else -5
        end = state_at(t2, melts, boils)
    warmer = t2 > t1
    speed = "move faster" if warmer else "move more slowly"
    answer = f"They {speed}; {moves(end)}."
    verb = "heated" if warmer else "cooled"
    wrong = [Wrong(f"They {'move more slowly' if warmer else 'move faster'}; {moves(end)}.", "heat-slows-particles",
                   "Adding thermal energy makes particles move faster; removing it slows them.")]  # fmt: skip
    wrong += [
        Wrong(f"They {speed}; {moves(s)}.", f"{s}-for-{end}", f"At {number(t2)} °C, {name} is a {end}.")
        for s in STATES
        if s != end
    ]
    wrong.append(Wrong(f"They grow {'bigger' if warmer else 'smaller'}; {moves(end)}.", "particles-change-size",
                       "The particles keep their size; their speed and spacing change."))  # fmt: skip
    facts = f"{name[0].upper()}{name[1:]} melts at {number(melts)} °C and boils at {number(boils)} °C."
    why = (
        f"{'Heating adds' if warmer else 'Cooling removes'} thermal energy, so the particles {speed}. "
        f"At {number(t2)} °C {name} is a {end}, so {moves(end)}."
    )
    return claim_draft(
        ctx,
        Claim(
            question=f"{facts} A sample is {verb} from {number(t1)} °C to {number(t2)} °C. What happens to its particles?",
            answer=answer, wrong=tuple(wrong), why=why, key=f"motion:{entry['id']}:{t1}:{t2}",
            task="reason", steps=2 + (start != end),
        ),
    )  # fmt: skip


ASKS = {
    "count": (frozenset({MC, SA, FB, TF}), _count),
    "model": (frozenset({DG}), _model),
    "structure": (frozenset({MC, TF, FB}), _structure),
    "state": (frozenset({MC, TF, FB, DT}), _state),
    "motion": (frozenset({MC}), _motion),
    "passage": (frozenset({PB}), substance_passage),
}


@generator(content_types={MC, SA, FB, TF, DG, DT, PB}, params=ParticlesParams, levels=Levels("steps", _BANDS))
def particles(ctx: GenerationContext) -> Draft:
    return route(ctx, ASKS, ctx.params.ask)
