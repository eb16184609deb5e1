"""Sunlight warms Earth's surface (K-PS3-1, K-PS3-2), from ``model-energy-k4.json`` (surfaces ranked
by how fast sunlight warms them, materials for a shade roof) and ``model-materials.json`` (how much
light each material lets through): which surface warms fastest, tables from a warming simulation,
which roof keeps a spot coolest, and a table of temperatures under roofs of different materials.

The simulation: every surface starts at the morning temperature and warms 2 °C per hour for each step
of its ranking (1 to 5); under a roof the spot stays cooler than in open sun by 8 °C (opaque), 4 °C
(translucent) or 1 °C (transparent).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DT
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model, reviewed
from educontent.generation.science.physical.k4_kit import Modes, cap, child, claims, drafted, kinds

PER_RANK = 2
COOLER = {"opaque": 8, "translucent": 4, "transparent": 1}
THROUGH = {
    "opaque": "blocks the sunlight",
    "translucent": "lets some sunlight through",
    "transparent": "lets almost all the sunlight through",
}
PLACES = ("the sandbox", "the bench", "the slide", "the garden bed", "the picnic table")


class SunlightParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Literal["warming", "sunshade", "compare", "shade"]] = Field(min_length=1)


def _ranked(ctx: GenerationContext, count: int) -> list[dict[str, Any]]:
    """``count`` surfaces with different warming ranks, in a random order."""
    chosen: list[dict[str, Any]] = []
    surfaces = in_grade(model("energy-k4")["surfaces"], ctx.grade)
    for s in ctx.rng.sample(surfaces, len(surfaces)):
        if len(chosen) < count and all(s["warming"] != c["warming"] for c in chosen):
            chosen.append(reviewed(s))
    return chosen


def _compare_claim(ctx: GenerationContext) -> Claim:
    """Of three surfaces, which warms fastest (or slowest) in the same sunshine?"""
    shown = _ranked(ctx, 3)
    fast = ctx.rng.random() < 0.5
    answer = (max if fast else min)(shown, key=lambda s: s["warming"])
    word = "fastest" if fast else "slowest"
    names = [s["name"] for s in shown]
    listed = f"{names[0]}, {names[1]} and {names[2]}"
    wrong = [
        Wrong(
            s["name"],
            "thinks-every-surface-warms-the-same",
            f"{cap(s['name'])} does not warm up {word} of these.",
        )
        for s in shown
        if s is not answer
    ]
    return Claim(
        question=f"The sun shines on {listed}. Which one warms up {word}?",
        answer=answer["name"],
        wrong=tuple(wrong),
        why="Sunlight warms all of them, but not equally: dark ground warms fastest and water warms slowest. "
        f"Of these, {answer['name']} warms up {word}.",
        key=f"compare|{word}|{'|'.join(sorted(names))}",
        sentence=f"Of {listed}, {{}} warms up {word} in the sunshine.",
        task="compare",
        standard="K-PS3-1",
    )


def _sun_shade_table(ctx: GenerationContext) -> Draft:
    """One surface in the sun and in the shade, read every two hours: where was it warmer (easy), or
    when was it warmest in the sun (medium and hard, over more readings)?"""
    rng, kid = ctx.rng, child(ctx)
    surface = reviewed(pick(rng, in_grade(model("energy-k4")["surfaces"], ctx.grade)))
    start, rows_count = rng.randint(12, 18), 3 + ctx.level.rank
    times = [("8 o'clock", 0), ("10 o'clock", 2), ("12 o'clock", 4), ("2 o'clock", 6), ("4 o'clock", 8)][
        :rows_count
    ]
    rows = [[time, start + PER_RANK * surface["warming"] * h, start + h] for time, h in times]
    time, sun, shade = pick(rng, rows[1:])
    columns = ["Time", "In the sun (°C)", "In the shade (°C)"]
    title = f"{cap(surface['name'])} in the sun and in the shade"
    told = f"{kid.name}'s class put one thermometer on {surface['name']} in the sun and one in the shade."
    if ctx.level.rank == 0:
        return table_draft(
            ctx, title=title, columns=columns, rows=rows,
            question=f"{told} Where was it warmer at {time}?",
            value="in the sun", display="in the sun", accept=("the sun", "sun"),
            why=f"At {time} it was {sun} °C in the sun and {shade} °C in the shade. Sunlight warms the ground.",
            key=f"sunshade|where|{surface['name']}|{start}|{time}", task="compare", steps=1, standard="K-PS3-1",
        )  # fmt: skip
    warmest = max(rows, key=lambda r: r[1])
    return table_draft(
        ctx, title=title, columns=columns, rows=rows,
        question=f"{told} At what time was it warmest in the sun?",
        value=warmest[0], display=warmest[0],
        why=f"The biggest number in the sun column is {warmest[1]} °C, at {warmest[0]}. The sun warmed the "
        "ground more and more during the day.",
        key=f"sunshade|when|{surface['name']}|{start}|{rows_count}", standard="K-PS3-1",
    )  # fmt: skip


def _warming_table(ctx: GenerationContext) -> Draft:
    """Morning and afternoon temperatures of 3, 4 or 5 surfaces in the sun: which got warmest (coolest)?"""
    rng, kid = ctx.rng, child(ctx)
    shown = _ranked(ctx, 3 + ctx.level.rank)
    hours = rng.randint(2, 4)
    morning = rng.randint(12, 18)
    rows = [[s["name"], morning, morning + PER_RANK * s["warming"] * hours] for s in shown]
    columns = ["Surface", "Morning (°C)", "Afternoon (°C)"]
    title = f"Surfaces in the sun, {hours} hours apart"
    warm = rng.random() < 0.5
    best = (max if warm else min)(rows, key=lambda r: r[2])
    word = "warmest" if warm else "coolest"
    return table_draft(
        ctx, title=title, columns=columns, rows=rows,
        question=f"{kid.name}'s class measured surfaces in the sun. Which surface was {word} in the afternoon?",
        value=best[0], display=best[0],
        why=f"All the surfaces started at {morning} °C. In the afternoon, {best[0]} was {best[2]} °C, the "
        f"{'highest' if warm else 'lowest'} temperature in the table.",
        key=f"warm|{word}|{'|'.join(r[0] for r in rows)}|{hours}|{morning}", standard="K-PS3-1",
    )  # fmt: skip


def _covers(ctx: GenerationContext) -> dict[str, list[str]]:
    """The roof materials of the grade by how much light they let through."""
    light = {m["name"]: m["traits"] for m in model("materials")["materials"]}
    found: dict[str, list[str]] = {kind: [] for kind in COOLER}
    for cover in in_grade(model("energy-k4")["shadeCovers"], ctx.grade):
        kind = next(t for t in light[cover["material"]] if t in COOLER)
        found[kind].append(cover["material"])
    return found


def _shade_claim(ctx: GenerationContext) -> Claim:
    """Which material makes the roof that keeps a spot coolest?"""
    rng, kid, covers = ctx.rng, child(ctx), _covers(ctx)
    place = pick(rng, PLACES)
    answer = pick(rng, covers["opaque"])
    wrong = [
        Wrong(m, "thinks-any-roof-makes-shade", f"{cap(m)} {THROUGH[kind]}, so {place} would still get warm.")
        for kind in ("translucent", "transparent")
        for m in covers[kind]
    ]
    return Claim(
        question=f"{kid.name} wants to build a roof to keep {place} cool on a sunny day. Which material "
        f"should {kid.subject} use?",
        answer=answer,
        wrong=tuple(rng.sample(wrong, 3)),
        why=f"A roof that blocks sunlight makes shade, and shade stays cooler. {cap(answer)} blocks the sunlight.",
        key=f"shade|{answer}|{place}|{kid.name}",
        sentence=f"A roof of {{}} would keep {place} cool on a sunny day.",
        task="reason",
        standard="K-PS3-2",
    )


def _shade_table(ctx: GenerationContext) -> Draft:
    """The temperature under roofs of three materials (hard: and in open sun): which kept the spot
    coolest?"""
    rng, kid, covers = ctx.rng, child(ctx), _covers(ctx)
    place = pick(rng, PLACES)
    sun = rng.randint(28, 36)
    rows = [[pick(rng, covers[kind]), sun - drop] for kind, drop in COOLER.items()]
    if ctx.level.rank:
        rows.append(["no roof", sun])
    rows = rng.sample(rows, len(rows))
    best = min(rows, key=lambda r: r[1])
    return table_draft(
        ctx, title=f"Temperature under each roof at {place}", columns=["Roof made of", "Temperature (°C)"], rows=rows,
        question=f"{kid.name}'s class tested roofs to keep {place} cool. Which roof kept it coolest?",
        value=best[0], display=best[0],
        why=f"The lowest temperature in the table is {best[1]} °C, under the roof of {best[0]}. It blocks the "
        "sunlight best.",
        key=f"shadetable|{place}|{'|'.join(r[0] for r in rows)}|{sun}", standard="K-PS3-2",
    )  # fmt: skip


MODES: Modes = {
    "warming": {DT: _warming_table},
    "sunshade": {DT: _sun_shade_table},
    "compare": claims(_compare_claim),
    "shade": {**claims(_shade_claim), DT: _shade_table},
}

_BANDS = (
    "warming tables: 3, 4 or 5 surfaces; "
    "roof tables: three roofs at easy, three and open sun after; sun and shade tables: where it was "
    "warmer over 3 readings at easy, when it was warmest in the sun over 4 or 5 readings after"
)


@generator(content_types=kinds(MODES), params=SunlightParams, levels=Levels("steps", _BANDS))
def sunlight(ctx: GenerationContext) -> Draft:
    return drafted(ctx, MODES, ctx.params.ask)
