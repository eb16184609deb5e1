"""Earth's layers (MS-ESS2-1): the crust, mantle, outer core and inner core from the surface to the
center, what each is made of and whether it is solid or liquid, with misconception wrong answers
(the inside is all liquid lava, the core is coldest because it is far from the sun); a labelled
cut-away with one label to name; the layers in order; matches; and a table of the layers' depths
with each layer's thickness computed from it (``model-earthlayers.json``).
"""

from __future__ import annotations

from educontent.generation.draw.science_layers import cross_section
from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.text_forms import Wrong, matching_draft, ordering_draft, text_features
from educontent.generation.kit.types import DG, DT, MT, OR
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.earth._ms_kit import (
    CLAIM_TYPES,
    Ask,
    asks_params,
    claim_ask,
    diagram_choice,
    level_count,
    num,
    relation_ask,
    run,
)
from educontent.generation.science.knowledge import in_grade, model, quantity, reviewed

STANDARD = "MS-ESS2-1"


def _layers(ctx: GenerationContext) -> list[dict]:
    return in_grade(model("earthlayers")["layers"], ctx.grade)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _heat(ctx: GenerationContext) -> Claim:
    """The hottest or the coolest layer, from the layers' temperatures."""
    layers = _layers(ctx)
    hottest = ctx.rng.random() < 0.7
    field = "tempHigh" if hottest else "tempLow"
    temps = {e["layer"]: quantity(e[field]).value for e in layers}
    answer = (max if hottest else min)(temps, key=temps.__getitem__)
    word = "hottest" if hottest else "coolest"
    wrong = []
    for e in layers:
        if e["layer"] == answer:
            continue
        if hottest and e is layers[0]:
            reason = "The sun warms only the surface. Earth gets hotter the deeper you go, so the crust is the coolest layer."
        elif hottest:
            reason = f"{_cap(e['layer'])} is hot, but the layers below it are deeper and hotter still."
        else:
            reason = f"{_cap(e['layer'])} is deeper than the crust, so it is hotter."
        cold_core = (e is layers[0]) if hottest else (e is not layers[1])
        misconception = "core-coldest-far-from-sun" if cold_core else "heat-decreases-with-depth"
        wrong.append(Wrong(e["layer"], misconception, reason))
    entry = next(e for e in layers if e["layer"] == answer)
    low, high = quantity(entry["tempLow"]), quantity(entry["tempHigh"])
    return Claim(
        question=f"Which layer of Earth is the {word}?",
        answer=answer,
        wrong=tuple(wrong),
        why=(
            f"Earth gets hotter the deeper you go, because its heat comes from deep inside, not from the sun. "
            f"{_cap(answer)} is the {word}: from about {num(low.value)} {low.unit} to about {num(high.value)} {high.unit}."
        ),
        key=f"heat|{word}",
        sentence=f"Of Earth's four layers, {{}} is the {word}.",
        task="reason",
        steps=2,
        standard=STANDARD,
    )


def _diagram(ctx: GenerationContext) -> Draft:
    layers = _layers(ctx)
    hidden = ctx.rng.randrange(len(layers))
    entry = reviewed(layers[hidden])
    labels = ["?" if i == hidden else e["label"] for i, e in enumerate(layers)]
    desc = (
        "A cut-away of Earth showing its layers as rings, not to scale, from the surface to the center. "
        f"The labels, from the outside in: {', '.join(labels)}."
    )
    svg = cross_section(labels, "Earth's layers", desc)
    field = ("layer", "state", "material")[ctx.level.rank]
    question = {
        "layer": "Which layer of Earth is labelled with a question mark?",
        "state": "Is the layer labelled with a question mark solid or liquid? Choose the best description.",
        "material": "What is the layer labelled with a question mark made of?",
    }[field]
    wrong = [
        (
            e[field],
            "mixed-up-layers",
            f"{_cap(e['layer'])} is {e['position']}, not the ring with the question mark."
            if field == "layer"
            else f"{_cap(e[field])} describes {e['layer']}, not the layer marked ?.",
        )
        for e in layers
        if e is not entry and e[field] != entry[field]
    ]
    wrong += [
        (t["text"], t["misconception"], t["reason"]) for t in entry.get("traps", []) if t["field"] == field
    ]
    why = f"The question mark is on {entry['layer']}, {entry['position']}. It is {entry['state']}, made of {entry['material']}."
    return diagram_choice(
        ctx, question, svg, entry[field], why, wrong, f"diagram|{hidden}|{field}", standard=STANDARD
    )


