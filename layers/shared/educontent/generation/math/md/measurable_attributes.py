"""Measurable attributes (kindergarten): what to measure to find how long, heavy, tall or full
something is (length, weight, height, capacity), and matching questions to attributes. The
questions and objects are data (``md-measurable-attributes.json``).

Standards: K.MD.A.1."""

from __future__ import annotations

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import words_draft
from educontent.generation.kit.people import roster
from educontent.generation.kit.picture_forms import matching_draft
from educontent.generation.kit.types import MT, WRITTEN
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


def _bank() -> dict:
    return load_bank("math", "md-measurable-attributes")


_BANDS = "easy: asks about length or weight; medium and hard: also height and capacity (matching items are alike at every level)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {MT}, levels=Levels("form", _BANDS))
def measurable_attributes(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    if ctx.content_type is MT:
        pairs = [(f"To find {q}", attr) for q, attr, _ in _bank()["attributes"]]
        rng.shuffle(pairs)
        return matching_draft(
            ctx,
            "Match each question to what you would measure.",
            pairs,
            explanation="How long: length. How heavy: weight. How tall: height. How much it holds: capacity.",
            features=Features(task="identify", steps=1, magnitude=1, representation="text"),
            key=f"attrmatch:{'|'.join(a for _, a in pairs)}",
        )
    asked = _bank()["attributes"][: 2 if ctx.level.rank == 0 else None]  # easy: length and weight
    question, attr, _ = pick(rng, asked)
    obj = pick(rng, _bank()["objects"][attr])
    who = pick(rng, roster("roster-1"))
    others = [a for _, a, _ in _bank()["attributes"] if a != attr]
    return words_draft(
        ctx,
        f"{who} wants to know {question.replace('it', 'the ' + obj, 1)}. What should {who} measure?",
        attr,
        f"To find {question.replace('it', 'the ' + obj, 1)}, measure its {attr}.",
        (
            (o, f"mixed-up-{attr}-and-{o}", f"{o.capitalize()} tells a different thing about the {obj}.")
            for o in others
        ),
        f"To find {question.replace('it', 'the ' + obj, 1)}, measure its ___.",
        task="identify",
        key=f"attr:{attr}:{obj}",
        codes=("K.MD.A.1",),
        instructions="Choose what to measure.",
    )
