"""Place value (grades 1 and 2): base-ten blocks, tens and ones, decade and teen numbers, bundling
ones into tens and tens into hundreds, hundreds, the value of a digit, and expanded form.

Standards: 1.NBT.B.2 (a, b, c), 2.NBT.A.1 (a, b), 2.NBT.A.3."""

from __future__ import annotations

from collections.abc import Callable

from pydantic import Field

from educontent.generation.difficulty import Features
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.picture_forms import finish, wrongs
from educontent.generation.kit.types import DG, PC, WRITTEN
from educontent.generation.math.nbt.place_value_blocks.bundles import bundles, decade, hundreds, teen
from educontent.generation.math.nbt.place_value_blocks.forms import (
    blocks,
    digit_value,
    expanded_form,
    expanded_missing,
    pick_expanded,
    tens_and_ones,
)
from educontent.generation.math.nbt.place_value_blocks.item import PV
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

_MODES: dict[str, Callable[[GenerationContext, str, int, int, int, int, bool], PV]] = {
    "blocks": blocks,
    "tens-of": tens_and_ones,
    "from-tens": tens_and_ones,
    "decade": decade,
    "teen": teen,
    "bundle-ten": bundles,
    "bundle-hundred": bundles,
    "hundreds": hundreds,
    "digit-value": digit_value,
    "expanded": expanded_form,
    "expanded-missing": expanded_missing,
}


class PlaceValueParams(many_of([*_MODES, "pick-expanded"])):
    min: int = Field(default=10, ge=1)
    max: int = Field(default=99, ge=10, le=999)


_BANDS = "the number (or the count of tens, ones or hundreds in it): easy the lower 60 %, medium the middle 60 %, hard the upper half of the skill's range; hard bundling leaves out the one-bundle facts (10 ones = 1 ten, 10 tens = 1 hundred); a single digit (decade, teen, hundreds numbers): easy 1-5, medium 4-9, hard 6-9"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG, PC}, params=PlaceValueParams, levels=Levels("size", _BANDS))
def place_value_blocks(ctx: GenerationContext) -> Draft:
    p: PlaceValueParams = ctx.params
    rng = ctx.rng
    mode = pick(rng, p.modes)
    n = draw(rng, p.min, p.max, ctx.level)
    three = n >= 100
    h, rest = divmod(n, 100)
    t, o = divmod(rest, 10)
    if mode == "pick-expanded":
        return pick_expanded(ctx, mode, n, h, t, o, three)
    pv = _MODES[mode](ctx, mode, n, h, t, o, three)
    q = MathQuestion(
        prompt=pv.prompt,
        answer_display=str(pv.answer),
        answer_value=pv.answer,
        explanation=pv.explanation,
        misconceptions=wrongs(str(pv.answer), *pv.mistakes),
        fill_text=pv.fill,
        picture=pv.picture,
        diagram=pv.diagram,
        answer_format="number",
        features=Features(
            task="represent",
            steps=1,
            magnitude=len(str(max(pv.n, pv.answer))),
            representation="visual" if pv.svg else "symbolic",
        ),
        key=f"pv:{mode}:{pv.n}:{pv.fill}",
        standard=pv.std,
        instructions="Think about tens and ones." if not three else "Think about hundreds, tens and ones.",
    )
    return finish(q, ctx, pv.svg)
