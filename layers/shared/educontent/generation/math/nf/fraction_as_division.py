"""Grade 5 fractions as division: a ÷ b = a/b, written as a fraction or mixed number and in
sharing stories (5.NF.B.3)."""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict

from educontent.generation.banks import load_bank
from educontent.generation.draw.svg import fraction_bar
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.question_builders import arith, clean, diagram, features, finish, mis
from educontent.generation.kit.types import AR, DG, WRITTEN
from educontent.generation.numbers.decimals import mixed as fr
from educontent.generation.numbers.decimals import parse_mixed
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class FractionDivisionParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["write", "share"]


_BANDS = "the divisor (the denominator, of 2-12): easy the lower 60 %, medium the middle 60 %, hard the upper half; the dividend up to 2, 3 or 5 times the divisor"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {AR, DG}, params=FractionDivisionParams, levels=Levels("size", _BANDS))
def fraction_as_division(ctx: GenerationContext) -> Draft:
    p: FractionDivisionParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    b = draw(rng, 2, 12, ctx.level)
    a = rng.randint(1, (2 * b, 3 * b, 5 * b)[rank])
    if a % b == 0:
        a += 1
    value = Fraction(a, b)
    answer = fr(value)
    wrong = [
        mis(
            fr(Fraction(b, a)),
            "divided-the-wrong-way",
            f"{a} ÷ {b} means {a} shared into {b} equal parts: {a}/{b}.",
        ),
        mis(
            fr(Fraction(a // b) + Fraction(a % b, a)) if a > b else fr(Fraction(a, b + a)),
            "used-the-wrong-denominator",
            f"Each part is 1/{b} of a whole, so the denominator is {b}.",
        ),
        mis(
            str(a // b) if a > b else str(a),
            "dropped-the-remainder",
            "The leftover must also be shared, as a fraction.",
        ),
        mis(fr(Fraction(a, b) + 1), "regrouping-slip", "Count the whole ones again."),
    ]
    svg = fraction_bar(
        b,
        0,
        bars=min(max(1, -(-a // b)), 5),
        title=f"{a} ÷ {b}",
        desc=f"Bars standing for the wholes being shared, each cut into {b} equal parts.",
    )
    if p.mode == "share":
        thing = pick(rng, load_bank("math", "nf-fraction-as-division")["things"])
        things, one = thing["plural"], thing["singular"]
        shared = count_of(a, one)
        prompt = f"{b} friends share {shared} equally. How many {things} does each friend get?"
        fill = f"{b} friends share {shared} equally. The amount for each friend is ___."
        expl = (
            f"Sharing {shared} among {b} friends is {a} ÷ {b} = {a}/{b}"
            + (f" = {answer}" if a > b else "")
            + f" {one if a < b else things} for each friend."
        )
        task = "word-problem"
    else:
        prompt = f"Write {a} ÷ {b} as a fraction or mixed number."
        fill = f"{a} ÷ {b} = ___."
        expl = f"A fraction is a division: {a} ÷ {b} = {a}/{b}" + (
            f" = {answer}, because {b} × {a // b} = {b * (a // b)} and {a % b} is left, which is {a % b}/{b}."
            if a > b
            else "."
        )
        task = "compute"
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        answer_value=answer,
        explanation=expl,
        misconceptions=clean(answer, [m for m in wrong if parse_mixed(m.display) != value]),
        fill_text=fill,
        arithmetic=arith(a, "÷", b, f"{a} ÷ {b} = ___"),
        diagram=diagram("fraction-bar", svg, prompt),
        answer_format="fraction",
        features=features(task, 2, 2, "text" if task == "word-problem" else "symbolic"),  # type: ignore[arg-type]
        key=f"fasdiv:{p.mode}:{a}:{b}",
    )
    return finish(ctx, q)
