"""Grade 5 adding and subtracting fractions with unlike denominators and mixed numbers, word
problems and benchmark estimates (5.NF.A.1-2)."""

from __future__ import annotations

import math
import random
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import bands_for, draw
from educontent.generation.kit.math_forms import Misconception
from educontent.generation.kit.question_builders import arith, features, finish, mis, name
from educontent.generation.kit.types import AR, WRITTEN
from educontent.generation.math.nf._fraction_draws import unlike_pair
from educontent.generation.numbers.decimals import mixed as fr
from educontent.generation.numbers.decimals import parse_mixed
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class FractionAddParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["proper", "mixed", "word", "estimate"]
    ops: list[Literal["add", "subtract"]] = Field(default_factory=lambda: ["add", "subtract"])


def _add_wrong(x: Fraction, y: Fraction, add: bool) -> list[Misconception]:
    a, b, c, d = x.numerator, x.denominator, y.numerator, y.denominator
    common = b * d // math.gcd(b, d)
    out = [
        mis(
            fr(Fraction(a + c, b + d))
            if add
            else (
                fr(Fraction(a - c, b - d))
                if b != d and (a - c) * (b - d) > 0
                else fr(Fraction(abs(a - c), b + d) or Fraction(1, b + d))
            ),
            "added-numerators-and-denominators" if add else "subtracted-numerators-and-denominators",
            "Only numerators are added or subtracted, after writing both fractions with a common denominator.",
        ),
        mis(
            fr(Fraction(a + c, common))
            if add
            else fr(Fraction(abs(a - c), common))
            if a != c
            else fr(Fraction(1, common)),
            "did-not-rename-the-numerators",
            f"When the denominator changes to {common}, each numerator must be multiplied by the same number.",
        ),
        mis(
            fr((x + y) if not add else abs(x - y)),
            "used-the-wrong-operation",
            "Check the sign in the problem.",
        ),
        mis(
            fr((x + y if add else x - y) + Fraction(1, common)),
            "renaming-slip",
            "Recheck the equivalent fractions.",
        ),
    ]
    value = x + y if add else x - y
    return [m for m in out if m.display != fr(value) and parse_mixed(m.display) != value]


def bench(f: Fraction) -> str:
    """Where a fraction sits against the benchmark 1/2."""
    return "less than 1/2" if f < Fraction(1, 2) else "more than 1/2" if f > Fraction(1, 2) else "exactly 1/2"


def _add_steps(x: Fraction, y: Fraction, add: bool) -> str:
    b, d = x.denominator, y.denominator
    common = b * d // math.gcd(b, d)
    nx, ny = x * common, y * common
    sym = "+" if add else "-"
    value = x + y if add else x - y
    raw = nx + ny if add else nx - ny
    out = (
        f"Use the common denominator {common}: {fr(x)} = {nx.numerator}/{common} and {fr(y)} = {ny.numerator}/{common}. "
        f"{nx.numerator}/{common} {sym} {ny.numerator}/{common} = {raw.numerator}/{common}"
    )
    if fr(value) != f"{raw.numerator}/{common}":
        out += f" = {fr(value)}"
    return out + "."


def _estimate(ctx: GenerationContext, x: Fraction, y: Fraction) -> Draft:
    total = x + y
    answer = "less than 1" if total < 1 else "greater than 1" if total > 1 else "equal to 1"
    wrong = [
        mis(
            k,
            "added-numerators-and-denominators" if k == "less than 1" else "guessed-without-benchmarks",
            "Compare each fraction with 1/2 and 1 before adding.",
        )
        for k in ("less than 1", "greater than 1", "equal to 1")
        if k != answer
    ]
    prompt = (
        f"Without finding the exact sum, is {fr(x)} + {fr(y)} less than 1, equal to 1, or greater than 1?"
    )
    explanation = (
        f"{fr(x)} is {bench(x)} and {fr(y)} is {bench(y)}. The exact sum is {fr(total)}, which is {answer}."
    )
    fill = f"Without finding the exact sum, {fr(x)} + {fr(y)} is ___."
    asked = Asked(prompt, answer, explanation, wrong, fill, f"est:{x}:{y}")
    return finish(ctx, asked.question(answer_format="text", features=features("reason", 2, 2, "symbolic")))


