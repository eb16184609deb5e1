"""Grade 5 dividing a unit fraction by a whole number and a whole number by a unit fraction, with
fraction-bar models and sharing stories (5.NF.B.7)."""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict

from educontent.generation.banks import load_bank
from educontent.generation.draw.svg import fraction_bar
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import Misconception
from educontent.generation.kit.question_builders import arith, diagram, features, finish, mis, name
from educontent.generation.kit.types import AR, DG, WRITTEN
from educontent.generation.numbers.decimals import mixed as fr
from educontent.generation.numbers.decimals import parse_mixed
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class FractionDivideParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["unit-by-whole", "whole-by-unit", "word"]


def _unit_by_whole(b: int, n: int) -> tuple[list[Misconception], str, str]:
    wrong = [
        mis(
            fr(Fraction(n, b)),
            "multiplied-instead-of-divided",
            "Sharing 1/b among n makes each share smaller, not larger.",
        ),
        mis(str(b * n), "forgot-the-fraction", f"The answer is a fraction of the whole: 1/{b * n}."),
        mis(
            fr(Fraction(1, b + n)),
            "added-the-divisor-to-the-denominator",
            f"Each of the {b} parts is cut into {n}, making {b} × {n} parts.",
        ),
    ]
    expl = f"Cut 1/{b} into {n} equal parts. The whole then has {b} × {n} = {b * n} of those parts, so each part is 1/{b * n}. Check: 1/{b * n} × {n} = 1/{b}."
    svg = fraction_bar(
        b * n,
        n,
        title=f"1/{b} cut into {n} equal parts",
        desc=f"A bar cut into {b * n} equal parts. The shaded {n} parts make 1/{b} of the bar.",
    )
    return wrong, expl, svg


def _whole_by_unit(b: int, n: int) -> tuple[list[Misconception], str, str]:
    wrong = [
        mis(
            fr(Fraction(n, b)),
            "divided-by-the-denominator",
            f"Count how many 1/{b} pieces fit in {n} wholes: there are {b} in each whole.",
        ),
        mis(
            fr(Fraction(1, n * b)),
            "divided-the-wrong-way",
            "Many small pieces fit into a whole, so the answer is greater than the whole number.",
        ),
        mis(str(n + b), "added-instead-of-multiplied", f"There are {b} pieces in each of the {n} wholes."),
    ]
    expl = f"Each whole holds {b} pieces of size 1/{b}. {n} wholes hold {n} × {b} = {n * b} pieces, so {n} ÷ 1/{b} = {n * b}. Check: {n * b} × 1/{b} = {n}."
    svg = fraction_bar(
        b,
        0,
        bars=min(n, 6),
        title=f"{n} wholes cut into 1/{b} pieces",
        desc=f"{min(n, 6)} bars, each one whole cut into {b} equal pieces of 1/{b}"
        + ("." if n <= 6 else f" (the problem has {n} wholes)."),
    )
    return wrong, expl, svg


_WORK = {"unit-by-whole": _unit_by_whole, "whole-by-unit": _whole_by_unit}

# the bank shelf the story's thing comes from, the question and the fill-in sentence
_STORIES = {
    "unit-by-whole": (
        "shared",
        "{n} friends share 1/{b} of a {thing} equally. What fraction of the whole {thing} does each friend get?",
        "{n} friends share 1/{b} of a {thing} equally. The fraction for each is ___.",
    ),
    "whole-by-unit": (
        "portioned",
        "{who} has {n} {thing} and divides it into portions of 1/{b} each. How many portions does {who} make?",
        "{who} divides {n} {thing} into portions of 1/{b} each. The number of portions is ___.",
    ),
}


_BANDS = "the unit fraction's denominator and the whole number (each of 2-12): easy the lower 60 %, medium the middle 60 %, hard the upper half"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {AR, DG}, params=FractionDivideParams, levels=Levels("size", _BANDS))
def divide_unit_fractions(ctx: GenerationContext) -> Draft:
    p: FractionDivideParams = ctx.params
    rng = ctx.rng
    b = draw(rng, 2, 12, ctx.level)
    n = draw(rng, 2, 12, ctx.level)
    mode = p.mode if p.mode != "word" else pick(rng, ("unit-by-whole", "whole-by-unit"))
    who = name(rng)
    things = load_bank("math", "nf-divide-unit-fractions")
    unit, whole_number = Fraction(1, b), Fraction(n)
    x, y = (unit, whole_number) if mode == "unit-by-whole" else (whole_number, unit)
    wrong, expl, svg = _WORK[mode](b, n)
    displays = (fr(x), fr(y))
    if p.mode == "word":
        shelf, ask, told = _STORIES[mode]
        words = {"n": n, "b": b, "who": who, "thing": pick(rng, things[shelf])}
        prompt, fill = ask.format(**words), told.format(**words)
    else:
        prompt = f"What is {displays[0]} ÷ {displays[1]}?"
        fill = f"{displays[0]} ÷ {displays[1]} = ___."
    value = x / y
    answer = fr(value)
    wrong = [m for m in wrong if parse_mixed(m.display) != value]
    whole = int(value) if value.denominator == 1 else None
    q = Asked(prompt, answer, expl, wrong, fill, f"fdiv:{p.mode}:{mode}:{b}:{n}", whole).question(
        arithmetic=arith(x, "÷", y, f"{displays[0]} ÷ {displays[1]} = ___", displays=displays),
        diagram=diagram("fraction-bar", svg, prompt),
        answer_format="fraction" if value.denominator != 1 else "number",
        features=features(
            "word-problem" if p.mode == "word" else "compute",
            2,
            2,
            "text" if p.mode == "word" else "symbolic",
        ),
    )
    return finish(ctx, q)
