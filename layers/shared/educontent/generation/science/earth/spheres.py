"""Earth's four spheres and its water (5-ESS2-1, 5-ESS2-2), from ``model-landforms.json``:

- ``sort``: which sphere a thing belongs to (geosphere, hydrosphere, atmosphere, biosphere);
- ``interact``: which two spheres an event joins, and which event fits an arrow of a spheres model;
- ``water``: how much of Earth's water is salt and fresh and where the fresh water is (reviewed
  quantities), as a table with computed amounts, a bar graph and questions.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from educontent.generation.draw.science_charts import column_bar_graph
from educontent.generation.draw.science_land import spheres_model
from educontent.generation.kit.claims import Claim, claim_draft, table_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DG, DT, MC, MT, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.earth.k5_claims import (
    cap,
    claim_or_match,
    distinct_pairs,
    match_draft,
    pick,
    wrongs,
)
from educontent.generation.science.knowledge import in_grade, model, quantity


class SpheresParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: Literal["sort", "interact", "water"]


_BANDS = (
    "easy: which sphere one thing belongs to, one share of Earth's water (three pairs); medium: which "
    "thing belongs to a sphere, the part of fresh water not frozen (four pairs); hard: two spheres an "
    "event joins, a share of a share in liters (five pairs)"
)
_ORDER = ("geosphere", "hydrosphere", "atmosphere", "biosphere")


def _spheres(ctx: GenerationContext) -> dict[str, str]:
    return {s["name"]: s["means"] for s in in_grade(model("landforms")["spheres"], ctx.grade)}


# ---- sort ----------------------------------------------------------------------------------------


def _sort_claim(ctx: GenerationContext) -> Claim:
    spheres = _spheres(ctx)
    things = in_grade(model("landforms")["sphere_things"], ctx.grade)
    entry = pick(ctx, things)
    sphere = entry["sphere"]
    why = f"The {sphere} is {spheres[sphere]}."
    if ctx.level.rank and ctx.rng.random() < 0.5:
        return Claim(
            question=f"Which of these is part of the {sphere}?",
            answer=entry["thing"],
            wrong=wrongs(ctx, [t for t in things if t["sphere"] != sphere], lambda t: t["thing"], "spheres-mixed-up",
                         lambda t: f"{cap(t['thing'])} is part of the {t['sphere']}."),
            why=why,
            key=f"part|{entry['thing']}",
            sentence=f"{{}} is part of the {sphere}.",
            steps=2,
        )  # fmt: skip
    return Claim(
        question=f"Which sphere is {entry['thing']} part of?",
        answer=f"the {sphere}",
        wrong=tuple(
            Wrong(f"the {s}", "spheres-mixed-up", f"The {s} is {spheres[s]}.") for s in _ORDER if s != sphere
        ),
        why=why,
        key=f"sphere|{entry['thing']}",
        sentence=f"{cap(entry['thing'])} is part of {{}}.",
    )


def _sort_match(ctx: GenerationContext) -> Draft:
    things = in_grade(model("landforms")["sphere_things"], ctx.grade)
    pairs = distinct_pairs(ctx, things, lambda t: t["thing"], lambda t: [f"the {t['sphere']}"])
    return match_draft(ctx, pairs[:4], prompt="Match each thing to the sphere it is part of.",
                       why="Land and rock, water, air and living things are Earth's four spheres.", key="sort")  # fmt: skip


# ---- interact ------------------------------------------------------------------------------------


def _pair(a: str, b: str) -> str:
    first, second = sorted((a, b), key=_ORDER.index)
    return f"the {first} and the {second}"


def _interact_claim(ctx: GenerationContext) -> Claim:
    events = in_grade(model("landforms")["interactions"], ctx.grade)
    entry = pick(ctx, events)
    answer = _pair(entry["from"], entry["to"])
    others = {_pair(a, b) for i, a in enumerate(_ORDER) for b in _ORDER[i + 1 :]} - {answer}
    return Claim(
        question=f"Which two spheres interact when {entry['event']}?",
        answer=answer,
        wrong=tuple(Wrong(o, "spheres-mixed-up", "Those are not the two parts of Earth this event joins.") for o in sorted(others)),
        why=f"When {entry['event']}, the {entry['from']} changes the {entry['to']}.",
        key=f"interact|{entry['event']}",
        sentence=f"When {entry['event']}, {{}} interact.",
        task="reason",
        steps=2,
    )  # fmt: skip


def _interact_diagram(ctx: GenerationContext) -> Draft:
    events = in_grade(model("landforms")["interactions"], ctx.grade)
    entry = pick(ctx, events)
    start, end = entry["from"], entry["to"]
    desc = (f"A model of Earth's four spheres: the atmosphere, the geosphere, the hydrosphere and the biosphere. "
            f"An arrow marked with a question mark points from the {start} to the {end}.")  # fmt: skip
    doc = spheres_model(start, end, "Earth's spheres interact", desc)
    others = [e for e in events if (e["from"], e["to"]) != (start, end)]
    wrong = [
        (e["event"], "arrow-read-wrong", f"In that event the {e['from']} changes the {e['to']}.")
        for e in ctx.rng.sample(others, 3)
    ]
    return diagram_draft(
        "The arrow shows one sphere changing another. Which event fits the arrow?", doc, entry["event"],
        f"When {entry['event']}, the {start} changes the {end}.", wrong, ctx.rng, f"arrow|{entry['event']}",
        task="reason", steps=2,
    )  # fmt: skip


# ---- water ---------------------------------------------------------------------------------------


def _amounts(ctx: GenerationContext, part_of: str) -> list[tuple[str, int]]:
    return [(w["name"], quantity(w["share"]).value) for w in in_grade(model("landforms")["water_amounts"], ctx.grade)
            if w["part_of"] == part_of]  # fmt: skip


def _water_table(ctx: GenerationContext) -> Draft:
    every, fresh = _amounts(ctx, "all water"), _amounts(ctx, "fresh water")
    rows = [("all water", n, v) for n, v in every] + [("fresh water", n, v) for n, v in fresh]
    columns = ["Part of", "Where the water is", "Share (%)"]
    title = "Where Earth's water is"
    if ctx.level.rank == 0:
        name, share = pick(ctx, every)
        total = ctx.rng.choice((100, 200, 500, 1000, 2000, 5000, 10000))
        value = total * share // 100
        return table_draft(ctx, title=title, columns=columns, rows=rows,
                           question=f"Suppose all of Earth's water were {total:,} liters. About how many liters would be {name}?",
                           value=value, display=f"{value:,} liters", unit="liters", why=f"{share}% of {total:,} liters is {value:,} liters.",
                           key=f"water|{name}|{total}")  # fmt: skip
    if ctx.level.rank == 1:
        name, share = pick(ctx, fresh)
        value = 100 - share
        return table_draft(ctx, title=title, columns=columns, rows=rows,
                           question=f"About what percent of Earth's fresh water is not {name}?",
                           value=value, display=f"{value}%", unit="%", why=f"100% - {share}% = {value}%.", key=f"water-not|{name}")  # fmt: skip
    fresh_share = dict(every)["fresh water"]
    name, share = pick(ctx, fresh)
    total = ctx.rng.choice((10000, 20000, 50000, 100000))
    value = total * fresh_share * share // 10000
    return table_draft(ctx, title=title, columns=columns, rows=rows,
                       question=f"Suppose all of Earth's water were {total:,} liters. About how many liters would be fresh water in {name}?",
                       value=value, display=f"{value:,} liters", unit="liters",
                       why=f"Fresh water: {fresh_share}% of {total:,} liters is {total * fresh_share // 100:,} liters. {share}% of that is {value:,} liters.",
                       key=f"water2|{name}|{total}", steps=3)  # fmt: skip


def _water_graph(ctx: GenerationContext) -> Draft:
    part_of = "all water" if ctx.level.rank == 0 else "fresh water"
    rows = _amounts(ctx, part_of)
    names, values = [n for n, _ in rows], [v for _, v in rows]
    doc = column_bar_graph(
        f"Share of {part_of} (%)",
        names,
        values,
        scale=10,
        title=f"Where Earth's {part_of} is",
        axis="Percent",
    )
    biggest = max(rows, key=lambda r: r[1])
    wrong = [
        (n, "small-share-seen-as-big", f"Only about {v}% of {part_of} is {n}.")
        for n, v in rows
        if n != biggest[0]
    ]
    if len(wrong) < 2:
        wrong.append(
            ("about the same amount in each place", "shares-equal", "The bars are very different in height.")
        )
    if ctx.rng.random() < 0.5:
        name, value = pick(ctx, rows)
        return diagram_draft(f"The graph shows {part_of} on Earth. About what percent of it is {name}?", doc, f"{value}%",
                             f"The bar for {name} reaches {value}.", None, ctx.rng, f"graph-read|{part_of}|{name}",
                             kind="bar-graph", task="represent", value=value, unit="%")  # fmt: skip
    question = f"The graph shows {part_of} on Earth. Where is most of it?"
    return diagram_draft(question, doc, biggest[0], f"The tallest bar: about {biggest[1]}% of {part_of} is {biggest[0]}.",
                         wrong, ctx.rng, f"graph|{part_of}|{ctx.level.rank}", kind="bar-graph", task="compare", steps=2)  # fmt: skip


def _water_claim(ctx: GenerationContext) -> Draft:
    """A share of Earth's water, or (medium and hard) the liters of fresh water in a made-up total, with
    wrong answers from the usual slips: the salt share used, the shares swapped, half and half."""
    every = dict(_amounts(ctx, "all water"))
    salt, fresh = every["salt water"], every["fresh water"]
    if ctx.level.rank == 0:
        ask_salt = ctx.rng.random() < 0.5
        share, other = (salt, fresh) if ask_salt else (fresh, salt)
        kind = "salt water" if ask_salt else "fresh water"
        claim = Claim(
            question=f"About how much of all the water on Earth is {kind}?",
            answer=f"about {share}%",
            wrong=(Wrong(f"about {other}%", "salt-and-fresh-swapped", f"About {other}% is {'fresh' if ask_salt else 'salt'} water."),
                   Wrong("about 50%", "half-and-half", "Salt and fresh water are far from equal: most water is in the oceans.")),
            why=f"About {salt}% of Earth's water is salt water, mostly in the oceans; only about {fresh}% is fresh water.",
            key=f"share|{kind}",
        )  # fmt: skip
        return claim_draft(ctx, claim)
    total = ctx.rng.choice((10000, 20000, 50000, 100000))
    liters = total * fresh // 100  # a whole number of liters, and so is every share of it
    if ctx.level.rank == 1:
        claim = Claim(
            question=f"Suppose all of Earth's water were {total:,} liters. About how many liters would be fresh water?",
            answer=f"{liters:,} liters",
            wrong=(Wrong(f"{total * salt // 100:,} liters", "salt-share-used", f"That is the salt water: {salt}% of {total:,} liters."),
                   Wrong(f"{total // 2:,} liters", "half-and-half", "Fresh water is far less than half of Earth's water."),
                   Wrong(f"{fresh:,} liters", "percent-read-as-liters", f"{fresh}% is a share, not a number of liters: find {fresh}% of {total:,}.")),
            why=f"About {fresh}% of Earth's water is fresh: {fresh}% of {total:,} liters is {liters:,} liters.",
            key=f"liters|{total}",
            task="compute",
            steps=2,
        )  # fmt: skip
        return claim_draft(ctx, claim)
    fresh_parts = _amounts(ctx, "fresh water")
    name, share = pick(ctx, fresh_parts)
    value = liters * share // 100
    others = [(n, v) for n, v in fresh_parts if n != name]
    claim = Claim(
        question=f"Suppose all of Earth's water were {total:,} liters. About how many liters would be fresh water in {name}?",
        answer=f"{value:,} liters",
        wrong=(
            *(Wrong(f"{liters * v // 100:,} liters", "fresh-water-parts-mixed-up", f"That is the fresh water in {n}.") for n, v in others),
            Wrong(f"{total * share // 100:,} liters", "share-of-all-water", f"{share}% is a share of the fresh water, not of all the water."),
        ),
        why=f"Fresh water: {fresh}% of {total:,} liters is {liters:,} liters. {name.capitalize()}: {share}% of {liters:,} is {value:,} liters.",
        key=f"liters2|{total}|{name}",
        task="compute",
        steps=3,
    )  # fmt: skip
    return claim_draft(ctx, claim)


_CLAIMS = {"sort": _sort_claim, "interact": _interact_claim}
_MATCHES = {"sort": _sort_match}


@generator(content_types={MC, TF, MT, DG, DT}, params=SpheresParams, levels=Levels("steps", _BANDS))
def spheres(ctx: GenerationContext) -> Draft:
    ask = ctx.params.ask
    if ask == "water":
        if ctx.content_type is DT:
            return _water_table(ctx)
        return _water_graph(ctx) if ctx.content_type is DG else _water_claim(ctx)
    if ask == "interact" and ctx.content_type is DG:
        return _interact_diagram(ctx)
    return claim_or_match(ctx, lambda: _CLAIMS[ask](ctx), lambda: _MATCHES[ask](ctx))
