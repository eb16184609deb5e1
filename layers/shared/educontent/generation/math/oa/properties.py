"""Properties of multiplication as strategies: the commutative property (turned arrays), the
associative property (grouping three factors) and the distributive property (splitting a factor)
(3.OA.B.5)."""

from __future__ import annotations

import random
from collections.abc import Callable

from pydantic import Field

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.difficulty import Features
from educontent.generation.draw import svg
from educontent.generation.draw.fraction_models import area_model
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.levels import Banded
from educontent.generation.kit.math_forms import DiagramForm, Misconception, render
from educontent.generation.kit.modes import one_of
from educontent.generation.kit.types import DG, FB, MC, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

M = Misconception


Shown = tuple[str, int, str, list[Misconception], DiagramForm, str, int]
"""(equation with ___, answer, explanation, wrong answers, diagram, key, steps)."""


def _commutative(rng: Banded, top: int) -> Shown:
    a, b = rng.randint(2, top), rng.randint(2, top)
    while b == a:
        b = rng.randint(2, max(3, top))
    if rng.random() < 0.5:
        equation, answer = f"{a} × {b} = {b} × ___", a
    else:
        equation, answer = f"___ × {a} = {a} × {b}", b
    explain = (
        f"You can multiply in any order and get the same product: {a} × {b} = {b} × {a} = {a * b}. "
        f"So the missing factor is {answer}."
    )
    wrongs = [
        M(str(a * b), "wrote-the-product", "This is the product, not the missing factor."),
        M(str(a + b), "added-the-factors", "This adds the factors."),
        M(
            str(b if answer == a else a),
            "repeated-the-same-factor",
            "Both sides would then use the same number twice.",
        ),
    ]
    diagram = DiagramForm(
        "array",
        svg.dot_array(
            a,
            b,
            title=f"An array of {a} rows of {b}",
            desc=f"An array of dots in {a} rows with {b} dots in each row. Turned, it is {b} rows of {a}.",
        ),
    )
    return equation, answer, explain, wrongs, diagram, f"pc:{a}:{b}:{equation[0]}", 1


def _associative_form(form: int, a: int, b: int, c: int) -> tuple[str, int, list[Misconception]]:
    if form == 0:
        return (
            f"({a} × {b}) × {c} = {a} × (___ × {c})",
            b,
            [
                M(str(a), "moved-the-wrong-factor", "The factor moved is the first one, not the second."),
                M(
                    str(b * c),
                    "multiplied-too-early",
                    "This is the product of the bracket, not the missing factor.",
                ),
                M(str(c), "repeated-the-same-factor", f"{c} is already in the bracket."),
            ],
        )
    if form == 1:
        return (
            f"{a} × {b} × {c} = ___ × {c}",
            a * b,
            [
                M(str(a + b), "added-instead-of-multiplied", f"{a} and {b} must be multiplied."),
                M(str(a * b * c), "wrote-the-product", "This is the whole product, not the missing factor."),
                M(
                    str(b * c),
                    "grouped-the-wrong-factors",
                    f"{b} × {c} is grouped, but {c} is still outside.",
                ),
            ],
        )
    return (
        f"{a} × {b} × {c} = ___",
        a * b * c,
        [
            M(str(a + b + c), "added-instead-of-multiplied", "This adds the three factors."),
            M(str(a * b + c), "added-the-last-factor", f"The {c} must be multiplied, not added."),
            M(str(a * b * (c + 1)), "one-group-too-many", "One extra group was counted."),
        ],
    )