def _mixed_wrong(
    x: Fraction, y: Fraction, add: bool, value: Fraction, wrong: list[Misconception]
) -> list[Misconception]:
    """The slips of mixed-number sums and differences, added to ``wrong``."""
    wrong.append(
        mis(
            fr(value + 1) if add or value < 1 else fr(value - 1),
            "regrouping-slip",
            "Regroup a whole as a fraction (or a fraction as a whole) carefully.",
        )
    )
    fx, fy = x - int(x), y - int(y)
    if add:
        bad = int(x) + int(y) + Fraction(fx.numerator + fy.numerator, fx.denominator + fy.denominator)
        wrong.append(
            mis(
                fr(bad),
                "added-numerators-and-denominators",
                "Only numerators are added, after finding a common denominator.",
            )
        )
    elif fx < fy:
        bad = int(x) - int(y) + (fy - fx)
        wrong.append(
            mis(
                fr(bad),
                "subtracted-the-smaller-fraction-from-the-larger",
                "When the second fraction is larger, regroup 1 whole first.",
            )
        )
    return [m for m in wrong if parse_mixed(m.display) != value]


def _story(rng: random.Random, add: bool, x: Fraction, y: Fraction) -> tuple[str, str, str | None]:
    """A word problem for ``x`` + or - ``y``: (prompt, fill-blank text, unit of the answer)."""
    story = pick(rng, load_bank("math", "nf-unlike-denominators")["add" if add else "subtract"])
    prompt = story["template"].format(who=name(rng), x=fr(x), y=fr(y))
    fill = prompt.rsplit(". ", 1)[0] + f". The amount {'in all' if add else 'left'} is ___."
    return prompt, fill, story["unit"]


_BANDS = "the larger denominator: easy 2-8, medium 4-9, hard 6-12 (the other smaller; above easy, one that does not divide it, with a common denominator up to 36; in skills that stop at medium, medium 6-12); whole numbers of mixed numbers from the lower 60 %, middle 60 % or upper half of 1-9 and 1-6"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {AR}, params=FractionAddParams, levels=Levels("size", _BANDS))
def unlike_denominators(ctx: GenerationContext) -> Draft:
    p: FractionAddParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    add = pick(rng, p.ops) == "add"
    x, y = unlike_pair(rng, rank, bands_for(ctx))
    if p.mode == "mixed":
        x += draw(rng, 1, 9, ctx.level)
        y += draw(rng, 1, 6, ctx.level)
    if not add and y > x:
        x, y = y, x
    if p.mode == "estimate":
        return _estimate(ctx, x, y)
    value = x + y if add else x - y
    sym = "+" if add else "-"
    answer = fr(value)
    wrong = _add_wrong(x, y, add)
    if p.mode == "mixed":
        wrong = _mixed_wrong(x, y, add, value, wrong)
    expl = (
        _add_steps(x - int(x), y - int(y), add)
        if p.mode != "mixed"
        else (
            f"Rename the fractions with a common denominator, then {'add' if add else 'subtract'} the whole numbers and the fractions "
            f"(regrouping if needed): {fr(x)} {sym} {fr(y)} = {answer}."
        )
    )
    if p.mode == "word":
        prompt, fill, units = _story(rng, add, x, y)
        task = "word-problem"
    else:
        prompt = f"What is {fr(x)} {sym} {fr(y)}?"
        fill = f"{fr(x)} {sym} {fr(y)} = ___."
        units = None
        task = "compute"
    q = Asked(prompt, answer, expl, wrong, fill, f"fadd:{p.mode}:{x}:{y}:{sym}").question(
        unit=units,
        arithmetic=arith(x, sym, y, f"{fr(x)} {sym} {fr(y)} = ___", displays=(fr(x), fr(y))),
        answer_format="fraction",
        features=features(task, 3, 2, "text" if task == "word-problem" else "symbolic"),  # type: ignore[arg-type]
    )
    return finish(ctx, q)
