"""Science: fact banks per grade and NGSS standard (multiple-choice, true-false, matching,
ordering, short-answer), observation tables with exact answers, and labelled diagrams (cycles,
sequences and food chains, body and cell parts, forces, waves, moon phases, rock layers,
molecules, plate boundaries, inputs and outputs, reproduction, bar graphs).

All facts live in ``catalog_data/content/science``: ``facts.json`` (question sets),
``tables.json`` (observation-table scenarios with ranges for each cell and question templates) and
``diagrams.json`` (what each diagram shows), each possibly split by grade band
(``facts-g1-4.json`` ...), and ``diagram-words.json`` (moon phases, plate boundaries). A skill's
params name the sets it draws from.

The builders are kept apart from the data: ``questions`` (fact forms), ``tables`` (observation
tables and bar graphs), ``diagrams`` (the diagram kinds) with ``models`` (cycles, sequences,
inputs and outputs), ``life``, ``physical`` and ``earth`` (each discipline's diagrams); the SVG is
drawn by ``draw/science_*.py``.
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import BaseModel, ConfigDict, Field

from educontent.core.catalog_records import ContentType
from educontent.generation.kit.types import DG, DT, MC, MT, OR, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.facts.banks import fact_sets
from educontent.generation.science.facts.diagrams import diagram_item
from educontent.generation.science.facts.questions import FACT_FORMS
from educontent.generation.science.facts.tables import table_item


class ScienceParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    facts: list[str] = Field(default_factory=list, description="Fact-set ids in science/facts.json.")
    tables: list[str] = Field(default_factory=list, description="Table scenario ids in science/tables.json.")
    diagrams: list[str] = Field(default_factory=list, description="Diagram ids in science/diagrams.json.")


Builder = Callable[[GenerationContext, ScienceParams], Draft]

BUILDERS: dict[ContentType, Builder] = {
    DT: lambda ctx, params: table_item(ctx, params.tables),
    DG: lambda ctx, params: diagram_item(ctx, params.diagrams),
    **{
        kind: lambda ctx, params, form=form: form(ctx, fact_sets(params.facts))
        for kind, form in FACT_FORMS.items()
    },
}
"""What each content type is made from: a table scenario, a diagram spec or a fact set."""


_BANDS = "matching: 4 pairs at easy and medium, 5 at hard; ordering: a part of the sequence at easy and medium, the whole sequence at hard; easy comparisons may be equal"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, TF, MT, OR, SA, DT, DG}, params=ScienceParams, levels=Levels("steps", _BANDS))
def facts(ctx: GenerationContext) -> Draft:
    builder = BUILDERS.get(ctx.content_type)
    if builder is None:
        raise ValueError(f"science.facts cannot make {ctx.content_type}")
    return builder(ctx, ctx.params)
