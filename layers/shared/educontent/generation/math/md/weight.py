"""Comparing weights on a pan balance (kindergarten): which of two things is heavier or lighter.
The pairs of things are data (``md-weight.json``).

Standards: K.MD.A.2."""

from __future__ import annotations

from educontent.generation.banks import load_bank
from educontent.generation.draw.measuring_objects import balance
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import mistake_question
from educontent.generation.kit.forms_pictured import pictured, visual
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.picture_forms import standard
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

_BANDS = "easy: which is heavier (the lower pan); medium and hard: heavier or lighter (the higher pan)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG}, levels=Levels("form", _BANDS))
def weight(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    heavy, light = pick(rng, load_bank("math", "md-weight")["pairs"])
    heavy_left = rng.random() < 0.5
    left, right = (heavy, light) if heavy_left else (light, heavy)
    svg = balance(
        left,
        right,
        "left" if heavy_left else "right",
        title="A pan balance",
        desc=f"A pan balance with {with_article(left)} on the left pan and {with_article(right)} on the right pan. "
        "One side is lower.",
    )
    ask_heavy = ctx.level.rank == 0 or rng.random() < 0.5  # easy asks only which is heavier
    word = "heavier" if ask_heavy else "lighter"
    answer = heavy if ask_heavy else light
    other = light if ask_heavy else heavy
    q = mistake_question(
        f"Look at the pan balance. Which is {word}, the {left} or the {right}?",
        f"the {answer}",
        f"The heavier thing pulls its pan down. The {heavy}'s side is lower, so the {heavy} is heavier and "
        f"the {light} is lighter.",
        [
            (f"the {other}", "thought-the-higher-side-is-heavier", "The lower pan holds the heavier thing."),
            (
                "They weigh the same",
                "thought-they-weigh-the-same",
                "The pans are not level, so the weights are different.",
            ),
        ],
        fill_text=f"Look at the balance: ___ is {word}.",
        answer_format="text",
        key=f"weight:{left}:{right}:{word}",
    )
    asked, std = f"Which is {word}, the {left} or the {right}?", standard(ctx, "K.MD.A.2")
    return pictured(ctx, q, "model", svg, visual("compare"), std, "Compare the weights.", asked)
