"""Weather and natural hazards and how people reduce their harm (K-ESS3-2, 3-ESS3-1, 4-ESS3-2), from
``model-weather.json``:

- ``prepare``: what a forecast warns about and how a family gets ready (calm, practical steps);
- ``designs``: which design reduces harm from a weather hazard, and a simulated test of model roofs in
  a fan's wind (which held best, how many met the goal, which meets the goal within the budget);
- ``solutions``: which solution reduces harm from earthquakes, eruptions, floods, tsunamis or
  landslides, and a simulated shake-table test of model towers.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DT, MC, MT, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.earth.k5_claims import (
    cap,
    child,
    claim_or_match,
    distinct_pairs,
    match_draft,
    pick,
    wrongs,
)
from educontent.generation.science.knowledge import in_grade, model, reviewed


class HazardsParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: Literal["prepare", "designs", "solutions"]


_BANDS = (
    "easy: how to get ready for one kind of weather, the strongest design in a test (three pairs); medium: "
    "what a forecast warns about, how many designs met a goal (four pairs); hard: the one design that "
    "meets the goal within the budget (five pairs)"
)
_TESTS = {
    "designs": (
        "wind",
        "Strongest wind it held (km/h)",
        "km/h",
        "A class tested model roofs in front of a fan.",
    ),
    "solutions": (
        "shaking",
        "Strongest shaking it survived (level)",
        "level",
        "A class tested model towers on a shake table.",
    ),
}


def _amount(value: int, unit: str) -> str:
    return f"{value} km/h" if unit == "km/h" else f"shaking level {value}"


# ---- prepare (kindergarten) ----------------------------------------------------------------------


def _prepare_claim(ctx: GenerationContext) -> Claim:
    data = model("weather")
    hazards = in_grade(data["hazards"], ctx.grade)
    preps = [reviewed(p) for p in in_grade(data["preparations"], ctx.grade)]
    hazard = pick(ctx, hazards)
    if ctx.level.rank and ctx.rng.random() < 0.5:
        return Claim(
            question=f"The weather forecast says: {hazard['forecast']}. What kind of weather is coming?",
            answer=hazard["name"],
            wrong=tuple(Wrong(h["name"], "forecast-misread", f"A forecast for {h['name']} would say: {h['forecast']}.") for h in hazards if h is not hazard),
            why=f"That forecast tells about {hazard['name']}, so people can get ready early.",
            key=f"forecast|{hazard['name']}",
            steps=2,
        )  # fmt: skip
    fits = [p for p in preps if hazard["name"] in p["fits"]]
    prep = pick(ctx, fits)
    name = child(ctx)
    return Claim(
        question=f"The weather forecast says {hazard['name']} is coming. Each choice is a way to get ready for some kind of bad weather. Which one should {name}'s family do for {hazard['name']}?",
        answer=prep["action"],
        wrong=wrongs(ctx, [p for p in preps if hazard["name"] not in p["fits"]], lambda p: p["action"], "plan-for-other-weather",
                     lambda p: f"That helps with {p['fits'][0]}, not {hazard['name']}."),
        why=f"A forecast gives time to get ready. For {hazard['name']}, families can {prep['action']}.",
        key=f"prepare|{hazard['name']}|{prep['action']}",
        sentence=f"To get ready for {hazard['name']}, a family can {{}}.",
        task="reason",
    )  # fmt: skip


def _prepare_match(ctx: GenerationContext) -> Draft:
    preps = [reviewed(p) for p in in_grade(model("weather")["preparations"], ctx.grade)]
    pairs = [(b, a) for a, b in distinct_pairs(ctx, preps, lambda p: p["action"], lambda p: p["fits"])]
    return match_draft(ctx, pairs, prompt="Match each kind of weather to a way to get ready for it.",
                       why="Forecasts tell us what weather is coming, so families can get ready in time.", key="prepare")  # fmt: skip


# ---- designs and solutions -----------------------------------------------------------------------


_FIXES = {
    "designs": (
        "designs",
        "design",
        "A town wants to reduce harm from {}. Which design would help most?",
        "{{}} helps reduce harm from {}.",
    ),
    "solutions": (
        "hazard_solutions",
        "solution",
        "Which solution would reduce harm to people from {}?",
        "{{}} would reduce harm to people from {}.",
    ),
}
"""Per ask: the model list, the field naming the fix, the question and the sentence (hazard in ``{}``)."""


def _fix_claim(ctx: GenerationContext, ask: str) -> Claim:
    """Which design or solution reduces harm from a hazard; wrong answers are fixes for other hazards."""
    group, field, question, sentence = _FIXES[ask]
    fixes = [reviewed(f) for f in in_grade(model("weather")[group], ctx.grade)]
    entry = pick(ctx, fixes)
    hazard = entry["hazard"]
    return Claim(
        question=question.format(hazard),
        answer=entry[field],
        wrong=wrongs(ctx, [f for f in fixes if f["hazard"] != hazard], lambda f: f[field], f"{field}-for-other-hazard",
                     lambda f: f"That helps with {f['hazard']}, not {hazard}. {f['how']}"),
        why=f"{cap(entry[field])} helps with {hazard}. {entry['how']}",
        key=f"{field}|{entry[field]}",
        sentence=sentence.format(hazard),
        task="reason",
        steps=1 + ctx.level.rank // 2,
    )  # fmt: skip


def _solutions_match(ctx: GenerationContext) -> Draft:
    solutions = [reviewed(s) for s in in_grade(model("weather")["hazard_solutions"], ctx.grade)]
    pairs = [
        (b, a) for a, b in distinct_pairs(ctx, solutions, lambda s: s["solution"], lambda s: [s["hazard"]])
    ]
    return match_draft(ctx, pairs, prompt="Match each natural hazard to a solution that reduces its harm.",
                       why="People cannot stop natural hazards, but they can design ways to reduce the harm.", key="solutions")  # fmt: skip


def _test_table(ctx: GenerationContext, ask: str) -> Draft:
    hazard, column, unit, setup = _TESTS[ask]
    designs = [d for d in in_grade(model("weather")["test_designs"], ctx.grade) if d["hazard"] == hazard]
    count = min(len(designs), 3 + ctx.level.rank)
    step = 5 if unit == "km/h" else 1
    for _ in range(60):
        chosen = ctx.rng.sample(designs, count)
        rows = [
            (d["design"], d["strength"] + step * ctx.rng.randint(-1, 1), ctx.rng.randint(2, 9))
            for d in chosen
        ]
        strengths = [r[1] for r in rows]
        if len(set(strengths)) < count:
            continue
        columns = ["Design", column, "Cost ($)"]
        title = f"Testing designs against {hazard}"
        key = f"{ask}|{rows}"
        if ctx.level.rank == 0:
            best = max(rows, key=lambda r: r[1])
            return table_draft(ctx, title=title, columns=columns, rows=rows, question=f"{setup} Which design held up best?",
                               value=best[0], display=best[0], why=f"The {best[0]} held up to {_amount(best[1], unit)}, the most.", key=key)  # fmt: skip
        goal = ctx.rng.choice(sorted(strengths)[:-1]) + step
        met = [r for r in rows if r[1] >= goal]
        if ctx.level.rank == 1:
            return table_draft(ctx, title=title, columns=columns, rows=rows,
                               question=f"{setup} A design must hold up to at least {_amount(goal, unit)}. How many designs met this goal?",
                               value=len(met), display=str(len(met)), why=f"Designs that held up to {_amount(goal, unit)} or more: {len(met)}.", key=f"{key}|{goal}")  # fmt: skip
        budget = ctx.rng.randint(3, 8)
        fit = [r for r in met if r[2] <= budget]
        if len(fit) == 1 and len(met) > 1:
            return table_draft(ctx, title=title, columns=columns, rows=rows,
                               question=f"{setup} A design must hold up to at least {_amount(goal, unit)} and cost no more than ${budget}. Which design meets both?",
                               value=fit[0][0], display=fit[0][0], steps=3,
                               why=f"Held up to {_amount(goal, unit)} or more: {', '.join(r[0] for r in met)}. Of those, only the {fit[0][0]} costs ${budget} or less.", key=f"{key}|{goal}|{budget}")  # fmt: skip
    raise AssertionError("no test table with one answer")  # pragma: no cover


_CLAIMS = {
    "prepare": _prepare_claim,
    "designs": lambda ctx: _fix_claim(ctx, "designs"),
    "solutions": lambda ctx: _fix_claim(ctx, "solutions"),
}
_MATCHES = {"prepare": _prepare_match, "solutions": _solutions_match}


@generator(content_types={MC, TF, MT, DT}, params=HazardsParams, levels=Levels("steps", _BANDS))
def hazards(ctx: GenerationContext) -> Draft:
    ask = ctx.params.ask
    if ctx.content_type is DT:
        return _test_table(ctx, ask)
    return claim_or_match(ctx, lambda: _CLAIMS[ask](ctx), lambda: _MATCHES[ask](ctx))
