"""Why the sun looks brighter than other stars (5-ESS1-1): stars that give off more light than the
sun look dim because they are much farther away; which of some stars is closest (distances in
light-years from ``model-planets.json``); and a light meter's readings of one lamp at several
distances, computed with the inverse-square law, to show that the same light looks dimmer from
farther away.
"""

from __future__ import annotations

from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DT, MC
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.earth._ms_kit import (
    CLAIM_TYPES,
    Ask,
    asks_params,
    claim_ask,
    level_count,
    num,
    run,
)
from educontent.generation.science.knowledge import in_grade, model, quantity, reviewed


def _stars(ctx: GenerationContext) -> list[dict]:
    return in_grade(model("planets")["stars"], ctx.grade)


def _why_sun(ctx: GenerationContext) -> Claim:
    star = reviewed(ctx.rng.choice([s for s in _stars(ctx) if s["outshinesSun"]]))
    name, far = star["name"], num(quantity(star["distance"]).value)
    minutes = num(quantity(model("planets")["light"]["sunLightMinutes"]).value)
    return Claim(
        question=f"{name} gives off more light than the sun, but the sun looks much brighter to us. Why?",
        answer=f"The sun is much closer to Earth than {name} is.",
        wrong=(
            Wrong(
                f"{name} is much smaller than the sun.",
                "size-sets-brightness",
                f"{name} gives off more light than the sun, so being small is not the reason.",
            ),
            Wrong(
                "The sun is the biggest star in space.",
                "sun-is-biggest-star",
                "The sun is a medium-sized star; many stars are bigger.",
            ),
            Wrong(
                f"{name} gives off light only at night.",
                "stars-shine-only-at-night",
                "Stars shine all the time; in the daytime the bright sky hides them.",
            ),
        ),
        why=f"Light from the sun takes about {minutes} minutes to reach us, but light from {name} takes about {far} years. The same light looks dimmer from farther away.",
        key=f"why-sun|{name}",
        task="reason",
        steps=2,
    )


def _closest(ctx: GenerationContext) -> Claim:
    stars = ctx.rng.sample(_stars(ctx), level_count(ctx, 3, 4))
    ranked = sorted(stars, key=lambda s: quantity(s["distance"]).value)
    names = [s["name"] for s in stars]
    listed = ", ".join(names[:-1]) + f" and {names[-1]}"
    far = ctx.rng.random() < 0.4
    top = ranked[-1] if far else ranked[0]
    word = "farthest from" if far else "closest to"
    return Claim(
        question=f"Which of these stars is {word} Earth: {listed}?",
        answer=top["name"],
        wrong=tuple(
            Wrong(
                s["name"],
                "brighter-means-closer",
                f"{s['name']} is about {num(quantity(s['distance']).value)} light-years away.",
            )
            for s in ranked
            if s is not top
        ),
        why=f"{top['name']} is about {num(quantity(top['distance']).value)} light-years away, {'farther' if far else 'closer'} than the others.",
        key=f"closest|{far}|{'|'.join(sorted(names))}",
        sentence=f"Of {listed}, {{}} is {word} Earth.",
        task="reason",
        steps=len(stars) - 1,
    )


def _lamp(ctx: GenerationContext) -> Draft:
    lamp = model("planets")["lamp"]
    base = lamp["readingAtOneMeter"]
    distances = lamp["distances"][: level_count(ctx, 3, 5)]
    rows = [[d, round(base / d**2)] for d in distances]
    near, far = sorted(ctx.rng.sample([d for d in distances if d <= 3], 2))
    while far % near:
        near, far = sorted(ctx.rng.sample(distances, 2))
    times = round((far / near) ** 2)
    return table_draft(
        ctx, title="Light meter readings of one lamp", columns=["Distance from the lamp (m)", "Reading (lux)"],
        rows=rows,
        question=f"How many times brighter is the reading at {near} m than at {far} m?",
        value=times, display=f"{times} times", accept=[str(times), f"{times} times brighter"],
        why=f"{num(round(base / near**2))} ÷ {num(round(base / far**2))} = {times}. The same lamp looks much dimmer from farther away, just as stars much farther than the sun look dim.",
        key=f"lamp|{near}|{far}|{len(rows)}", standard="5-ESS1-1",
    )  # fmt: skip


ASKS = {
    "why-sun-bright": claim_ask(_why_sun, (MC,)),
    "closest-star": claim_ask(_closest),
    "lamp-table": Ask(_lamp, frozenset({DT})),
}
StarParams = asks_params(ASKS, "StarParams")

_BANDS = "three stars to compare and three distances in the lamp table at easy, four at medium, four stars and five distances at hard"


@generator(content_types={DT, *CLAIM_TYPES}, params=StarParams, levels=Levels("steps", _BANDS))
def stars(ctx: GenerationContext) -> Draft:
    return run(ctx, ASKS)
