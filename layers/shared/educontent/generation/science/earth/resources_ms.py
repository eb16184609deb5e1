"""Natural resources and where they are (MS-ESS3-1): how oil, gas, coal, metal ores, groundwater
and salt formed, and so why they are found only in some places (``model-atmosphere.json``).
"""

from __future__ import annotations

from educontent.generation.kit.text_forms import matching_draft
from educontent.generation.kit.types import MT
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.earth._ms_kit import (
    CLAIM_TYPES,
    Ask,
    asks_params,
    level_count,
    relation_ask,
    run,
)
from educontent.generation.science.knowledge import in_grade, model, reviewed


def _match(ctx: GenerationContext) -> Draft:
    chosen = ctx.rng.sample(in_grade(model("atmosphere")["resources"], ctx.grade), level_count(ctx, 3, 5))
    pairs = [(reviewed(r)["resource"][:1].upper() + r["resource"][1:], r["found"]) for r in chosen]
    return matching_draft(
        ctx,
        pairs,
        prompt="Match each resource with where it is usually found.",
        instructions="Draw a line from each resource to the place it is found.",
        why="A resource is found where the process that made it happened long ago: "
        + "; ".join(f"{r['resource']} formed from {r['formed']}" for r in chosen)
        + ".",
        key=f"match|{'|'.join(sorted(a for a, _ in pairs))}",
        task="reason",
        standard="MS-ESS3-1",
    )


ASKS = {
    "resources": relation_ask("atmosphere", ["resource-formed", "resource-found"]),
    "resource-match": Ask(_match, frozenset({MT})),
}
ResourceParams = asks_params(ASKS, "ResourceParams")

_BANDS = "easy asks how a resource formed and matches three; medium and hard ask where it is found (reasoning from how it formed) and match four or five"


@generator(content_types={MT, *CLAIM_TYPES}, params=ResourceParams, levels=Levels("form", _BANDS))
def resources_ms(ctx: GenerationContext) -> Draft:
    return run(ctx, ASKS)
