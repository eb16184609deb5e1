"""Data tables computed for the matter generators: the masses of a reaction (from the atomic masses
of the substances model), and trials of a device that releases or absorbs thermal energy (from the
rate of the reactions model's simulated trials)."""

from __future__ import annotations

from typing import Any

from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft, table_draft
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import MC
from educontent.generation.registry import Draft, GenerationContext
from educontent.generation.science.knowledge import in_grade, model, quantity, reviewed
from educontent.generation.science.physical._matter_kit import equation, number

GASES = ("CO₂", "H₂", "O₂")
ROOM = 20


def _tenths() -> dict[str, int]:
    """Atomic masses in tenths of a unit (exact sums)."""
    return {
        e["symbol"]: round(quantity(e["mass"]).value * 10)
        for e in model("substances")["elements"]
        if "mass" in e
    }


def reaction_mass(ctx: GenerationContext, reaction: dict[str, Any]) -> Draft:
    """Masses of each substance for a batch ``scale`` times the formula masses (in grams); one mass
    missing (closed container), or hard: the gas that escaped from an open container."""
    rng, rank = ctx.rng, ctx.level.rank
    tenths = _tenths()
    scale = rng.randint(1, 3)
    gases = [t for t in reaction["products"] if t["formula"] in GASES]
    if rank == 2 and gases:
        return _open(ctx, reaction, gases[0], scale, tenths)

    def grams(term: dict[str, Any]) -> int:
        return term["coefficient"] * scale * sum(n * tenths[s] for s, n in term["atoms"].items())

    terms = [("reactant", t) for t in reaction["reactants"]] + [("product", t) for t in reaction["products"]]
    pool = [t for role, t in terms if role == "product"] if rank == 0 else [t for _, t in terms]
    missing = pick(rng, pool)
    rows = [[t["formula"], role, "?" if t is missing else number(grams(t) / 10)] for role, t in terms]
    value = grams(missing) / 10
    return table_draft(
        ctx,
        title=f"Masses in a closed container: {reaction['name']}",
        columns=["Substance", "Role", "Mass (g)"],
        rows=rows,
        question=f"The reaction {equation(reaction['reactants'], reaction['products'])} happens in a closed "
        f"container. What is the mass of {missing['formula']}?",
        value=value,
        display=f"{number(value)} g",
        unit="g",
        why="Atoms are rearranged, not created or destroyed, so the total mass of the reactants equals the total "
        f"mass of the products. The missing mass is {number(value)} g.",
        key=f"mass:{reaction['id']}:{scale}:{missing['formula']}",
        accept=(number(value), f"{number(value)} g"),
        steps=2 + rank,
    )


def _open(
    ctx: GenerationContext, reaction: dict[str, Any], gas: dict[str, Any], scale: int, tenths: dict[str, int]
) -> Draft:
    rng = ctx.rng
    container = rng.randrange(1500, 3001, 50)
    before = container + scale * sum(
        t["coefficient"] * sum(n * tenths[s] for s, n in t["atoms"].items()) for t in reaction["reactants"]
    )
    escaped = gas["coefficient"] * scale * sum(n * tenths[s] for s, n in gas["atoms"].items())
    after = before - escaped
    return table_draft(
        ctx,
        title=f"An open container: {reaction['name']}",
        columns=["Time", "Mass on the scale (g)"],
        rows=[["Before the reaction", number(before / 10)], ["After the reaction", number(after / 10)]],
        question=f"The reaction {equation(reaction['reactants'], reaction['products'])} happens in an open "
        f"container, and the gas {gas['formula']} bubbles away into the air. What mass of {gas['formula']} escaped?",
        value=escaped / 10,
        display=f"{number(escaped / 10)} g",
        unit="g",
        why=f"No atoms are destroyed: the mass went into the air as {gas['formula']}. "
        f"{number(before / 10)} g - {number(after / 10)} g = {number(escaped / 10)} g.",
        key=f"open:{reaction['id']}:{scale}:{container}",
        accept=(number(escaped / 10), f"{number(escaped / 10)} g"),
        steps=3,
    )


