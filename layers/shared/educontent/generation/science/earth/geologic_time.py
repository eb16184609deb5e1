"""Rock layers and the geologic time scale (MS-ESS1-4): the relative ages of layers in a diagram
(lower layers formed first; a fault is younger than the layers it cuts), the eras and events of
Earth's history from ``model-geosphere.json`` in tables (how long an era lasted, how much time
passed between two events), in order, and which era an event belongs to.
"""

from __future__ import annotations

from educontent.generation.draw.science_earth import rock_layers
from educontent.generation.items import Visuals
from educontent.generation.kit.claims import table_draft
from educontent.generation.kit.text_forms import ordering_draft, text_features
from educontent.generation.kit.types import DG, DT, OR
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.earth._ms_kit import (
    CLAIM_TYPES,
    Ask,
    asks_params,
    diagram_choice,
    level_count,
    num,
    relation_ask,
    run,
)
from educontent.generation.science.knowledge import in_grade, model, quantity

LETTERS = "ABCDEF"


def _layers(ctx: GenerationContext) -> tuple[list[str], list[str], str]:
    """Letters (top first), rock names and the drawing's description."""
    count = level_count(ctx, 3, 5)
    names = [r["rock"] for r in ctx.rng.sample(in_grade(model("geosphere")["strataRocks"], ctx.grade), count)]
    letters = list(LETTERS[:count])
    desc = "Rock layers from top to bottom: " + ", ".join(
        f"{a} ({n})" for a, n in zip(letters, names, strict=True)
    )
    return letters, names, desc + ". The layers have not been flipped over."


def _fault_question(
    ctx: GenerationContext, letters: list[str]
) -> tuple[str, str, list[tuple[str, str, str]], str]:
    cut = ctx.rng.randrange(1, len(letters))  # the fault cuts the layers from letters[cut] down
    cut_names = ", ".join(letters[cut:])
    other = ctx.rng.choice(letters)
    fault_first = letters.index(other) < cut  # a layer above the cut formed after the fault
    answer, wrong_text = ("the fault", f"layer {other}") if fault_first else (f"layer {other}", "the fault")
    question = (
        f"A fault (a crack where the rock moved) cuts through layer{'s' if len(letters) - cut > 1 else ''} "
        f"{cut_names} but not through the layers above. Which formed first: the fault or layer {other}?"
    )
    why = (
        f"A fault is younger than the layers it cuts and older than the layers on top of it. "
        f"Layer {other} is {'above' if fault_first else 'cut by'} the fault, so {answer} formed first."
    )
    wrong = [
        (wrong_text, "cut-rock-is-younger", "A fault can only cut layers that were already there."),
        (
            "they formed at the same time",
            "all-at-once",
            "Layers are laid down one after another, and the fault came between them.",
        ),
    ]
    return question, answer, wrong, why


def _diagram(ctx: GenerationContext) -> Draft:
    letters, names, desc = _layers(ctx)
    form = (
        ("oldest", "before", "fault")[ctx.level.rank]
        if ctx.rng.random() < 0.7
        else ctx.rng.choice(["oldest", "before"])
    )
    if form == "fault":
        question, answer, wrong, why = _fault_question(ctx, letters)
    elif form == "before":
        k = ctx.rng.randrange(len(letters) - 1)
        answer = f"layer {letters[k + 1]}"
        question = f"Which layer formed just before layer {letters[k]}?"
        why = f"Layer {letters[k + 1]} is right below layer {letters[k]}, so it was laid down just before it."
        wrong = [
            (f"layer {x}", "top-is-oldest", f"Layer {x} is not right below layer {letters[k]}.")
            for x in letters
            if f"layer {x}" != answer
        ]
    else:
        oldest = ctx.rng.random() < 0.6
        answer = f"layer {letters[-1] if oldest else letters[0]}"
        question = f"Which layer is the {'oldest' if oldest else 'youngest'}?"
        why = f"Layers are laid down one on top of another, so the {'bottom layer is the oldest' if oldest else 'top layer is the youngest'}."
        wrong = [
            (f"layer {x}", "top-is-oldest", f"Layer {x} is not at the {'bottom' if oldest else 'top'}.")
            for x in letters
            if f"layer {x}" != answer
        ]
    svg = rock_layers(letters, names, "Rock layers", desc)
    return diagram_choice(
        ctx, question, svg, answer, why, wrong, f"layers|{'|'.join(names)}|{question}", standard="MS-ESS1-4"
    )


