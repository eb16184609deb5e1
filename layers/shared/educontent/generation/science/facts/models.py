"""Questions about process models of any science discipline: a cycle with a missing stage or
arrow label (life cycles, the water cycle, the rock cycle ...), a sequence with a missing step, and
the inputs and outputs of a process with one box missing."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from educontent.generation.draw.science_cycles import cycle, inputs_outputs, sequence
from educontent.generation.kit.choose import pick
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.registry import Draft, GenerationContext


def _from_others(rng: random.Random, others: list[str], misconception: str, reason: str) -> list[list[str]]:
    """Up to two wrong answers drawn from other models: ``f"{other} {reason}"``."""
    return [[o, misconception, f"{o} {reason}"] for o in rng.sample(others, min(2, len(others)))]


def _already_shown(
    rng: random.Random, items: Sequence[str], k: int, misconception: str, reason: str
) -> list[str]:
    """A wrong answer that is already in another box of the model."""
    visible = [s for s in items if s != items[k]]
    v = pick(rng, visible)
    return [v, misconception, f"{v} {reason}"]


def cycle_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    rng = ctx.rng
    chosen = pick(rng, spec["cycles"])
    stages: list[str] = chosen["stages"]
    edges: list[str] | None = chosen.get("edges")
    others = [s for c in spec["cycles"] if c is not chosen for s in c["stages"] if s not in stages]
    hide_edge = bool(edges) and rng.random() < 0.6
    if hide_edge:
        assert edges is not None
        return _cycle_edge(rng, spec, chosen, stages, edges)
    k = rng.randrange(len(stages))
    shown = list(stages)
    shown[k] = "?"
    svg_doc = cycle(
        shown,
        edges,
        chosen["title"],
        f"{chosen['title']}: a loop of boxes joined by arrows going around: "
        + ", then ".join(shown)
        + ", and back to the start. One box is a question mark.",
    )
    before, after = stages[k - 1], stages[(k + 1) % len(stages)]
    wrong = _from_others(rng, others, "stage-from-another-cycle", "belongs to a different cycle.")
    wrong.append(
        _already_shown(rng, stages, k, "stage-already-shown", "is already in another box of this cycle.")
    )
    return diagram_draft(
        "Which stage belongs in the box with the question mark?",
        svg_doc,
        stages[k],
        f"Follow the arrows: the missing box comes after {before} and before {after}, so it is {stages[k]}. "
        f"{chosen['explain']}",
        wrong,
        rng,
        f"cycle-stage:{chosen['title']}:{k}",
        kind=spec.get("diagramKind", "life-cycle"),
        task="represent",
        steps=2,
    )


def _cycle_edge(
    rng: random.Random, spec: dict[str, Any], chosen: dict[str, Any], stages: list[str], edges: list[str]
) -> Draft:
    """The cycle with one arrow label hidden: which process is it?"""
    k = rng.randrange(len(edges))
    shown_edges = list(edges)
    shown_edges[k] = "?"
    frm, to = stages[k], stages[(k + 1) % len(stages)]
    svg_doc = cycle(
        stages,
        shown_edges,
        chosen["title"],
        f"{chosen['title']}: a loop of boxes joined by arrows: "
        + ", ".join(
            f"{stages[i]} to {stages[(i + 1) % len(stages)]} by {shown_edges[i]}" for i in range(len(stages))
        )
        + ". One arrow label is a question mark.",
    )
    wrong = [
        [
            e,
            "process-at-the-wrong-step",
            f"{e} is what happens between {stages[i]} and {stages[(i + 1) % len(stages)]}.",
        ]
        for i, e in enumerate(edges)
        if i != k
    ]
    return diagram_draft(
        f"Which process belongs on the arrow marked ? (from {frm} to {to})",
        svg_doc,
        edges[k],
        f"Follow the arrows around the loop. The step from {frm} to {to} is: {edges[k]}. {chosen['explain']}",
        wrong,
        rng,
        f"cycle-edge:{chosen['title']}:{k}",
        kind=spec.get("diagramKind", "model"),
        task="reason",
        steps=2,
    )


def sequence_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    rng = ctx.rng
    seq = pick(rng, spec["sequences"])
    steps: list[str] = seq["steps"]
    k = rng.randrange(len(steps))
    shown = list(steps)
    shown[k] = "?"
    svg_doc = sequence(
        shown,
        seq["title"],
        f"{seq['title']}: boxes joined by arrows from left to right: " + ", then ".join(shown) + ".",
    )
    if seq.get("wrong"):  # hand-written distractors, for processes whose steps resemble each other
        wrong = [list(w) for w in rng.sample(seq["wrong"], min(2, len(seq["wrong"])))]
    else:
        others = [s for q in spec["sequences"] if q is not seq for s in q["steps"] if s not in steps]
        wrong = _from_others(rng, others, "step-from-another-process", "is part of a different process.")
    wrong.append(_already_shown(rng, steps, k, "step-already-shown", "is already shown in another box."))
    return diagram_draft(
        f"{seq['question']} Which belongs in the box with the question mark?",
        svg_doc,
        steps[k],
        f"Read the boxes from left to right and follow the arrows. The missing box is {steps[k]}. {seq['explain']}",
        wrong,
        rng,
        f"seq:{seq['title']}:{k}",
        steps=2,
    )


def flow_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    rng = ctx.rng
    flow = pick(rng, spec["flows"])
    inputs, outputs = list(flow["inputs"]), list(flow["outputs"])
    everything = inputs + outputs
    missing = rng.randrange(len(everything))
    shown = ["?" if i == missing else v for i, v in enumerate(everything)]
    desc = (
        f"{flow['title']}: arrows go into the middle box ({flow['center']}) from "
        + ", ".join(shown[: len(inputs)])
        + " and come out to "
        + ", ".join(shown[len(inputs) :])
        + ". One box is a question mark."
    )
    svg_doc = inputs_outputs(flow["center"], shown[: len(inputs)], shown[len(inputs) :], flow["title"], desc)
    answer = everything[missing]
    goes_in = missing < len(inputs)
    role = "goes in" if goes_in else "comes out"
    wrong = [[w[0], w[1], w[2]] for w in flow["wrong"] if w[0] != answer]
    swap = [v for i, v in enumerate(everything) if i != missing and (i < len(inputs)) != goes_in]
    wrong += [
        [
            v,
            "input-and-output-swapped",
            f"{v} {'comes out of' if goes_in else 'goes into'} {flow['center'].lower()}.",
        ]
        for v in swap[:1]
    ]
    return diagram_draft(
        f"Which belongs in the box with the question mark? It {role}.",
        svg_doc,
        answer,
        f"{flow['explain']} So the missing box is {answer}.",
        wrong,
        rng,
        f"flow:{flow['title']}:{missing}",
        task="represent",
        steps=2,
    )
