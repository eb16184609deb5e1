"""The rock cycle (MS-ESS2-1): what each process makes and what drives it (Earth's internal heat or
the sun's energy and gravity), rock types and how each rock formed, the cycle as a diagram with one
box or arrow left as a question mark, and the cycle's stages in order (``model-geosphere.json``).
"""

from __future__ import annotations

from educontent.generation.kit.text_forms import matching_draft
from educontent.generation.kit.types import DG, FB, MC, MT, OR, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.earth._ms_cycles import loop_diagram, loop_order
from educontent.generation.science.earth._ms_kit import Ask, asks_params, level_count, relation_ask, run
from educontent.generation.science.knowledge import in_grade, model


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
    "diagram": Ask(
        lambda ctx: loop_diagram(ctx, "geosphere", "rockProcesses", "The rock cycle"), frozenset({DG})
    ),
    "order": Ask(
        lambda ctx: loop_order(ctx, "geosphere", "rockProcesses", "Rock", "the rock cycle"), frozenset({OR})
    ),
    "match": Ask(_match, frozenset({MT})),
}
RockCycleParams = asks_params(ASKS, "RockCycleParams")

_BANDS = "easy asks what a process makes or a rock's type and hides a stage of the cycle; medium asks which process makes something or which rock formed a given way and hides a process arrow; hard asks what drives a process; three to five stages to order or match"


@generator(content_types={MC, TF, FB, SA, DG, OR, MT}, params=RockCycleParams, levels=Levels("form", _BANDS))
def rock_cycle(ctx: GenerationContext) -> Draft:
    return run(ctx, ASKS)
