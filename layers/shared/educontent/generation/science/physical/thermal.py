"""Thermal energy (grade 8, MS-PS1-4, MS-PS3-3, MS-PS3-4, MS-PS3-5), from the heat and substances
models: read a heating curve computed for a real substance (its melting and boiling points), say what
happens to the temperature while a substance boils or melts, compare cups in a simulated cooling trial
and choose the best insulated one, tell which way thermal energy moves, compute temperature changes
from specific heat, name the variable an investigation tests, and follow kinetic energy in and out of
moving objects."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.draw.science_matter import heating_graph
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft, table_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DG, DT, FB, MC, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model, quantity
from educontent.generation.science.physical._matter_kit import number, route, short_name, substances
from educontent.generation.science.physical._matter_thermal import kinetic, specific, variables

_BANDS = (
    "heating curves: easy the melting point, medium the boiling point or a state, hard how long a "
    "change of state lasted; cooling: 3, 4 or 5 cups, hard counts the cups meeting a goal; heating "
    "samples: easy different materials, medium different masses, hard compute a temperature change; "
    "kinetic energy: easy up or down, medium compute it, hard the energy transferred"
)
ROOM, HOT = 20, 80
TIMES = (0, 10, 20, 30)


class ThermalParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    ask: list[
        Literal[
            "curve",
            "plateau",
            "graph",
            "cooling",
            "container",
            "transfer",
            "specific",
            "variables",
            "kinetic",
        ]
    ] = Field(min_length=1)


def _curve_substances(ctx: GenerationContext) -> list[tuple[dict[str, Any], float, float]]:
    return [
        (s, quantity(s["melts"]).value, quantity(s["boils"]).value)
        for s in substances(ctx.grade)
        if "melts" in s and "boils" in s and s["melts"]["value"] >= -200 and s["boils"]["value"] <= 160
    ]


def heating_rows(melts: float, boils: float) -> list[list[Any]]:
    """A steady heating: rising to the melting point, holding 3 minutes, rising to the boiling point,
    holding 4 minutes, then rising twice more (°C per minute: a fifth of the liquid range, to 5)."""
    rate = max(5, round((boils - melts) / 5 / 5) * 5)
    temps = [melts - 2 * rate, melts - rate, melts, melts, melts, melts]
    t = melts
    while t + rate < boils:
        t += rate
        temps.append(t)
    temps += [boils] * 5 + [boils + rate, boils + 2 * rate]
    return [[minute, number(temp)] for minute, temp in enumerate(temps)]


def _curve(ctx: GenerationContext) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    entry, melts, boils = pick(rng, _curve_substances(ctx))
    name = short_name(entry)
    rows = heating_rows(melts, boils)
    common = {
        "title": f"Heating a sample of {name}",
        "columns": ["Time (min)", "Temperature (°C)"],
        "rows": rows,
    }
    if rank == 0 or (rank == 1 and rng.random() < 0.5):
        which, value = ("melt", melts) if rank == 0 else ("boil", boils)
        return table_draft(
            ctx, **common, question=f"A sample of {name} is heated steadily. At what temperature does it {which}?",
            value=value, display=f"{number(value)} °C", unit="°C", accept=(number(value), f"{number(value)} °C"),
            why=f"The temperature stays at {number(value)} °C for several minutes: the energy goes into changing state, "
            f"so that is where it {which}s.", key=f"curve:{entry['id']}:{which}",
        )  # fmt: skip
    if rank == 1:
        rising = [r for i, r in enumerate(rows) if r[1] not in (rows[i - 1][1], rows[(i + 1) % len(rows)][1])]
        minute, temp = pick(rng, rising)
        state = (
            "solid"
            if float(temp.replace(",", "")) < melts
            else "liquid"
            if float(temp.replace(",", "")) < boils
            else "gas"
        )
        return table_draft(
            ctx, **common, question=f"A sample of {name} is heated steadily. What state is it in at minute {minute}?",
            value=state, display=state, key=f"curve:{entry['id']}:state:{minute}",
            why=f"At minute {minute} it is at {temp} °C: "
            + {"solid": "below the melting plateau", "liquid": "between the two plateaus", "gas": "above the boiling plateau"}[state]
            + f", so it is a {state}.",
        )  # fmt: skip
    which, value = pick(rng, [("melting", melts), ("boiling", boils)])
    held = [r[0] for r in rows if r[1] == number(value)]
    minutes = held[-1] - held[0]
    return table_draft(
        ctx, **common, question=f"A sample of {name} is heated steadily. For how many minutes does its temperature stay the same while it is {which}?",
        value=minutes, display=f"{minutes} minutes", unit="minutes", accept=(str(minutes), f"{minutes} minutes"),
        why=f"The temperature is {number(value)} °C from minute {held[0]} to minute {held[-1]}: {minutes} minutes.",
        key=f"curve:{entry['id']}:{which}-time", steps=3,
    )  # fmt: skip


def _graph(ctx: GenerationContext) -> Draft:
    """The heating curve drawn as a line graph: at what temperature it melts or boils."""
    rng = ctx.rng
    entry, melts, boils = pick(rng, _curve_substances(ctx))
    name = short_name(entry)
    rows = heating_rows(melts, boils)
    temps = [float(str(v).replace(",", "")) for _, v in rows]
    which, value, other = pick(rng, [("melt", melts, boils), ("boil", boils, melts)])
    svg_doc = heating_graph(
        [(m, t) for (m, _), t in zip(rows, temps, strict=True)], sorted({temps[0], melts, boils, temps[-1]}),
        f"Heating a sample of {name}",
        f"A line graph of temperature over {rows[-1][0]} minutes of steady heating, with two flat parts.",
    )  # fmt: skip
    wrong = [
        (f"{number(other)} °C", "confuses-melting-and-boiling", f"That flat part is where it {'boils' if which == 'melt' else 'melts'}."),
        (f"{number(temps[0])} °C", "reads-the-start", "That is the temperature when the heating began."),
        (f"{number(temps[-1])} °C", "reads-the-end", "That is the temperature at the end of the graph."),
    ]  # fmt: skip
    return diagram_draft(
        f"The graph shows a sample of {name} heated steadily. At what temperature does it {which}?", svg_doc,
        f"{number(value)} °C", f"The line is flat at {number(value)} °C while the sample {which}s: the added energy changes its state.",
        wrong if ctx.content_type is DG and ctx.level.rank < 2 else None, rng, f"graph:{entry['id']}:{which}",
        kind="model", task="represent", steps=2, unit="°C", value=value,
    )  # fmt: skip


def _plateau(ctx: GenerationContext) -> Draft:
    entry, melts, boils = pick(ctx.rng, _curve_substances(ctx))
    name = short_name(entry)
    which, value, end = pick(ctx.rng, [("melts", melts, "liquid"), ("boils", boils, "gas")])
    verb = "melting" if which == "melts" else "boiling"
    wrong = (
        Wrong("It keeps rising as fast as before.", "temperature-always-rises", f"While it is {verb}, the added energy frees particles from each other instead of speeding them up."),
        Wrong("It drops until the change is over.", f"{verb}-cools", "Heat is still being added, so the temperature does not drop."),
        Wrong(f"It jumps straight to {number(value + 50)} °C.", "state-change-skipped", f"It cannot get hotter until all of it is a {end}."),
    )  # fmt: skip
    return claim_draft(
        ctx,
        Claim(
            question=f"A sample of {name} is heated steadily. It reaches {number(value)} °C and {which}. "
            f"What happens to its temperature while it is {verb}?",
            answer=f"It stays at {number(value)} °C until all of it is a {end}.", wrong=wrong,
            why=f"While {name} is {verb}, the energy added goes into changing its state, so its temperature stays at {number(value)} °C.",
            key=f"plateau:{entry['id']}:{which}", task="reason", steps=2,
        ),
    )  # fmt: skip


def cooled(rate: float, minutes: int) -> int:
    """The simulated water temperature after ``minutes`` (starting at 80 °C in a 20 °C room)."""
    return round(ROOM + (HOT - ROOM) * (1 - rate) ** minutes)


def _cooling(ctx: GenerationContext) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    cups = rng.sample(in_grade(model("heat")["cups"], ctx.grade), 3 + rank)
    rates = {c["id"]: quantity(c["coolingRate"]).value for c in cups}
    rows = [[c["name"], *(cooled(rates[c["id"]], t) for t in TIMES)] for c in cups]
    common = {
        "title": "Hot water cooling in different cups",
        "columns": ["Cup", *(f"{t} min (°C)" for t in TIMES)],
        "rows": rows,
    }
    key = "cooling:" + ",".join(c["id"] for c in cups)
    if rank == 0:
        best = max(rows, key=lambda r: r[-1])
        return table_draft(
            ctx, **common, question="Which cup kept the water warmest after 30 minutes?", value=best[0], display=best[0],
            why=f"After 30 minutes {best[0]} still held water at {best[-1]} °C, the warmest: it let the least thermal energy out.",
            key=f"{key}:best", task="compare",
        )  # fmt: skip
    if rank == 1:
        row = pick(rng, rows)
        drop = row[1] - row[-1]
        return table_draft(
            ctx, **common, question=f"How many degrees did the water in {row[0]} cool in 30 minutes?",
            value=drop, display=f"{drop} °C", unit="°C", accept=(str(drop), f"{drop} °C"),
            why=f"{row[1]} °C - {row[-1]} °C = {drop} °C.", key=f"{key}:drop:{row[0]}",
        )  # fmt: skip
    goal = (
        pick(rng, sorted({r[-1] for r in rows})[:-1]) if len({r[-1] for r in rows}) > 1 else rows[0][-1] - 1
    )
    meeting = [r[0] for r in rows if r[-1] > goal]
    return table_draft(
        ctx, **common, question=f"The design goal is water above {goal} °C after 30 minutes. How many of the cups meet the goal?",
        value=len(meeting), display=str(len(meeting)), accept=(str(len(meeting)),),
        why=f"Above {goal} °C after 30 minutes: " + (", ".join(meeting) if meeting else "none") + ".",
        key=f"{key}:goal:{goal}", steps=3,
    )  # fmt: skip


def _container(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    cups = rng.sample(in_grade(model("heat")["cups"], ctx.grade), 3 if ctx.level.rank == 0 else 4)
    best = min(cups, key=lambda c: quantity(c["coolingRate"]).value)
    wrong = tuple(
        Wrong(c["name"], "conductor-as-insulator", f"Its walls ({c['walls']}) let thermal energy out faster.") for c in cups if c is not best
    )  # fmt: skip
    return claim_draft(
        ctx,
        Claim(
            question="Which container would keep hot cocoa hot the longest?", answer=best["name"], wrong=wrong,
            why=f"Its walls ({best['walls']}) slow the transfer of thermal energy the most.",
            key="container:" + ",".join(sorted(c["id"] for c in cups)), task="compare", steps=2,
        ),
    )  # fmt: skip


def _transfer(ctx: GenerationContext) -> Draft:
    t = pick(ctx.rng, in_grade(model("heat")["transfers"], ctx.grade))
    answer = f"from {t['warmer']} to {t['cooler']}"
    wrong = (
        Wrong(f"from {t['cooler']} to {t['warmer']}", "cold-flows", "Thermal energy moves from the warmer object to the cooler one; cold does not flow."),
        Wrong("in neither direction", "no-transfer", f"{t['warmer'][0].upper()}{t['warmer'][1:]} is warmer, so thermal energy moves."),
    )  # fmt: skip
    return claim_draft(
        ctx,
        Claim(
            question=f"Think about {t['what']}. Which way does thermal energy move?", answer=answer, wrong=wrong,
            why=f"Thermal energy moves from the warmer object to the cooler one ({t['how']}): {answer}.",
            key=f"transfer:{t['id']}", sentence=f"Think about {t['what']}: thermal energy moves {{}}.", task="reason",
        ),
    )  # fmt: skip


ASKS = {
    "curve": (frozenset({DT}), _curve),
    "plateau": (frozenset({MC}), _plateau),
    "graph": (frozenset({DG}), _graph),
    "cooling": (frozenset({DT}), _cooling),
    "container": (frozenset({MC}), _container),
    "transfer": (frozenset({MC, TF, FB}), _transfer),
    "specific": (frozenset({DT}), specific),
    "variables": (frozenset({MC, TF, FB, SA}), variables),
    "kinetic": (frozenset({DT, MC}), kinetic),
}


@generator(content_types={MC, TF, FB, SA, DT, DG}, params=ThermalParams, levels=Levels("steps", _BANDS))
def thermal(ctx: GenerationContext) -> Draft:
    return route(ctx, ASKS, ctx.params.ask)
