"""Attributes of shapes (kindergarten to grade 2): what is true of every shape of a kind (sides and
corners, not colour, size or turn), building a shape from straws and clay balls, and naming a
shape from its sides and angles. Attributes are data (``g-shape-attributes.json``).

Standards: K.G.B.5, 1.G.A.1, 2.G.A.1."""

from __future__ import annotations

from collections.abc import Callable

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import mistake_question, words_draft
from educontent.generation.kit.grammar import article, with_article
from educontent.generation.kit.modes import listed, params_model
from educontent.generation.kit.people import roster
from educontent.generation.kit.picture_forms import finish, standard
from educontent.generation.kit.types import WRITTEN
from educontent.generation.math.g._shapes import FAMILY
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

BUILD = {"triangle": 3, "square": 4, "rectangle": 4, "pentagon": 5, "hexagon": 6}


def _defining(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    bank = load_bank("math", "g-shape-attributes")
    defining = bank["defining"]
    # easy: shapes unlike each other; hard: the square and the rectangle, which share attributes
    shape = pick(
        rng, (("circle", "triangle", "hexagon"), tuple(defining), ("square", "rectangle"))[ctx.level.rank]
    )
    answer = defining[shape]
    wrong = list(rng.sample(bank["notDefining"], 3))
    other = pick(rng, [s for s in defining if s != shape and not (shape == "square" and s == "rectangle")])
    wrong.append(
        (defining[other], "mixed-up-the-shapes", f"That is true of every {other}, not every {shape}.")
    )
    return words_draft(
        ctx,
        f"Which is true about every {shape}?",
        answer,
        f"What makes a shape {with_article(shape)} is its sides and corners: every {shape} {answer}. "
        "Color, size and which way it is turned can change without changing the shape's name.",
        wrong,
        f"Every {shape} ___.",
        task="reason",
        key=f"defining:{shape}:{','.join(w[0] for w in wrong)}",
        codes=("1.G.A.1",),
        instructions="Think about what makes the shape.",
    )


def _build(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    shape = pick(
        rng,
        (("triangle", "square", "rectangle"), ("square", "rectangle", "pentagon"), ("pentagon", "hexagon"))[
            ctx.level.rank
        ],
    )
    n = BUILD[shape]
    who = pick(rng, roster("roster-1"))
    part = pick(rng, ("straws", "clay balls"))
    prompt = (
        f"{who} builds {with_article(shape)} with straws for the sides and clay balls for the corners. "
        f"How many {part} does {who} need?"
    )
    q = mistake_question(
        prompt,
        n,
        f"{article(shape).capitalize()} {shape} has {n} sides and {n} corners, so {who} needs {n} straws and {n} clay balls.",
        [
            (2 * n, "counted-sides-and-corners", f"Count only the {part}."),
            (n + 1, "counted-one-twice", "One was counted twice."),
            (n - 1, "missed-one", "One side or corner was missed."),
        ],
        fill_text=f"{prompt} ___",
        features=Features(task="represent", steps=1, magnitude=1, representation="text"),
        key=f"build:{shape}:{part}",
        standard=standard(ctx, "K.G.B.5"),
        instructions="Think about sides and corners.",
    )
    return finish(q, ctx)


def _from_attributes(ctx: GenerationContext) -> Draft:
    n = ctx.rng.randint(
        4 if ctx.level.rank == 2 else 3, 6
    )  # 3-6 sides (4-6 on hard): every one is needed for variety
    answer = FAMILY[n]
    return words_draft(
        ctx,
        f"I am a flat shape with {n} straight sides and {n} angles. What shape am I?",
        answer,
        f"A shape with {n} sides and {n} angles is {with_article(answer)}.",
        [
            *(
                (
                    FAMILY[k],
                    "counted-the-sides-wrong",
                    f"{article(FAMILY[k]).capitalize()} {FAMILY[k]} has {k} sides.",
                )
                for k in (n - 1, n + 1)
                if k in FAMILY
            ),
            ("circle", "named-a-round-shape", "A circle has no straight sides."),
            ("cube", "named-a-solid-shape", "A cube is solid, not flat."),
        ],
        f"A flat shape with {n} sides and {n} angles is a ___.",
        task="identify",
        key=f"fromattr:{n}",
        codes=("2.G.A.1",),
        instructions="Think about sides and angles.",
    )


_ASKS: dict[str, Callable[[GenerationContext], Draft]] = {
    "defining": _defining,
    "build": _build,
    "from-attributes": _from_attributes,
}
AttributeParams = params_model("AttributeParams", ask=listed(_ASKS))


_BANDS = "easy: triangles, squares and rectangles to build, shapes unlike each other to describe; medium: squares, rectangles and pentagons to build, any shape; hard: pentagons and hexagons to build, the square and rectangle, which share attributes, and 4-6 sides (not 3-6) to name a shape from"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN, params=AttributeParams, levels=Levels("form", _BANDS))
def shape_attributes(ctx: GenerationContext) -> Draft:
    p: AttributeParams = ctx.params
    ask = pick(ctx.rng, p.ask)
    return _ASKS[ask](ctx)
