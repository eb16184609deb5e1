"""The rock cycle (MS-ESS2-1): what each process makes and what drives it (Earth's internal heat or
the sun's energy and gravity), rock types and how each rock formed, the cycle as a diagram with one
box or arrow left as a question mark, and the cycle's stages in order (``model-geosphere.json``).
"""

from __future__ import annotations

from educontent.generation.draw.science_cycles import cycle
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.text_forms import matching_draft, ordering_draft, text_features
from educontent.generation.kit.types import DG, FB, MC, MT, OR, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.earth._ms_kit import Ask, asks_params, level_count, relation_ask, run
from educontent.generation.science.knowledge import in_grade, model


def _loop(ctx: GenerationContext) -> list[dict]:
    """The processes of the cycle's loop, in order (the stage each makes follows the one before)."""
    steps = [p for p in in_grade(model("geosphere")["rockProcesses"], ctx.grade) if "loop" in p]
    return sorted(steps, key=lambda p: p["loop"])


def _diagram(ctx: GenerationContext) -> Draft:
    """The cycle with one stage (easy) or one process arrow (medium, hard) hidden."""
    loop = _loop(ctx)
    stages = [p["product"] for p in loop]
    edges = [loop[(k + 1) % len(loop)]["process"] for k in range(len(loop))]
    hide_edge = ctx.level.rank > 0 and ctx.rng.random() < 0.7
    k = ctx.rng.randrange(len(loop))
    shown_stages, shown_edges = list(stages), list(edges)
    if hide_edge:
        answer, pool, what = edges[k], edges, "process"
        shown_edges[k] = "?"
        why = f"{answer} turns {stages[k]} into {stages[(k + 1) % len(stages)]}."
    else:
        answer, pool, what = stages[k], stages, "stage"
        shown_stages[k] = "?"
        why = f"{edges[k - 1]} turns {stages[k - 1]} into {answer}."
    parts = []
    for stage, edge in zip(shown_stages, shown_edges, strict=True):
        parts += [stage, edge]
    desc = "The rock cycle, going around: " + " → ".join(parts) + f" → back to {shown_stages[0]}."
    svg = cycle(shown_stages, shown_edges, "The rock cycle", desc)
    wrong = [
        (w, "mixed-up-rock-cycle", f"{w[:1].upper()}{w[1:]} is another {what} of the cycle, not this one.")
        for w in pool
        if w != answer
    ]
    return diagram_draft(
        f"Which {what} belongs where the question mark is?",
        svg,
        answer,
        why[:1].upper() + why[1:],
        wrong,
        ctx.rng,
        f"diagram|{what}|{answer}",
        kind="model",
        steps=1 + ctx.level.rank,
    )


def _order(ctx: GenerationContext) -> Draft:
    loop = _loop(ctx)
    count = level_count(ctx, 3, len(loop))
    start = ctx.rng.randrange(len(loop))
    chain = [loop[(start + i) % len(loop)] for i in range(count)]
    names = [p["product"] for p in chain]
    why = "; ".join(
        f"{chain[i + 1]['process']} turns {names[i]} into {names[i + 1]}" for i in range(count - 1)
    )
    return ordering_draft(
        ctx.rng,
        names,
        instructions="Put the stages in order.",
        prompt=f"Rock can travel around the rock cycle. Put these stages in order, starting with {names[0]}.",
        order_by="the order rock passes through them",
        why=why[:1].upper() + why[1:] + ".",
        features=text_features("reason", words=16, steps=count),
        key=f"order|{'|'.join(names)}",
    )


def _match(ctx: GenerationContext) -> Draft:
    processes = ctx.rng.sample(
        in_grade(model("geosphere")["rockProcesses"], ctx.grade), level_count(ctx, 3, 5)
    )
    pairs = [(p["process"], p["product"]) for p in processes]
    return matching_draft(
        ctx,
        pairs,
        prompt="Match each rock cycle process with what it makes.",
        instructions="Draw a line from each process to what it makes.",
        why="; ".join(f"{a} makes {b}" for a, b in pairs).capitalize() + ".",
        key=f"match|{'|'.join(sorted(a for a, _ in pairs))}",
        task="reason",
    )


ASKS = {
    "processes": relation_ask("geosphere", ["rock-product", "rock-process", "rock-driver"]),
    "rock-types": relation_ask("geosphere", ["rock-type", "rock-origin"]),
    "diagram": Ask(_diagram, frozenset({DG})),
    "order": Ask(_order, frozenset({OR})),
    "match": Ask(_match, frozenset({MT})),
}
RockCycleParams = asks_params(ASKS, "RockCycleParams")

_BANDS = "easy asks what a process makes or a rock's type and hides a stage of the cycle; medium asks which process makes something or which rock formed a given way and hides a process arrow; hard asks what drives a process; three to five stages to order or match"


@generator(content_types={MC, TF, FB, SA, DG, OR, MT}, params=RockCycleParams, levels=Levels("form", _BANDS))
def rock_cycle(ctx: GenerationContext) -> Draft:
    return run(ctx, ASKS)
