"""Photosynthesis and cellular respiration (MS-LS1-6, MS-LS1-7): what goes in and what comes out,
where in the cell each happens, what happens to energy, a model with one box missing, and a table of
oxygen bubbles from a water plant under a lamp (a small simulation: the closer the lamp, the more
light, the more bubbles). Facts from ``model-cells.json``."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.draw.science_cycles import inputs_outputs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.text_forms import Wrong, skill_code
from educontent.generation.kit.types import DG, DT
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model
from educontent.generation.science.life.ms_forms import (
    CHOICE_TYPES,
    CLAIM_TYPES,
    Asked,
    Mode,
    listed,
    render,
    size,
    table,
    variables_claim,
)

Ask = Literal["in-out", "where", "energy", "model", "bubbles", "variables"]
Process = Literal["photosynthesis", "cellular respiration"]
DISTANCES = (10, 15, 20, 25, 30, 40, 50)
"""Lamp distances (cm) the simulated experiment may use."""


class PhotosynthesisParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Ask] = Field(min_length=1, description="The kinds of question the skill asks.")
    processes: list[Process] = Field(min_length=1, description="The processes asked about.")


def _process(ctx: GenerationContext) -> dict:
    name = pick(ctx.rng, ctx.params.processes)
    return next(p for p in in_grade(model("cells")["processes"], ctx.grade) if p["name"] == name)


def _standard(process: dict) -> str:
    return "MS-LS1-6" if process["name"] == "photosynthesis" else "MS-LS1-7"


def _in_out(ctx: GenerationContext) -> Claim:
    process = _process(ctx)
    side, other = ("inputs", "outputs") if ctx.rng.random() < 0.5 else ("outputs", "inputs")
    word = side[:-1]
    answer = pick(ctx.rng, process[side])
    wrong = tuple(
        Wrong(t, "confuses-inputs-and-outputs", f"{t.capitalize()} is {'made by' if side == 'inputs' else 'used up in'} "
              f"{process['name']}, so it is an {other[:-1]}, not an {word}.")
        for t in process[other]
        if t not in process[side]
    )  # fmt: skip
    return Claim(
        question=f"Which of these is an {word} of {process['name']}?",
        answer=answer,
        wrong=wrong,
        why=f"{process['name'].capitalize()} uses {listed(process['inputs'])} and gives "
        f"{listed(process['outputs'])}.",
        key=f"in-out|{process['name']}|{side}|{answer}",
        sentence=f"{{}} is an {word} of {process['name']}.",
        standard=_standard(process),
    )


def _where(ctx: GenerationContext) -> Claim:
    process = _process(ctx)
    parts = [p["name"] for p in in_grade(model("cells")["parts"], ctx.grade)]
    wrong = tuple(
        Wrong(p, "wrong-cell-part-for-process", f"The {p} does not carry out {process['name']}.")
        for p in parts
        if p != process["where"]
    )
    return Claim(
        question=f"In which cell part does {process['name']} take place?",
        answer=process["where"],
        wrong=wrong,
        why=f"{process['name'].capitalize()} takes place in the {process['where']}.",
        key=f"where|{process['name']}",
        sentence=f"{process['name'].capitalize()} takes place in the {{}}.",
        standard=_standard(process),
    )


def _energy(ctx: GenerationContext) -> Claim:
    process = _process(ctx)
    others = [p for p in in_grade(model("cells")["processes"], ctx.grade) if p is not process]
    wrong = (
        *(Wrong(p["energy"], "mixed-up-processes", f"That is what {p['name']} does.") for p in others),
        Wrong(
            "creates new energy out of nothing",
            "thinks-energy-is-created",
            "Energy is never made from nothing; it only changes form.",
        ),
    )
    return Claim(
        question=f"What happens to energy in {process['name']}?",
        answer=process["energy"],
        wrong=wrong,
        why=f"{process['name'].capitalize()} {process['energy']}.",
        key=f"energy|{process['name']}",
        sentence=f"{process['name'].capitalize()} {{}}.",
        task="reason",
        standard=_standard(process),
    )


def _model(ctx: GenerationContext) -> Draft:
    process = _process(ctx)
    side = pick(ctx.rng, ["inputs", "outputs"])
    missing = pick(ctx.rng, process[side])
    shown = {k: ["?" if t == missing and k == side else t for t in process[k]] for k in ("inputs", "outputs")}
    other = "outputs" if side == "inputs" else "inputs"
    title = f"A model of {process['name']}"
    desc = f"{title}: inputs {', '.join(shown['inputs'])}; outputs {', '.join(shown['outputs'])}."
    wrong = [
        (t, "confuses-inputs-and-outputs", f"{t.capitalize()} is one of the {other}, not one of the {side}.")
        for t in process[other]
        if t not in process[side]
    ] + [
        (t, "picked-a-shown-box", f"{t.capitalize()} is already in the model.")
        for t in process[side]
        if t != missing
    ]
    draft = diagram_draft(
        f"One box in this model of {process['name']} shows a question mark. What belongs there?",
        inputs_outputs(process["name"], shown["inputs"], shown["outputs"], title, desc),
        missing,
        f"{process['name'].capitalize()} uses {listed(process['inputs'])} and gives "
        f"{listed(process['outputs'])}, so the missing box is {missing}.",
        wrong,
        ctx.rng,
        f"model|{process['name']}|{missing}",
    )
    draft.standard = skill_code(ctx, _standard(process))
    return draft


def _bubbles(ctx: GenerationContext) -> Draft:
    distances = sorted(ctx.rng.sample(DISTANCES, size(ctx)))
    strength = ctx.rng.randrange(60, 160, 10)
    rows = [[d, round(strength * 100 / d**2)] for d in distances]
    near, far = rows[0], rows[-1]
    if ctx.rng.random() < 0.5:
        question = "At which distance from the lamp did the plant give off the most oxygen bubbles?"
        value, display, unit = near[0], f"{near[0]} cm", "cm"
        why = (
            f"The most bubbles, {near[1]} per minute, came at {near[0]} cm. The closer lamp gave more light, "
            "so the plant carried out more photosynthesis and gave off more oxygen."
        )
    else:
        question = (
            f"How many more bubbles per minute did the plant give off at {near[0]} cm than at {far[0]} cm?"
        )
        value = near[1] - far[1]
        display, unit = f"{value} bubbles per minute", "bubbles per minute"
        why = f"{near[1]} - {far[1]} = {value}. More light means more photosynthesis, so more oxygen bubbles."
    return table(
        ctx,
        Asked(question, value, display, unit, [str(value)], why),
        title="Oxygen bubbles from a water plant under a lamp",
        columns=["Distance from lamp (cm)", "Oxygen bubbles per minute"],
        rows=rows,
        key=f"bubbles|{strength}|{','.join(map(str, distances))}|{question[:20]}",
        standard="MS-LS1-6",
    )


def _variables(ctx: GenerationContext) -> Claim:
    topics = {"photosynthesis": "photosynthesis", "cellular respiration": "respiration"}
    wanted = {topics[p] for p in ctx.params.processes}
    found = [i for i in in_grade(model("cells")["investigations"], ctx.grade) if i["topic"] in wanted]
    return variables_claim(ctx, found, "MS-LS1-6" if "photosynthesis" in wanted else "MS-LS1-7")


MODES = {
    "variables": Mode(CHOICE_TYPES, _variables),
    "in-out": Mode(CHOICE_TYPES, _in_out),
    "where": Mode(CLAIM_TYPES, _where),
    "energy": Mode(CHOICE_TYPES, _energy),
    "model": Mode(frozenset({DG}), _model),
    "bubbles": Mode(frozenset({DT}), _bubbles),
}

_BANDS = "data tables: 3 rows at easy, 4 at medium, 5 at hard"


@generator(content_types={DG, DT} | CLAIM_TYPES, params=PhotosynthesisParams, levels=Levels("steps", _BANDS))
def photosynthesis(ctx: GenerationContext) -> Draft:
    return render(ctx, MODES, ctx.params.ask)
