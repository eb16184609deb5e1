"""Climates of regions around the world (3-ESS2-2), from ``model-weather.json``: each region's
warmest-month and coldest-month temperatures and yearly rain are reviewed quantities, and its climate
is described from those numbers (hot all year, very dry...). Items: which region has a climate, what a
region's climate is like, a table of regions to compare, and a short informational passage about one
region."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from educontent.generation.kit.claims import Claim, claim_draft, table_draft
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DT, MC, PB
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.earth.k5_claims import informational, pick, wrongs
from educontent.generation.science.knowledge import in_grade, model, quantity


class ClimateParams(BaseModel):
    model_config = ConfigDict(extra="forbid")


_BANDS = (
    "easy: three regions in a table, the wettest or driest; medium: four regions, the coldest winters, "
    "a region from its climate; hard: five regions, the biggest difference between summer and winter or "
    "how much more rain"
)


def _region(entry: dict) -> dict:
    """The region's name, numbers (read as quantities) and climate described from them."""
    warm, cold, rain = (quantity(entry[k]).value for k in ("warm", "cold", "rain"))
    if warm < 10:
        temp = "cold weather most of the year"
    elif cold <= -15:
        temp = "short summers and very cold winters"
    elif cold < 0:
        temp = "warm summers and cold winters"
    elif cold < 18:
        temp = "hot summers and mild winters"
    else:
        temp = "hot weather all year"
    wet = (
        "very little rain"
        if rain < 250
        else "lots of rain"
        if rain >= 1500
        else "a medium amount of rain or snow"
    )
    return {**entry, "w": warm, "c": cold, "r": rain, "climate": f"{temp}, with {wet}"}


def _regions(ctx: GenerationContext) -> list[dict]:
    return [_region(e) for e in in_grade(model("weather")["regions"], ctx.grade)]


def _claim(ctx: GenerationContext) -> Claim:
    regions = _regions(ctx)
    entry = pick(ctx, regions)
    others = [r for r in regions if r["climate"] != entry["climate"]]
    numbers = f"Its warmest month averages about {entry['w']} °C, its coldest about {entry['c']} °C, and it gets about {entry['r']:,} mm of rain a year."
    if ctx.level.rank and ctx.rng.random() < 0.5:
        return Claim(
            question=f"What is the climate of a {entry['name']} like?",
            answer=entry["climate"],
            wrong=wrongs(ctx, others, lambda r: r["climate"], "climates-mixed-up", lambda r: f"That is the climate of a {r['name']}."),
            why=f"A {entry['name']} has {entry['climate']}. {numbers}",
            key=f"climate-of|{entry['name']}",
            steps=2,
        )  # fmt: skip
    return Claim(
        question=f"Which climate region has {entry['climate']}?",
        answer=entry["name"],
        wrong=wrongs(ctx, others, lambda r: r["name"], "climates-mixed-up", lambda r: f"A {r['name']} has {r['climate']}."),
        why=f"A {entry['name']} has {entry['climate']}. {numbers}",
        key=f"region-with|{entry['name']}",
    )  # fmt: skip


def _table(ctx: GenerationContext) -> Draft:
    regions = _regions(ctx)
    count = 3 + ctx.level.rank
    columns = ["Region", "Warmest month (°C)", "Coldest month (°C)", "Rain in a year (mm)"]
    for _ in range(50):
        chosen = sorted(ctx.rng.sample(regions, count), key=lambda r: r["name"])
        rows = [(r["name"], r["w"], r["c"], r["r"]) for r in chosen]
        if ctx.level.rank == 0:
            wet = ctx.rng.random() < 0.5
            word, value = (
                ("most", max(r["r"] for r in chosen)) if wet else ("least", min(r["r"] for r in chosen))
            )
            best = [r for r in chosen if r["r"] == value]
            question = f"Which region gets the {word} rain in a year?"
            why = f"The {best[0]['name']} gets {value:,} mm, the {word}."
        elif ctx.level.rank == 1:
            value = min(r["c"] for r in chosen)
            best = [r for r in chosen if r["c"] == value]
            question = "Which region has the coldest winters?"
            why = f"The coldest month of the {best[0]['name']} averages {value} °C, the lowest."
        else:
            value = max(r["w"] - r["c"] for r in chosen)
            best = [r for r in chosen if r["w"] - r["c"] == value]
            question = "In which region is the difference between the warmest and coldest months the biggest?"
            why = f"{best[0]['name'].capitalize()}: {best[0]['w']} °C - ({best[0]['c']} °C) = {value} °C, the biggest difference."
        if len(best) == 1:
            return table_draft(ctx, title="Climates of some world regions", columns=columns, rows=rows, question=question,
                               value=best[0]["name"], display=best[0]["name"], why=why,
                               key=f"table|{'|'.join(r['name'] for r in chosen)}|{question}", steps=1 + ctx.level.rank)  # fmt: skip
    raise AssertionError("no region table with one answer")  # pragma: no cover


def _passage(ctx: GenerationContext) -> Draft:
    regions = _regions(ctx)
    entry = pick(ctx, regions)
    falls = "rain" if entry["c"] > 0 else "rain and snow"  # no snow where the coldest month is above 0 °C
    paragraphs = [
        f"A {entry['name']} climate is found in places such as {entry['example']}.",
        f"There, the warmest month averages about {entry['w']} °C and the coldest month about {entry['c']} °C. "
        f"About {entry['r']:,} millimeters of {falls}{' (measured as water)' if entry['c'] <= 0 else ''} fall in a year.",
        f"{entry['plants'][:1].upper()}{entry['plants'][1:]} grow there, and animals such as {entry['animals']} live there. "
        "Living things in each climate have ways to survive its weather.",
    ]
    passage = informational(f"The {entry['name'].title()}", paragraphs, key_terms=["climate"])
    others = [r for r in regions if r["climate"] != entry["climate"]]
    if ctx.rng.random() < 0.5:
        claim = Claim(
            question="Which words best describe the climate in the passage?",
            answer=entry["climate"],
            wrong=wrongs(ctx, others, lambda r: r["climate"], "climates-mixed-up", lambda r: f"That is the climate of a {r['name']}, not the region in the passage."),
            why=f"The numbers in the passage show {entry['climate']}.",
            key=f"passage-climate|{entry['name']}",
            task="reason",
        )  # fmt: skip
    else:
        rains = [r for r in regions if abs(r["r"] - entry["r"]) >= 100]
        claim = Claim(
            question=f"About how much {falls} falls there in a year?",
            answer=f"about {entry['r']:,} millimeters",
            wrong=tuple(Wrong(f"about {r['r']:,} millimeters", "number-misread", "That is not the amount the passage gives.") for r in ctx.rng.sample(rains, 3)),
            why=f"The passage says about {entry['r']:,} millimeters fall in a year.",
            key=f"passage-rain|{entry['name']}",
        )  # fmt: skip
    return claim_draft(ctx, claim, passage=passage)


@generator(content_types={MC, DT, PB}, params=ClimateParams, levels=Levels("steps", _BANDS))
def climate(ctx: GenerationContext) -> Draft:
    if ctx.content_type is DT:
        return _table(ctx)
    if ctx.content_type is PB:
        return _passage(ctx)
    return claim_draft(ctx, _claim(ctx))
