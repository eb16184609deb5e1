"""Weather and climate (MS-ESS2-5, MS-ESS2-6): what an air mass is like from where it formed, the
weather fronts bring, a weather station's readings as a cold front passes (simulated from the
ranges in ``model-atmosphere.json``), ocean currents and what they do to coastal climates, and how
uneven heating, Earth's rotation, mountains, water and elevation shape climate.
"""

from __future__ import annotations

from educontent.generation.kit.claims import table_draft
from educontent.generation.kit.text_forms import matching_draft
from educontent.generation.kit.types import DT, MT
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.earth._ms_kit import (
    CLAIM_TYPES,
    Ask,
    asks_params,
    level_count,
    relation_ask,
    run,
)
from educontent.generation.science.knowledge import in_grade, model

BEFORE, AFTER = ("S", "SW"), ("NW", "N")


def clock(hour: int) -> str:
    return "12 noon" if hour == 12 else f"{hour} a.m." if hour < 12 else f"{hour - 12} p.m."


def _front_rows(ctx: GenerationContext) -> tuple[list[list], int]:
    """Hourly readings; the front passes between row ``k - 1`` and row ``k``."""
    sim = model("atmosphere")["frontModel"]
    count = ctx.rng.randint(*sim["hours"])
    k = ctx.rng.randint(2, count - 2)
    temp, pressure = ctx.rng.randint(*sim["warm"]), ctx.rng.randint(*sim["pressureBefore"])
    start = ctx.rng.randint(6, 11)
    rows = []
    for i in range(count):
        if i == k:
            temp -= ctx.rng.randint(*sim["drop"])
        elif i:
            temp += ctx.rng.choice([-1, 0, 1]) if i < k else ctx.rng.choice([-1, 0])
            pressure += -1 if i < k else 2
        if i == k:
            pressure += 3
        wind = ctx.rng.choice(BEFORE if i < k else AFTER)
        rows.append([clock(start + i), temp, wind, pressure])
    return rows, k


def _front_table(ctx: GenerationContext) -> Draft:
    rows, k = _front_rows(ctx)
    form = ("when", "drop", "pressure")[ctx.level.rank] if ctx.rng.random() < 0.7 else "when"
    before, after = rows[k - 1], rows[k]
    if form == "when":
        value = f"{before[0]} and {after[0]}"
        question = "A cold front passed the weather station. Between which two readings did it pass?"
        why = f"Between {before[0]} and {after[0]} the temperature fell fastest ({before[1]} °C to {after[1]} °C), the wind turned to the {after[2]} and the pressure began to rise: cold, dry air had arrived."
        display, unit, accept = value, None, [f"{before[0]} to {after[0]}"]
    elif form == "drop":
        value = before[1] - after[1]
        question = "A cold front passed the weather station. By how many degrees did the temperature fall in the hour the front passed?"
        why = f"The biggest drop came between {before[0]} and {after[0]}: {before[1]} − {after[1]} = {value} °C."
        display, unit, accept = f"{value} °C", "°C", [str(value)]
    else:
        low = min(r[3] for r in rows)
        value = rows[-1][3] - low
        question = "After a cold front passes, air pressure rises. By how many hectopascals did the pressure rise from its lowest reading to the last reading?"
        why = f"The lowest pressure was {low} hPa and the last reading was {rows[-1][3]} hPa: {rows[-1][3]} − {low} = {value} hPa."
        display, unit, accept = f"{value} hPa", "hPa", [str(value)]
    return table_draft(
        ctx, title="Weather station readings", columns=["Time", "Temperature (°C)", "Wind from", "Air pressure (hPa)"],
        rows=rows, question=question, value=value, display=display, unit=unit, accept=accept, why=why,
        key=f"front|{form}|{rows}", standard="MS-ESS2-5",
    )  # fmt: skip


def _current_match(ctx: GenerationContext) -> Draft:
    currents = ctx.rng.sample(in_grade(model("atmosphere")["currents"], ctx.grade), level_count(ctx, 3, 4))
    pairs = [(c["current"][:1].upper() + c["current"][1:], c["effect"]) for c in currents]
    return matching_draft(
        ctx,
        pairs,
        prompt="Match each ocean current with its effect on climate.",
        instructions="Draw a line from each current to its effect.",
        why="Warm currents carry heat from the tropics toward the poles; cold currents cool the coasts they pass. "
        + " ".join(f"{c['current'][:1].upper() + c['current'][1:]} carries {c['flow']}." for c in currents),
        key=f"currents|{'|'.join(sorted(a for a, _ in pairs))}",
        task="reason",
        standard="MS-ESS2-6",
    )


ASKS = {
    "front-table": Ask(_front_table, frozenset({DT})),
    "air-masses": relation_ask("atmosphere", ["air-mass"]),
    "fronts": relation_ask("atmosphere", ["front-weather", "front-meeting"]),
    "currents": relation_ask("atmosphere", ["current-effect", "current-flow"]),
    "climate-factors": relation_ask("atmosphere", ["climate-factor"]),
    "current-match": Ask(_current_match, frozenset({MT})),
}
AtmosphereParams = asks_params(ASKS, "AtmosphereParams")

_BANDS = "easy asks when the front passed and what an air mass is like; medium asks how far the temperature fell and what weather a front brings; hard asks how far the pressure rose and which front forms from a given meeting of air masses; three currents to match at easy, four above"


@generator(content_types={DT, MT, *CLAIM_TYPES}, params=AtmosphereParams, levels=Levels("form", _BANDS))
def atmosphere(ctx: GenerationContext) -> Draft:
    return run(ctx, ASKS)
