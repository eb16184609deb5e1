"""Grade 3 partitioning shapes into parts with equal areas: each part is a unit fraction of the
whole, and the area of each part (3.G.A.2)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from educontent.generation.draw.polygons import partitioned
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_pictured import visual
from educontent.generation.kit.geo_drawn import drawn
from educontent.generation.kit.grammar import article
from educontent.generation.kit.question_builders import mis
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class PartitionParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["unit-fraction", "part-area"]


def _unit_fraction(ctx: GenerationContext, shape: str, word: str, parts: int, svg: str) -> Draft:
    ans = f"1/{parts}"
    wrong = [
        mis(
            f"1/{parts - 1}",
            "counted-the-unshaded-parts",
            f"The whole has {parts} equal parts, so each is 1/{parts}.",
        ),
        mis(f"{parts - 1}/{parts}", "named-the-unshaded-part", "The question is about the shaded part."),
        mis(f"1/{parts + 1}", "counted-lines-not-parts", "Count the parts, not the cut lines."),
        mis(str(parts), "wrote-the-number-of-parts", "A part of a whole is a fraction less than 1."),
    ]
    prompt = f"The {word} is cut into equal parts. What fraction of the whole area is the shaded part?"
    explanation = f"The {word} has {parts} equal parts, and each part is the same size. One part is 1/{parts} of the whole area."
    fill = f"The {word} is cut into equal parts. The fraction of the area that is shaded is ___."
    asked = Asked(prompt, ans, explanation, wrong, fill, f"unit:{shape}:{parts}")
    return drawn(ctx, asked, "fraction-bar", svg, visual("represent", 1, 1), answer_format="fraction")


def _part_area(ctx: GenerationContext, shape: str, word: str, parts: int, svg: str) -> Draft:
    each = ctx.rng.randint((2, 3, 5)[ctx.level.rank], (5, 8, 12)[ctx.level.rank])
    whole = each * parts
    wrong = [
        mis(
            str(whole - parts), "subtracted-instead-of-divided", "Equal parts share the area equally: divide."
        ),
        mis(
            str(whole * parts),
            "multiplied-instead-of-divided",
            "Each part is smaller than the whole: divide.",
        ),
        mis(str(each + 1), "division-slip", f"Check: {each + 1} × {parts} is not {whole}."),
    ]
    given = f"The {word} has an area of {whole} square units. It is cut into {parts} equal parts."
    explanation = f"Each part is 1/{parts} of the whole: {whole} ÷ {parts} = {each} square units."
    fill = f"{article(word).capitalize()} {word} with an area of {whole} square units is cut into {parts} equal parts. Each part has an area that is ___."
    prompt = f"{given} What is the area of each part?"
    question = f"{given} What is the area of the shaded part?"
    asked = Asked(prompt, str(each), explanation, wrong, fill, f"part:{shape}:{parts}:{whole}", each)
    return drawn(
        ctx, asked, "shape", svg, visual("compute", 2, len(str(whole))), question, unit="square units"
    )


_BANDS = "equal parts: easy 2-4, medium 3-8, hard 4-12; area of each part: easy 2-5, medium 3-8, hard 5-12 square units"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG}, params=PartitionParams, levels=Levels("size", _BANDS))
def partition_shapes(ctx: GenerationContext) -> Draft:
    p: PartitionParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    parts = pick(rng, ((2, 3, 4), (3, 4, 6, 8), (4, 6, 8, 10, 12))[rank])
    shape = pick(rng, ("strips", "grid", "circle") if parts <= 8 else ("strips", "grid"))
    if shape == "grid" and (parts % 2 or parts < 4):
        shape = "strips"
    word = "circle" if shape == "circle" else "rectangle"
    svg = partitioned(
        shape,
        parts,
        1,
        title=f"{article(word).capitalize()} {word} cut into equal parts",
        desc=f"{article(word).capitalize()} {word} cut into {parts} equal parts. One part is shaded.",
    )
    build = _unit_fraction if p.mode == "unit-fraction" else _part_area
    return build(ctx, shape, word, parts, svg)
