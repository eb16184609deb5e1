"""Improving a design through repeated tests (MS-ETS1-4): a table of prototype versions computed
from the model (a first result and the effect of each change tried, in a random order), asking
which change helped most or how much the design improved; the steps of the design process worded
for the grade band, to put in order, to name from what a team has just done, or to find in the
design process drawn as a loop."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.draw.science_cycles import cycle
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft, table_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.text_forms import Wrong, ordering_draft, text_features
from educontent.generation.kit.types import DG, DT, MC, OR
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.engineering._design import (
    amount,
    better_words,
    capital,
    challenges,
    chosen_ask,
    header,
    lower,
    plain,
    process_steps,
    value,
)

Ask = Literal["versions", "order", "loop", "next-step"]


class IterateParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Ask] = Field(min_length=1, description="The kinds of question the skill asks.")


Challenge = dict[str, Any]


def _gain(test: dict[str, Any], before: int, after: int) -> int:
    """How much a change improved the result (negative when it made it worse)."""
    return after - before if test["better"] == "more" else before - after


def _versions(ctx: GenerationContext) -> Draft:
    """Version 1 and one version a change, each result the one before plus the change's effect."""
    rng, rank = ctx.rng, ctx.level.rank
    c = pick(rng, challenges(ctx.grade, "iterations"))
    test, runs = c["test"], c["iterations"]
    changes = rng.sample(runs["changes"], min(len(runs["changes"]), 2 + rank))
    results = [value(runs["start"])]
    for change in changes:
        results.append(results[-1] + value(change["effect"]))
    rows = [[1, "first prototype", results[0]]] + [
        [i + 2, ch["change"], results[i + 1]] for i, ch in enumerate(changes)
    ]
    gains = [_gain(test, results[i], results[i + 1]) for i in range(len(changes))]
    common = {
        "title": f"Improving the {plain(c['title'])} prototype",
        "columns": ["Version", "Change made", header(test)],
        "rows": rows,
    }
    top = max(gains)
    if gains.count(top) == 1 and rng.random() < 0.6:
        best = changes[gains.index(top)]["change"]
        return table_draft(
            ctx, **common,
            question=f"Each version kept the changes before it. In this test, {better_words(test)}. Which change improved the result the most?",
            value=best, display=best, accept=[capital(best)],
            why="Find how much each version improved on the one before: "
            + "; ".join(f"{ch['change']}: {g:+,}" for ch, g in zip(changes, gains, strict=True))
            + f". The biggest improvement came when the team {best}.",
            key=f"most|{c['id']}|" + "|".join(ch["change"] for ch in changes),
            task="reason", steps=2 + rank,
        )  # fmt: skip
    total = _gain(test, results[0], results[-1])
    return table_draft(
        ctx, **common,
        question=f"In this test, {better_words(test)}. By how much did the last version improve on the first prototype?",
        value=total, display=amount(total, test["unit"]), unit=test["unit"],
        why=f"Compare the first and last results: {results[0]:,} and {results[-1]:,}, a difference of {amount(total, test['unit'])}.",
        key=f"total|{c['id']}|" + "|".join(ch["change"] for ch in changes),
        task="compute", steps=2 + rank,
    )  # fmt: skip


def _order(ctx: GenerationContext) -> Draft:
    """A run of the grade band's steps (4 at easy, 5 at medium, all 6 at hard) to put in order."""
    steps = process_steps(ctx.grade)
    size = min(len(steps), 4 + ctx.level.rank)
    start = ctx.rng.randrange(len(steps) - size + 1)
    run = [capital(s["does"]) for s in steps[start : start + size]]
    return ordering_draft(
        ctx.rng,
        run,
        instructions="Put the steps in order.",
        prompt="A team is designing a solution. Put these steps of the design process in the order the team does them.",
        order_by="first to last",
        why="The design process goes "
        + ", then ".join(s["name"] for s in steps[start : start + size])
        + ". Each step uses what the step before it found out.",
        features=text_features("represent", words=sum(len(r.split()) for r in run), steps=size),
        key=f"order|{start}|{size}",
    )


def _loop(ctx: GenerationContext) -> Draft:
    """The design process as a loop with one step hidden: which step is it, or what does a team
    designing one of the grade's challenges do in it?"""
    steps = process_steps(ctx.grade)
    names = [s["name"] for s in steps]
    k = ctx.rng.randrange(len(names))
    c = pick(ctx.rng, challenges(ctx.grade))
    shown = [("?" if i == k else n) for i, n in enumerate(names)]
    svg = cycle(
        shown,
        None,
        "The engineering design process",
        "A loop of boxes joined by arrows: "
        + ", then ".join(shown)
        + ", and back to the start. One box is a question mark.",
    )
    before, after = names[k - 1], names[(k + 1) % len(names)]
    why = f"Follow the arrows: the step after {before} is {names[k]}, when the team members {lower(steps[k]['does'])}; {after} comes next."
    if ctx.rng.random() < 0.5:
        question, answer = (
            f"A team designing {c['title']} follows this design process. Which step belongs in the box with the question mark?",
            names[k],
        )
        wrong = [
            [n, "step-already-shown", f"{n} is already in another box of the loop."]
            for n in names
            if n != names[k]
        ]
    else:
        question, answer = (
            f"A team designing {c['title']} follows this design process. What do they do in the step with the question mark?",
            capital(steps[k]["does"]),
        )
        wrong = [[capital(s["does"]), "job-of-another-step", f"That is what the team does in the {s['name']} step."] for s in steps if s is not steps[k]]  # fmt: skip
    return diagram_draft(
        question, svg, answer, why, wrong, ctx.rng, f"loop|{c['id']}|{k}|{answer}",
        kind="model", task="represent", steps=2,
    )  # fmt: skip


def _next_step(ctx: GenerationContext) -> Draft:
    """What a team has just done, and the step that comes next."""
    steps = process_steps(ctx.grade)
    k = ctx.rng.randrange(len(steps) - 1)
    c = pick(ctx.rng, challenges(ctx.grade))
    right = steps[k + 1]["name"]
    wrong = [
        Wrong(steps[k]["name"], "step-just-done", f"The team has just done the {steps[k]['name']} step.")
    ]
    wrong += [
        Wrong(
            s["name"],
            "step-out-of-order",
            f"{s['name']} comes {'before' if i < k else 'later, after'} {right}.",
        )
        for i, s in enumerate(steps)
        if i not in (k, k + 1)
    ]
    return claim_draft(
        ctx,
        Claim(
            question=f"A team designing {c['title']} has just finished this step: they {lower(steps[k]['does'])}. Which step of the design process comes next?",
            answer=right,
            wrong=tuple(wrong),
            why=f"After they {lower(steps[k]['does'])}, the next step is {right}: {steps[k + 1]['does']}.",
            key=f"next|{c['id']}|{k}",
            task="reason",
            steps=2,
        ),
    )


ASKS: dict[str, tuple[Any, Callable[[GenerationContext], Draft]]] = {
    "versions": (DT, _versions),
    "order": (OR, _order),
    "loop": (DG, _loop),
    "next-step": (MC, _next_step),
}

_BANDS = "prototype versions: 2 changes at easy, 3 at medium, 4 at hard; ordering: 4 steps of the design process at easy, 5 at medium, all 6 at hard"


@generator(content_types={DT, OR, DG, MC}, params=IterateParams, levels=Levels("steps", _BANDS))
def iterate(ctx: GenerationContext) -> Draft:
    return ASKS[chosen_ask(ctx, lambda a: ASKS[a][0] is ctx.content_type)][1](ctx)
