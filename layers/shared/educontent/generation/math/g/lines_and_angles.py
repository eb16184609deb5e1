"""Grade 4 points, lines, line segments and rays, and pairs of parallel, perpendicular or
intersecting lines, named from a drawing (4.G.A.1)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from educontent.generation.banks import load_bank
from educontent.generation.draw.angles import line_figure
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.geo_drawn import drawn
from educontent.generation.kit.question_builders import features, mis
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class LineParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["figure", "pair"]


_BANDS = "easy: a point, line or line segment to name, and parallel or perpendicular lines; medium and hard: rays too, and lines that intersect without being perpendicular"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG}, params=LineParams, levels=Levels("form", _BANDS))
def lines_and_angles(ctx: GenerationContext) -> Draft:
    p: LineParams = ctx.params
    rng = ctx.rng
    letters = rng.sample("ABCDEFGHJKLMNPQRST", 4)
    bank = load_bank("math", "g-lines-and-angles")
    if p.mode == "figure":
        named = bank["figures"]
        kind = pick(rng, tuple(named)[: 3 if ctx.level.rank == 0 else None])  # easy: no ray
        svg = line_figure(
            kind,
            letters,
            title="A geometric figure",
            desc="A geometric figure drawn with dots for endpoints and arrows for directions that go on forever.",
        )
        prompt = "What is the name of this figure: point, line, line segment or ray?"
        fill = "The name of this figure is ___."
        key = f"fig:{kind}:{letters}"
    else:
        named = bank["pairs"]
        kind = pick(
            rng, tuple(named)[: 2 if ctx.level.rank == 0 else None]
        )  # easy: parallel or perpendicular
        svg = line_figure(kind, letters, title="Two lines", desc="Two lines drawn with arrows at both ends.")
        prompt = (
            "How are these two lines related: parallel, perpendicular, or intersecting but not perpendicular?"
        )
        fill = "These two lines are ___."
        key = f"pair:{kind}:{letters}"
    answer, why = named[kind]["name"], named[kind]["why"]
    wrong = [mis(named[k]["name"], f"confused-{kind}-with-{k}", named[k]["why"]) for k in named if k != kind]
    asked = Asked(prompt, answer, why, wrong, fill, key)
    return drawn(ctx, asked, "shape", svg, features("identify", 1, 1, "visual"), answer_format="text")
