"""Comparing design solutions (3-5-ETS1-2, MS-ETS1-2) from the test results, costs and masses of a
challenge's designs in the model: a decision matrix (each design scored from 1 to the number of
designs on every criterion, the scores weighted at hard in middle school, the totals computed),
the best design within a budget, and the trade-off between two designs told in words (which did
better in the test, which costs less; wrong statements swap one or both)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.kit.choose import pick, pick_two
from educontent.generation.kit.claims import Claim, claim_draft, table_draft
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DT, MC, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.engineering._design import (
    amount,
    best_of,
    better_words,
    capital,
    challenges,
    chosen_ask,
    header,
    plain,
    value,
)
from educontent.generation.science.engineering._trials import distinct_designs

Ask = Literal["matrix", "total", "budget", "tradeoff"]


class CompareParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Ask] = Field(min_length=1, description="The kinds of question the skill asks.")


Challenge = dict[str, Any]
_COLUMNS = {"result": "Test result score", "cost": "Cost score", "mass": "Mass score"}


def _scores(values: list[int], more_is_better: bool) -> list[int]:
    """1 for the worst value up to the number of designs for the best: one more than the number of
    designs that did worse (equal values score the same)."""
    return [1 + sum((w < v) if more_is_better else (w > v) for w in values) for v in values]


def _matrix(ctx: GenerationContext, c: Challenge, ask: str) -> Draft:
    test, rng, rank = c["test"], ctx.rng, ctx.level.rank
    designs = distinct_designs(rng, test, 3 + min(rank, 1))
    criteria = ["result", "cost"] + (["mass"] if rank >= 1 and "mass" in designs[0] else [])
    weights = {k: (rng.randint(1, 3) if rank == 2 and ctx.grade >= 6 else 1) for k in criteria}
    columns = {k: [value(d[k]) for d in designs] for k in criteria}
    scores = {k: _scores(columns[k], k == "result" and test["better"] == "more") for k in criteria}
    totals = [sum(weights[k] * scores[k][i] for k in criteria) for i in range(len(designs))]
    weighted = any(w > 1 for w in weights.values())
    heads = [f"{_COLUMNS[k]} (weight {weights[k]})" if weighted else _COLUMNS[k] for k in criteria]
    rows = [[d["name"], *(scores[k][i] for k in criteria)] for i, d in enumerate(designs)]
    how = f"The team scored each design from 1 (worst) to {len(designs)} (best) on each criterion" + (
        ", and multiplies each score by its weight before adding." if weighted else " and adds the scores."
    )
    work = "; ".join(
        f"{d['name']}: " + " + ".join(f"{weights[k]} × {scores[k][i]}" if weighted else str(scores[k][i]) for k in criteria) + f" = {totals[i]}"
        for i, d in enumerate(designs)
    )  # fmt: skip
    common = {
        "title": f"Decision matrix for {plain(c['title'])} designs",
        "columns": ["Design", *heads],
        "rows": rows,
        "task": "reason",
        "steps": 2 + len(criteria) + int(weighted),
    }
    top = max(totals)
    if ask == "matrix" and totals.count(top) == 1:
        name = designs[totals.index(top)]["name"]
        return table_draft(
            ctx, **common, question=f"{how} Which design has the highest total score?",
            value=name, display=name, accept=[capital(name), f"the {name}"],
            why=f"Add each design's scores: {work}. The {name} design has the highest total.",
            key=f"matrix|{c['id']}|{weighted}|" + "|".join(f"{d['id']}" for d in designs) + str(weights),
        )  # fmt: skip
    k = rng.randrange(len(designs))
    name = designs[k]["name"]
    return table_draft(
        ctx, **common, question=f"{how} What is the total score of the {name}?",
        value=totals[k], display=str(totals[k]),
        why=f"Add the {name}'s scores: {work.split('; ')[k].split(': ', 1)[1]}.",
        key=f"total|{c['id']}|{name}|" + "|".join(f"{d['id']}" for d in designs) + str(weights),
    )  # fmt: skip


def _budget(ctx: GenerationContext, c: Challenge, ask: str) -> Draft:
    """The best result among the designs within a budget (one that leaves out the overall best when
    the costs allow; distinct results, so no tie)."""
    test, rng = c["test"], ctx.rng
    designs = distinct_designs(rng, test, 3 + min(ctx.level.rank, 1))
    results = [value(d["result"]) for d in designs]
    costs = [value(d["cost"]) for d in designs]
    best = results.index(best_of(test, results))
    budgets = sorted({p for p in costs if p < costs[best] and sum(q <= p for q in costs) >= 2})
    budget = pick(rng, budgets) if budgets else costs[best]  # else the best design fits the budget
    within = [i for i in range(len(designs)) if costs[i] <= budget]
    choice = max(within, key=lambda i: results[i] if test["better"] == "more" else -results[i])
    name = designs[choice]["name"]
    return table_draft(
        ctx,
        title=f"Test results and costs of {plain(c['title'])} designs",
        columns=["Design", header(test), "Cost (dollars)"],
        rows=[[d["name"], r, p] for d, r, p in zip(designs, results, costs, strict=True)],
        question=f"In this test, {better_words(test)}. The team can spend no more than {amount(budget, 'dollars')}. Which design should it choose?",
        value=name, display=name, accept=[capital(name), f"the {name}"],
        why=f"Only designs that cost {amount(budget, 'dollars')} or less fit the budget. Of those, the {name} design has the best result ({amount(results[choice], test['unit'])}).",
        key=f"budget|{c['id']}|{budget}|" + "|".join(sorted(d["id"] for d in designs)),
        task="reason", steps=3,
    )  # fmt: skip


def _tradeoff_text(a: str, b: str, better: str, cheaper: str | None) -> str:
    worse = b if better == a else a
    if cheaper is None:
        return f"The {better} design did better in the test than the {worse} design, and they cost the same."
    if cheaper == better:
        return f"The {better} design did better in the test and costs less than the {worse} design."
    return f"The {better} design did better in the test, but the {cheaper} design costs less."


def _tradeoff(rng: random.Random, c: Challenge) -> Claim:
    test = c["test"]
    one, two = pick_two(rng, distinct_designs(rng, test, 4))
    a, b = one["name"], two["name"]
    ra, rb, pa, pb = value(one["result"]), value(two["result"]), value(one["cost"]), value(two["cost"])
    better = a if best_of(test, [ra, rb]) == ra else b
    cheaper = None if pa == pb else (a if pa < pb else b)
    other = b if better == a else a
    flip = {a: b, b: a}
    wrong = [Wrong(_tradeoff_text(a, b, other, cheaper), "misread-results", f"The {better} design has the better result, so it did better in the test.")]  # fmt: skip
    if cheaper is not None:
        wrong += [
            Wrong(_tradeoff_text(a, b, better, flip[cheaper]), "misread-costs", f"The {cheaper} design has the lower cost."),
            Wrong(_tradeoff_text(a, b, other, flip[cheaper]), "reversed-comparison", "Both parts of that statement are reversed."),
        ]  # fmt: skip
    else:
        wrong.append(
            Wrong(_tradeoff_text(a, b, better, better), "misread-costs", "The two designs cost the same.")
        )
    data = (
        f"In the {plain(c['title'])} test, {better_words(test)}. The {a} design had a result of {amount(ra, test['unit'])} and costs "
        f"{amount(pa, 'dollars')}. The {b} design had a result of {amount(rb, test['unit'])} and costs {amount(pb, 'dollars')}."
    )
    answer = _tradeoff_text(a, b, better, cheaper)
    return Claim(
        question=f"{data} Which statement compares the two designs correctly?",
        answer=answer,
        wrong=tuple(wrong),
        why=f"Compare the results first: the {better} design did better. Then compare the costs: "
        + ("they are the same." if cheaper is None else f"the {cheaper} design costs less."),
        key=f"tradeoff|{c['id']}|{one['id']}|{two['id']}",
        sentence=f"{data} {{}}",
        task="compare",
        steps=2,
    )


def _cost(design: dict[str, Any]) -> int:
    return design["cost"]["value"] if "cost" in design else 0


Builder = Callable[[GenerationContext, Challenge, str], Draft]
ASKS: dict[str, tuple[tuple[Any, ...], Builder]] = {
    "matrix": ((DT,), _matrix),
    "total": ((DT,), _matrix),
    "budget": ((DT,), _budget),
    "tradeoff": ((MC, TF), lambda ctx, c, ask: claim_draft(ctx, _tradeoff(ctx.rng, c))),
}

_BANDS = "decision matrices: 3 designs scored on result and cost at easy, 4 designs with mass added at medium, weighted criteria at hard (grades 6-8); budgets: 3 designs at easy, 4 at medium and hard; trade-offs: two designs at every level"


@generator(content_types={DT, MC, TF}, params=CompareParams, levels=Levels("steps", _BANDS))
def compare(ctx: GenerationContext) -> Draft:
    ask = chosen_ask(ctx, lambda a: ctx.content_type in ASKS[a][0])
    pool = [c for c in challenges(ctx.grade, "test") if len({_cost(d) for d in c["test"]["designs"]}) > 1]
    return ASKS[ask][1](ctx, pick(ctx.rng, pool), ask)
