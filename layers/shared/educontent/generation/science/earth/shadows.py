"""Shadows, day and night, and the seasonal sky for grade 5 (5-ESS1-2): a stick's shadow through
the day, computed from the sun's height (latitude and Earth's tilt from ``model-sky.json``) with the
tangent; which way shadows point; what causes day and night and the change of evening stars with
the seasons; which constellations fill the evening sky in each season.
"""

from __future__ import annotations

import math

from educontent.generation.draw.science_charts import column_bar_graph
from educontent.generation.kit.claims import table_draft
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.types import DG, DT
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.earth._ms_kit import (
    CLAIM_TYPES,
    Ask,
    asks_params,
    diagram_choice,
    relation_ask,
    run,
)
from educontent.generation.science.knowledge import model, quantity


def clock(hour: int) -> str:
    """A whole hour as a clock time (12:00 noon, 9:00 a.m., 3:00 p.m.)."""
    if hour == 12:
        return "12:00 noon"
    return f"{hour}:00 a.m." if hour < 12 else f"{hour - 12}:00 p.m."


def shadow_length(height: int, hour: int, latitude: float, declination: float) -> int:
    """The shadow of a stick ``height`` cm tall at solar time ``hour``, to the nearest centimeter."""
    lat, dec, angle = (math.radians(x) for x in (latitude, declination, 15 * (hour - 12)))
    sun = math.asin(math.sin(lat) * math.sin(dec) + math.cos(lat) * math.cos(dec) * math.cos(angle))
    return round(height / math.tan(sun))


def _day(ctx: GenerationContext, whole: bool) -> tuple[str, int, list[int], list[list]]:
    """A day of the simulation: the month, the stick's height, the hours (the morning to noon, or the
    whole day when ``whole``) and the rows of clock time and shadow length."""
    sky = model("sky")
    params = sky["shadowModel"]
    latitude = quantity(sky["city"]["latitude"]).value
    tilt = quantity(sky["earth"]["tilt"]).value
    month = ctx.rng.choice(list(params["months"]))
    declination = tilt * params["months"][month]
    height = ctx.rng.choice(params["heights"])
    first = ctx.rng.choice(params["morning"][1:] if month == "December" else params["morning"])
    hours = list(range(first, 12 + (13 - first if whole else 1)))
    return month, height, hours, [[clock(h), shadow_length(height, h, latitude, declination)] for h in hours]


def _shadow_table(ctx: GenerationContext) -> Draft:
    month, height, hours, rows = _day(ctx, ctx.level.rank > 0)
    first = hours[0]
    form = ("shortest", "difference", "match")[ctx.level.rank]
    if form == "shortest" or len(hours) < 3:
        value, question = clock(12), "At what time is the shadow shortest?"
        why = "The sun is highest at noon, so the shadow is shortest then. Shadows are long in the morning and afternoon when the sun is low."
        display, unit, accept = value, None, ["noon", "12:00"]
    elif form == "difference":
        h = ctx.rng.choice([x for x in hours if x != 12])
        long, noon = rows[hours.index(h)][1], rows[hours.index(12)][1]
        value = long - noon
        question = f"How many centimeters longer is the shadow at {clock(h)} than at 12:00 noon?"
        why = f"{long} − {noon} = {value}. The sun is lower at {clock(h)}, so the shadow is longer."
        display, unit, accept = f"{value} cm", "cm", [str(value)]
    else:
        h = ctx.rng.choice([x for x in hours if x < 12])
        value = clock(24 - h)
        question = f"The shadow at {clock(h)} is {rows[hours.index(h)][1]} cm long. At what time in the afternoon will the shadow be the same length?"
        why = f"The sun climbs until noon and then sinks the same way, so the shadow at {clock(h)} matches the one {count_of(12 - h, 'hour')} after noon, at {value}."
        display, unit, accept = value, None, [value.replace(" p.m.", ""), value.replace(":00", "")]
    return table_draft(
        ctx, title=f"Shadow of a {height} cm stick on a day in {month} (Denver)",
        columns=["Time", "Shadow length (cm)"], rows=rows, question=question, value=value, display=display,
        unit=unit, accept=accept, why=why, key=f"shadow|{month}|{height}|{first}|{question}", standard="5-ESS1-2",
    )  # fmt: skip


def _shadow_graph(ctx: GenerationContext) -> Draft:
    """A bar graph of a whole day's shadow lengths: when the shadow was shortest, or which afternoon
    time matches a morning shadow."""
    month, height, hours, rows = _day(ctx, True)
    names, values = [r[0] for r in rows], [r[1] for r in rows]
    title = f"Shadow of a {height} cm stick on a day in {month} (Denver)"
    svg = column_bar_graph(
        "Shadow length (cm)",
        names,
        values,
        scale=50 if max(values) <= 400 else 100,
        title=title,
        axis="Shadow length (cm)",
    )
    if ctx.level.rank == 0 or ctx.rng.random() < 0.4:
        question, answer = "At what time was the shadow shortest?", clock(12)
        why = "The shortest bar is at noon, when the sun is highest."
        wrong = [
            (
                n,
                "shadow-shortest-at-sunrise",
                f"At {n} the sun is lower, so the shadow is longer than at noon.",
            )
            for n in names
            if n != answer
        ]
    else:
        h = ctx.rng.choice([x for x in hours if x < 12])
        answer = clock(24 - h)
        question = f"At what time in the afternoon was the shadow as long as it was at {clock(h)}?"
        why = f"The sun sinks after noon the way it climbed before noon, so the bar at {answer} matches the bar at {clock(h)}."
        wrong = [
            (clock(x), "shadow-pattern-not-symmetric", f"At {clock(x)} the shadow has a different length.")
            for x in hours
            if x > 12 and clock(x) != answer
        ]
    return diagram_choice(
        ctx,
        question,
        svg,
        answer,
        why,
        wrong,
        f"graph|{month}|{height}|{hours[0]}|{question}",
        standard="5-ESS1-2",
    )


ASKS = {
    "shadow-graph": Ask(_shadow_graph, frozenset({DG})),
    "shadow-table": Ask(_shadow_table, frozenset({DT})),
    "shadow-direction": relation_ask("sky", ["shadow-direction"]),
    "day-night": relation_ask("sky", ["effect-cause"]),
    "seasonal-stars": relation_ask("sky", ["constellation-season"]),
}
ShadowParams = asks_params(ASKS, "ShadowParams")

_BANDS = "easy: a morning table and the time of the shortest shadow; medium: how much longer a shadow is than at noon; hard: a whole day's table and the afternoon time that matches a morning shadow"


@generator(content_types={DT, DG, *CLAIM_TYPES}, params=ShadowParams, levels=Levels("form", _BANDS))
def shadows(ctx: GenerationContext) -> Draft:
    return run(ctx, ASKS)
