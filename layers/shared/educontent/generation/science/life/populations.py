"""Populations and resources (MS-LS2-1): tables of a population that grows until its food runs short
(a small simulation: each year the population grows by a share of itself, never past what the food
supports), two places with different amounts of food compared, what a change in a resource does to a
population and which resource limits it. Animals and resources from ``model-ecology.json``."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DT
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model
from educontent.generation.science.life.ms_forms import (
    CHOICE_TYPES,
    Asked,
    Mode,
    render,
    size,
    table,
    variables_claim,
)

Ask = Literal["limit", "compare", "resource-effect", "limiting", "variables"]
RATES = (20, 25, 50)
"""Yearly growth (percent) the simulated populations may have."""


class PopulationsParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Ask] = Field(min_length=1, description="The kinds of question the skill asks.")


def grow(start: int, rate: int, cap: int, years: int) -> list[int]:
    """Each year the population grows by ``rate`` percent of itself (rounded), never past ``cap``."""
    counts = [start]
    for _ in range(years - 1):
        counts.append(min(cap, counts[-1] + round(counts[-1] * rate / 100)))
    return counts


def _animal(ctx: GenerationContext) -> dict:
    return pick(ctx.rng, in_grade(model("ecology")["populations"], ctx.grade))


def _limit(ctx: GenerationContext) -> Draft:
    animal = _animal(ctx)
    years = size(ctx, 5)
    start, rate = ctx.rng.randrange(20, 62, 2), pick(ctx.rng, RATES)
    free = grow(start, rate, 10**9, years)
    reach = ctx.rng.randrange(2, years - 1)
    cap = max(free[reach - 1] + 1, free[reach] // 10 * 10)
    counts = grow(start, rate, cap, years)
    rows = [[year, count] for year, count in enumerate(counts, start=1)]
    setting = f"{animal['place'][0].upper()}{animal['place'][1:]} has enough {animal['resource']} to feed about {cap} {animal['plural']}."
    if ctx.rng.random() < 0.5:
        question = f"{setting} In which year did the population first reach the number the food can support?"
        value, display, unit = reach + 1, f"year {reach + 1}", None
        why = f"The population grew each year until year {reach + 1}, when it reached {cap}; then it stopped growing because the {animal['resource']} could feed no more."
    else:
        last = len(counts)
        question = (
            f"{setting} By how many {animal['plural']} did the population grow from year 1 to year {last}?"
        )
        value = counts[-1] - counts[0]
        display, unit = f"{value} {animal['plural']}", animal["plural"]
        why = f"{counts[-1]} - {counts[0]} = {value}. The growth stopped at {cap}, the number the food supports."
    return table(
        ctx,
        Asked(question, value, display, unit, [str(value)], why),
        title=f"{animal['animal'].capitalize()} population in {animal['place']}",
        columns=["Year", f"Number of {animal['plural']}"],
        rows=rows,
        key=f"limit|{animal['animal']}|{start}|{rate}|{cap}|{question[-30:]}",
        standard="MS-LS2-1",
    )


def _compare(ctx: GenerationContext) -> Draft:
    animal = _animal(ctx)
    years = size(ctx, 5)
    start, rate = ctx.rng.randrange(10, 32, 2), pick(ctx.rng, (25, 50))
    free = grow(start, rate, 10**9, years)
    caps = [c for c in range(20, 400, 10) if free[1] < c <= free[-2]] or [free[-2]]
    cap = pick(ctx.rng, caps)
    small, large = grow(start, rate, cap, years), grow(start, rate, 2 * cap, years)
    value = large[-1] - small[-1]
    return table(
        ctx,
        Asked(
            f"Place A has enough {animal['resource']} for about {cap} {animal['plural']}; place B has twice as much. "
            f"How many more {animal['plural']} live in place B than in place A in year {years}?",
            value,
            f"{value} {animal['plural']}",
            animal["plural"],
            [str(value)],
            f"{large[-1]} - {small[-1]} = {value}. Both started the same, but the population with more food could grow larger.",
        ),
        title=f"{animal['animal'].capitalize()} populations in two places",
        columns=["Year", f"Place A ({animal['plural']})", f"Place B ({animal['plural']})"],
        rows=[[year, a, b] for year, (a, b) in enumerate(zip(small, large, strict=True), start=1)],
        key=f"compare|{animal['animal']}|{start}|{rate}|{cap}|{years}",
        steps=3,
        standard="MS-LS2-1",
    )


def _resource_effect(ctx: GenerationContext) -> Claim:
    animal = _animal(ctx)
    scarce = ctx.rng.random() < 0.5
    change = "becomes scarce" if scarce else "becomes more plentiful"
    answer, other = ("shrink", "grow") if scarce else ("grow", "shrink")
    wrong = (
        Wrong(other, "reversed-resource-effect", f"Less food cannot make a population {other}." if scarce
              else f"More food does not make a population {other}."),
        Wrong("stay the same", "thinks-resources-do-not-matter", "The amount of food limits how many animals survive and raise young."),
    )  # fmt: skip
    return Claim(
        question=f"In {animal['place']}, the supply of {animal['resource']} that {animal['plural']} eat {change}. "
        f"What will the {animal['animal']} population most likely do?",
        answer=answer,
        wrong=wrong,
        why=f"When food {change}, {'fewer' if scarce else 'more'} {animal['plural']} survive and raise young, "
        f"so the population will most likely {answer}.",
        key=f"effect|{animal['animal']}|{scarce}",
        sentence=f"When the supply of {animal['resource']} in {animal['place']} {change}, the {animal['animal']} population "
        "will most likely {}.",
        task="reason",
        standard="MS-LS2-1",
    )


def _limiting(ctx: GenerationContext) -> Claim:
    animals = in_grade(model("ecology")["populations"], ctx.grade)
    animal = pick(ctx.rng, animals)
    wrong = tuple(
        Wrong(
            a["resource"],
            "another-animals-food",
            f"That is food for {a['plural']}, not for {animal['plural']}.",
        )
        for a in animals
        if a is not animal
    )
    return Claim(
        question=f"Which resource most limits how large the {animal['animal']} population in {animal['place']} can grow?",
        answer=animal["resource"],
        wrong=wrong,
        why=f"The {animal['plural']} in {animal['place']} eat {animal['resource']}, so the amount of {animal['resource']} limits how many can live there.",
        key=f"limiting|{animal['animal']}",
        sentence=f"The amount of {{}} most limits how large the {animal['animal']} population in {animal['place']} can grow.",
        standard="MS-LS2-1",
    )


MODES = {
    "variables": Mode(
        CHOICE_TYPES,
        lambda ctx: variables_claim(ctx, in_grade(model("ecology")["investigations"], ctx.grade), "MS-LS2-1"),
    ),
    "limit": Mode(frozenset({DT}), _limit),
    "compare": Mode(frozenset({DT}), _compare),
    "resource-effect": Mode(CHOICE_TYPES, _resource_effect),
    "limiting": Mode(CHOICE_TYPES, _limiting),
}

_BANDS = "tables: 5 years at easy, 6 at medium, 7 at hard"


@generator(content_types={DT} | CHOICE_TYPES, params=PopulationsParams, levels=Levels("steps", _BANDS))
def populations(ctx: GenerationContext) -> Draft:
    return render(ctx, MODES, ctx.params.ask)