def _associative(rng: Banded, top: int) -> Shown:
    a, b, c = rng.randint(2, 5), rng.randint(2, 5), rng.randint(2, top)
    # hard groups to a product (a × b, or all three): copying a regrouped factor is the easiest form
    form = 1 + rng.randrange(2) if rng.level is DifficultyLevel.HARD else rng.randrange(3)
    equation, answer, wrongs = _associative_form(form, a, b, c)
    explain = (
        f"You can group factors in any way. {a} × {b} = {a * b}, then {a * b} × {c} = {a * b * c}. "
        f"Or {b} × {c} = {b * c}, then {a} × {b * c} = {a * b * c}. The missing number is {answer}."
    )
    diagram = DiagramForm(
        "array",
        svg.dot_array(
            a * b,
            c,
            title=f"{a} × {b} rows of {c}",
            desc=f"An array of dots in {a * b} rows ({a} groups of {b} rows) with {c} dots in each row.",
        ),
    )
    return equation, answer, explain, wrongs, diagram, f"pa:{form}:{a}:{b}:{c}", 2


def _distributive(rng: Banded, top: int) -> Shown:
    a = rng.randint(2, top)
    b1 = pick(rng, (2, 5) if top < 8 or rng.level is DifficultyLevel.EASY else (2, 5, 5, 10))
    b2 = rng.randint(1, max(2, top - 3))
    b = b1 + b2
    if rng.random() < 0.5:
        equation, answer = f"{a} × {b} = {a} × {b1} + {a} × ___", b2
        wrongs = [
            M(str(b), "used-the-whole-factor", f"{b} is the whole factor; it was split into {b1} and {b2}."),
            M(str(a * b2), "wrote-a-product", "This is a product, not the missing factor."),
            M(str(b1), "repeated-the-same-part", f"{b1} is the other part of {b}."),
        ]
    else:
        equation, answer = f"{a} × {b} = {a * b1} + ___", a * b2
        wrongs = [
            M(str(b2), "wrote-the-factor", f"This is the factor {b2}; multiply it by {a}."),
            M(str(a + b2), "added-instead-of-multiplied", f"{a} and {b2} must be multiplied."),
            M(str(a * b), "wrote-the-whole-product", "This is the whole product, not the missing part."),
        ]
    explain = (
        f"Split {b} into {b1} + {b2}. Then {a} × {b} = {a} × {b1} + {a} × {b2} = {a * b1} + {a * b2} = {a * b}. "
        f"The missing number is {answer}."
    )
    diagram = DiagramForm(
        "array",
        area_model(
            [str(b1), str(b2)],
            [str(a)],
            [[f"{a} × {b1}", f"{a} × {b2}"]],
            title=f"{a} × {b} split into {a} × {b1} and {a} × {b2}",
            desc=f"A rectangle {a} by {b} split into {with_article(f'{a} by {b1} part')} and {with_article(f'{a} by {b2} part')}.",
        ),
    )
    return equation, answer, explain, wrongs, diagram, f"pd:{a}:{b1}:{b2}:{equation.count('×')}", 2


_PROPERTIES: dict[str, Callable[[random.Random, int], Shown]] = {
    "commutative": _commutative,
    "associative": _associative,
    "distributive": _distributive,
}


class PropertyParams(one_of(_PROPERTIES, "property")):
    max_factor: int = Field(default=10, ge=2, le=10)


_BANDS = "each factor from its range's band: easy the lower 60 %, medium the middle 60 %, hard the upper half (factors to 10: easy 2-7, medium 4-8, hard 6-10; the grouped factors 2-5); hard asks for the product of the grouped factors or of all three, not a regrouped factor; past easy the distributive split may use 10"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={FB, MC, TF, SA, DG}, params=PropertyParams, levels=Levels("size", _BANDS))
def properties(ctx: GenerationContext) -> Draft:
    p: PropertyParams = ctx.params
    rng = ctx.rng
    banded = Banded(rng, ctx.level)
    equation, answer, explain, wrongs, diagram, key, steps = _PROPERTIES[p.property](banded, p.max_factor)
    prompt = f"What number makes this true? {equation}"
    features = Features("reason", steps, len(str(max(answer, 10))), "symbolic")
    question = Asked(prompt, str(answer), explain, wrongs, equation, key, answer).by_value(
        answer, diagram=diagram, features=features, instructions="Use the properties of multiplication."
    )
    return render(question, ctx.content_type, rng)
