"""Square and cube roots (grade 8, 8.EE.A.2): roots of perfect squares and cubes (whole numbers and
fractions), and solving x² = p and x³ = p."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Ask, build_ask, digits, std
from educontent.generation.kit.levels import tiered
from educontent.generation.kit.types import WRITTEN
from educontent.generation.numbers import fmt
from educontent.generation.numbers.powers import isqrt_exact
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class RootParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["square-root", "cube-root", "solve-square", "solve-cube"]] = Field(min_length=1)


def _root(ctx: GenerationContext, mode: str, root: Fraction, cube: bool) -> Ask:
    """The square or cube root of root² or root³."""
    power_n = 3 if cube else 2
    val = root**power_n
    val_s = fmt(val)
    sym = "∛" if cube else "√"
    inside = f"({val_s})" if val.denominator != 1 else val_s
    answer = fmt(root)
    wrong = [
        (
            fmt(val / power_n),
            "divided-by-" + ("3" if cube else "2"),
            f"The {'cube' if cube else 'square'} root is the number that multiplies by itself {'three times' if cube else ''}{'' if cube else 'once'}, not the number divided by {power_n}.",
        ),
        (
            fmt(val),
            "gave-the-number-itself",
            "The root is the number that was " + ("cubed." if cube else "squared."),
        ),
        (
            fmt(root + 1),
            "fact-slip",
            f"{fmt(root + 1)}{'³' if cube else '²'} = {fmt((root + 1) ** power_n)}, not {val_s}.",
        ),
        (
            fmt(root * root) if cube else "",
            "took-the-square-root-instead",
            "∛ asks for a number used three times as a factor.",
        ),
    ]
    explanation = f"Which number times itself{' times itself' if cube else ''} gives {val_s}? {' × '.join([fmt(root)] * power_n)} = {val_s}, so {sym}{inside} = {answer}."
    return Ask(
        f"What is {sym}{inside}?",
        f"{sym}{inside} = ___",
        answer,
        explanation,
        wrong,
        f"{mode}:{val_s}",
        fmt="fraction" if root.denominator != 1 else "number",
        task="recall" if ctx.level.rank == 0 else "compute",
    )


def _solve(ctx: GenerationContext, mode: str, root: Fraction, cube: bool) -> Ask:
    """Every solution of x² = root² or x³ = root³."""
    val = root ** (3 if cube else 2)
    val_s = fmt(val)
    inside = f"({val_s})" if val.denominator != 1 else val_s
    r = fmt(root)
    eq = f"x{'³' if cube else '²'} = {val_s}"
    if cube:
        answer = f"x = {r}"
        other_root = root.denominator == 1 and isqrt_exact(int(val)) is None
        wrong = [
            (
                f"x = {r} or x = -{r}",
                "added-a-negative-root",
                f"(-{r})³ = -{val_s}, so a negative number cannot work.",
            ),
            (f"x = {fmt(val / 3)}", "divided-by-3", "x³ means x × x × x, not 3 × x."),
            (
                f"x = {fmt(root**2)}" if other_root else f"x = {fmt(val)}",
                "took-the-wrong-root" if other_root else "gave-the-number-itself",
                "Find the number used three times as a factor.",
            ),
        ]
        explanation = f"Take the cube root of both sides: x = ∛{inside} = {r}, because {r} × {r} × {r} = {val_s}. Only one number cubes to {val_s}."
    else:
        answer = f"x = {r} or x = -{r}"
        wrong = [
            (f"x = {r}", "forgot-the-negative-root", f"(-{r})² = {val_s} too, so there are two solutions."),
            (f"x = {fmt(val / 2)} or x = -{fmt(val / 2)}", "divided-by-2", "x² means x × x, not 2 × x."),
            (
                f"x = {fmt(val * val)} or x = -{fmt(val * val)}",
                "squared-instead-of-rooting",
                "Undo a square with a square root.",
            ),
        ]
        explanation = f"Take the square root of both sides. {r} × {r} = {val_s} and (-{r}) × (-{r}) = {val_s}, so x = {r} or x = -{r} (x = ±{r})."
    return Ask(
        f"Solve {eq}. Give every solution.",
        f"The solutions of {eq} are ___." if not cube else f"The solution of {eq} is ___.",
        answer,
        explanation,
        wrong,
        f"{mode}:{val_s}",
        fmt="expression",
        steps=2,
        acceptable=(f"±{r}", f"{r}, -{r}", f"x = ±{r}") if not cube else (r,),
    )


_BANDS = "whole roots, each level from halfway up the level below: square roots easy 2-12, medium 7-15, hard 8-25; cube roots easy 2-5, medium 3-8, hard 5-10; hard also fractions with denominators of 3 or more"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(levels=Levels("size", _BANDS), content_types=WRITTEN, params=RootParams)
def roots(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, ctx.params.modes)
    cube = mode in ("cube-root", "solve-cube")
    tops = (5, 8, 10) if cube else (12, 15, 25)
    if lv == 2 and rng.random() < 0.4:
        a = rng.randint(1, 5 if cube else 12)
        bb = rng.randint(max(a + 1, 3), 6 if cube else 13)  # thirds and smaller: bigger than easy's numbers
        while math.gcd(a, bb) != 1:
            bb += 1
        root = Fraction(a, bb)
    else:
        root = Fraction(tiered(rng, 2, tops, lv))
    asked = (_root if mode in ("square-root", "cube-root") else _solve)(ctx, mode, root, cube)
    mag = digits((root ** (3 if cube else 2)).numerator)
    return build_ask(ctx, asked, mag=mag, standard=std(ctx, "8.EE.A.2"))
