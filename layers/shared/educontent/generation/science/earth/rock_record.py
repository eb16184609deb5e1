"""Rock layers and fossils as evidence of how a place changed (4-ESS1-1), from ``model-landforms.json``:
a stack of rock layers, each with its fossils (lettered from the top, drawn by
``draw/science_earth.rock_layers``): which layer is oldest or youngest, which formed under water, the
layers in order from oldest to youngest, and what the fossils at the bottom and the top say about how
the place changed.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from educontent.generation.draw.science_earth import rock_layers
from educontent.generation.items import Visuals
from educontent.generation.kit.claims import Claim, claim_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.text_forms import Wrong, ordering_draft, text_features
from educontent.generation.kit.types import DG, MC, OR
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model, reviewed


class RockRecordParams(BaseModel):
    model_config = ConfigDict(extra="forbid")


_BANDS = (
    "easy: three layers, the oldest or youngest; medium: four layers, the layer that formed under water; "
    "hard: five layers, how the place changed from the bottom layer to the top"
)

_CHANGE = {
    ("water", "land"): "It was covered by water first and became land later.",
    ("land", "water"): "It was land first and was covered by water later.",
    ("water", "water"): "It was covered by water the whole time.",
    ("land", "land"): "It was land the whole time.",
}


def _stack(ctx: GenerationContext, count: int) -> list[dict]:
    """Layers from the bottom (oldest) up: a rock and a fossil each; the bottom and top layers differ in
    setting (water, land) and exactly one layer holds water fossils when ``count`` is four."""
    data = model("landforms")
    rocks = [r["rock"] for r in in_grade(data["layer_rocks"], ctx.grade)]
    fossils = [reviewed(f) for f in in_grade(data["fossils"], ctx.grade)]
    water = [f for f in fossils if f["setting"] == "water"]
    land = [f for f in fossils if f["setting"] == "land"]
    first = ctx.rng.choice(("water", "land"))
    if count == 4:
        chosen = [ctx.rng.choice(water), *ctx.rng.sample(land, 3)]
        ctx.rng.shuffle(chosen)
    else:
        low, high = (water, land) if first == "water" else (land, water)
        middle = ctx.rng.sample(fossils, count)
        bottom, top = ctx.rng.choice(low), ctx.rng.choice(high)
        middle = [f for f in middle if f is not bottom and f is not top][: count - 2]
        chosen = [bottom, *middle, top]
    names = ctx.rng.sample(rocks, count)
    return [
        {"rock": r, "fossil": f, "name": f"{r} with fossil {f['fossil']}"}
        for r, f in zip(names, chosen, strict=True)
    ]


def _picture(stack: list[dict]) -> tuple[str, list[str], str]:
    top_down = list(reversed(stack))
    letters = [chr(ord("A") + i) for i in range(len(stack))]
    desc = (
        "Rock layers from top to bottom: "
        + "; ".join(
            f"layer {letter}, {layer['name']}" for letter, layer in zip(letters, top_down, strict=True)
        )
        + ". The layers have not been flipped or moved."
    )
    return (
        rock_layers(letters, [layer["name"] for layer in top_down], "Rock layers in a cliff", desc),
        letters,
        desc,
    )


def _diagram(ctx: GenerationContext, stack: list[dict]) -> Draft:
    doc, letters, _ = _picture(stack)
    top_down = list(reversed(stack))
    key = "|".join(layer["name"] for layer in stack)
    if ctx.level.rank == 1:
        i = next(i for i, layer in enumerate(top_down) if layer["fossil"]["setting"] == "water")
        wrong = [(letters[j], "fossils-mixed-up", f"Layer {letters[j]} has fossil {top_down[j]['fossil']['fossil']}, which shows the place was land then.")
                 for j in range(len(stack)) if j != i]  # fmt: skip
        f = top_down[i]["fossil"]
        return diagram_draft("Which layer formed when this place was covered by water?", doc, letters[i],
                             f"Layer {letters[i]} has fossil {f['fossil']}, which shows the place was {f['place']} then.", wrong, ctx.rng, f"{key}|water",
                             task="reason", steps=2)  # fmt: skip
    if ctx.level.rank == 2:
        answer = _CHANGE[(stack[0]["fossil"]["setting"], stack[-1]["fossil"]["setting"])]
        wrong = [(text, "layers-read-upside-down" if pair[::-1] == (stack[0]["fossil"]["setting"], stack[-1]["fossil"]["setting"]) else "one-layer-tells-all",
                  "The bottom layer is the oldest and the top layer the youngest; their fossils tell what the place was like then.")
                 for pair, text in _CHANGE.items() if text != answer]  # fmt: skip
        why = (f"The bottom layer is oldest: its fossil {stack[0]['fossil']['fossil']} show {stack[0]['fossil']['place']}. "
               f"The top layer is youngest: its fossil {stack[-1]['fossil']['fossil']} show {stack[-1]['fossil']['place']}.")  # fmt: skip
        return diagram_draft(
            "How did this place change over time?",
            doc,
            answer,
            why,
            wrong,
            ctx.rng,
            f"{key}|change",
            task="reason",
            steps=3,
        )
    oldest = ctx.rng.random() < 0.5
    i = len(stack) - 1 if oldest else 0
    word = "is the oldest" if oldest else "formed most recently"
    wrong = [(letters[j], "layers-read-upside-down" if j in (0, len(stack) - 1) else "middle-layer",
              "Layers form one on top of another, so the bottom layer is the oldest and the top layer the youngest.")
             for j in range(len(stack)) if j != i]  # fmt: skip
    return diagram_draft(f"Which layer {word}?", doc, letters[i],
                         f"Layer {letters[i]} is at the {'bottom' if oldest else 'top'}.", wrong, ctx.rng, f"{key}|{word}")  # fmt: skip


def _ordering(ctx: GenerationContext, stack: list[dict]) -> Draft:
    doc, _, _ = _picture(stack)
    in_order = [f"fossil {layer['fossil']['fossil']}" for layer in stack]
    draft = ordering_draft(
        ctx.rng, in_order, instructions="Look at the rock layers. Put the fossils in order.",
        prompt="Put the fossils in order from oldest to youngest.", order_by="oldest to youngest",
        why="The bottom layer formed first, so its fossils are the oldest; each layer above it is younger.",
        features=text_features("represent", words=6 * len(stack), steps=len(stack)), key="|".join(layer["name"] for layer in stack),
    )  # fmt: skip
    draft.visuals = Visuals(diagram_svg=doc)
    return draft


def _text_claim(ctx: GenerationContext, stack: list[dict]) -> Draft:
    bottom, top = stack[0]["fossil"], stack[-1]["fossil"]
    answer = _CHANGE[(bottom["setting"], top["setting"])]
    claim = Claim(
        question=(f"In a canyon wall, the bottom rock layer has fossil {bottom['fossil']}. The top layer has fossil "
                  f"{top['fossil']}. What do these layers tell about this place?"),
        answer=answer,
        wrong=tuple(Wrong(t, "layers-read-upside-down" if t != _CHANGE[(bottom["setting"], bottom["setting"])] else "one-layer-tells-all",
                          "The bottom layer is the oldest, and fossils show what lived there when each layer formed.")
                    for t in _CHANGE.values() if t != answer),
        why=f"The bottom layer is older: its fossil {bottom['fossil']} show {bottom['place']}. The top layer formed later: its fossil {top['fossil']} show {top['place']}.",
        key=f"text|{bottom['fossil']}|{top['fossil']}",
        task="reason",
        steps=2,
    )  # fmt: skip
    return claim_draft(ctx, claim)


@generator(content_types={OR, DG, MC}, params=RockRecordParams, levels=Levels("steps", _BANDS))
def rock_record(ctx: GenerationContext) -> Draft:
    stack = _stack(ctx, 3 + ctx.level.rank)
    if ctx.content_type is OR:
        return _ordering(ctx, stack)
    if ctx.content_type is DG:
        return _diagram(ctx, stack)
    return _text_claim(ctx, stack)
