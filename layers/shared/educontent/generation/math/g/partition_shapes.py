"""Grade 3 partitioning shapes into parts with equal areas: each part is a unit fraction of the
whole, and the area of each part (3.G.A.2)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from educontent.generation.draw.polygons import partitioned
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import answer_question
from educontent.generation.kit.question_builders import diagram, features, finish, mis
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.registry import Draft, GenerationContext, generator


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
    q = answer_question(
        f"The {word} is cut into equal parts. What fraction of the whole area is the shaded part?",
        ans,
        f"The {word} has {parts} equal parts, and each part is the same size. One part is 1/{parts} of the whole area.",
        wrong,
        answer_value=ans,
        fill_text=f"The {word} is cut into equal parts. The fraction of the area that is shaded is ___.",
        diagram=diagram("fraction-bar", svg),
        answer_format="fraction",
        features=features("represent", 1, 1, "visual"),
        key=f"unit:{shape}:{parts}",
    )
    return finish(ctx, q)


def _part_area(ctx: GenerationContext, shape: str, word: str, parts: int, svg: str) -> Draft:
    each = ctx.rng.randint(2, (5, 8, 12)[ctx.level.rank])
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
    q = answer_question(
        f"The {word} has an area of {whole} square units. It is cut into {parts} equal parts. What is the area of each part?",
        each,
        f"Each part is 1/{parts} of the whole: {whole} ÷ {parts} = {each} square units.",
        wrong,
        unit="square units",
        fill_text=f"A {word} with an area of {whole} square units is cut into {parts} equal parts. Each part has an area that is ___.",
        diagram=diagram(
            "shape",
            svg,
            f"The {word} has an area of {whole} square units. It is cut into {parts} equal parts. What is the area of the shaded part?",
        ),
        features=features("compute", 2, len(str(whole)), "visual"),
        key=f"part:{shape}:{parts}:{whole}",
    )
    return finish(ctx, q)


@generator(content_types=WRITTEN | {DG}, params=PartitionParams)
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
        title=f"A {word} cut into equal parts",
        desc=f"A {word} cut into {parts} equal parts. One part is shaded.",
    )
    build = _unit_fraction if p.mode == "unit-fraction" else _part_area
    return build(ctx, shape, word, parts, svg)
