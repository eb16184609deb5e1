"""Chemical reactions (grade 8, MS-PS1-2, MS-PS1-5, MS-PS1-6), from the reactions and substances
models: tell a chemical change from a physical one by its signs, decide from a table of properties
before and after whether a new substance formed, count atoms on both sides of a balanced equation
(and find a missing coefficient), compute the mass of a closed or open reaction, and read trials of a
device that releases or absorbs thermal energy."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft, table_draft
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DT, FB, MC, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model, quantity, reviewed
from educontent.generation.science.physical._matter_kit import (
    change_claim,
    distinct,
    element_names,
    equation,
    number,
    route,
    side_atoms,
    substances,
)
from educontent.generation.science.physical._matter_tables import device_item, reaction_mass

_BANDS = (
    "signs: easy one change, hard a change with a misleading sign; properties: a table of 2, 3 or 4 "
    "samples; atoms: easy one side of an equation, medium whether it is balanced, hard a missing "
    "coefficient; mass and devices: 3, 4 or 5 trials, hard asks for a two-step result"
)


class ReactionsParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    ask: list[Literal["classify", "properties", "atoms", "mass", "devices"]] = Field(min_length=1)


def _reactions(ctx: GenerationContext) -> list[dict[str, Any]]:
    return in_grade(model("reactions")["reactions"], ctx.grade)


def _classify(ctx: GenerationContext) -> Draft:
    change = reviewed(pick(ctx.rng, in_grade(model("reactions")["changes"], ctx.grade)))
    return claim_draft(
        ctx, change_claim(ctx.rng, change, hard=ctx.level.rank == 2 and ctx.content_type is MC)
    )


def _properties(ctx: GenerationContext) -> Draft:
    """Samples before and after (real densities and melting points); the after sample is new or one
    of the samples before."""
    rng = ctx.rng
    pool = [s for s in substances(ctx.grade) if "density" in s and "melts" in s and s["kind"] == "compound"]
    count = 2 + ctx.level.rank
    chosen = rng.sample(pool, count + 1)
    before, other = chosen[:count], chosen[count]
    new = rng.random() < 0.5
    after = other if new else pick(rng, before)

    def row(label: str, entry: dict[str, Any]) -> list[str]:
        return [label, number(quantity(entry["density"]).value), number(quantity(entry["melts"]).value)]

    rows = [row(f"Before: sample {i + 1}", s) for i, s in enumerate(before)] + [row("After", after)]
    answer = "yes" if new else "no"
    why = (
        "The substance after has a density and melting point that match none of the samples before, so a new "
        "substance formed: a chemical reaction happened."
        if new
        else "The substance after has the same density and melting point as one of the samples before, so no new "
        "substance formed: no chemical reaction happened."
    )
    return table_draft(
        ctx,
        title="Properties before and after mixing",
        columns=["Sample", "Density (g/cm³)", "Melting point (°C)"],
        rows=rows,
        question="Did a chemical reaction happen? Answer yes or no.",
        value=answer,
        display=answer,
        why=why,
        key="properties:" + ",".join(s["id"] for s in before) + f">{after['id']}",
        accept=("Yes",) if new else ("No",),
    )


def _atoms(ctx: GenerationContext) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    reaction = reviewed(pick(rng, _reactions(ctx)))
    left, right = side_atoms(reaction["reactants"]), side_atoms(reaction["products"])
    symbol = pick(rng, sorted(left))
    element = element_names()[symbol]
    shown = equation(reaction["reactants"], reaction["products"])
    if rank == 0:
        n = left[symbol]
        wrong = [
            Wrong(str(sum(t["atoms"].get(symbol, 0) for t in reaction["reactants"])), "ignores-coefficients",
                  "The number in front of a formula multiplies every atom in it."),
            Wrong(str(n * 2), "adds-both-sides", "Count one side only: the atoms before the arrow."),
            Wrong(str(n + 1), "miscounts-atoms", "Count each formula's atoms times the number in front of it."),
        ]  # fmt: skip
        return claim_draft(
            ctx,
            Claim(
                question=f"In {shown}, how many {element} atoms are on the reactant side (before the arrow)?",
                answer=str(n), wrong=distinct(str(n), wrong),
                why=f"Count the {element} atoms in each reactant, times its coefficient: {n} in all. "
                f"The products have {right[symbol]} too, because atoms are only rearranged.",
                key=f"atoms:{reaction['id']}:{symbol}", task="compute", steps=2,
                sentence=f"In {shown}, the reactant side has {{}} {element} atoms.",
            ),
        )  # fmt: skip
    if rank == 1:
        return _balanced(ctx, reaction)
    return _missing(ctx, reaction)


def _balanced(ctx: GenerationContext, reaction: dict[str, Any]) -> Draft:
    """The equation or a copy with one coefficient changed: is it balanced?"""
    rng = ctx.rng
    reactants = [dict(t) for t in reaction["reactants"]]
    products = [dict(t) for t in reaction["products"]]
    broken = rng.random() < 0.5
    if broken:
        term = pick(rng, reactants + products)
        term["coefficient"] = pick(rng, [c for c in (1, 2, 3, 4) if c != term["coefficient"]])
    left, right = side_atoms(reactants), side_atoms(products)
    balanced = left == right
    shown = equation(reactants, products)
    off = [s for s in left if left[s] != right.get(s)]
    why = (
        "Every kind of atom has the same count on both sides, so the equation is balanced and mass is conserved."
        if balanced
        else f"{element_names()[off[0]].capitalize()} atoms: {left[off[0]]} before the arrow but "
        f"{right.get(off[0], 0)} after, so it is not balanced."
    )
    answer = "balanced" if balanced else "not balanced"
    other = "not balanced" if balanced else "balanced"
    return claim_draft(
        ctx,
        Claim(
            question=f"Is this equation balanced? {shown}",
            answer=answer,
            wrong=(Wrong(other, "counts-formulas-not-atoms", "Count each kind of atom on both sides."),),
            why=why, key=f"balanced:{shown}", task="reason", steps=3,
            sentence=f"The equation {shown} is {{}}.",
        ),
    )  # fmt: skip


def _missing(ctx: GenerationContext, reaction: dict[str, Any]) -> Draft:
    """One coefficient left blank: the number that balances the equation."""
    rng = ctx.rng
    terms = [*reaction["reactants"], *reaction["products"]]
    target = pick(rng, terms)
    blank = "(?)"
    shown = equation(reaction["reactants"], reaction["products"], blank=target)
    c = target["coefficient"]
    wrong = [
        Wrong(str(c + 1), "adds-extra-atoms", "One more would make that side have extra atoms."),
        Wrong(str(c * 2), "doubles-the-coefficient", "Doubling it leaves the two sides unequal."),
        Wrong("1" if c != 1 else "2", "leaves-it-at-one", "Count the atoms on both sides with that number."),
        Wrong(str(c - 1), "too-few-atoms", "One fewer would leave that side short of atoms."),
    ]
    return claim_draft(
        ctx,
        Claim(
            question=f"What number goes in place of {blank} to balance this equation? {shown}",
            answer=str(c), wrong=distinct(str(c), wrong, ("0",)),
            why=f"With {c} in front of {target['formula']}, every kind of atom has the same count on both sides.",
            key=f"missing:{reaction['id']}:{target['formula']}", task="reason", steps=3,
            sentence=f"To balance {shown}, the number in place of {blank} is {{}}.",
        ),
    )  # fmt: skip


def _mass(ctx: GenerationContext) -> Draft:
    return reaction_mass(ctx, reviewed(pick(ctx.rng, _reactions(ctx))))


ASKS = {
    "classify": (frozenset({MC, TF, FB}), _classify),
    "properties": (frozenset({DT}), _properties),
    "atoms": (frozenset({MC, TF, FB, SA}), _atoms),
    "mass": (frozenset({DT}), _mass),
    "devices": (frozenset({DT, MC}), device_item),
}


@generator(content_types={MC, TF, FB, SA, DT}, params=ReactionsParams, levels=Levels("steps", _BANDS))
def reactions(ctx: GenerationContext) -> Draft:
    return route(ctx, ASKS, ctx.params.ask)
