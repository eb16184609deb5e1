"""How a shape helps an object do its job (K-2-ETS1-2): labelled sketches of simple objects from
the model (a pet bowl, a house, a toy boat, a bird feeder...), each part with what its shape does.
Which job does the part with the question mark do, which part does a job, why an object has a
part; wrong answers are the jobs of the object's other parts or of another object's parts; matching
pairs each part with its job."""

from __future__ import annotations

import random
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.draw.science_design import sketch
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.text_forms import Wrong, matching_draft
from educontent.generation.kit.types import DG, MC, MT, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.engineering._design import capital
from educontent.generation.science.engineering._design import sketches as sketch_entries

Ask = Literal["job", "part"]


class SketchParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Ask] = Field(min_length=1, description="job: what a part does; part: which part does a job.")


Sketch = dict[str, Any]
Part = dict[str, str]


def _plural(part: Part) -> bool:
    """Whether the part's job is said of several things ("low sides let ...", "walls hold ...")."""
    return not part["does"].split()[0].endswith("s")


def _job(part: Part) -> str:
    return f"{'They' if _plural(part) else 'It'} {part['does']}."


def _other_jobs(rng: random.Random, s: Sketch, part: Part, pool: list[Sketch], rank: int) -> list[Wrong]:
    """Jobs of the sketch's other parts, and (at easy) of another object's part."""
    wrong = [
        Wrong(_job(p), "job-of-another-part", f"That is what the {p['label']} of {s['object']} does.")
        for p in s["parts"]
        if p is not part
    ]
    if rank == 0:
        other = pick(rng, [o for o in pool if o is not s])
        p = pick(rng, other["parts"])
        wrong.append(
            Wrong(
                _job(p), "job-of-another-object", f"That is what the {p['label']} of {other['object']} does."
            )
        )
    return wrong


def _diagram(ctx: GenerationContext, s: Sketch, part: Part, ask: str, pool: list[Sketch]) -> Draft:
    labels = {p["label"]: ("?" if p is part else p["label"]) for p in s["parts"]}
    svg = sketch(
        s["id"],
        labels,
        title=f"Sketch of {s['object']}",
        desc=f"A simple sketch of {s['object']}, which {s['job']}. Labels point to its parts: "
        + ", ".join(labels.values())
        + ". One label is a question mark.",
    )
    if ask == "job":
        question, answer = "What does the part with the question mark do?", _job(part)
        wrong = [
            [w.text, w.misconception, w.reason] for w in _other_jobs(ctx.rng, s, part, pool, ctx.level.rank)
        ]
    else:
        question, answer = (
            f"The part with the question mark {part['does']}. Which part is it?",
            capital(part["label"]),
        )
        wrong = [[capital(p["label"]), "label-of-another-part", f"The {p['label']} {p['does']}."] for p in s["parts"] if p is not part]  # fmt: skip
    return diagram_draft(
        question, svg, answer,
        f"The {part['label']} {part['does']}. Its shape helps {s['object']} do its job: it {s['job']}.",
        wrong, ctx.rng, f"sketch|{s['id']}|{part['label']}|{ask}",
        kind="model", task="represent", steps=1 + ctx.level.rank,
    )  # fmt: skip


def _claim(ctx: GenerationContext, s: Sketch, part: Part, pool: list[Sketch]) -> Claim:
    return Claim(
        question=f"Why does {s['object']} have {part['label'] if _plural(part) else 'a ' + part['label']}?",
        answer=_job(part),
        wrong=tuple(_other_jobs(ctx.rng, s, part, pool, 0)),
        why=f"The {part['label']} {part['does']}. That shape helps {s['object']} do its job.",
        key=f"why|{s['id']}|{part['label']}",
        sentence=f"The {part['label']} of {s['object']} {{}}",
        task="reason",
        steps=1 + ctx.level.rank,
    )


def _true_false(ctx: GenerationContext, s: Sketch, part: Part, pool: list[Sketch]) -> Draft:
    """The part with its own job, or with another part's job said the same way (singular/plural)."""
    claim = _claim(ctx, s, part, pool)
    fitting = [
        Wrong(
            p["does"] + ".", "job-of-another-part", f"The {p['label']} {p['does']}, not the {part['label']}."
        )
        for o in pool
        for p in o["parts"]
        if p is not part and _plural(p) == _plural(part) and p["does"] != part["does"]
    ]
    picked = ctx.rng.sample(fitting, min(2, len(fitting)))
    return claim_draft(ctx, Claim(**{**claim.__dict__, "answer": part["does"] + ".", "wrong": tuple(picked)}))


def _matching(ctx: GenerationContext, s: Sketch) -> Draft:
    parts = ctx.rng.sample(s["parts"], min(len(s["parts"]), 3 + ctx.level.rank))
    return matching_draft(
        ctx,
        [(capital(p["label"]), capital(p["does"])) for p in parts],
        prompt=f"Match each part of {s['object']} with what its shape does.",
        instructions="Draw a line from each part to its job.",
        why=f"Each part's shape helps {s['object']} do its job: it {s['job']}.",
        key=f"match|{s['id']}|" + "|".join(sorted(p["label"] for p in parts)),
        task="represent",
    )


_BANDS = "easy: one wrong answer from another object, 3 parts to match; medium and hard: wrong answers only from the same object's parts, 4 parts to match when the sketch has them"


@generator(content_types={DG, MC, TF, MT}, params=SketchParams, levels=Levels("form", _BANDS))
def sketches(ctx: GenerationContext) -> Draft:
    pool = sketch_entries(ctx.grade)
    s = pick(ctx.rng, pool)
    if ctx.content_type is MT:
        return _matching(ctx, s)
    part = pick(ctx.rng, s["parts"])
    if ctx.content_type is DG:
        return _diagram(ctx, s, part, pick(ctx.rng, ctx.params.ask), pool)
    if ctx.content_type is TF:
        return _true_false(ctx, s, part, pool)
    return claim_draft(ctx, _claim(ctx, s, part, pool))
