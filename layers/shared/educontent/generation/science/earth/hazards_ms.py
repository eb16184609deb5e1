"""Natural hazards (MS-ESS3-2): what scientists watch each hazard with, and forecasts from data: a
hurricane's distance from the coast or a river's level every few hours (a steady trend simulated
from the ranges in ``model-atmosphere.json``), continued to when it reaches the coast or flood
stage.
"""

from __future__ import annotations

from educontent.generation.kit.claims import Claim, claim_draft, table_draft
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DT, PB
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.earth._ms_kit import (
    CLAIM_TYPES,
    Ask,
    asks_params,
    informational,
    num,
    relation_ask,
    run,
)
from educontent.generation.science.knowledge import in_grade, model, reviewed

TEXT = {
    "hurricane": (
        "Hurricane forecast",
        "At this steady speed, how many hours after the last reading will the storm's center reach the coast?",
        "The storm comes {step} km closer every {every} hours. It is {left} km away, so it needs {left} ÷ {step} = {n} more steps of {every} hours: {value} hours. Forecasts like this give people time to leave.",
    ),
    "flood": (
        "River flood forecast",
        "Flood stage at the gauge is {goal} m. If the river keeps rising at this rate, how many hours after the last reading will it reach flood stage?",
        "The river rises {step} m every {every} hours. It is {left} m below flood stage, so it needs {left} ÷ {step} = {n} more steps of {every} hours: {value} hours. Warnings like this let towns move people and things to higher ground.",
    ),
}


def _track(ctx: GenerationContext) -> Draft:
    track = ctx.rng.choice(in_grade(model("atmosphere")["hazardTracks"], ctx.grade))
    every, goal, kind = track["every"], track["goal"], track["hazard"]
    low, high, by = track["step"]
    step = ctx.rng.choice(range(low, high + 1, by))
    count = 3 + ctx.level.rank
    n = ctx.rng.randint(2, 4)
    sign = -1 if goal == 0 else 1  # the hurricane's distance falls to 0; the river rises to flood stage
    first = goal - sign * step * (n + count - 1)
    rows = [[i * every, first + sign * step * i] for i in range(count)]
    title, question, why = TEXT[kind]
    left = abs(goal - rows[-1][1])
    value = n * every
    return table_draft(
        ctx, title=title, columns=["Hours after the first reading", track["what"]], rows=rows,
        question=question.format(goal=goal), value=value, display=f"{value} hours", unit="hours", accept=[str(value)],
        why=why.format(step=num(step), every=every, left=num(left), n=n, value=value),
        key=f"track|{kind}|{rows}", standard="MS-ESS3-2",
    )  # fmt: skip


def _passage(ctx: GenerationContext) -> Draft:
    """A short text about watching for one hazard; the question asks what it says."""
    hazards = in_grade(model("atmosphere")["hazards"], ctx.grade)
    entry = reviewed(ctx.rng.choice(hazards))
    name = entry["hazard"]
    bare = name.split(" ", 1)[1]
    paragraphs = [
        f"Scientists cannot stop {name}, but they can watch for one. To do it, they use {entry['watch']}.",
        f"Data from these tools show patterns that come before {name}. How much warning can people get? {entry['warning'][:1].upper() + entry['warning'][1:]}.",
        f"When a warning comes, {entry['protect']}. Good data and a plan save lives.",
    ]
    ask = ctx.rng.choice(["protect", "watch"])
    question = {
        "protect": f"According to the passage, what do people do when a warning of {name} comes?",
        "watch": f"According to the passage, what do scientists use to watch for {name}?",
    }[ask]
    wrong = tuple(
        Wrong(h[ask], "answer-from-another-hazard", f"That is used for {h['hazard']}, not {name}.")
        for h in hazards
        if h is not entry
    )
    claim = Claim(
        question=question, answer=entry[ask], wrong=wrong,
        why=f"The passage says: {entry[ask]}.", key=f"passage|{name}|{ask}", task="reason", standard="MS-ESS3-2",
    )  # fmt: skip
    return claim_draft(ctx, claim, passage=informational(f"Watching for {bare.title()}s", paragraphs))


ASKS = {
    "hazard-passage": Ask(_passage, frozenset({PB})),
    "hazard-track": Ask(_track, frozenset({DT})),
    "hazard-watch": relation_ask("atmosphere", ["hazard-watch"]),
}
HazardParams = asks_params(ASKS, "HazardParams")

_BANDS = "three readings at easy, four at medium, five at hard, with longer forecasts at hard"


@generator(content_types={DT, PB, *CLAIM_TYPES}, params=HazardParams, levels=Levels("steps", _BANDS))
def hazards_ms(ctx: GenerationContext) -> Draft:
    return run(ctx, ASKS)
