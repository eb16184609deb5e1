"""Fractions from models: name the shaded part of a bar or a circle cut into equal parts, name one
part as a unit fraction, and count the unit fractions that make a fraction (3.NF.A.1)."""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.difficulty import Features
from educontent.generation.draw.fraction_models import bars, pies
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.levels import banded_value
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion, Misconception, render
from educontent.generation.kit.types import DG, FB, MC, SA, TF
from educontent.generation.math.nf._denominators import G3_DENS
from educontent.generation.numbers.fractions import frac
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

M = Misconception


class FractionModelParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["name-bar", "name-circle", "unit", "count-units"]] = Field(min_length=1)
    dens: list[int] = Field(default_factory=lambda: list(G3_DENS), min_length=1)


_BANDS = "the number of equal parts (the denominator): easy the smallest 60 % of the skill's denominators, medium the middle 60 %, hard the largest half; hard may shade a whole"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, FB, TF, SA, DG}, params=FractionModelParams, levels=Levels("size", _BANDS))
def fraction_models(ctx: GenerationContext) -> Draft:
    p: FractionModelParams = ctx.params
    rng = ctx.rng
    mode = pick(rng, p.modes)
    b = banded_value(
        rng, [x for x in p.dens if x >= 3] or [3] if mode == "count-units" else p.dens, ctx.level
    )
    a = (
        1
        if mode == "unit"
        else rng.randint(1 if mode != "count-units" else 2, b if ctx.level.rank == 2 else max(1, b - 1))
    )
    shape = "circle" if mode == "name-circle" else "bar"
    desc = f"A {shape} cut into {b} equal parts with {a} part{'s' if a != 1 else ''} shaded."
    title = f"A {shape} in {b} equal parts"
    picture = (
        pies(b, a, title=title, desc=desc)
        if shape == "circle"
        else bars([(b, a, "")], title=title, desc=desc)
    )
    if mode == "count-units":
        return render(_count_units(a, b, picture), ctx.content_type, rng)
    return render(_name_fraction(mode, shape, a, b, picture), ctx.content_type, rng)


def _count_units(a: int, b: int, picture: str) -> MathQuestion:
    """How many unit fractions 1/b make a/b."""
    wrong = [
        M(str(b), "used-the-denominator", f"{b} is how many parts make the whole."),
        M(str(b - a), "counted-the-unshaded-parts", "Count the shaded parts."),
        M(str(a + 1), "counted-one-too-many", "Count the parts again."),
        M("1", "thought-a-fraction-is-one-part", f"{a}/{b} is more than one part."),
    ]
    explain = f"{a}/{b} means {count_of(a, 'part')} of size 1/{b}: {' + '.join([f'1/{b}'] * a)} = {a}/{b}."
    fill = f"The number of parts of size 1/{b} in {a}/{b} is ___."
    asked = Asked(
        f"How many parts of size 1/{b} make {a}/{b}?", str(a), explain, wrong, fill, f"fmc:{a}:{b}", a
    )
    return asked.by_value(
        a,
        diagram=DiagramForm("fraction-bar", picture),
        features=Features("represent", 1, 1, "visual"),
        instructions="Think of a fraction as unit fractions.",
    )


def _name_fraction(mode: str, shape: str, a: int, b: int, picture: str) -> MathQuestion:
    """The fraction shaded (or, for ``unit``, the fraction one part is)."""
    value = Fraction(a, b)
    answer = frac(a, b)
    if mode == "unit":
        prompt = f"The {shape} is cut into equal parts and one part is shaded. What fraction of the whole {shape} is one part?"
        explain = f"The {shape} has {b} equal parts. One part is 1 of {b} equal parts, so it is 1/{b}."
        cands = [
            M(f"{b}/1", "wrote-the-number-of-parts", f"There are {b} parts, but one part is 1/{b}."),
            M(f"1/{b + 1}", "counted-the-lines", f"Count the parts, not the lines: there are {b}."),
            M(f"1/{b - 1}", "counted-the-unshaded-parts", f"Count all {b} parts, shaded and not shaded."),
            M(f"{b - 1}/{b}", "named-the-unshaded-part", "This names the parts that are not shaded."),
        ]
    else:
        prompt = f"What fraction of the {shape} is shaded?"
        explain = f"The {shape} has {b} equal parts (the denominator) and {a} of them {'is' if a == 1 else 'are'} shaded (the numerator): {a}/{b}."
        cands = [
            M(f"{b}/{a}", "flipped-the-fraction", "The number of equal parts goes on the bottom."),
            M(f"{b - a}/{b}", "counted-the-unshaded-parts", "Count the shaded parts for the numerator."),
            M(f"{a}/{b - a}", "compared-shaded-to-unshaded", "The denominator counts all the equal parts."),
            M(f"1/{b}", "named-one-part", "Count how many parts are shaded."),
        ]
    cands = [m for m in cands if not m.display.endswith("/0")]
    asked = Asked(prompt, answer, explain, cands, f"___ of the {shape} is shaded.", f"fm:{mode}:{a}:{b}")
    return asked.fraction(
        value,
        diagram=DiagramForm("shape" if shape == "circle" else "fraction-bar", picture),
        features=Features("identify", 1, 1, "visual"),
        instructions="Look at the equal parts.",
    )
