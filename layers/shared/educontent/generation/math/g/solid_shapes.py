"""Solid shapes (kindergarten to grade 2): naming a drawn solid, flat or solid, picking the solid
from flat shapes, counting flat faces and corners, which shapes roll, and matching everyday
objects to the solids they look like. Wrong names and descriptions are data
(``g-solid-shapes.json``, objects in ``g-shapes.json``).

Standards: K.G.A.1, K.G.A.2, K.G.A.3, K.G.B.4, 2.G.A.1."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.draw.solids import solid
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import asked_question
from educontent.generation.kit.grammar import article, with_article
from educontent.generation.kit.levels import banded
from educontent.generation.kit.math_forms import DiagramForm
from educontent.generation.kit.modes import listed, params_model
from educontent.generation.kit.picture_forms import Mistake, finish, matching_draft, standard
from educontent.generation.kit.types import DG, MT, WRITTEN
from educontent.generation.math.g._shapes import solid_objects
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

SOLIDS = ("cube", "rectangular prism", "sphere", "cylinder", "cone")
FLATS = ("circle", "square", "triangle", "rectangle", "hexagon")
FACES = {"cube": 6, "rectangular prism": 6, "cylinder": 2, "cone": 1, "sphere": 0}
CORNERS = {"cube": 8, "rectangular prism": 8}
ROLLS = ("sphere", "cylinder", "cone")
FAMILIAR = ("sphere", "cube", "cylinder", "cone", "rectangular prism")  # most familiar first


def _solid(ctx: GenerationContext) -> str:
    """A solid from the level's band of the familiar order: easy the sphere, cube and cylinder, hard
    the cylinder, cone and rectangular prism."""
    return banded(ctx.rng, FAMILIAR, ctx.level)


def _listing(names: list[str]) -> str:
    items = [with_article(n) for n in names]
    text = ", ".join(items[:-1]) + " and " + items[-1]
    return text[0].upper() + text[1:]


@dataclass(frozen=True, slots=True)
class _Asked:
    prompt: str
    answer: str
    value: int | str
    explanation: str
    wrong: list[Mistake]
    fill: str
    std: str | None
    key: str
    svg: str | None = None


def _matching(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    names = rng.sample(SOLIDS, 4)
    pairs = [(pick(rng, solid_objects()[s]), s) for s in names]
    return matching_draft(
        ctx,
        "Match each object to the solid shape it looks like.",
        pairs,
        explanation=" ".join(f"{o.capitalize()} is shaped like {with_article(s)}." for o, s in pairs),
        features=Features(task="identify", steps=1, magnitude=1, representation="text"),
        key=f"solidmatch:{'|'.join(o for o, _ in pairs)}",
        std=standard(ctx, "K.G.A.3", "K.G.A.1"),
    )


def _name(ctx: GenerationContext, ask: str) -> _Asked:
    name = _solid(ctx)
    bank = load_bank("math", "g-solid-shapes")
    svg = solid(name, "A solid shape", "A line drawing of a solid shape; dashed lines are edges at the back.")
    return _Asked(
        "What is the name of this solid shape?",
        name,
        name,
        f"This shape is solid, not flat. It is {with_article(name)}" + bank["looks"][name],
        list(bank["confused"][name]),
        "This solid shape is a ___.",
        standard(ctx, "K.G.A.2", "K.G.A.3"),
        f"solid:name:{name}",
        svg,
    )


def _flat_or_solid(ctx: GenerationContext, ask: str) -> _Asked:
    name = pick(ctx.rng, SOLIDS + FLATS)
    answer = "solid" if name in SOLIDS else "flat"
    explanation = f"{article(name).capitalize()} {name} is {answer}: " + (
        "it has depth and you can hold it, like a ball or a box."
        if answer == "solid"
        else "it lies flat, like a drawing on paper."
    )
    wrong: list[Mistake] = [
        (
            "flat" if answer == "solid" else "solid",
            "mixed-up-flat-and-solid",
            "Flat shapes lie in a plane; solid shapes take up space.",
        )
    ]
    prompt = f"Is {with_article(name)} a flat shape or a solid shape?"
    fill = f"{article(name).capitalize()} {name} is a ___ shape."
    return _Asked(
        prompt, answer, answer, explanation, wrong, fill, standard(ctx, "K.G.A.3"), f"solid:fos:{name}"
    )


def _pick_solid(ctx: GenerationContext, ask: str) -> _Asked:
    name = _solid(ctx)
    flats = ctx.rng.sample(FLATS, 3)
    prompt = f"Which one is a solid shape? {', '.join(sorted([name, *flats]))}"
    explanation = (
        f"{article(name).capitalize()} {name} is solid: it takes up space. " + _listing(flats) + " are flat."
    )
    wrong: list[Mistake] = [
        (f, "picked-a-flat-shape", f"{article(f).capitalize()} {f} is flat.") for f in flats
    ]
    key = f"solid:pick:{name}:{','.join(flats)}"
    return _Asked(
        prompt, name, name, explanation, wrong, "A ___ is a solid shape.", standard(ctx, "K.G.A.3"), key
    )


def _faces_or_corners(ctx: GenerationContext, ask: str) -> _Asked:
    name = pick(ctx.rng, tuple(CORNERS)) if ask == "corners" else _solid(ctx)
    svg = solid(
        name, "A solid shape", f"A line drawing of {with_article(name)}; dashed lines are edges at the back."
    )
    n = FACES[name] if ask == "faces" else CORNERS[name]
    prompt = (
        f"How many {'flat faces' if ask == 'faces' else 'corners (vertices)'} does {with_article(name)} have?"
    )
    if ask == "faces":
        explanation = load_bank("math", "g-solid-shapes")["faces"][name]
        wrong: list[Mistake] = [
            (3, "counted-only-the-faces-you-can-see", "Some faces are hidden at the back."),
            (n + 1, "counted-one-twice", "One face was counted twice."),
            (8, "counted-the-corners", "Faces are the flat sides, not the corners."),
            (12, "counted-the-edges", "Faces are the flat sides, not the edges."),
        ]
    else:
        explanation = (
            f"{article(name).capitalize()} {name} has 4 corners on the top and 4 on the bottom: 4 + 4 = 8."
        )
        wrong = [
            (4, "counted-only-the-top", "There are 4 more corners on the bottom."),
            (6, "counted-the-faces", "Corners are where edges meet, not faces."),
            (7, "missed-a-hidden-corner", "One corner is at the back."),
        ]
    fill = f"{article(name).capitalize()} {name} has ___ {'flat faces' if ask == 'faces' else 'corners'}."
    std = standard(ctx, "2.G.A.1", "K.G.B.4")
    return _Asked(prompt, str(n), n, explanation, wrong, fill, std, f"solid:{ask}:{name}", svg)


def _roll(ctx: GenerationContext, ask: str) -> _Asked:
    name = pick(ctx.rng, ROLLS)
    others = ctx.rng.sample(("cube", "rectangular prism", "square", "triangle"), 3)
    prompt = f"Which shape can roll? {', '.join(sorted([name, *others]))}"
    explanation = (
        f"{article(name).capitalize()} {name} has a curved surface, so it can roll. "
        + _listing(others)
        + " have only flat faces or sides, so they cannot roll."
    )
    wrong: list[Mistake] = [
        (
            o,
            "picked-a-shape-with-only-flat-sides",
            f"{article(o).capitalize()} {o} has no curved part, so it cannot roll.",
        )
        for o in others
    ]
    key = f"solid:roll:{name}:{','.join(others)}"
    return _Asked(prompt, name, name, explanation, wrong, "A ___ can roll.", standard(ctx, "K.G.B.4"), key)


_ASKS: dict[str, Callable[[GenerationContext, str], _Asked]] = {
    "name": _name,
    "flat-or-solid": _flat_or_solid,
    "pick-solid": _pick_solid,
    "faces": _faces_or_corners,
    "corners": _faces_or_corners,
    "roll": _roll,
}
SolidParams = params_model("SolidParams", ask=listed(_ASKS))


_BANDS = "solids to name, pick or count faces of: easy the most familiar (sphere, cube, cylinder), medium cube, cylinder and cone, hard cylinder, cone and rectangular prism (sorting flat from solid, rolling and matching are the same at every level)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG, MT}, params=SolidParams, levels=Levels("form", _BANDS))
def solid_shapes(ctx: GenerationContext) -> Draft:
    p: SolidParams = ctx.params
    if ctx.content_type is MT:
        return _matching(ctx)
    ask = pick(ctx.rng, p.ask)
    asked = _ASKS[ask](ctx, ask)
    q = asked_question(
        asked,
        answer_format="number" if isinstance(asked.value, int) else "text",
        diagram=DiagramForm("shape", asked.svg, asked.prompt) if asked.svg else None,
        features=Features(
            task="identify", steps=1, magnitude=1, representation="visual" if asked.svg else "text"
        ),
        key=asked.key,
        standard=asked.std,
        instructions="Think about flat and solid shapes.",
    )
    return finish(q, ctx, asked.svg)
