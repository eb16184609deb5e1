"""Diagram questions: a skill names diagram specs (``catalog_data/content/science/diagrams*.json``);
each spec's ``kind`` picks the builder that draws it and asks about it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import skill_code
from educontent.generation.registry import Draft, GenerationContext
from educontent.generation.science.facts.banks import diagrams
from educontent.generation.science.facts.earth import boundary_item, layers_item, moon_item
from educontent.generation.science.facts.life import food_chain_item, parts_item, reproduction_item
from educontent.generation.science.facts.models import cycle_item, flow_item, sequence_item
from educontent.generation.science.facts.physical import forces_item, molecule_item, wave_item
from educontent.generation.science.facts.tables import graph_item

DIAGRAM_KINDS: dict[str, Callable[[GenerationContext, dict[str, Any]], Draft]] = {
    "cycle": cycle_item,
    "sequence": sequence_item,
    "food-chain": food_chain_item,
    "parts": parts_item,
    "forces": forces_item,
    "wave": wave_item,
    "moon": moon_item,
    "layers": layers_item,
    "molecule": molecule_item,
    "boundary": boundary_item,
    "flow": flow_item,
    "reproduction": reproduction_item,
    "graph": graph_item,
}
"""The builder of each diagram kind."""


def diagram_item(ctx: GenerationContext, ids: list[str]) -> Draft:
    """A question about one of the diagrams ``ids``, practising that diagram's standard."""
    spec = diagrams()[pick(ctx.rng, ids)]
    draft = DIAGRAM_KINDS[spec["kind"]](ctx, spec)
    draft.standard = skill_code(ctx, spec.get("standard"))
    return draft