def _order(ctx: GenerationContext) -> Draft:
    layers = _layers(ctx)
    count = level_count(ctx, 3, len(layers))
    keep = sorted(ctx.rng.sample(range(len(layers)), count))
    names = [layers[i]["layer"] for i in keep]
    inward = ctx.level.rank < 2 or ctx.rng.random() < 0.5
    if not inward:
        names.reverse()
    way = "from the surface to the center" if inward else "from the center to the surface"
    return ordering_draft(
        ctx.rng,
        names,
        instructions="Put the layers in order.",
        prompt=f"Put these layers of Earth in order {way}.",
        order_by=f"where each layer is, {way}",
        why=f"{_cap(', then '.join(names))}. The crust is on the outside and the inner core is at the center.",
        features=text_features("reason", words=12, steps=count),
        key=f"order|{'|'.join(names)}",
        standard=STANDARD,
    )


def _match(ctx: GenerationContext) -> Draft:
    layers = ctx.rng.sample(_layers(ctx), level_count(ctx, 3, 4))
    field = ctx.rng.choice(["material", "position"])
    pairs = [(reviewed(e)["layer"], e[field]) for e in layers]
    return matching_draft(
        ctx,
        pairs,
        prompt="Match each layer of Earth with what it is made of."
        if field == "material"
        else "Match each layer of Earth with where it is.",
        instructions="Draw a line from each layer to its description.",
        why=" ".join(f"{_cap(a)}: {b}." for a, b in pairs),
        key=f"match|{field}|{'|'.join(sorted(a for a, _ in pairs))}",
        standard=STANDARD,
        task="identify",
    )


def _km(value: int | float) -> dict:
    """The answer fields of a distance in kilometers."""
    return {
        "value": value,
        "display": f"about {num(value)} km",
        "unit": "km",
        "accept": [num(value), f"{num(value)} km"],
    }


def _table(ctx: GenerationContext) -> Draft:
    """One layer's thickness (bottom − top), the thickest layer, or how much thicker one layer is
    than another, from the table of the layers' depths."""
    layers = _layers(ctx)
    rows = [[e["label"], quantity(e["top"]).value, quantity(e["bottom"]).value] for e in layers]
    thick = {r[0]: r[2] - r[1] for r in rows}
    kind = ctx.rng.choice(
        [("thickness",), ("thickness", "thickest"), ("thickest", "difference")][ctx.level.rank]
    )
    steps = 2
    if kind == "thickest":
        best = max(thick, key=thick.__getitem__)
        sums = "; ".join(f"{r[0].lower()} {num(r[2])} − {num(r[1])} = {num(thick[r[0]])} km" for r in rows)
        question = (
            "Which layer is the thickest? (A layer's thickness is its bottom depth minus its top depth.)"
        )
        answer = {"value": best, "display": f"the {best.lower()}", "accept": [best, f"the {best.lower()}"]}
        why = f"Thickness = bottom − top: {sums}. The {best.lower()} is the thickest."
        key = "thickest"
    elif kind == "thickness":
        row = ctx.rng.choice(rows)
        question = f"About how thick is the {row[0].lower()}, in kilometers?"
        answer = _km(thick[row[0]])
        why = f"Thickness = bottom − top = {num(row[2])} − {num(row[1])} = {num(thick[row[0]])} km."
        key = f"thickness|{row[0]}"
    else:
        a, b = sorted(ctx.rng.sample(rows, 2), key=lambda r: -thick[r[0]])
        value = thick[a[0]] - thick[b[0]]
        question = f"About how many kilometers thicker is the {a[0].lower()} than the {b[0].lower()}?"
        answer = _km(value)
        why = (
            f"The {a[0].lower()} is {num(a[2])} − {num(a[1])} = {num(thick[a[0]])} km thick and the {b[0].lower()} is "
            f"{num(b[2])} − {num(b[1])} = {num(thick[b[0]])} km thick; {num(thick[a[0]])} − {num(thick[b[0]])} = {num(value)} km."
        )
        key, steps = f"difference|{a[0]}|{b[0]}", 3
    return table_draft(
        ctx,
        title="How deep Earth's layers are",
        columns=["Layer", "Top (km below the surface)", "Bottom (km below the surface)"],
        rows=rows,
        question=question,
        why=why,
        key=key,
        steps=steps,
        standard=STANDARD,
        **answer,
    )


ASKS = {
    "claims": relation_ask("earthlayers", ["layer-material", "layer-state", "position-layer"]),
    "heat": claim_ask(_heat, CLAIM_TYPES),
    "diagram": Ask(_diagram, frozenset({DG})),
    "order": Ask(_order, frozenset({OR})),
    "match": Ask(_match, frozenset({MT})),
    "table": Ask(_table, frozenset({DT})),
}
LayersParams = asks_params(ASKS, "LayersParams")

_BANDS = "easy names a layer and orders three layers from the surface down and reads one layer's thickness; medium asks solid or liquid and orders all four; hard asks what a layer is made of, orders either way and compares two layers' thicknesses (two steps)"


@generator(content_types={DG, DT, OR, MT, *CLAIM_TYPES}, params=LayersParams, levels=Levels("steps", _BANDS))
def layers(ctx: GenerationContext) -> Draft:
    return run(ctx, ASKS)
