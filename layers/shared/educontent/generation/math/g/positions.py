"""Positions (kindergarten): where one shape is compared with another, above, below or beside.

Standards: K.G.A.1."""

from __future__ import annotations

from educontent.generation.draw.flat_shapes import position_scene
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import mistake_question
from educontent.generation.kit.forms_pictured import pictured, visual
from educontent.generation.kit.grammar import article, with_article
from educontent.generation.kit.picture_forms import standard
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

POSITION_WORDS = {"above": "above", "below": "below", "left": "beside", "right": "beside"}


_BANDS = "easy: a shape above or below another; medium and hard: beside (to the left or right) as well"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG}, levels=Levels("form", _BANDS))
def positions(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    mover, anchor = rng.sample(("circle", "triangle", "square", "rectangle"), 2)
    where = pick(rng, ("above", "below") if ctx.level.rank == 0 else ("above", "below", "left", "right"))
    svg = position_scene(
        mover,
        anchor,
        where,
        title="Two shapes",
        desc=f"{article(mover).capitalize()} {mover} and {with_article(anchor)}.",
    )
    word = POSITION_WORDS[where]
    answer = word
    opposite = {"above": "below", "below": "above", "beside": "above"}[word]
    third = {"above": "beside", "below": "beside", "beside": "below"}[word]
    prompt = f"Where is the {mover}? Use above, below or beside."
    q = mistake_question(
        prompt,
        answer,
        f"Look at the {anchor} first. The {mover} is "
        + {
            "above": "higher up, over it",
            "below": "lower down, under it",
            "beside": "next to it, at the same height",
        }[word]
        + f", so the {mover} is {word} the {anchor}.",
        [
            (opposite, f"mixed-up-{word}-and-{opposite}", f"{opposite.capitalize()} means the other way."),
            (third, "used-the-wrong-position-word", f"The {mover} is not {third} the {anchor}."),
        ],
        fill_text=f"The {mover} is ___ the {anchor}.",
        answer_format="text",
        acceptable=("next to",) if word == "beside" else (),
        key=f"pos:{mover}:{anchor}:{where}",
    )
    std = standard(ctx, "K.G.A.1")
    return pictured(ctx, q, "shape", svg, visual("identify"), std, "Describe where the shape is.")
