"""People and Earth's systems (MS-ESS3-3, MS-ESS3-4, MS-ESS3-5): plans that reduce a human impact and
what to measure to know they work; designs compared against criteria in a table; how a growing
population and the use per person add up (computed from ``model-atmosphere.json``); world
population; temperature and carbon dioxide records; what human and natural causes do to climate.
"""

from __future__ import annotations

from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DT, MC, SA
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.earth._ms_kit import (
    CLAIM_TYPES,
    Ask,
    asks_params,
    claim_ask,
    num,
    relation_ask,
    run,
)
from educontent.generation.science.knowledge import in_grade, model, quantity


def _designs(ctx: GenerationContext) -> Draft:
    """Designs for cleaning runoff, each removing a share of the pollution at a cost; exactly one meets
    both criteria."""
    sim = model("atmosphere")["designModel"]
    names = sim["names"][: 3 + min(ctx.level.rank, 1)]
    need, budget = ctx.rng.choice([50, 60, 70]), ctx.rng.choice([6, 8, 10])
    while True:
        rows = [
            [n, ctx.rng.randrange(sim["removed"][0], sim["removed"][1] + 1, 5), ctx.rng.randint(*sim["cost"])]
            for n in names
        ]
        good = [r for r in rows if r[1] >= need and r[2] <= budget]
        if len(good) == 1 and all(r[1] != need and r[2] != budget for r in rows):
            break
    best = good[0]
    return table_draft(
        ctx, title="Designs to clean runoff before it reaches a lake",
        columns=["Design", "Pollution removed (%)", "Cost (thousand dollars)"], rows=rows,
        question=f"The town needs a design that removes at least {need}% of the pollution and costs no more than {budget} thousand dollars. Which design meets both criteria?",
        value=best[0], display=best[0],
        why=f"{best[0]} removes {best[1]}% (at least {need}%) and costs {best[2]} thousand dollars (no more than {budget}). Each other design misses at least one criterion.",
        key=f"designs|{need}|{budget}|{rows}", task="reason", standard="MS-ESS3-3",
    )  # fmt: skip


def _use(ctx: GenerationContext) -> Claim:
    """A town grows; each person uses the same amount: how much more it uses each day."""
    item = ctx.rng.choice(in_grade(model("atmosphere")["consumption"], ctx.grade))
    per = quantity(item["perPerson"])
    unit = per.unit.split(" per ")[0]
    before = ctx.rng.randrange(2000, 20001, 1000)
    after = before + ctx.rng.randrange(1000, before + 1, 1000)
    more = (after - before) * per.value
    wrong = [
        Wrong(
            f"{num(after * per.value)} {unit}",
            "total-not-increase",
            "That is the town's whole use after it grows, not how much more it uses.",
        ),
        Wrong(
            f"{num(after - before)} {unit}",
            "forgot-use-per-person",
            f"That is the number of new people; each one uses about {num(per.value)} {unit} a day.",
        ),
        Wrong(
            f"{num(more // 10)} {unit}",
            "place-value-slip",
            "Multiply the new people by the use per person carefully.",
        ),
    ]
    return Claim(
        question=(
            f"In the United States, each person uses about {num(per.value)} {unit} of {item['use']} a day. "
            f"A town grows from {num(before)} to {num(after)} people. About how many more {unit} of {item['use']} "
            "will the town use each day?"
        ),
        answer=f"{num(more)} {unit}",
        wrong=tuple(wrong),
        why=f"{num(after)} − {num(before)} = {num(after - before)} more people; {num(after - before)} × {num(per.value)} = {num(more)} {unit} more each day. More people, each using resources, means more demand on Earth's systems.",
        key=f"use|{item['use']}|{before}|{after}",
        task="compute",
        steps=2,
        accept=(num(more), str(int(more))),
        standard="MS-ESS3-4",
    )


def _population(ctx: GenerationContext) -> Draft:
    rows = [
        [p["year"], quantity(p["people"]).value]
        for p in in_grade(model("atmosphere")["population"], ctx.grade)
    ]
    early, late = sorted(ctx.rng.sample(rows, 2), key=lambda r: r[0])
    if ctx.level.rank == 0:
        value = round(late[1] - early[1], 1)
        question = f"By how many billion people did the world's population grow from {early[0]} to {late[0]}?"
        why = f"{num(late[1])} − {num(early[1])} = {num(value)} billion people."
        display, unit = f"{num(value)} billion people", "billion people"
    else:
        value = round(late[1] / early[1], 1)
        question = f"About how many times as many people lived on Earth in {late[0]} as in {early[0]}? Round to the nearest tenth."
        why = f"{num(late[1])} ÷ {num(early[1])} ≈ {num(value)}. Each of those people uses food, water, energy and land."
        display, unit = f"about {num(value)} times", None
    return table_draft(
        ctx, title="World population", columns=["Year", "People (billions)"], rows=rows, question=question,
        value=value, display=display, unit=unit, accept=[num(value)], why=why,
        key=f"population|{early[0]}|{late[0]}|{ctx.level.rank > 0}", standard="MS-ESS3-4",
    )  # fmt: skip


def _signed(value: float) -> str:
    return f"({num(value)})" if value < 0 else num(value)


def _record(ctx: GenerationContext) -> Draft:
    data = model("atmosphere")
    if ctx.rng.random() < 0.5:
        rows = [[t["decade"], quantity(t["change"]).value] for t in in_grade(data["temperatures"], ctx.grade)]
        title, columns, what, unit = (
            "Earth's average surface temperature",
            ["Decade", "Compared with 1951-1980 (°C)"],
            "degrees Celsius did the average temperature rise",
            "°C",
        )
    else:
        rows = [[c["year"], quantity(c["ppm"]).value] for c in in_grade(data["carbon"], ctx.grade)]
        title, columns, what, unit = (
            "Carbon dioxide in the air (Mauna Loa, Hawaii)",
            ["Year", "Carbon dioxide (parts per million)"],
            "parts per million did carbon dioxide rise",
            "ppm",
        )
    while True:
        early, late = sorted(ctx.rng.sample(rows, 2), key=lambda r: r[0])
        if late[1] > early[1]:
            break
    value = round(late[1] - early[1], 1)
    return table_draft(
        ctx, title=title, columns=columns, rows=rows,
        question=f"By how many {what} from the {early[0]} to the {late[0]}?" if unit == "°C" else f"By how many {what} from {early[0]} to {late[0]}?",
        value=value, display=f"{num(value)} {unit}", unit=unit, accept=[num(value)],
        why=f"{num(late[1])} − {_signed(early[1])} = {num(value)} {unit}. Since the mid-1900s both records have risen together: more heat-trapping carbon dioxide, warmer air.",
        key=f"record|{title}|{early[0]}|{late[0]}", standard="MS-ESS3-5",
    )  # fmt: skip


ASKS = {
    "solutions": relation_ask("atmosphere", ["problem-solution", "problem-measure"]),
    "designs": Ask(_designs, frozenset({DT})),
    "use": claim_ask(_use, (MC, SA)),
    "population": Ask(_population, frozenset({DT})),
    "record": Ask(_record, frozenset({DT})),
    "climate-causes": relation_ask("atmosphere", ["climate-cause"]),
}
ImpactParams = asks_params(ASKS, "ImpactParams")

_BANDS = "easy: three designs, the growth of population as a difference, what a plan reduces; medium and hard: four designs, population as a ratio, what to measure to test a plan"


@generator(content_types={DT, *CLAIM_TYPES}, params=ImpactParams, levels=Levels("form", _BANDS))
def impact_ms(ctx: GenerationContext) -> Draft:
    return run(ctx, ASKS)
