"""Division stories where the remainder must be interpreted: round up (one more group is needed),
drop it (only full groups count) or give the remainder itself (4.OA.A.3). Stories come from
``catalog_data/content/math/oa-remainders.json``."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import Misconception, render
from educontent.generation.kit.people import roster
from educontent.generation.kit.types import FB, MC, SA
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

M = Misconception


class RemainderParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kinds: list[Literal["round-up", "drop", "left-over"]] = Field(
        default_factory=lambda: ["round-up", "drop", "left-over"], min_length=1
    )


def _interpret(kind: str, n: int, d: int, q: int, r: int) -> tuple[int, str, list[Misconception]]:
    """(answer, what the remainder means, wrong answers) for a kind of story."""
    if kind == "round-up":
        return (
            q + 1,
            f"The {r} left over still need a place, so one more is needed: {q} + 1 = {q + 1}.",
            [
                M(str(q), "ignored-the-remainder", f"The {r} left over would have no place."),
                M(str(r), "gave-the-remainder", "This is how many are left over, not how many are needed."),
                M(str(q + 2), "added-too-many", "Only one more is needed for the ones left over."),
            ],
        )
    if kind == "drop":
        return (
            q,
            f"The {r} left over are not enough for another full one, so the answer is {q}.",
            [
                M(str(q + 1), "rounded-up", f"The last {r} are not enough to fill one more."),
                M(str(r), "gave-the-remainder", "This is how many are left over."),
                M(str(n - d), "subtracted-instead-of-divided", "This takes away just one group."),
            ],
        )
    return (
        r,
        f"The remainder {r} is the number left over.",
        [
            M(
                str(q),
                "gave-the-quotient",
                "This is how many each gets or how many groups, not the leftover.",
            ),
            M(
                str(d - r),
                "found-how-many-more-are-needed",
                "This is how many more would make another group.",
            ),
            M(str(r + 1), "off-by-one", "Check the multiplication again."),
        ],
    )


_BANDS = "the divisor (easy 3-7, medium 4-8, hard 6-9) and the quotient (easy 3-12, medium 8-60, hard 30-150)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, SA, FB}, params=RemainderParams, levels=Levels("size", _BANDS))
def remainders(ctx: GenerationContext) -> Draft:
    p: RemainderParams = ctx.params
    rng = ctx.rng
    kind = pick(rng, p.kinds)
    d = draw(rng, 3, 9, ctx.level)
    q = rng.randint((3, 8, 30)[ctx.level.rank], (12, 60, 150)[ctx.level.rank])
    r = rng.randint(1, d - 1)
    n = q * d + r
    stories = load_bank("math", "oa-remainders")["stories"][kind]
    text = pick(rng, stories).format(n=n, d=d, name=pick(rng, roster("roster-2")))
    answer, meaning, wrongs = _interpret(kind, n, d, q, r)
    explain = f"{n} ÷ {d} = {q} R {r}, because {q} × {d} = {q * d} and {q * d} + {r} = {n}. {meaning}"
    asked = Asked(
        text, str(answer), explain, wrongs, f"{text} Answer: ___", f"rm:{kind}:{text[:10]}:{n}:{d}", answer
    )
    question = asked.by_value(
        answer,
        features=Features("reason", 2, len(str(n)), "text"),
        instructions="Divide, then decide what the remainder means.",
    )
    return render(question, ctx.content_type, rng)
