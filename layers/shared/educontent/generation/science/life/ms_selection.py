"""A natural selection simulation for ``evolution`` (MS-LS4-6): a population of fixed size with two
variations of a trait from ``model-evolution.json``; each generation the helpful variation survives
more often, and the survivors' offspring refill the population in the same proportion. The table
shows the counts; the question asks for a percent or for the generation where the helpful variation
became the majority."""

from __future__ import annotations

from educontent.generation.kit.choose import pick
from educontent.generation.registry import Draft, GenerationContext
from educontent.generation.science.knowledge import in_grade, model, reviewed
from educontent.generation.science.life.ms_forms import Asked, size, table

SURVIVAL = ((80, 40), (90, 60), (80, 50), (90, 45))
"""Percent of each variation that survives to reproduce: (helpful, other)."""


def simulate(total: int, start: int, helpful: int, other: int, generations: int) -> list[int]:
    """How many of ``total`` carry the helpful variation in each generation."""
    counts = [start]
    for _ in range(generations - 1):
        a = counts[-1] * helpful
        b = (total - counts[-1]) * other
        counts.append(round(total * a / (a + b)))
    return counts


def selection_table(ctx: GenerationContext) -> Draft:
    case = reviewed(pick(ctx.rng, in_grade(model("evolution")["selection"], ctx.grade)))
    total = (100, 200, 400)[ctx.level.rank]
    start = ctx.rng.randrange(total // 10, total * 3 // 10, total // 100)
    helpful, other = pick(ctx.rng, SURVIVAL)
    generations = size(ctx, 4)
    counts = simulate(total, start, helpful, other, generations)
    rows = [[g, a, total - a] for g, a in enumerate(counts, start=1)]
    majority = next((g for g, a in enumerate(counts, start=1) if 2 * a > total), None)
    who = f"{case['organisms']} with {case['helpful']}"
    if majority is not None and ctx.rng.random() < 0.5:
        question = (
            f"In which generation did {who} first make up more than half of the {total} {case['organisms']}?"
        )
        value, display, unit, accept = majority, f"generation {majority}", None, [str(majority)]
        why = f"In generation {majority}, {counts[majority - 1]} of {total} had {case['helpful']}, more than half."
    else:
        g = generations
        percent = 100 * counts[g - 1] / total
        question = f"What percent of the {total} {case['organisms']} had {case['helpful']} in generation {g}?"
        value, display, unit, accept = percent, f"{percent:g}%", "%", [f"{percent:g}"]
        why = f"{counts[g - 1]} ÷ {total} × 100 = {percent:g}%."
    why += f" Because {case['pressure']}, more of the {who} survive to reproduce, so the trait grows more common."
    return table(
        ctx,
        Asked(question, value, display, unit, accept, why),
        title=f"{case['organisms'].capitalize()} {case['setting']} over generations",
        columns=["Generation", f"With {case['helpful']}", f"With {case['other']}"],
        rows=rows,
        key=f"selection|{case['organisms']}|{start}|{helpful}|{other}|{generations}|{question[:10]}",
        steps=2 + ctx.level.rank,
        standard="MS-LS4-6",
    )
