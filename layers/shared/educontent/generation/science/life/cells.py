"""Cells (MS-LS1-1, MS-LS1-2): each cell part and its job, plant and animal cells compared, living
things made of one cell or of many, and a labelled model of a cell with one label missing. Facts
from ``model-cells.json``."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.draw.science_cells import cell_parts, labelled_cell
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.text_forms import Wrong, matching_draft, skill_code
from educontent.generation.kit.types import DG, MC, MT, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model, reviewed
from educontent.generation.science.life.ms_forms import CHOICE_TYPES, CLAIM_TYPES, Mode, render, size

Ask = Literal["part-job", "job-of-part", "plant-or-animal", "one-or-many", "match", "label", "evidence"]


class CellsParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Ask] = Field(min_length=1, description="The kinds of question the skill asks.")


def _parts(ctx: GenerationContext) -> list[dict]:
    return [reviewed(p) for p in in_grade(model("cells")["parts"], ctx.grade)]


def _part_job(ctx: GenerationContext) -> Claim:
    parts = _parts(ctx)
    part = pick(ctx.rng, parts)
    wrong = tuple(
        Wrong(p["name"], "mixed-up-cell-parts", f"The {p['name']} {p['job']}.")
        for p in parts
        if p is not part
    )
    return Claim(
        question=f"Which cell part {part['job']}?",
        answer=part["name"],
        wrong=wrong,
        why=f"The {part['name']} {part['job']}; it is the cell's {part['short']}.",
        key=f"part-job|{part['name']}",
        sentence=f"The {{}} {part['job']}.",
        accept=("mitochondria",) if part["name"] == "mitochondrion" else (),
        standard="MS-LS1-2",
    )


def _job_of_part(ctx: GenerationContext) -> Claim:
    parts = _parts(ctx)
    part = pick(ctx.rng, parts)
    wrong = tuple(
        Wrong(p["job"], "mixed-up-cell-parts", f"That is the job of the {p['name']}.")
        for p in parts
        if p is not part
    )
    return Claim(
        question=f"What does the {part['name']} do in a cell?",
        answer=part["job"],
        wrong=wrong,
        why=f"The {part['name']} {part['job']}.",
        key=f"job-of-part|{part['name']}",
        sentence=f"The {part['name']} {{}}.",
        standard="MS-LS1-2",
    )


def _listed(parts: list[dict]) -> str:
    names = [p["name"] for p in parts]
    return ", ".join(names[:-1]) + f" and {names[-1]}"


def _plant_or_animal(ctx: GenerationContext) -> Claim:
    parts = _parts(ctx)
    plant_only = [p for p in parts if p["cells"] == "plant"]
    shared = [p for p in parts if p["cells"] == "both"]
    if ctx.rng.random() < 0.5:
        part = pick(ctx.rng, plant_only)
        wrong = tuple(
            Wrong(p["name"], "thinks-shared-part-is-plant-only", f"Animal cells have a {p['name']} too.")
            for p in shared
        )
        where = "plant cells but not in animal cells"
    else:
        part = pick(ctx.rng, shared)
        wrong = tuple(
            Wrong(p["name"], "thinks-plant-part-is-shared", f"Only plant cells have a {p['name']}.")
            for p in plant_only
        )
        where = "both plant cells and animal cells"
    return Claim(
        question=f"Which cell part is found in {where}?",
        answer=part["name"],
        wrong=wrong,
        why=f"Plant and animal cells both have a {_listed(shared)}; only plant cells have a {_listed(plant_only)}.",
        key=f"plant-or-animal|{where}|{part['name']}",
        sentence=f"The {{}} is found in {where}.",
        standard="MS-LS1-2",
    )


def _one_or_many(ctx: GenerationContext) -> Claim:
    living = in_grade(model("cells")["organisms"], ctx.grade)
    organism = pick(ctx.rng, living)
    named = with_article(organism["name"])
    if ctx.content_type in (SA, TF):
        answer, other = (
            ("one cell", "many cells") if organism["cells"] == "one" else ("many cells", "one cell")
        )
        reason = (
            f"A microscope shows that {named} is a single cell that carries out every life activity on its own."
            if organism["cells"] == "one"
            else f"{named.capitalize()} is built of many cells of different kinds that share the work."
        )
        return Claim(
            question=f"Is {named} made of one cell or of many cells?",
            answer=answer,
            wrong=(Wrong(other, "unicellular-multicellular-confused", reason),),
            why=f"{named.capitalize()} is made of {answer}.",
            key=f"one-or-many|{organism['name']}",
            sentence=f"{named.capitalize()} is made of {{}}.",
            standard="MS-LS1-1",
        )
    count = organism["cells"]
    kind = "just one cell" if count == "one" else "many cells"
    wrong = tuple(
        Wrong(
            with_article(o["name"]),
            "unicellular-multicellular-confused",
            f"{with_article(o['name']).capitalize()} is made of {'just one cell' if count == 'many' else 'many cells'}.",
        )
        for o in living
        if o["cells"] != count
    )
    return Claim(
        question=f"Which of these living things is made of {kind}?",
        answer=named,
        wrong=wrong,
        why=f"{named.capitalize()} is made of {kind}. Every living thing is made of at least one cell.",
        key=f"which-is|{count}|{organism['name']}",
        sentence=f"{{}} is made of {kind}.",
        standard="MS-LS1-1",
    )


def _evidence(ctx: GenerationContext) -> Claim:
    """Microscope evidence (MS-LS1-1): which sample shows no cells, so it did not come from a living
    thing; the wrong answers are samples from living things."""
    samples = in_grade(model("cells")["samples"], ctx.grade)
    sample = pick(ctx.rng, [s for s in samples if not s["living"]])
    wrong = tuple(
        Wrong(
            s["sample"],
            "thinks-living-samples-lack-cells",
            f"The microscope shows {s['seen']} in it: it came from a living thing.",
        )
        for s in samples
        if s["living"]
    )
    return Claim(
        question="A class looks at samples under a microscope. Which sample will show no cells?",
        answer=sample["sample"],
        wrong=wrong,
        why=f"The microscope shows {sample['seen']} in {sample['sample']}. Every living thing is made of cells; "
        f"{sample['sample']} did not come from a living thing.",
        key=f"evidence|{sample['sample']}",
        sentence="Under a microscope, {} will show no cells.",
        task="reason",
        standard="MS-LS1-1",
    )


def _match(ctx: GenerationContext) -> Draft:
    parts = ctx.rng.sample(_parts(ctx), size(ctx))
    return matching_draft(
        ctx,
        [(p["name"], p["job"]) for p in parts],
        prompt="Match each cell part to its job.",
        instructions="Draw a line from each cell part to its job.",
        why="; ".join(f"the {p['name']} {p['job']}" for p in parts).capitalize() + ".",
        key="match|" + ",".join(sorted(p["name"] for p in parts)),
        standard="MS-LS1-2",
    )


def _label(ctx: GenerationContext) -> Draft:
    kind = pick(ctx.rng, ["plant", "animal"])
    drawn = cell_parts(kind)
    missing = pick(ctx.rng, drawn)
    shown = {part: ("?" if part == missing else part) for part in drawn}
    by_name = {p["name"]: p for p in _parts(ctx)}
    reviewed(by_name[missing])
    labelled = [p for p in drawn if p != missing]
    title = f"A model of {with_article(kind)} cell"
    desc = f"{title} with labels: {', '.join(labelled)}; one more label shows a question mark."
    wrong = [(p, "picked-a-labelled-part", f"The {p} already has its own label.") for p in labelled]
    if kind == "animal":
        wrong += [
            (p["name"], "thinks-animal-cells-have-plant-parts", f"Animal cells have no {p['name']}.")
            for p in by_name.values()
            if p["cells"] == "plant"
        ]
    draft = diagram_draft(
        f"One label on this model of {with_article(kind)} cell shows a question mark. Which part is it?",
        labelled_cell(kind, shown, title, desc),
        missing,
        f"Every other part of the {kind} cell has its label, so the ? is the {missing}: it {by_name[missing]['job']}.",
        wrong,
        ctx.rng,
        f"label|{kind}|{missing}",
    )
    draft.standard = skill_code(ctx, "MS-LS1-2")
    return draft


MODES = {
    "part-job": Mode(CLAIM_TYPES, _part_job),
    "job-of-part": Mode(CHOICE_TYPES, _job_of_part),
    "plant-or-animal": Mode(CHOICE_TYPES, _plant_or_animal),
    "one-or-many": Mode(frozenset({MC, TF, SA}), _one_or_many),
    "evidence": Mode(CHOICE_TYPES, _evidence),
    "match": Mode(frozenset({MT}), _match),
    "label": Mode(frozenset({DG}), _label),
}

_BANDS = "matching: 3 pairs at easy, 4 at medium, 5 at hard; four choices at every level"


@generator(
    content_types={MC, TF, SA, MT, DG} | CLAIM_TYPES, params=CellsParams, levels=Levels("steps", _BANDS)
)
def cells(ctx: GenerationContext) -> Draft:
    return render(ctx, MODES, ctx.params.ask)
