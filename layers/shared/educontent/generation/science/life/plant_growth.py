"""Plants from ``model-plants.json``: what plants and animals need (K-LS1-1), a fair test of what
plants need read from a table of green leaves computed by a growth simulation and the variable it
changes (2-LS2-1), how animals move seeds and pollen (2-LS2-2), and a plant-and-soil mass
simulation showing that a plant's new mass comes mostly from air and water, not soil (5-LS1-1).

Table values are computed from the model's simulation parameters (``quantity``), so every answer is
computed too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.core.catalog_records import ContentType
from educontent.generation.kit.choose import pick, pick_two
from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.people import roster
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DT, FB, MC, MT, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, NoSuchForm, generator
from educontent.generation.science.knowledge import in_grade, model, quantity, reviewed
from educontent.generation.science.life.k5_kit import a, cap, matched, serve

Ask = Literal["need", "variable", "dispersal", "pollination", "mass"]
Table = Literal["leaves", "mass"]


class PlantGrowthParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    asks: list[Ask] = Field(min_length=1, description="What written items ask.")
    table: Table = Field(default="leaves", description="The simulation a data table shows.")


LABELS = {
    "light-water": "in sun, watered",
    "dark-water": "in a dark closet, watered",
    "light-dry": "in sun, not watered",
    "dark-dry": "in a dark closet, not watered",
}
_FACTOR = {"light": "sunlight", "water": "water"}


def _m() -> Any:
    return model("plants")


def _need_claim(ctx: GenerationContext) -> Claim:
    who = pick(ctx.rng, ["plant", "animal"])
    need = pick(ctx.rng, [n for n in in_grade(_m()["needs"], ctx.grade) if n["who"] == who])
    mistakes = [m for m in in_grade(_m()["mistakes"], ctx.grade) if m["who"] == who]
    wrong = tuple(Wrong(m["text"], m["misconception"], m["reason"]) for m in mistakes)
    return Claim(f"Which of these does {a(who)} need to live?", need["need"], wrong, need["why"],
                 f"need|{who}|{need['need']}", f"To live, {a(who)} needs {{}}.")  # fmt: skip


def _pair(ctx: GenerationContext) -> tuple[dict, dict, str]:
    """Two conditions that differ in exactly one factor, and that factor."""
    conditions = in_grade(_m()["conditions"], ctx.grade)
    pairs = [
        (x, y)
        for x in conditions
        for y in conditions
        if x["id"] < y["id"] and (x["light"] != y["light"]) != (x["water"] != y["water"])
    ]
    x, y = pick(ctx.rng, pairs)
    return x, y, "light" if x["light"] != y["light"] else "water"


def _variable_claim(ctx: GenerationContext) -> Claim:
    x, y, factor = _pair(ctx)
    kept = "water" if factor == "light" else "light"
    who = pick(ctx.rng, roster("roster-1"))
    setup = f"{who} grew two bean plants. One was {LABELS[x['id']]}. The other was {LABELS[y['id']]}."
    if ctx.rng.random() < 0.5:
        wrong = (
            Wrong(f"whether plants need {_FACTOR[kept]}", "names-what-was-kept-the-same", f"Both plants got the same {_FACTOR[kept]}, so the test cannot show that."),
            Wrong("whether plants need soil", "names-what-was-kept-the-same", "Both plants grew in the same soil."),
            Wrong("which plant is older", "not-a-test-question", "The plants were the same age; only one condition was different."),
        )  # fmt: skip
        return Claim(f"{setup} What was {who} testing?", f"whether plants need {_FACTOR[factor]}", wrong,
                     f"Only the {_FACTOR[factor]} was different, so {who} was testing whether plants need {_FACTOR[factor]}.",
                     f"variable|{x['id']}|{y['id']}|{who}", f"{setup} {who} was testing {{}}.", task="reason")  # fmt: skip
    wrong = (
        Wrong(
            f"the {_FACTOR[factor]}",
            "changed-is-not-kept",
            f"The {_FACTOR[factor]} was the one thing {who} changed.",
        ),
    )
    return Claim(f"{setup} What did {who} keep the same for both plants?", f"the {_FACTOR[kept]}", wrong,
                 f"Both plants got the same {_FACTOR[kept]}; only the {_FACTOR[factor]} was changed, so the test is fair.",
                 f"kept|{x['id']}|{y['id']}|{who}", f"{setup} {who} kept {{}} the same for both plants.", task="reason")  # fmt: skip


def _dispersal_claim(ctx: GenerationContext) -> Claim:
    seeds = in_grade(_m()["dispersal"], ctx.grade)
    s = pick(ctx.rng, seeds)
    if ctx.rng.random() < 0.5:
        wrong = tuple(
            Wrong(o["how"], f"seeds-travel-by-{o['by']}", f"The seeds of {a(o['plant'])} {o['how']}.")
            for o in seeds
            if o["by"] != s["by"]
        )
        return Claim(f"{cap(a(s['plant']))} has {s['seeds']}. How do its seeds get to new places?", s["how"], wrong,
                     f"The seeds of {a(s['plant'])} {s['how']}.", f"dispersal|{s['plant']}", f"The seeds of {a(s['plant'])} {{}}.", task="reason")  # fmt: skip
    moved = pick(ctx.rng, [o for o in seeds if o["by"] == "animal"])
    wrong = tuple(
        Wrong(o["plant"], f"seeds-travel-by-{o['by']}", f"The seeds of {a(o['plant'])} {o['how']}.")
        for o in seeds
        if o["by"] != "animal"
    )
    return Claim("Which plant has seeds that animals carry to new places?", moved["plant"], wrong,
                 f"The seeds of {a(moved['plant'])} {moved['how']}.", f"carried|{moved['plant']}")  # fmt: skip


def _pollination_claim(ctx: GenerationContext) -> Claim:
    p = reviewed(pick(ctx.rng, in_grade(_m()["pollinators"], ctx.grade)))
    right = "It carries pollen from flower to flower, so the plant can make seeds."
    wrong = tuple(
        Wrong(m["text"], m["misconception"], m["reason"]) for m in in_grade(_m()["pollenMistakes"], ctx.grade)
    )
    return Claim(f"When {a(p['animal'])} drinks nectar from {p['visits']} flowers, pollen sticks {p['carries']}. How does this help the plant?",
                 right, wrong, f"The {p['animal']} carries pollen {p['carries']} to the next flower, and the plant can make seeds.",
                 f"pollen|{p['animal']}", task="reason")  # fmt: skip


def _mass_rows(ctx: GenerationContext) -> tuple[list[list[Any]], int, int]:
    g = _m()["growth"]
    gain, loss, soil = quantity(g["plantGain"]), quantity(g["soilLoss"]), quantity(g["soilStart"])
    start, weeks = ctx.rng.randint(2, 6), 3 + ctx.level.rank + ctx.rng.randint(0, 1)
    tenths = round(loss.value * 10)
    rows = [[w, start + gain.value * w, (soil.value * 10 - tenths * w) / 10] for w in range(weeks + 1)]
    return rows, start, weeks


def _mass_claim(ctx: GenerationContext) -> Claim:
    g = _m()["growth"]
    weeks = ctx.rng.randint(2, 10)
    grew, lost = quantity(g["plantGain"]).value * weeks, round(quantity(g["soilLoss"]).value * weeks, 1)
    wrong = (
        Wrong(
            "the soil",
            "plants-eat-soil",
            f"The soil lost only {lost} g, far less than the {grew} g the plant gained.",
        ),
        Wrong(
            "sunlight",
            "light-is-matter",
            "Sunlight gives the plant energy, but light is not matter and adds no mass.",
        ),
        Wrong(
            "the pot",
            "container-feeds-plant",
            "The pot does not change; the plant cannot take matter from it.",
        ),
    )
    return Claim(f"In {weeks} weeks, a watered bean plant in a pot gained {grew} g while its soil lost only {lost} g. Where did most of the plant's new mass come from?",
                 "air and water", wrong, "The plant gained far more mass than the soil lost, so most of its new mass came from the air (carbon dioxide) and the water it took in.",
                 f"mass|{weeks}|{grew}", f"In {weeks} weeks, a watered bean plant in a pot gained {grew} g while its soil lost only {lost} g. Most of its new mass came from {{}}.",
                 task="reason", steps=2)  # fmt: skip


CLAIMS: dict[str, Callable[[GenerationContext], Claim]] = {
    "need": _need_claim, "variable": _variable_claim, "dispersal": _dispersal_claim,
    "pollination": _pollination_claim, "mass": _mass_claim,
}  # fmt: skip


def _leaf_rows(ctx: GenerationContext) -> tuple[list[str], list[list[int]], list[dict]]:
    conditions = in_grade(_m()["conditions"], ctx.grade)
    best, rest = conditions[0], conditions[1:]
    count = 2 if ctx.grade == 0 else 2 + ctx.level.rank
    chosen = [best, *ctx.rng.sample(rest, count - 1)]
    chosen = ctx.rng.sample(chosen, len(chosen))
    step = quantity(_m()["growth"]["daysPerRow"]).value
    changes = [quantity(c["change"]).value for c in chosen]
    start = ctx.rng.randint(3, 5)
    rows = [
        [k * step, *(max(0, start + change * k) for change in changes)] for k in range(3 + ctx.level.rank)
    ]
    names = [f"Plant {'ABCD'[i]}" for i in range(len(chosen))]
    columns = ["Day", *(f"{n}: {LABELS[c['id']]}" for n, c in zip(names, chosen, strict=True))]
    return columns, rows, chosen


def _leaves_table(ctx: GenerationContext) -> Draft:
    columns, rows, _ = _leaf_rows(ctx)
    who = pick(ctx.rng, roster("roster-1"))
    title = f"Green leaves on {who}'s bean plants"
    last = rows[-1]
    names = [c.split(":")[0] for c in columns[1:]]

    def draft(question: str, value: Any, why: str, key: str, steps: int) -> Draft:
        return table_draft(ctx, title=title, columns=columns, rows=rows, question=question, value=value, display=str(value),
                           why=why, key=f"leaves|{rows}|{key}", steps=steps, unit=None if isinstance(value, str) else "leaves")  # fmt: skip

    if ctx.level.rank == 0 or ctx.grade == 0:
        top = names[last.index(max(last[1:]), 1) - 1]
        return draft(f"On day {last[0]}, which plant had the most green leaves?", top,
                     f"On day {last[0]}, {top} had {max(last[1:])} green leaves, more than any other plant. It had both sunlight and water.", "most", 2)  # fmt: skip
    if ctx.level.rank == 1:
        i, j = pick_two(ctx.rng, range(len(names)))
        i, j = (i, j) if last[i + 1] > last[j + 1] else (j, i)
        if last[i + 1] == last[j + 1]:
            raise NoSuchForm("two plants have the same count")
        diff = last[i + 1] - last[j + 1]
        return draft(f"On day {last[0]}, how many more green leaves did {names[i]} have than {names[j]}?", diff,
                     f"On day {last[0]}, {names[i]} had {last[i + 1]} and {names[j]} had {last[j + 1]}: {last[i + 1]} - {last[j + 1]} = {diff}.", f"more|{i}|{j}", 3)  # fmt: skip
    k = ctx.rng.randrange(len(names))
    first, end = rows[0][k + 1], last[k + 1]
    verb, diff = ("gain", end - first) if end > first else ("lose", first - end)
    if diff == 0:
        raise NoSuchForm("no change to ask about")
    sums = f"{end} - {first} = {diff}" if verb == "gain" else f"{first} - {end} = {diff}"
    return draft(f"How many green leaves did {names[k]} {verb} from day 0 to day {last[0]}?", diff,
                 f"{names[k]} had {first} green leaves on day 0 and {end} on day {last[0]}: {sums}.", f"change|{k}", 3)  # fmt: skip


def _mass_table(ctx: GenerationContext) -> Draft:
    rows, _, weeks = _mass_rows(ctx)
    grew, lost = rows[-1][1] - rows[0][1], round(rows[0][2] - rows[-1][2], 1)
    asks = [
        (f"How many grams did the plant gain from week 0 to week {weeks}?", grew, f"{rows[-1][1]} - {rows[0][1]} = {grew}", "gain"),
        (f"How many grams did the soil lose from week 0 to week {weeks}?", lost, f"{rows[0][2]} - {rows[-1][2]} = {lost}", "lose"),
        (f"From week 0 to week {weeks}, how many more grams did the plant gain than the soil lost?", round(grew - lost, 1),
         f"The plant gained {grew} g and the soil lost {lost} g: {grew} - {lost} = {round(grew - lost, 1)}", "more"),
    ]  # fmt: skip
    question, value, sums, key = asks[ctx.level.rank]
    return table_draft(ctx, title="A bean plant and its soil, weighed every week", columns=["Week", "Plant mass (g)", "Soil mass (g)"],
                       rows=rows, question=question, value=value, display=f"{value} g", unit="g",
                       why=f"{sums}. The soil barely changed, so the plant's new mass came mostly from air and water.",
                       key=f"mass|{rows}|{key}", steps=2 + (ctx.level.rank == 2))  # fmt: skip


def _matching(ctx: GenerationContext) -> Draft:
    seeds = in_grade(_m()["dispersal"], ctx.grade)
    if not seeds:
        raise NoSuchForm("no seeds at this grade")
    return matched(ctx, [(s["plant"], s["how"]) for s in seeds], fits=lambda p, h: any(s["plant"] == p and s["how"] == h for s in seeds),
                   prompt="Match each plant to the way its seeds travel to new places.", why="Each plant's seeds travel the way the model describes.",
                   key="match|seeds")  # fmt: skip


_BANDS = (
    "green-leaf tables: 2 plants and 3 rows at easy (the plant with the most leaves), 3 plants and 4 rows at medium (a difference "
    "between plants), 4 plants and 5 rows at hard (one plant's change over the test); mass tables: the plant's gain at easy, the "
    "soil's loss at medium, the difference at hard, over more weeks; matching: 3, 4 or 5 pairs"
)


def _table(ctx: GenerationContext) -> Draft:
    return _mass_table(ctx) if ctx.params.table == "mass" else _leaves_table(ctx)


FORMS: dict[ContentType, Callable[[GenerationContext], Draft]] = {DT: _table, MT: _matching}


@generator(content_types={DT, MC, TF, FB, SA, MT}, params=PlantGrowthParams, levels=Levels("steps", _BANDS))
def plant_growth(ctx: GenerationContext) -> Draft:
    return serve(ctx, FORMS, CLAIMS)
