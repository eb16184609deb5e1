"""Grade 5 multiplying a fraction by a whole number or a fraction, with mixed numbers and word
problems (5.NF.B.4, 5.NF.B.6), and multiplication as scaling (5.NF.B.5)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict

from educontent.generation.banks import load_bank
from educontent.generation.draw.svg import fraction_bar
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.levels import draw, level_of
from educontent.generation.kit.math_forms import MathQuestion, Misconception
from educontent.generation.kit.question_builders import arith, clean, diagram, features, finish, mis, name
from educontent.generation.kit.types import AR, DG, WRITTEN
from educontent.generation.math.nf._fraction_draws import DENS, proper
from educontent.generation.numbers.decimals import mixed as fr
from educontent.generation.numbers.decimals import parse_mixed
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class FractionMultiplyParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["whole", "fraction", "word", "scaling"]


@dataclass
class _Product:
    x: Fraction
    y: Fraction
    value: Fraction
    explanation: str
    wrong: list[Misconception]
    prompt: str
    fill: str
    task: str
    displays: tuple[str, str]
    svg: str | None = None


def _then_simpler(numerator: int, denominator: int, simplest: str) -> str:
    """``6/8 = 3/4``, or only ``1/4`` when the product is already in its simplest form."""
    product = f"{numerator}/{denominator}"
    return product if product == simplest else f"{product} = {simplest}"


def _scaling_wrong(kind: str, n: int) -> list[Misconception]:
    return [
        mis(
            f"greater than {n}",
            "thought-multiplying-always-makes-bigger",
            "Multiplying by a fraction less than 1 makes a smaller product.",
        )
        if kind != "greater"
        else mis(
            f"less than {n}",
            "thought-fractions-always-make-smaller",
            "A fraction greater than 1 makes the product greater.",
        ),
        mis(
            f"equal to {n}",
            "ignored-the-size-of-the-fraction",
            "Only a factor equal to 1 keeps the number the same.",
        )
        if kind != "equal"
        else mis(
            f"greater than {n}",
            "thought-multiplying-always-makes-bigger",
            "Multiplying by 1 (any fraction like 4/4) keeps the number the same.",
        ),
        mis(f"less than {n}", "thought-fractions-always-make-smaller", "Compare the fraction with 1.")
        if kind == "equal"
        else mis(
            f"greater than {n}" if kind == "less" else f"equal to {n}",
            "ignored-the-size-of-the-fraction",
            "Compare the fraction with 1.",
        ),
    ]


def _scaling(ctx: GenerationContext) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    n = rng.randint((4, 10, 30)[rank], (12, 30, 100)[rank])
    kind = pick(rng, ("less", "greater", "equal") if rank else ("less", "greater"))
    if kind == "less":
        f = proper(rng, DENS[rank])
    elif kind == "greater":
        d = pick(rng, DENS[rank])
        f = Fraction(rng.randint(d + 1, 2 * d + d // 2), d)
        if f.denominator == 1:
            f += Fraction(1, d)
    else:
        d = pick(rng, DENS[rank])
        f = Fraction(d, d)
    shown = (
        f"{f.numerator}/{f.denominator}"
        if f == 1
        else fr(f)
        if f < 1 or rank
        else f"{f.numerator}/{f.denominator}"
    )
    answer = {"less": f"less than {n}", "greater": f"greater than {n}", "equal": f"equal to {n}"}[kind]
    why = {
        "less": f"{shown} is less than 1, so {shown} × {n} is less than {n}.",
        "greater": f"{shown} is greater than 1, so {shown} × {n} is greater than {n}.",
        "equal": f"{shown} is equal to 1, so {shown} × {n} is equal to {n}.",
    }[kind]
    q = MathQuestion(
        prompt=f"Without multiplying, is {shown} × {n} greater than, less than, or equal to {n}?",
        answer_display=answer,
        explanation=why,
        misconceptions=clean(answer, _scaling_wrong(kind, n)),
        fill_text=f"Without multiplying, {shown} × {n} is ___.",
        answer_format="text",
        features=features("reason", 1, len(str(n)), "symbolic"),
        key=f"scale:{shown}:{n}",
    )
    return finish(ctx, q)


def _by_whole(rng: random.Random, rank: int) -> _Product:
    x = proper(rng, DENS[rank])
    q_ = (
        x.denominator * draw(rng, 1, 6, level_of(rank))
        if rank < 2 or rng.random() < 0.6
        else rng.randint(13, 24)  # hard: sometimes a whole number the denominator need not divide
    )
    y = Fraction(q_)
    value = x * y
    expl = f"{fr(x)} × {q_} means {x.numerator} of the {x.denominator} equal parts of {q_}: ({x.numerator} × {q_}) ÷ {x.denominator} = {_then_simpler(x.numerator * q_, x.denominator, fr(value))}."
    wrong = [
        mis(
            str(x.numerator * q_),
            "forgot-to-divide-by-the-denominator",
            f"Divide by {x.denominator} after multiplying by {x.numerator}.",
        ),
        mis(
            fr(Fraction(x.numerator * q_, x.denominator * q_)),
            "multiplied-the-denominator-too",
            "Multiply only the numerator by the whole number.",
        ),
        mis(fr(x + q_), "added-instead-of-multiplied", "Multiply the fraction and the whole number."),
        mis(
            fr(Fraction(q_, x.denominator)),
            "found-a-unit-fraction-of-the-whole",
            f"{fr(x)} of {q_} is {count_of(x.numerator, 'part')} of size {fr(Fraction(q_, x.denominator))}.",
        ),
    ]
    svg = None
    if q_ % x.denominator == 0 and q_ // x.denominator <= 12 and q_ <= 24:
        svg = fraction_bar(
            x.denominator,
            x.numerator,
            title=f"{fr(x)} of {q_}",
            desc=f"A bar standing for {q_} cut into {x.denominator} equal parts of {q_ // x.denominator}; {count_of(x.numerator, 'part')} {'is' if x.numerator == 1 else 'are'} shaded.",
        )
    return _Product(
        x,
        y,
        value,
        expl,
        wrong,
        f"What is {fr(x)} × {q_}?",
        f"{fr(x)} × {q_} = ___.",
        "compute",
        (fr(x), str(q_)),
        svg,
    )


def _factors(rng: random.Random, rank: int, mode: str) -> tuple[Fraction, Fraction]:
    if mode == "fraction":
        x, y = proper(rng, DENS[rank]), proper(rng, DENS[rank])
        if rank == 2 and rng.random() < 0.5:
            x += rng.randint(1, 3)
        return x, y
    x = proper(rng, DENS[rank]) + draw(rng, 1, 6, level_of(rank))
    y = proper(rng, DENS[rank]) if rng.random() < 0.6 else proper(rng, DENS[rank]) + rng.randint(1, 3)
    return x, y


def _product_wrong(x: Fraction, y: Fraction, value: Fraction) -> list[Misconception]:
    ix, iy = Fraction(x.numerator, x.denominator), Fraction(y.numerator, y.denominator)
    both = x > 1 and y > 1
    return [
        mis(
            fr(Fraction(ix.numerator * iy.numerator, ix.denominator + iy.denominator)),
            "added-the-denominators",
            "Multiply the denominators too.",
        ),
        mis(
            fr(Fraction(ix.numerator * iy.denominator, ix.denominator * iy.numerator)),
            "cross-multiplied",
            "Multiply numerator by numerator and denominator by denominator.",
        ),
        mis(fr(x + y), "added-instead-of-multiplied", "The problem asks for a product."),
        mis(
            fr(int(x) * int(y) + (x - int(x)) * (y - int(y)))
            if both
            else fr(value + Fraction(1, ix.denominator * iy.denominator)),
            "multiplied-wholes-and-fractions-separately" if both else "multiplication-slip",
            "Change mixed numbers to fractions before multiplying." if both else "Recheck the products.",
        ),
    ]


def _by_fraction(rng: random.Random, rank: int, mode: str) -> _Product:
    x, y = _factors(rng, rank, mode)
    value = x * y
    ix, iy = Fraction(x.numerator, x.denominator), Fraction(y.numerator, y.denominator)
    expl = (
        (
            (
                f"Write the mixed numbers as fractions: {fr(x)} = {x.numerator}/{x.denominator}"
                + (f" and {fr(y)} = {y.numerator}/{y.denominator}" if y > 1 else "")
                + ". "
            )
            if x > 1 or y > 1
            else ""
        )
        + f"Multiply numerators and denominators: ({ix.numerator} × {iy.numerator})/({ix.denominator} × {iy.denominator}) = {_then_simpler(ix.numerator * iy.numerator, ix.denominator * iy.denominator, fr(value))}."
    )
    wrong = _product_wrong(x, y, value)
    if mode == "word":
        template = pick(rng, load_bank("math", "nf-multiply-fractions")["stories"])
        prompt = template.format(who=name(rng), x=fr(x), y=fr(y))
        fill = prompt.rsplit(". ", 1)[0] + ". The answer is ___."
        task = "word-problem"
    else:
        prompt = f"What is {fr(x)} × {fr(y)}?"
        fill = f"{fr(x)} × {fr(y)} = ___."
        task = "compute"
    return _Product(x, y, value, expl, wrong, prompt, fill, task, (fr(x), fr(y)))


_BANDS = "denominators: easy 2-8, medium 4-9, hard 6-12; whole numbers and whole parts from the lower 60 %, middle 60 % or upper half of 1-6 (a fraction times a whole number: that many times the denominator, or at hard sometimes any whole number 13-24); the number scaled: easy 4-12, medium 10-30, hard 30-100"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {AR, DG}, params=FractionMultiplyParams, levels=Levels("size", _BANDS))
def multiply_fractions(ctx: GenerationContext) -> Draft:
    p: FractionMultiplyParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    if p.mode == "scaling":
        return _scaling(ctx)
    made = _by_whole(rng, rank) if p.mode == "whole" else _by_fraction(rng, rank, p.mode)
    value, displays = made.value, made.displays
    answer = fr(value)
    wrong = [m for m in made.wrong if parse_mixed(m.display) != value]
    q = MathQuestion(
        prompt=made.prompt,
        answer_display=answer,
        answer_value=answer if value.denominator != 1 else int(value),
        explanation=made.explanation,
        misconceptions=clean(answer, wrong),
        fill_text=made.fill,
        arithmetic=arith(made.x, "×", made.y, f"{displays[0]} × {displays[1]} = ___", displays=displays),
        diagram=diagram("fraction-bar", made.svg, made.prompt) if made.svg else None,
        answer_format="fraction" if value.denominator != 1 else "number",
        features=features(made.task, 2, 2, "text" if made.task == "word-problem" else "symbolic"),  # type: ignore[arg-type]
        key=f"fmul:{p.mode}:{made.x}:{made.y}",
    )
    return finish(ctx, q)
