"""Life cycles from ``model-lifecycles.json`` (3-LS1-1): put the stages in order, name the stage
right after another, find the organisms whose cycle has a stage (a pupa, a nymph, a seedling), name
the kind of change an animal goes through (complete, incomplete or no metamorphosis), and find the
missing stage of a life-cycle diagram.

Wrong answers are other stages of the same cycle (skipping or going back), stages of another
organism's cycle, or another kind of change, each with its reason.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.core.catalog_records import ContentType
from educontent.generation.draw.science_cycles import cycle
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim
from educontent.generation.kit.text_forms import Wrong, ordering_draft, short_text_features, skill_code
from educontent.generation.kit.types import DG, FB, MC, OR, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, NoSuchForm, generator
from educontent.generation.science.knowledge import in_grade, model, reviewed
from educontent.generation.science.life.k5_kit import a, listed, picture_choice, serve

Ask = Literal["next", "which-stage", "change"]
SHARED_STAGES = ("egg", "larva", "pupa", "nymph", "seed", "seedling", "tadpole", "chrysalis", "caterpillar")


class LifeCyclesParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    asks: list[Ask] = Field(default_factory=lambda: ["next"], description="What written items ask.")


def _cycles(ctx: GenerationContext, test: Callable[[dict], bool] = lambda c: True) -> list[dict]:
    found = [c for c in in_grade(model("lifecycles")["cycles"], ctx.grade) if test(c)]
    if not found:
        raise NoSuchForm("no life cycle of the grade fits")
    return found


def _cycle(ctx: GenerationContext, test: Callable[[dict], bool] = lambda c: True) -> dict:
    return reviewed(pick(ctx.rng, _cycles(ctx, test)))


def _order(c: dict) -> str:
    return listed(c["stages"])


def _next_claim(ctx: GenerationContext) -> Claim:
    c = _cycle(ctx)
    stages = c["stages"]
    k = ctx.rng.randrange(len(stages))
    stage, after = stages[k], stages[(k + 1) % len(stages)]
    why = f"The stages of the life cycle of {a(c['organism'])} go in this order: {_order(c)}."
    if k == len(stages) - 1:
        why += f" Then the {stage} has young, and the cycle starts again with the {after}."
    wrong = [
        Wrong(s, "skips-or-goes-back", f"The {s} does not come right after the {stage}. {why}")
        for s in stages
        if s not in (stage, after)
    ]
    others = [
        s
        for o in _cycles(ctx, lambda o: o["organism"] != c["organism"])
        for s in o["stages"]
        if s not in stages
    ]
    wrong += [
        Wrong(s, "mixes-up-life-cycles", f"The {s} is not a stage in the life cycle of {a(c['organism'])}.")
        for s in ctx.rng.sample(others, min(3, len(others)))
    ]
    return Claim(
        f"In the life cycle of {a(c['organism'])}, which stage comes right after the {stage}?",
        after,
        tuple(wrong),
        why,
        f"next|{c['organism']}|{stage}",
        f"In the life cycle of {a(c['organism'])}, the stage right after the {stage} is the {{}}.",
        task="reason",
    )


def _which_stage(ctx: GenerationContext) -> Claim:
    stage = pick(ctx.rng, [s for s in SHARED_STAGES if any(s in c["stages"] for c in _cycles(ctx))])
    c = _cycle(ctx, lambda o: stage in o["stages"])
    others = _cycles(ctx, lambda o: stage not in o["stages"])
    wrong = tuple(
        Wrong(o["organism"], "mixes-up-life-cycles", f"The life cycle of {a(o['organism'])} is {_order(o)}: it has no {stage}.")
        for o in ctx.rng.sample(others, min(5, len(others)))
    )  # fmt: skip
    return Claim(
        f"Which of these has {a(stage + ' stage')} in its life cycle?",
        c["organism"],
        wrong,
        f"The life cycle of {a(c['organism'])} is {_order(c)}.",
        f"which-stage|{stage}|{c['organism']}",
        f"The life cycle of the {{}} has {a(stage + ' stage')}.",
        task="reason",
    )


def _change_claim(ctx: GenerationContext) -> Claim:
    changes = {ch["change"]: ch for ch in in_grade(model("lifecycles")["changes"], ctx.grade)}
    c = _cycle(ctx, lambda o: o["change"] in ("complete", "incomplete", "none"))
    right = changes[c["change"]]
    wrong = tuple(
        Wrong(ch["name"], f"{c['change']}-not-{k}", f"{ch['about']} The life cycle of {a(c['organism'])} is {_order(c)}.")
        for k, ch in changes.items() if k not in (c["change"], "metamorphosis")
    )  # fmt: skip
    return Claim(
        f"The life cycle of {a(c['organism'])} is {_order(c)}. What kind of change is this?",
        right["name"],
        wrong,
        right["about"],
        f"change|{c['organism']}",
        f"The life cycle of {a(c['organism'])} is {_order(c)}. This is {{}}.",
        task="reason",
    )


CLAIMS = {"next": _next_claim, "which-stage": _which_stage, "change": _change_claim}


def _ordering(ctx: GenerationContext) -> Draft:
    c = _cycle(ctx)
    size = min(len(c["stages"]), 3 + ctx.level.rank)
    in_order = c["stages"][:size]
    first = "the first stage" if size == len(c["stages"]) else f"the {in_order[0]}"
    return ordering_draft(
        ctx.rng,
        in_order,
        instructions="Put the stages in order.",
        prompt=f"Put these stages of the life cycle of {a(c['organism'])} in order, starting with {first}.",
        order_by="first to last",
        why=f"The life cycle of {a(c['organism'])} goes {_order(c)}.",
        features=short_text_features("represent", size),
        key=f"order|{c['organism']}|{size}",
        standard=skill_code(ctx, None),
    )


def _diagram(ctx: GenerationContext) -> Draft:
    c = _cycle(ctx, lambda o: len(o["stages"]) >= 4 or ctx.level.rank < 2)
    k = ctx.rng.randrange(len(c["stages"]))
    shown = [("?" if i == k else s) for i, s in enumerate(c["stages"])]
    title = f"The life cycle of {a(c['organism'])}"
    desc = (
        f"{title}: {len(shown)} stages joined by arrows in a loop, clockwise from the top: "
        + ", ".join(shown)
        + ". The stage marked ? is missing."
    )
    others = [
        s
        for o in _cycles(ctx, lambda o: o["organism"] != c["organism"])
        for s in o["stages"]
        if s not in c["stages"]
    ]
    wrong = [
        [s, "mixes-up-life-cycles", f"The {s} is not part of the life cycle of {a(c['organism'])}."]
        for s in others
    ]
    wrong += [
        [s, "stage-already-shown", f"The {s} is already in the diagram."]
        for s in c["stages"]
        if s != c["stages"][k]
    ][:2]
    why = f"The life cycle of {a(c['organism'])} goes {_order(c)}, so the missing stage is the {c['stages'][k]}."
    return picture_choice(
        ctx, "Which stage is missing from this life cycle?", cycle(shown, None, title, desc), c["stages"][k], why,
        wrong, f"diagram|{c['organism']}|{k}", kind="life-cycle", task="represent", steps=2,
    )  # fmt: skip


_BANDS = "ordering: the first 3 stages at easy, 4 at medium, the whole cycle (up to 5) at hard; diagrams: hard draws only cycles of 4 or more stages"


FORMS: dict[ContentType, Callable[[GenerationContext], Draft]] = {OR: _ordering, DG: _diagram}


@generator(content_types={OR, DG, MC, TF, FB, SA}, params=LifeCyclesParams, levels=Levels("steps", _BANDS))
def life_cycles(ctx: GenerationContext) -> Draft:
    return serve(ctx, FORMS, CLAIMS)
