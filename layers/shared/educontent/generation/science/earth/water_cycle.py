"""The water cycle (MS-ESS2-4): a diagram of the cycle with a stage or process hidden, stages in
order, what each process makes, what drives it (the sun's energy lifts water as vapor, gravity brings
it down and downhill), and where Earth's water is, read from a table of shares
(``model-atmosphere.json``).
"""

from __future__ import annotations

from educontent.generation.kit.claims import table_draft
from educontent.generation.kit.types import DG, DT, OR
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.earth._ms_cycles import loop_diagram, loop_order
from educontent.generation.science.earth._ms_kit import CLAIM_TYPES, Ask, asks_params, num, relation_ask, run
from educontent.generation.science.knowledge import in_grade, model, quantity


def _stores(ctx: GenerationContext) -> Draft:
    stores = in_grade(model("atmosphere")["waterStores"], ctx.grade)
    rows = [[s["store"][:1].upper() + s["store"][1:], quantity(s["share"]).value] for s in stores]
    if ctx.level.rank == 0 or ctx.rng.random() < 0.4:
        ocean = rows[0]
        value = round(100 - ocean[1], 1)
        question = f"What percent of Earth's water is not in {ocean[0].lower()}?"
        why = f"All of Earth's water is 100 percent: 100 − {num(ocean[1])} = {num(value)} percent."
        key = "stores|not-ocean"
    else:
        a, b = ctx.rng.sample(rows[1:], 2)
        value = round(a[1] + b[1], 1)
        question = f"What percent of Earth's water is in {a[0].lower()} or in {b[0].lower()}?"
        why = f"Add the two shares: {num(a[1])} + {num(b[1])} = {num(value)} percent. Almost all water is salty ocean water."
        key = f"stores|{'|'.join(sorted([a[0], b[0]]))}"
    return table_draft(
        ctx, title="Where Earth's water is", columns=["Where the water is", "Share of all Earth's water (%)"],
        rows=rows, question=question, value=value, display=f"{num(value)} percent", unit="percent",
        accept=[num(value), f"{num(value)}%"], why=why, key=key, standard="MS-ESS2-4",
    )  # fmt: skip


ASKS = {
    "water-diagram": Ask(
        lambda ctx: loop_diagram(ctx, "atmosphere", "waterProcesses", "The water cycle"), frozenset({DG})
    ),
    "water-order": Ask(
        lambda ctx: loop_order(ctx, "atmosphere", "waterProcesses", "Water", "the water cycle"),
        frozenset({OR}),
    ),
    "water-processes": relation_ask("atmosphere", ["water-product", "water-process"]),
    "water-drivers": relation_ask("atmosphere", ["water-driver"]),
    "water-stores": Ask(_stores, frozenset({DT})),
}
WaterParams = asks_params(ASKS, "WaterParams")

_BANDS = "easy hides a stage of the cycle, orders three stages and asks what a process makes; medium and hard hide a process arrow, order the whole cycle, ask which process makes something, and add shares of Earth's water"


@generator(content_types={DG, OR, DT, *CLAIM_TYPES}, params=WaterParams, levels=Levels("form", _BANDS))
def water_cycle(ctx: GenerationContext) -> Draft:
    return run(ctx, ASKS)
