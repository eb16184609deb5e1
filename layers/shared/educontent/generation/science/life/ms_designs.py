"""Design solutions that protect an ecosystem, compared against criteria and constraints (MS-LS2-5):
a table of designs rated low, medium or high for cost, protection of living things and upkeep, and a
choice between two designs under a budget. The answers are computed from the ratings."""

from __future__ import annotations

from educontent.generation.kit.claims import table_draft
from educontent.generation.kit.text_forms import Wrong, choice_draft
from educontent.generation.registry import Draft, GenerationContext
from educontent.generation.science.life.ms_forms import size

RANK = {"low": 0, "medium": 1, "high": 2}
NEITHER = "neither design"
AFFORD = {
    "low": "can afford only a low cost",
    "medium": "can afford a low or medium cost",
    "high": "can afford any cost",
}


def _only(designs: list[dict], field: str, best: int) -> dict | None:
    """The one design whose ``field`` is ``best`` (the highest or lowest there is), or None."""
    if not designs:
        return None
    ranks = [RANK[d[field]] for d in designs]
    target = max(ranks) if best > 0 else min(ranks)
    top = [d for d, r in zip(designs, ranks, strict=True) if r == target]
    return top[0] if len(top) == 1 else None


def design_table(ctx: GenerationContext, problem: dict) -> Draft | None:
    """A table of designs and one question about them; None when no single design answers it."""
    designs = ctx.rng.sample(problem["designs"], min(len(problem["designs"]), size(ctx)))
    ask = ctx.rng.randrange(1 + ctx.level.rank)
    if ask == 0:
        question = "Which design protects living things best?"
        best = _only(designs, "protects", 1)
    elif ask == 1:
        question = "The town can pay only a low or medium cost. Which design protects living things best within that limit?"
        best = _only([d for d in designs if d["cost"] != "high"], "protects", 1)
    else:
        question = "Of the designs that protect living things at least a medium amount, which needs the least upkeep?"
        best = _only([d for d in designs if d["protects"] != "low"], "upkeep", -1)
    if best is None:
        return None
    return table_draft(
        ctx,
        title=f"Ways to {problem['goal']}",
        columns=["Design", "Cost", "Protection of living things", "Upkeep"],
        rows=[[d["name"], d["cost"], d["protects"], d["upkeep"]] for d in designs],
        question=f"{problem['problem']} {question}",
        value=best["name"],
        display=best["name"],
        why=f"Checking each design against the criteria, only “{best['name']}” fits: cost {best['cost']}, "
        f"protection of living things {best['protects']}, upkeep {best['upkeep']}.",
        key=f"designs|{problem['goal']}|{ask}|" + ",".join(sorted(d["name"] for d in designs)),
        steps=2 + ask,
        standard="MS-LS2-5",
    )


def design_choice(ctx: GenerationContext, problem: dict) -> Draft | None:
    """Two designs with their ratings in words and a budget: which design should be chosen?"""
    first, second = ctx.rng.sample(problem["designs"], 2)
    limit = ctx.rng.choice(["low", "medium", "high"])
    allowed = [d for d in (first, second) if RANK[d["cost"]] <= RANK[limit]]
    best = _only(allowed, "protects", 1) if allowed else {"name": NEITHER}
    if best is None:
        return None
    described = " ".join(
        f"Design {n}: {d['name']} (cost {d['cost']}, protection of living things {d['protects']})."
        for n, d in ((1, first), (2, second))
    )
    question = (
        f"{problem['problem']} {described} The town {AFFORD[limit]} and wants the design that protects "
        "living things more. Which should it choose?"
    )
    wrong = [
        Wrong(d["name"], "ignored-a-criterion-or-constraint", f"This design's cost is {d['cost']} and its protection "
              f"of living things {d['protects']}, so it is not the better fit.")
        for d in (first, second)
        if d["name"] != best["name"]
    ]  # fmt: skip
    if best["name"] != NEITHER:
        wrong.append(Wrong(NEITHER, "missed-a-design-that-fits", "One of the two designs fits the budget."))
    why = (
        f"Only designs the town {AFFORD[limit].removeprefix('can ')} fit; of those, “{best['name']}” protects living things most."
        if best["name"] != NEITHER
        else f"Both designs cost more than the town can pay: it {AFFORD[limit]}."
    )
    return choice_draft(
        ctx,
        question,
        best["name"],
        wrong,
        why,
        key=f"choice|{first['name']}|{second['name']}|{limit}",
        standard="MS-LS2-5",
        task="reason",
        steps=2,
    )
