"""Naming flat shapes (kindergarten to grade 2): the name of a shape drawn in any size and turn,
the family its number of sides names, which picture is a given shape, and how many sides, corners
or angles it has. Wrong names are data (``g-shape-names.json``).

Standards: K.G.A.2, K.G.B.4, 2.G.A.1."""

from __future__ import annotations

from typing import Literal, NamedTuple

from pydantic import Field

from educontent.generation.banks import load_bank
from educontent.generation.draw.flat_shapes import flat_shape
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import asked_question
from educontent.generation.kit.forms_pictured import picked_ask, pictured, visual
from educontent.generation.kit.grammar import article, with_article
from educontent.generation.kit.levels import banded
from educontent.generation.kit.math_forms import Misconception
from educontent.generation.kit.modes import listed, params_model
from educontent.generation.kit.picture_forms import Mistake, picture_choices_draft, standard
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.math.g._shapes import FAMILY, SIDES, describe
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

Shape = Literal[
    "circle",
    "triangle",
    "right triangle",
    "square",
    "rectangle",
    "trapezoid",
    "rhombus",
    "pentagon",
    "hexagon",
]


def _flat(ctx: GenerationContext, name: str) -> str:
    """The shape drawn in its usual position on easy, turned any way on medium and hard."""
    rng = ctx.rng
    turn = rng.randrange(0, 360, 15)
    size = rng.randint(70, 125)
    if name == "circle":
        return flat_shape("circle", 0, size, "A flat shape", "A round flat shape.")
    upright = ctx.level.rank == 0
    return flat_shape(
        name,
        0 if upright else turn,
        size,
        "A flat shape",
        f"A flat shape drawn with straight sides, {'in its usual position' if upright else 'turned'} and sized at random.",
    )


def _shown(name: str) -> str:
    """The name a shape is asked about by (a right triangle is a triangle)."""
    return "triangle" if name == "right triangle" else name


def _which(ctx: GenerationContext, p: ShapeParams, name: str) -> Draft:
    """Four pictures: which one is the named shape."""
    target = _shown(name)
    options: list[tuple[str | None, Misconception | None]] = [(_flat(ctx, name), None)]
    excluded = {
        name,
        "triangle" if name == "right triangle" else name,
        "right triangle" if name == "triangle" else name,
    }
    if target in ("rectangle", "rhombus"):
        excluded.add("square")  # a square is also a rectangle and a rhombus
    others = [s for s in p.shapes if s not in excluded]
    ctx.rng.shuffle(others)
    for other in others[:3]:
        label = _shown(other)
        options.append(
            (
                _flat(ctx, other),
                Misconception(
                    label,
                    f"picked-a-{label.replace(' ', '-')}",
                    f"That shape is {with_article(label)}, not {with_article(target)}.",
                ),
            )
        )
    return picture_choices_draft(
        ctx,
        f"Which shape is {with_article(target)}?",
        options,
        explanation=f"{article(target).capitalize()} {target} is {describe(name)}. Its size and how it is turned do not matter.",
        features=visual("identify"),
        key=f"shape:which:{name}:{','.join(others[:3])}",
        std=standard(ctx, "K.G.A.2", "2.G.A.1", "K.G.B.4"),
    )


class _Asked(NamedTuple):
    answer: str
    value: int | str
    prompt: str
    explanation: str
    wrong: list[Mistake]
    fill: str
    answer_format: Literal["number", "text"]


def _named(name: str, ask: str) -> _Asked:
    """The shape's name, or the family its sides name."""
    n = SIDES.get(name, 0)
    answer = FAMILY[n] if ask == "family" else _shown(name)
    if ask == "family":
        wrong: list[Mistake] = [
            (
                FAMILY[k],
                "counted-the-sides-wrong",
                f"{article(FAMILY[k]).capitalize()} {FAMILY[k]} has {k} sides; count again.",
            )
            for k in (n - 1, n + 1)
            if k in FAMILY
        ]
        wrong.append(("circle", "named-a-round-shape", "A circle has no straight sides."))
    else:
        wrong = list(load_bank("math", "g-shape-names")["confused"].get(answer, ()))
    explanation = (
        (f"Count the straight sides: {n}. A shape with {n} sides is {with_article(FAMILY[n])}. " if n else "")
        + f"This shape is {describe(name)}, so it is {with_article(answer)}. Turning it or changing its size does not change its name."
    )
    prompt = "What is the name of this shape?"
    return _Asked(answer, answer, prompt, explanation, wrong, "The name of this shape is ___.", "text")


def _counted(name: str, ask: str) -> _Asked:
    """How many sides, corners or angles."""
    n = SIDES.get(name, 0)
    word = {"sides": "sides", "corners": "corners (vertices)", "angles": "angles"}[ask]
    explanation = f"Touch each {ask[:-1]} once as you count: there are {n}. {article(_shown(name)).capitalize()} {_shown(name)} has {n} sides, {n} corners and {n} angles."
    wrong: list[Mistake] = [
        (n + 1, "counted-one-twice", "One was counted twice; start at one and go around once."),
        (n - 1, "missed-one", "One was not counted."),
        (2 * n, "counted-sides-and-corners", f"Count only the {ask}."),
    ]
    prompt = f"How many {word} does this shape have?"
    return _Asked(str(n), n, prompt, explanation, wrong, f"This shape has ___ {ask}.", "number")


_ASKS = {
    "name": _named,
    "family": _named,
    "sides": _counted,
    "corners": _counted,
    "angles": _counted,
}
ShapeParams = params_model(
    "ShapeParams", shapes=(list[Shape], Field(min_length=2)), ask=listed(_ASKS, ("which",))
)


_BANDS = "easy: shapes drawn in their usual position, and the skill's shapes with the fewest sides to count; medium: shapes turned any way; hard: turned shapes and the skill's shapes with the most sides to count"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG}, params=ShapeParams, levels=Levels("form", _BANDS))
def shape_names(ctx: GenerationContext) -> Draft:
    p: ShapeParams = ctx.params
    rng = ctx.rng
    ask = picked_ask(ctx, p.ask, "which", "name")
    counted = ask in ("sides", "corners", "angles", "family")
    # sides, corners and angles to count: the skill's shapes with fewer sides on easy, more on hard
    name = (
        banded(rng, sorted((s for s in p.shapes if s != "circle"), key=lambda s: SIDES[s]), ctx.level)
        if counted
        else pick(rng, p.shapes)
    )
    if ask == "which":
        return _which(ctx, p, name)
    svg = _flat(ctx, name)
    asked = _ASKS[ask](name, ask)
    q = asked_question(asked, answer_format=asked.answer_format, key=f"shape:{ask}:{name}:{svg[-120:]}")
    std = standard(ctx, "K.G.B.4" if counted else "K.G.A.2", "2.G.A.1")
    return pictured(ctx, q, "shape", svg, visual("identify"), std, "Look at the shape.")
