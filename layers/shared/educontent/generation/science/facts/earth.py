"""Earth and space diagram questions: the moon's phases and eclipses from its place around Earth,
the relative ages of rock layers and what a layer tells about the past, and what happens at a plate
boundary."""

from __future__ import annotations

import random
from typing import Any

from educontent.generation.draw.science_earth import moon_orbit, plates, rock_layers
from educontent.generation.kit.choose import pick
from educontent.generation.kit.fact_forms import diagram_draft, shuffled
from educontent.generation.kit.grammar import article, with_article
from educontent.generation.registry import Draft, GenerationContext
from educontent.generation.science.facts.banks import diagram_words


def moon_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    """Sunlight from the left; the moon goes counterclockwise (seen from above the North Pole).
    Position k is 45·k degrees counterclockwise from the sun's direction, so k = 0 is a new moon."""
    rng = ctx.rng
    words = diagram_words()
    phases, places = words["moonPhases"], words["moonPlaces"]
    labels = shuffled(rng, list(range(1, 9)))  # the number written at each position
    desc = (
        "Sunlight comes from the left. Earth is in the middle and the moon is shown at eight numbered places on its "
        "path; a dashed arrow shows the moon moving counterclockwise. The half of the moon facing the sun is lit. "
        + "; ".join(f"place {labels[k]} is {places[k]}" for k in range(8))
        + "."
    )
    svg_doc = moon_orbit(labels, "The moon's path around Earth", desc)
    ask = pick(rng, ["phase-at", "where", "solar", "lunar"])
    if ask == "phase-at":
        return _phase_at(rng, phases, labels, svg_doc)
    return _place_of(rng, ask, phases, labels, svg_doc)


def _phase_at(rng: random.Random, phases: list[str], labels: list[int], svg_doc: str) -> Draft:
    """Which phase is seen from Earth when the moon is at a numbered place?"""
    k = rng.randrange(8)
    answer = phases[k]
    wrong = [
        [
            phases[(k + 4) % 8],
            "sun-side-confused",
            "That is the phase when the moon is on the other side of Earth.",
        ],
        [
            phases[(8 - k) % 8] if (8 - k) % 8 != k else phases[(k + 2) % 8],
            "waxing-and-waning-swapped",
            "Waxing and waning are mixed up: the lit part grows after a new moon.",
        ],
        [
            phases[(k + 2) % 8],
            "off-by-a-quarter",
            "That phase is a quarter of the way further around the path.",
        ],
    ]
    return diagram_draft(
        f"What phase do people on Earth see when the moon is at place {labels[k]}?",
        svg_doc,
        answer,
        f"Place {labels[k]} is {45 * k} degrees around from the sun's side, going counterclockwise. "
        f"The sun always lights half the moon; from Earth we see {answer}.",
        wrong,
        rng,
        f"moon:{labels}:{k}",
        task="reason",
        steps=3,
    )


def _place_of(rng: random.Random, ask: str, phases: list[str], labels: list[int], svg_doc: str) -> Draft:
    """At which numbered place is the moon at a phase, or in a solar or lunar eclipse?"""
    where = pick(rng, (4, 2, 6, 0))  # full moon, first quarter, third quarter, new moon (drawn for every ask)
    target = {"where": where, "solar": 0, "lunar": 4}[ask]
    phase = phases[target]
    question = {
        "where": f"At which numbered place does the moon look like {with_article(phase)} from Earth?",
        "solar": "At which numbered place could the moon cause a solar eclipse?",
        "lunar": "At which numbered place could the moon be in a lunar eclipse?",
    }[ask]
    why = {
        "where": f"{article(phase).capitalize()} {phase} happens when the moon is {45 * target} degrees around from the sun's side.",
        "solar": "A solar eclipse can happen only at new moon, when the moon is between the sun and Earth and its shadow falls on Earth.",
        "lunar": "A lunar eclipse can happen only at full moon, when Earth is between the sun and the moon and Earth's shadow falls on the moon.",
    }[ask]
    answer = f"Place {labels[target]}"
    wrong = [
        [f"Place {labels[(target + 4) % 8]}", "opposite-side", "This is the opposite side of Earth."],
        [
            f"Place {labels[(target + 2) % 8]}",
            "off-by-a-quarter",
            "This is a quarter of the way around the path.",
        ],
        [
            f"Place {labels[(target + 6) % 8]}",
            "off-by-a-quarter",
            "This is a quarter of the way around the other way.",
        ],
    ]
    return diagram_draft(
        question, svg_doc, answer, why, wrong, rng, f"moon:{labels}:{ask}:{target}", task="reason", steps=3
    )