def _layer_order(ctx: GenerationContext) -> Draft:
    letters, names, desc = _layers(ctx)
    draft = ordering_draft(
        ctx.rng,
        [f"layer {x}" for x in reversed(letters)],
        instructions="Look at the rock layers. Put them in order.",
        prompt="Order the layers from the one that formed first to the one that formed last.",
        order_by="when each layer formed, oldest first",
        why="The bottom layer was laid down first and each layer above it later, so read from the bottom up.",
        features=text_features("reason", words=14, steps=len(letters)),
        key=f"layer-order|{'|'.join(names)}",
    )
    draft.visuals = Visuals(diagram_svg=rock_layers(letters, names, "Rock layers", desc))
    return draft


def _eras_table(ctx: GenerationContext) -> Draft:
    eras = in_grade(model("geosphere")["geologicEras"], ctx.grade)
    rows = [[e["era"], quantity(e["start"]).value, quantity(e["end"]).value] for e in eras]
    if ctx.level.rank == 0 or ctx.rng.random() < 0.5:
        era = ctx.rng.choice(rows)
        value = era[1] - era[2]
        question = f"How many million years did the {era[0]} last?"
        why = f"It began {num(era[1])} million years ago and ended {num(era[2])} million years ago: {num(era[1])} − {num(era[2])} = {num(value)}."
        key = f"eras|{era[0]}"
    else:
        events = ctx.rng.sample(in_grade(model("geosphere")["lifeEvents"], ctx.grade), level_count(ctx, 3, 5))
        rows = [[e["event"][:1].upper() + e["event"][1:], quantity(e["age"]).value] for e in events]
        first, second = sorted(ctx.rng.sample(rows, 2), key=lambda r: -r[1])
        value = round(first[1] - second[1], 1)
        question = f"How many million years passed between these two events: {first[0][:1].lower() + first[0][1:]}, and {second[0][:1].lower() + second[0][1:]}?"
        why = f"Subtract the ages: {num(first[1])} − {num(second[1])} = {num(value)} million years."
        key = f"events|{first[0]}|{second[0]}"
        return table_draft(
            ctx, title="Events in the history of life", columns=["Event", "About how long ago (million years)"],
            rows=rows, question=question, value=value, display=f"{num(value)} million years", why=why, key=key,
            unit="million years", accept=[num(value)], standard="MS-ESS1-4",
        )  # fmt: skip
    return table_draft(
        ctx, title="The geologic time scale", columns=["Era", "Began (million years ago)", "Ended (million years ago)"],
        rows=rows, question=question, value=value, display=f"{num(value)} million years", why=why, key=key,
        unit="million years", accept=[num(value)], standard="MS-ESS1-4",
    )  # fmt: skip


def _event_order(ctx: GenerationContext) -> Draft:
    events = ctx.rng.sample(in_grade(model("geosphere")["lifeEvents"], ctx.grade), level_count(ctx, 3, 5))
    ranked = sorted(events, key=lambda e: -quantity(e["age"]).value)
    return ordering_draft(
        ctx.rng,
        [e["event"][:1].upper() + e["event"][1:] for e in ranked],
        instructions="Put the events in order.",
        prompt="Order these events in Earth's history from the oldest to the most recent.",
        order_by="when each happened, oldest first",
        why="; ".join(
            f"{e['event'][:1].upper() + e['event'][1:]}: about {num(quantity(e['age']).value)} million years ago"
            for e in ranked
        )
        + ".",
        features=text_features("reason", words=20, steps=len(events)),
        key=f"event-order|{'|'.join(sorted(e['event'] for e in events))}",
    )


ASKS = {
    "layers": Ask(_diagram, frozenset({DG})),
    "layer-order": Ask(_layer_order, frozenset({OR})),
    "eras-table": Ask(_eras_table, frozenset({DT})),
    "event-era": relation_ask("geosphere", ["event-era"]),
    "event-order": Ask(_event_order, frozenset({OR})),
}
GeologicTimeParams = asks_params(ASKS, "GeologicTimeParams")

_BANDS = "three layers or events at easy, four at medium, five at hard; easy asks for the oldest or youngest layer and an era's length, medium which layer came just before another, hard whether a fault or a layer came first and the time between two events"


@generator(
    content_types={DG, OR, DT, *CLAIM_TYPES}, params=GeologicTimeParams, levels=Levels("steps", _BANDS)
)
def geologic_time(ctx: GenerationContext) -> Draft:
    return run(ctx, ASKS)
