"""Grade 3 measuring lengths to the nearest half and quarter inch with a ruler (3.MD.B.4)."""

from __future__ import annotations

from fractions import Fraction

from educontent.generation.banks import load_bank
from educontent.generation.draw.measuring_tools import ruler as ruler_svg
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_pictured import visual
from educontent.generation.kit.geo_drawn import drawn
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.question_builders import mis
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.math.md._units import measured
from educontent.generation.numbers.decimals import mixed as fr
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

_BANDS = "easy: lengths to the half inch; medium: to the quarter inch; hard: lengths ending in an odd quarter (1/4 or 3/4 past the inch)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG}, levels=Levels("form", _BANDS))
def ruler(ctx: GenerationContext) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    den = (2, 4, 4)[rank]
    inches = 6
    length = Fraction(rng.randint(2 * den // 2 + 1, inches * den - 1), den)
    while length.denominator < den and rank == 2:  # hard: odd quarters only
        length += Fraction(1, den)
    if length.denominator == 1 and rank:
        length += Fraction(1, den)
    thing = pick(rng, load_bank("math", "md-ruler")["things"])
    answer = fr(length)
    svg = ruler_svg(
        length,
        inches,
        thing,
        title="Measuring with a ruler",
        desc=f"A ruler from 0 to {measured(inches, 'inches')} marked in quarter inches, with {with_article(thing)} lying along it starting at 0.",
    )
    whole = int(length)
    wrong = [
        mis(
            fr(length + Fraction(1, 4)),
            "counted-one-mark-too-many",
            "The end of the object is one small mark earlier.",
        ),
        mis(
            fr(length - Fraction(1, 4)) if length > Fraction(1, 4) else fr(length + Fraction(1, 2)),
            "counted-one-mark-too-few",
            "The end of the object is one small mark later.",
        ),
        mis(
            str(whole + 1) if length.denominator != 1 else fr(length + 1),
            "rounded-to-a-whole-inch",
            "The length is between whole inches, so read the small marks.",
        ),
        mis(
            str(whole + int((length - whole) * 4))
            if length.denominator != 1
            else fr(length + Fraction(1, 2)),
            "counted-marks-as-inches",
            "The small marks are quarter inches, not whole inches.",
        ),
    ]
    explanation = (
        f"The {thing} starts at 0. Its end is past {whole} whole {'inch' if whole == 1 else 'inches'}. Each small mark is 1/4 inch; count the "
        f"marks past {whole}: the {thing} is {measured(answer, 'inches')} long."
    )
    prompt = f"How long is the {thing}, to the nearest quarter inch?"
    fill = f"The length of the {thing} is ___."
    asked = Asked(prompt, answer, explanation, wrong, fill, f"ruler:{thing}:{length}")
    return drawn(
        ctx, asked, "number-line", svg, visual("represent", 2, 1), unit="inches", answer_format="fraction"
    )