def device_item(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    devices = [reviewed(d) for d in in_grade(model("reactions")["devices"], ctx.grade)]
    device = pick(rng, devices)
    if ctx.content_type is MC:
        return _choose_device(ctx, device, devices)
    rate = quantity(device["rate"]).value
    sign = 1 if device["energy"] == "releases" else -1
    chemical = device["mix"].split(" with ")[0]
    step = 2 if sign < 0 else 5 if rate <= 2 else 4
    amounts = [step * (i + 1) for i in range(3 + ctx.level.rank)]
    finals = {a: round(ROOM + sign * rate * a, 1) for a in amounts}
    rows = [[i + 1, a, ROOM, number(finals[a])] for i, a in enumerate(amounts)]
    columns = ["Trial", f"Amount of {chemical} (g)", "Starting temperature (°C)", "Final temperature (°C)"]
    title = f"Testing {device['name']}"
    key = f"device:{device['id']}:{len(amounts)}"
    if ctx.level.rank == 0:
        answer = device["energy"]
        return table_draft(
            ctx, title=title, columns=columns, rows=rows,
            question=f"Does {device['name']} release or absorb thermal energy? Answer releases or absorbs.",
            value=answer, display=answer, key=f"{key}:energy",
            why=f"The water got {'warmer' if sign > 0 else 'colder'} in every trial, so the reaction {answer} thermal energy.",
        )  # fmt: skip
    if ctx.level.rank == 1:
        amount = pick(rng, amounts)
        change = abs(round(finals[amount] - ROOM, 1))
        return table_draft(
            ctx, title=title, columns=columns, rows=rows,
            question=f"By how many degrees Celsius did the temperature change in the trial with {amount} g of {chemical}?",
            value=change, display=f"{number(change)} °C", unit="°C", key=f"{key}:change:{amount}",
            why=f"Subtract: the change from {ROOM} °C to {number(finals[amount])} °C is {number(change)} °C.",
            accept=(number(change),),
        )  # fmt: skip
    amount = pick(rng, amounts)
    spread = 0.4 * rate * step
    low, high = number(round(finals[amount] - spread, 1)), number(round(finals[amount] + spread, 1))
    return table_draft(
        ctx, title=title, columns=columns, rows=rows,
        question=f"The design must end between {low} °C and {high} °C to {device['purpose']} safely. "
        f"How many grams of {chemical} should it use?",
        value=amount, display=f"{amount} g", unit="g", key=f"{key}:design:{amount}",
        why=f"Only the trial with {amount} g ended at {number(finals[amount])} °C, inside {low}-{high} °C.",
        accept=(str(amount), f"{amount} g"), steps=3,
    )  # fmt: skip


def _choose_device(ctx: GenerationContext, device: dict[str, Any], devices: list[dict[str, Any]]) -> Draft:
    warms = device["energy"] == "releases"
    wrong = tuple(
        Wrong(
            d["name"], "picks-the-opposite-energy",
            f"{d['name'][0].upper()}{d['name'][1:]} {d['energy']} thermal energy, so it gets "
            f"{'warmer' if d['energy'] == 'releases' else 'colder'}: the opposite of what is needed.",
        )
        for d in devices
        if d["energy"] != device["energy"]
    )  # fmt: skip
    return claim_draft(
        ctx,
        Claim(
            question=f"A team needs a device to {device['purpose']}. Which device fits?",
            answer=device["name"], wrong=wrong, key=f"choose:{device['id']}", task="reason", steps=2,
            why=f"To {device['purpose']} the device must {'release' if warms else 'absorb'} thermal energy, and in "
            f"{device['name']} the {device['mix']} mixture {device['energy']} it."),
    )  # fmt: skip
