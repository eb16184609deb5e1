"""Life-science diagram questions: food chains (producer, what eats what, the top of the chain),
labelled parts of living things and cells (which part does this job?), and sexual or asexual
reproduction (how many parents, are the offspring identical?)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from educontent.generation.draw.science_bodies import labelled_figure
from educontent.generation.draw.science_cycles import reproduction, sequence
from educontent.generation.kit.choose import pick
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.grammar import with_article
from educontent.generation.registry import Draft, GenerationContext

# A food-chain question: (question, answer, wrong answers, explanation after the arrows sentence)
ChainAsk = Callable[[random.Random, list[str]], tuple[str, str, list[list[str]], str]]


def _producer(rng: random.Random, names: list[str]) -> tuple[str, str, list[list[str]], str]:
    wrong = [
        [n, "consumer-called-producer", f"{n} eats other living things, so it is a consumer."]
        for n in names[1:]
    ]
    return (
        "Which living thing in this food chain is the producer?",
        names[0],
        wrong,
        f"A producer makes its own food from sunlight, air and water. {names[0]} is a plant or alga at the start of the chain.",
    )


def _eats(rng: random.Random, names: list[str]) -> tuple[str, str, list[list[str]], str]:
    k = rng.randrange(1, len(names))
    wrong = [
        [
            n,
            "arrow-read-backwards" if i == k + 1 else "not-connected",
            f"The arrow from {n} does not point to the {names[k]}.",
        ]
        for i, n in enumerate(names)
        if i not in (k - 1, k)
    ]
    wrong.append(
        [
            "the soil",
            "energy-from-soil",
            "Animals do not get energy from soil; energy in food started as sunlight.",
        ]
    )
    return (
        f"Where does the {names[k]} get its energy from in this food chain?",
        names[k - 1],
        wrong,
        f"The arrow that points to the {names[k]} starts at the {names[k - 1]}, so the {names[k]} eats the {names[k - 1]}.",
    )


def _eaten_by(rng: random.Random, names: list[str]) -> tuple[str, str, list[list[str]], str]:
    k = rng.randrange(0, len(names) - 1)
    wrong = [
        [
            n,
            "arrow-read-backwards" if i == k - 1 else "not-connected",
            f"The arrow from the {names[k]} does not point to {n}.",
        ]
        for i, n in enumerate(names)
        if i not in (k, k + 1)
    ]
    return (
        f"Which living thing eats the {names[k]} in this food chain?",
        names[k + 1],
        wrong,
        f"The arrow from the {names[k]} points to the {names[k + 1]}.",
    )


def _top(rng: random.Random, names: list[str]) -> tuple[str, str, list[list[str]], str]:
    wrong = [
        [n, "missed-the-arrow-out", f"An arrow leads away from {n}, so something in the chain eats it."]
        for n in names[:-1]
    ]
    return (
        "Which living thing in this food chain is not eaten by anything else in the chain?",
        names[-1],
        wrong,
        f"No arrow leaves the {names[-1]}, so nothing in this chain eats it.",
    )


CHAIN_ASKS: dict[str, ChainAsk] = {"producer": _producer, "eats": _eats, "eaten-by": _eaten_by, "top": _top}


def food_chain_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    rng = ctx.rng
    chain = pick(rng, spec["chains"])
    names: list[str] = chain["organisms"]
    desc = (
        f"A food chain in {with_article(chain['habitat'])}: "
        + " → ".join(names)
        + ". Each arrow points from the living thing that is eaten to the one that eats it."
    )
    title = f"Food chain in {with_article(chain['habitat'])}"
    ask = pick(rng, ["producer", "eats", "eaten-by", "top"] if len(names) > 2 else ["producer", "eats"])
    svg_doc = sequence(names, title, desc)
    question, answer, wrong, why = CHAIN_ASKS[ask](rng, names)
    return diagram_draft(
        question,
        svg_doc,
        answer,
        f"Arrows point from food to eater, the way energy and matter move. {why}",
        wrong,
        rng,
        f"chain:{'-'.join(names)}:{question}",
        steps=2,
    )


def parts_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    rng = ctx.rng
    figure = pick(rng, spec["figures"])
    parts = figure["parts"]
    names = [p["name"] for p in parts]
    part = pick(rng, parts)
    title = figure["title"]
    svg_doc = labelled_figure(
        figure["figure"], names, title, f"{title} with these parts labelled: {', '.join(names)}."
    )
    wrong = [
        [p["name"], "mixed-up-part-jobs", f"The {p['name']}: {p['job']}"] for p in parts if p is not part
    ]
    return diagram_draft(
        f"Look at the labelled {figure['noun']}. Which part {part['does']}?",
        svg_doc,
        part["name"],
        f"The {part['name']}: {part['job']}",
        wrong,
        rng,
        f"parts:{figure['figure']}:{part['name']}",
        kind=spec.get("diagramKind", "model"),
        task="identify",
    )


MIX = "No: each offspring gets a mix of genes from two parents, so it can differ from both."
COPY = "Yes: the offspring get a copy of the one parent's genes, so they are genetically identical."


def reproduction_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    rng = ctx.rng
    example = pick(rng, spec["examples"])
    sexual = example["type"] == "sexual"
    desc = f"{example['name']}. " + (
        "Two parents, Parent 1 and Parent 2, each pass on genes to one offspring that has a mix of traits."
        if sexual
        else "One parent produces two offspring with the same traits as the parent."
    )
    svg_doc = reproduction(sexual, example["name"], "How new organisms are made", desc)
    ask = pick(rng, ["type", "identical"])
    if ask == "type":
        return _reproduction_type(rng, example, sexual, svg_doc)
    wrong = [
        [COPY if sexual else MIX, "counted-parents-wrong", "Count the parents in the model first."],
        [
            "Only if the offspring eat the same food.",
            "traits-only-from-environment",
            "Inherited traits come from genes, not food.",
        ],
    ]
    return diagram_draft(
        "Will the offspring in this model have the same genes as a parent?",
        svg_doc,
        MIX if sexual else COPY,
        example["explain"],
        wrong,
        rng,
        f"repro:{example['name']}:same",
        task="reason",
        steps=2,
    )


def _reproduction_type(rng: random.Random, example: dict[str, Any], sexual: bool, svg_doc: str) -> Draft:
    answer = "sexual reproduction" if sexual else "asexual reproduction"
    other = "asexual reproduction" if sexual else "sexual reproduction"
    wrong = [
        [
            other,
            "counted-parents-wrong",
            "Count the parents: one parent means asexual, two parents means sexual.",
        ],
        [
            "photosynthesis",
            "not-reproduction",
            "Photosynthesis is how plants make food, not how they reproduce.",
        ],
    ]
    return diagram_draft(
        "Which kind of reproduction does the model show?",
        svg_doc,
        answer,
        f"{'Two parents' if sexual else 'One parent'} {'pass' if sexual else 'passes'} on genes. {example['explain']}",
        wrong,
        rng,
        f"repro:{example['name']}:type",
        task="identify",
    )
