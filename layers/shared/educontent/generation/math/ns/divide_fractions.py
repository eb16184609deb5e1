"""Dividing fractions by fractions (6.NS.A.1): in symbols, in stories (servings, pieces, a missing
side, the amount in a whole) and with fraction-bar models (how many groups of one fraction fit in
another)."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from educontent.generation.banks import load_bank
from educontent.generation.draw import svg
from educontent.generation.kit.answer_forms import acceptable_forms, question, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.math_forms import ArithmeticForm, DiagramForm, MathQuestion, Misconception
from educontent.generation.kit.modes import emit_mode, one_of
from educontent.generation.kit.types import AR, DG, WRITTEN
from educontent.generation.numbers.rationals import fx
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

F = Fraction


def _fraction(rng: random.Random, dens: tuple[int, ...], proper: bool = True) -> Fraction:
    d = pick(rng, dens)
    return F(rng.randint(1, d - 1), d) if proper else F(rng.randint(d + 1, 3 * d), d)


def _division_pair(rng: random.Random, lvl: int) -> tuple[Fraction, Fraction]:
    while True:
        if lvl == 0:
            if rng.random() < 0.5:
                a, b = F(rng.randint(1, 6)), F(1, pick(rng, (2, 3, 4, 5, 6, 8)))
            else:
                a, b = F(1, pick(rng, (2, 3, 4))), F(1, pick(rng, (6, 8, 12)))
        elif lvl == 1:
            a, b = _fraction(rng, (2, 3, 4, 5, 6, 8)), _fraction(rng, (2, 3, 4, 5, 6, 8))
        else:
            a, b = _fraction(rng, (2, 3, 4, 5), proper=False), _fraction(rng, (2, 3, 4, 6, 8))
        if a != b and (a / b).denominator <= 12:
            return a, b


def _divide_explain(a: Fraction, b: Fraction) -> str:
    q = a / b
    recip = 1 / b
    return (
        f"To divide by {fx(b)}, multiply by its reciprocal {fx(recip, mixed=False)}: "
        f"{fx(a, mixed=False)} × {fx(recip, mixed=False)} = {fx(a * recip, mixed=False)}"
        + (f" = {fx(q)}" if fx(q) != fx(q, mixed=False) else "")
        + f". Check: {fx(q)} × {fx(b)} = {fx(a)}."
    )


def _division_wrongs(a: Fraction, b: Fraction, answer: str) -> tuple[Misconception, ...]:
    q = a / b
    return wrongs(
        answer,
        [
            (
                fx(a * b),
                "multiplied-without-the-reciprocal",
                "Dividing by a fraction means multiplying by its reciprocal (flip the divisor).",
            ),
            (
                fx(1 / q),
                "flipped-the-wrong-fraction",
                "Flip the divisor (the second fraction), not the first one.",
            ),
            (
                fx(F(a.numerator * b.numerator, a.denominator + b.denominator))
                if a.denominator != 1
                else fx(a + b),
                "combined-numerators-and-denominators",
                "Fractions are not divided by combining tops and bottoms; multiply by the reciprocal.",
            ),
        ],
        fallback=q,
    )


def _quotient(
    a: Fraction, b: Fraction, prompt: str, fill: str, explanation: str, task: str, key: str, **forms: Any
) -> MathQuestion:
    """A question whose answer is a ÷ b, with the usual slips of fraction division as wrong answers."""
    q = a / b
    answer = fx(q)
    return question(
        prompt=prompt,
        fill=fill,
        answer=answer,
        answer_format="fraction",
        acceptable=acceptable_forms(q),
        explanation=explanation,
        wrong=_division_wrongs(a, b, answer),
        task=task,
        steps=2,
        magnitude=1,
        key=key,
        **forms,
    )


def _divide_fractions(rng: random.Random, lvl: int) -> MathQuestion:
    a, b = _division_pair(rng, lvl)
    return _quotient(
        a,
        b,
        f"What is {fx(a)} ÷ {fx(b)}?",
        f"{fx(a)} ÷ {fx(b)} = ___",
        _divide_explain(a, b),
        "compute",
        f"fdiv:{a}:{b}",
        arithmetic=ArithmeticForm(a, b, "÷", f"{fx(a)} ÷ {fx(b)} = ___", operand_displays=(fx(a), fx(b))),
    )


def _counted(quantity: Fraction, unit: str | None) -> str:
    """``quantity`` as a fraction, with ``unit`` (singular) in the number it asks for."""
    return fx(quantity) if unit is None else count_of(quantity, unit, fx(quantity))


def _fraction_story(rng: random.Random, lvl: int) -> MathQuestion:
    story = pick(rng, load_bank("math", "ns-divide-fractions")["stories"])
    setup = story["setup"]
    a, b = _division_pair(rng, lvl)
    if setup.startswith("{b}") and b >= 1:
        b = _fraction(rng, (2, 3, 4, 5, 6, 8))
    if story["whole"]:
        a = b * rng.randint(2, (6, 9, 12)[lvl])
    stem = setup.format(a=_counted(a, story["aUnit"]), b=_counted(b, story.get("bUnit")))
    stem = stem[0].upper() + stem[1:]
    return _quotient(
        a,
        b,
        f"{stem} {story['ask']}",
        f"{stem} {story['tail']}",
        (
            f"Divide {fx(a)} by {fx(b)} to find how many {fx(b)}s fit in {fx(a)}"
            + (" (the amount for 1 whole bag)" if setup.startswith("{b}") else "")
            + ". "
            + _divide_explain(a, b)
        ),
        "word-problem",
        f"fstory:{setup[:12]}:{a}:{b}",
    )


def _fraction_model(rng: random.Random, lvl: int) -> MathQuestion:
    d = pick(rng, (2, 3, 4, 5, 6) if lvl < 2 else (3, 4, 6, 8))
    c = 1 if lvl == 0 else rng.randint(1, max(1, d - 1))
    bars = rng.randint(1, 3)
    m = rng.randint(max(c + 1, (bars - 1) * d + 1), bars * d)
    if lvl == 0:
        m -= m % c
    a, b = F(m, d), F(c, d)
    q = a / b
    picture = svg.fraction_bar(
        d,
        m,
        bars=bars,
        title="Fraction bars",
        desc=f"{bars} bar{'s' if bars > 1 else ''}, each one whole cut into {d} equal parts. {m} parts are shaded.",
    )
    ask = f"Each bar is 1 whole. The shaded parts show {fx(a)}. How many groups of {fx(b)} are in {fx(a)}?"
    answer = fx(q)
    return _quotient(
        a,
        b,
        ask,
        f"Each bar is 1 whole. The shaded parts show {fx(a)}. The number of groups of {fx(b)} in {fx(a)} is ___.",
        (
            f"Each part is 1/{d}. {fx(a)} is {m} parts and one group of {fx(b)} is {c} part{'s' if c > 1 else ''}. "
            f"{m} ÷ {c} = {fx(q)}, so {fx(a)} ÷ {fx(b)} = {answer}."
        ),
        "represent",
        f"fmodel:{m}:{d}:{c}:{bars}",
        diagram=DiagramForm("fraction-bar", picture, question=ask),
    )


_BUILDERS = {"compute": _divide_fractions, "story": _fraction_story, "model": _fraction_model}
FractionDivisionParams = one_of(_BUILDERS, name="FractionDivisionParams")


_BANDS = "easy: a whole number or unit fraction divided by a unit fraction; medium: a proper fraction divided by a proper fraction; hard: an improper fraction divided by a fraction (models: unit fractions, then any fraction, then eighths)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={AR, *WRITTEN, DG}, params=FractionDivisionParams, levels=Levels("form", _BANDS))
def divide_fractions(ctx: GenerationContext) -> Draft:
    return emit_mode(ctx, _BUILDERS)
