"""Fossils from ``model-fossils.json`` (3-LS4-1): the environment a kind of fossil shows, what a
fossil found where the land is different today tells us about how the place changed, and rock-layer
diagrams (the deepest layer formed first): the oldest or youngest fossil, the fossils in order from
oldest to youngest, and how the environment changed over time.

Wrong answers are environments the fossil rules out, "the place never changed", or the layers read
upside down, each with its reason.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.core.catalog_records import ContentType
from educontent.generation.draw.science_earth import rock_layers
from educontent.generation.items import Visuals
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim
from educontent.generation.kit.text_forms import Wrong, ordering_draft, short_text_features, skill_code
from educontent.generation.kit.types import DG, FB, MC, OR, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, NoSuchForm, generator
from educontent.generation.science.knowledge import in_grade, model, reviewed
from educontent.generation.science.life.k5_kit import picture_choice, serve

Ask = Literal["environment", "changed"]
LETTERS = "ABCDE"


class FossilsParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    asks: list[Ask] = Field(
        default_factory=lambda: ["environment", "changed"], description="What written items ask."
    )


def _envs() -> dict[str, str]:
    return {e["id"]: e["name"] for e in model("fossils")["environments"]}


def _fossils(ctx: GenerationContext, test: Callable[[dict], bool] = lambda f: True) -> list[dict]:
    found = [f for f in in_grade(model("fossils")["fossils"], ctx.grade) if test(f)]
    if not found:
        raise NoSuchForm("no fossils of the grade fit")
    return found


def _environment_claim(ctx: GenerationContext) -> Claim:
    f = reviewed(pick(ctx.rng, _fossils(ctx)))
    envs = _envs()
    right = envs[f["environment"]]
    wrong = tuple(
        Wrong(
            envs[e], "fossil-environment-mix-up", f"Fossil {f['fossil']} could not have formed in {envs[e]}."
        )
        for e in f["not"]
    )
    return Claim(f"Scientists found fossil {f['fossil']} in a layer of rock. What kind of place was it when those living things were alive?",
                 right, wrong, f"Living things like these lived in {right}, so the place was {right} then.",
                 f"environment|{f['fossil']}", f"Fossil {f['fossil']} show that the place was once {{}}.", task="reason")  # fmt: skip


def _changed_claim(ctx: GenerationContext) -> Claim:
    f = reviewed(pick(ctx.rng, _fossils(ctx, lambda e: bool(e["found"]))))
    place, envs = pick(ctx.rng, f["found"]), _envs()
    right = f"Long ago, this place was {envs[f['environment']]}."
    wrong = [
        Wrong(
            f"Long ago, this place was {envs[e]}.",
            "fossil-environment-mix-up",
            f"Fossil {f['fossil']} could not have formed in {envs[e]}.",
        )
        for e in f["not"]
    ]
    wrong.append(
        Wrong(
            "This place has always been just like it is today.",
            "places-never-change",
            "The fossils show living things that could not live there today, so the place has changed.",
        )
    )
    return Claim(f"Fossil {f['fossil']} were found {place}. What does this tell us?", right, tuple(wrong),
                 f"Living things like these lived in {envs[f['environment']]}, so the land there has changed a lot since they were alive.",
                 f"changed|{f['fossil']}|{place}", task="reason", steps=2)  # fmt: skip


CLAIMS: dict[str, Callable[[GenerationContext], Claim]] = {
    "environment": _environment_claim,
    "changed": _changed_claim,
}


def _layers(ctx: GenerationContext) -> tuple[list[dict], str]:
    """Fossils of distinct environments from the deepest layer up, and the drawing (layers lettered
    from the top)."""
    pool = _fossils(ctx, lambda f: f["layers"])
    count = 3 + ctx.level.rank
    picked: list[dict] = []
    for f in ctx.rng.sample(pool, len(pool)):
        if len(picked) < count and all(f["environment"] != p["environment"] for p in picked):
            picked.append(reviewed(f))
    top_down = list(reversed(picked))
    names = [f"fossil {f['fossil']}" for f in top_down]
    desc = (
        "Rock layers stacked from top to bottom: "
        + "; ".join(f"layer {LETTERS[i]} holds {n}" for i, n in enumerate(names))
        + "."
    )
    return picked, rock_layers(LETTERS[: len(names)], names, "Fossils in layers of rock", desc)


def _diagram(ctx: GenerationContext) -> Draft:
    oldest_up, drawing = _layers(ctx)
    envs = _envs()
    order = ", ".join(f["fossil"] for f in oldest_up)
    if ctx.level.rank < 2:
        k, word = (0, "oldest") if ctx.rng.random() < 0.5 else (len(oldest_up) - 1, "youngest")
        answer = f"fossil {oldest_up[k]['fossil']}"
        wrong = [[f"fossil {f['fossil']}", "top-layer-is-oldest" if i == len(oldest_up) - 1 - k else "layer-order-mix-up",
                  f"Those fossils are in a {'higher' if i > k else 'lower'} layer, so they are {'younger' if i > k else 'older'}."]
                 for i, f in enumerate(oldest_up) if i != k]  # fmt: skip
        question = f"Which fossils are the {word}?"
        why = f"Deeper layers formed first, so from oldest to youngest the fossils are {order}."
    else:
        if {oldest_up[0]["environment"], oldest_up[-1]["environment"]} == {"ocean", "water"}:
            raise NoSuchForm("both ends are under water")
        first, last = envs[oldest_up[0]["environment"]], envs[oldest_up[-1]["environment"]]
        answer = f"It changed from {first} to {last}."
        wrong = [[f"It changed from {last} to {first}.", "top-layer-is-oldest", "That reads the layers upside down: the bottom layer formed first."],
                 ["It never changed.", "places-never-change", "Each layer holds fossils of a different kind of place, so the place changed."]]  # fmt: skip
        question = "How did this place change over time?"
        why = f"The bottom layer formed first and holds fossils from {first}; the top layer formed last and holds fossils from {last}."
    return picture_choice(
        ctx,
        question,
        drawing,
        answer,
        why,
        wrong,
        f"layers|{order}|{question}",
        task="reason",
        steps=2 + ctx.level.rank,
    )


def _ordering(ctx: GenerationContext) -> Draft:
    oldest_up, drawing = _layers(ctx)
    names = [f"fossil {f['fossil']}" for f in oldest_up]
    draft = ordering_draft(
        ctx.rng, names, instructions="Use the rock layers in the diagram.", prompt="Put the fossils in order from oldest to youngest.",
        order_by="oldest to youngest", why="The deepest layer formed first, so its fossils are the oldest: " + ", ".join(names) + ".",
        features=short_text_features("reason", len(names)), key=f"order|{'|'.join(names)}", standard=skill_code(ctx, None),
    )  # fmt: skip
    draft.visuals = Visuals(diagram_svg=drawing)
    return draft


_BANDS = "rock layers: 3 at easy (the oldest or youngest fossils), 4 at medium, 5 at hard (how the place changed: two steps)"


FORMS: dict[ContentType, Callable[[GenerationContext], Draft]] = {DG: _diagram, OR: _ordering}


@generator(content_types={DG, OR, MC, TF, FB, SA}, params=FossilsParams, levels=Levels("steps", _BANDS))
def fossils(ctx: GenerationContext) -> Draft:
    return serve(ctx, FORMS, CLAIMS)
