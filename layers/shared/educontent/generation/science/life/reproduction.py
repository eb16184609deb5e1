"""Reproduction and growth (MS-LS1-4, MS-LS1-5): how an animal behavior or a plant structure helps
an organism reproduce, behaviors told from structures, genetic and environmental factors in growth,
and tables of plant growth from a small simulation (two seed varieties, sun or shade) asking how much
taller one plant grew and which factor made the difference. Facts from ``model-genetics.json``."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.kit.choose import pick, pick_two
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

Ask = Literal["helps", "behavior-or-structure", "factor", "growth", "variables"]
PLANTS = (("tall", "sun"), ("tall", "shade"), ("short", "sun"), ("short", "shade"))
"""The simulated plants: a seed variety and where it grows."""
CAUSES = {"variety": "the seed variety (genes)", "light": "the amount of light (environment)"}


class ReproductionParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Ask] = Field(min_length=1, description="The kinds of question the skill asks.")


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _helps(ctx: GenerationContext) -> Claim:
    features = in_grade(model("genetics")["features"], ctx.grade)
    case = pick(ctx.rng, features)
    wrong = tuple(
        Wrong(
            f["helps"], "mixed-up-reproductive-features", f"That is how {f['subject']} help {f['organism']}."
        )
        for f in features
        if f["helps"] != case["helps"]
    )
    return Claim(
        question=f"How do {case['subject']} help {case['organism']} reproduce?",
        answer=case["helps"],
        wrong=wrong,
        why=f"{_capital(case['subject'])} {case['helps']}, which makes it more likely that {case['organism']} "
        "reproduce successfully.",
        key=f"helps|{case['subject']}",
        sentence=f"{_capital(case['subject'])} help {case['organism']} reproduce because they {{}}.",
        standard="MS-LS1-4",
    )


def _behavior_or_structure(ctx: GenerationContext) -> Claim:
    case = pick(ctx.rng, in_grade(model("genetics")["features"], ctx.grade))
    answer = f"a {case['kind']}"
    other = "a structure" if case["kind"] == "behavior" else "a behavior"
    reason = {
        "behavior": "This is something the animals do, so it is a behavior.",
        "structure": "This is a body part the organism has, so it is a structure.",
    }[case["kind"]]
    return Claim(
        question=f"{_capital(case['subject'])} help {case['organism']} reproduce. Is this a behavior or a structure?",
        answer=answer,
        wrong=(Wrong(other, "mixed-up-behavior-and-structure", reason),),
        why=f"{_capital(case['subject'])} are {answer} that helps {case['organism']} reproduce.",
        key=f"kind|{case['subject']}",
        sentence=f"{_capital(case['subject'])} are an example of {{}} that helps reproduction.",
        standard="MS-LS1-4",
    )


def _factor(ctx: GenerationContext) -> Claim:
    factors = in_grade(model("genetics")["growth-factors"], ctx.grade)
    kind = pick(ctx.rng, ["environmental", "genetic"])
    case = pick(ctx.rng, [f for f in factors if f["kind"] == kind])
    other = "genetic" if kind == "environmental" else "environmental"
    wrong = tuple(
        Wrong(
            f["factor"],
            f"called-{other}-{kind}",
            f"That is {'a' if other == 'genetic' else 'an'} {other} factor.",
        )
        for f in factors
        if f["kind"] == other
    )
    article = "a" if kind == "genetic" else "an"
    return Claim(
        question=f"Which of these is {article} {kind} factor that affects how an organism grows?",
        answer=case["factor"],
        wrong=wrong,
        why=f"{_capital(case['factor'])} is {article} {kind} factor: "
        + (
            "it comes from the organism's surroundings."
            if kind == "environmental"
            else "it is inherited from the parents."
        ),
        key=f"factor|{case['factor']}",
        sentence=f"{{}} is {article} {kind} factor that affects how an organism grows.",
        standard="MS-LS1-5",
    )


def _heights(variety: str, light: str, rate: int, start: int, weeks: int) -> list[int]:
    """Weekly heights (cm): the tall variety grows ``rate`` cm a week in sun, the short one half as
    much; shade halves the growth again."""
    weekly = rate // (1 if variety == "tall" else 2) // (1 if light == "sun" else 2)
    return [start + weekly * week for week in range(weeks + 1)]


def _growth(ctx: GenerationContext) -> Draft:
    first, second = pick_two(ctx.rng, PLANTS)
    while first[0] != second[0] and first[1] != second[1]:
        first, second = pick_two(ctx.rng, PLANTS)
    rate, start, weeks = pick(ctx.rng, (4, 8, 12)), ctx.rng.randint(2, 6), size(ctx)
    one, two = (_heights(*p, rate, start, weeks) for p in (first, second))
    rows = [[week, a, b] for week, (a, b) in enumerate(zip(one, two, strict=True))]
    names = [f"Plant {n}: {v} variety in {light} (cm)" for n, (v, light) in ((1, first), (2, second))]
    if ctx.rng.random() < 0.5:
        value = abs(one[-1] - two[-1])
        question = f"How much taller was the taller plant than the other plant in week {weeks}?"
        display, unit, accept = f"{value} cm", "cm", [str(value)]
        why = f"In week {weeks} the plants were {one[-1]} cm and {two[-1]} cm tall: {max(one[-1], two[-1])} - {min(one[-1], two[-1])} = {value}."
    else:
        cause = "variety" if first[0] != second[0] else "light"
        value = display = CAUSES[cause]
        question = "The two plants differ in only one way. What caused the difference in their growth?"
        unit, accept = None, []
        why = f"Both plants share everything but {display}, so that is what made one grow faster."
    return table(
        ctx,
        Asked(question, value, display, unit, accept, why),
        title="Growth of two bean plants",
        columns=["Week", *names],
        rows=rows,
        key=f"growth|{first}|{second}|{rate}|{start}|{weeks}|{question[:12]}",
        standard="MS-LS1-5",
    )


MODES = {
    "variables": Mode(
        CHOICE_TYPES,
        lambda ctx: variables_claim(
            ctx, in_grade(model("genetics")["investigations"], ctx.grade), "MS-LS1-5"
        ),
    ),
    "helps": Mode(CHOICE_TYPES, _helps),
    "behavior-or-structure": Mode(CHOICE_TYPES, _behavior_or_structure),
    "factor": Mode(CHOICE_TYPES, _factor),
    "growth": Mode(frozenset({DT}), _growth),
}

_BANDS = "growth tables: 3 weeks at easy, 4 at medium, 5 at hard"


@generator(content_types={DT} | CHOICE_TYPES, params=ReproductionParams, levels=Levels("steps", _BANDS))
def reproduction(ctx: GenerationContext) -> Draft:
    return render(ctx, MODES, ctx.params.ask)
