"""Gravity in grade 5 (5-PS2-1): Earth's gravity pulls objects toward Earth's center, wherever they
are dropped. Diagrams place balls around Earth (the direction of the fall worked out from each
place's position); written items ask why things fall and compare drops from different places."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.draw.science_matter import earth_drops
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.people import roster
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DG, FB, MC, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import model
from educontent.generation.science.physical._matter_kit import route

_BANDS = (
    "diagrams: easy a place at the top, bottom or side of Earth, hard a place between them; written: "
    "easy why a dropped object falls, hard two drops on opposite sides of Earth"
)
PAGE = {
    0: "down the page", 45: "down and to the left", 90: "to the left", 135: "up and to the left",
    180: "up the page", 225: "up and to the right", 270: "to the right", 315: "down and to the right",
}  # fmt: skip
LETTERS = "ABCD"


class GravityParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    ask: list[Literal["diagram", "why", "opposite"]] = Field(min_length=1)


def _objects() -> list[str]:
    return [e["thing"] for e in model("heat")["drops"]]


def _diagram(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    angles = (
        [0, 90, 180, 270]
        if ctx.level.rank == 0
        else [45, 135, 225, 315]
        if ctx.level.rank == 2
        else list(PAGE)
    )
    asked = pick(rng, angles)
    others = rng.sample([a for a in PAGE if a != asked], 3 if ctx.level.rank else 2)
    shown = sorted([asked, *others])
    places = [(LETTERS[i], a) for i, a in enumerate(shown)]
    letter = next(lt for lt, a in places if a == asked)
    name, thing = pick(rng, roster("roster-1")), pick(rng, _objects())
    answer = PAGE[asked]
    wrong = [
        (
            PAGE[(asked + 180) % 360],
            "gravity-pushes-away",
            "Gravity pulls toward Earth's center, not away from it.",
        ),
        (
            "down the page",
            "down-means-down-the-page",
            "Down means toward Earth's center, not toward the bottom of the picture.",
        ),
        (
            PAGE[(asked + 90) % 360],
            "falls-sideways",
            "The ball falls straight toward Earth's center, not along the ground.",
        ),
    ]
    svg_doc = earth_drops(
        places, "Dropping a ball at different places on Earth",
        "A circle for Earth with its center marked, and balls at places "
        + ", ".join(f"{lt}" for lt, _ in places) + " around it.",
    )  # fmt: skip
    return diagram_draft(
        f"{name} stands at place {letter} and drops {thing}. In the picture, which way does it fall?",
        svg_doc, answer, f"Gravity pulls the {thing.split(' ', 1)[1]} toward Earth's center. From place {letter}, that is {answer}.",
        [w for w in wrong if w[0] != answer], rng, f"gravity:{letter}:{asked}:{','.join(map(str, shown))}:{thing}",
        task="reason", steps=2,
    )  # fmt: skip


def _why(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    thing = pick(rng, _objects())
    name = pick(rng, roster("roster-2"))
    wrong = (
        Wrong("air pushes it down", "air-pushes-down", "Things fall even where there is almost no air, like on the Moon."),
        Wrong("only heavy things are pulled by Earth", "only-heavy-things-fall", "Earth's gravity pulls on every object, light or heavy."),
        Wrong("the ground pulls it like a magnet", "gravity-is-magnetism", "Magnets pull only some metals; gravity pulls everything."),
    )  # fmt: skip
    return claim_draft(
        ctx,
        Claim(
            question=f"{name} lets go of {thing}, and it falls to the ground. Why does it fall?",
            answer="Earth's gravity pulls it toward Earth's center", wrong=wrong,
            why="Earth's gravity pulls every object toward the center of Earth, so a dropped object falls down.",
            key=f"why:{thing}:{name}", sentence=f"When {name} lets go of {thing}, it falls because {{}}.",
        ),
    )  # fmt: skip


def _opposite(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    a, b = rng.sample(list(roster("roster-3")), 2)
    thing = pick(rng, _objects())
    wrong = (
        Wrong(f"{b}'s falls away from Earth", "bottom-of-earth-falls-off", "There is no bottom of Earth to fall off; gravity pulls toward the center everywhere."),
        Wrong("both fall in the same direction in space", "one-down-for-everyone", "Each falls toward Earth's center, so they fall in opposite directions in space."),
        Wrong(f"only {a}'s falls, because it is on top", "only-the-top-has-gravity", "No place on Earth is the top; gravity works the same all around."),
    )  # fmt: skip
    return claim_draft(
        ctx,
        Claim(
            question=f"{a} and {b} live on opposite sides of Earth. At the same moment, each drops {thing}. What happens?",
            answer="both fall toward Earth's center", wrong=wrong, task="reason", steps=2,
            why="Gravity pulls everything toward Earth's center, so both fall down toward the ground under their feet.",
            key=f"opposite:{a}:{b}:{thing}", sentence=f"When {a} and {b}, on opposite sides of Earth, each drop {thing}, {{}}.",
        ),
    )  # fmt: skip


ASKS = {
    "diagram": (frozenset({DG}), _diagram),
    "why": (frozenset({MC, TF, FB}), _why),
    "opposite": (frozenset({MC, TF}), _opposite),
}


@generator(content_types={DG, MC, TF, FB}, params=GravityParams, levels=Levels("form", _BANDS))
def gravity_k5(ctx: GenerationContext) -> Draft:
    if ctx.content_type is not DG and ctx.level.rank == 2 and "opposite" in ctx.params.ask:
        return ASKS["opposite"][1](ctx)
    return route(ctx, ASKS, ctx.params.ask)