def layers_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    rng = ctx.rng
    stack = pick(rng, spec["stacks"])  # layers listed from the bottom (oldest) up
    top_down = list(reversed(stack["layers"]))
    letters = ["A", "B", "C", "D", "E"][: len(top_down)]
    desc = (
        f"{stack['title']}: rock layers drawn from top to bottom: "
        + "; ".join(f"layer {letters[i]}: {lay['label']}" for i, lay in enumerate(top_down))
        + ". The layers have not been turned over."
    )
    svg_doc = rock_layers(letters, [lay["label"] for lay in top_down], stack["title"], desc)
    ask = pick(rng, ["oldest", "youngest", "clue"])
    if ask in ("oldest", "youngest"):
        return _layer_age(rng, stack["title"], ask, letters, svg_doc)
    clues = [(i, lay) for i, lay in enumerate(top_down) if lay.get("clue")]
    i, layer = pick(rng, clues)
    return diagram_draft(
        f"What does layer {letters[i]} tell us about this place long ago?",
        svg_doc,
        layer["clue"],
        layer["explain"],
        [[w[0], w[1], w[2]] for w in layer["wrong"]],
        rng,
        f"layers:{stack['title']}:clue:{i}",
        task="reason",
        steps=2,
    )


def _layer_age(rng: random.Random, title: str, ask: str, letters: list[str], svg_doc: str) -> Draft:
    """Which layer is the oldest (the bottom one) or the youngest (the top one)?"""
    top_letter, bottom_letter = letters[0], letters[-1]
    answer = f"Layer {bottom_letter if ask == 'oldest' else top_letter}"
    wrong = [
        [
            f"Layer {top_letter if ask == 'oldest' else bottom_letter}",
            "top-layer-is-oldest" if ask == "oldest" else "bottom-layer-is-youngest",
            "Layers pile up over time, so the bottom one formed first and the top one last.",
        ]
    ]
    wrong += [
        [f"Layer {x}", "middle-layer-picked", "A middle layer has layers both older and younger than it."]
        for x in letters[1:-1][:2]
    ]
    return diagram_draft(
        f"Which layer is the {'oldest' if ask == 'oldest' else 'youngest'}?",
        svg_doc,
        answer,
        "Sediment settles in layers, one on top of another, so in layers that have not been turned over the bottom "
        f"layer is the oldest and the top layer is the youngest. That is {answer}.",
        wrong,
        rng,
        f"layers:{title}:{ask}",
        task="reason",
        steps=2,
    )


def boundary_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    rng = ctx.rng
    kind = pick(rng, spec["boundaries"])
    desc = f"A view from above of two plates next to each other. Plate 1 moves {kind['left']}; plate 2 moves {kind['right']}."
    svg_doc = plates(kind["type"], "Two plates meeting", desc)
    boundaries = diagram_words()["plateBoundaries"]
    names = {b["type"]: b["name"] for b in boundaries}
    wrong = [
        [
            names[b["type"]],
            "misread-plate-motion",
            f"At {with_article(b['type'])} boundary the plates move {b['motion']}.",
        ]
        for b in boundaries
        if b["type"] != kind["type"]
    ]
    ask = pick(rng, ["type", "feature"])
    if ask == "type":
        return diagram_draft(
            "The arrows show how each plate moves. What kind of plate boundary is this?",
            svg_doc,
            names[kind["type"]],
            kind["explain"],
            wrong,
            rng,
            f"boundary:{kind['type']}",
            task="identify",
        )
    feature = pick(rng, kind["features"])
    others = [f for k in spec["boundaries"] if k is not kind for f in k["features"]]
    wrong = [
        [o, "feature-of-another-boundary", "This forms at a different kind of boundary."]
        for o in rng.sample(others, min(3, len(others)))
    ]
    return diagram_draft(
        "The arrows show how each plate moves. Which of these could form at this boundary?",
        svg_doc,
        feature,
        kind["explain"],
        wrong,
        rng,
        f"boundary:{kind['type']}:{feature}",
        task="reason",
        steps=2,
    )
