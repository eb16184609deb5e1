"""Multi-digit multiplication: up to four digits by one digit and two digits by two digits, with the
standard algorithm, area models, partial products and stories (4.NBT.B.5)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

from pydantic import Field

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.draw.fraction_models import area_model
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import draw, pick_size
from educontent.generation.kit.math_forms import ArithmeticForm, DiagramForm, Misconception, render
from educontent.generation.kit.modes import one_of
from educontent.generation.kit.people import roster
from educontent.generation.kit.types import AR, DG, FB, MC, SA, TF
from educontent.generation.math.nbt._places import expanded, join
from educontent.generation.math.nbt._worked import worked_question
from educontent.generation.numbers.fractions import with_commas as c
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

M = Misconception


@dataclass
class _Product:
    """``a × b`` broken into place-value parts (``b_parts`` is ``[b]`` for a one-digit ``b``)."""

    a: int
    b: int
    a_parts: list[int]
    b_parts: list[int]
    product: int
    prompt: str
    fill: str
    answer: int
    explain: str
    wrongs: list[Misconception]
    task: str = "compute"
    arith: ArithmeticForm | None = None
    diagram: DiagramForm | None = None
    partials: list[int] = field(default_factory=list)


# shapes from the smallest products to the largest
_SHAPES = ("2x1", "3x1", "2x2", "4x1")


def _factors(rng: random.Random, shape: str, level: DifficultyLevel) -> tuple[int, int]:
    if shape == "2x2":
        a, b = draw(rng, 11, 99, level), draw(rng, 11, 99, level)
        return a + (a % 10 == 0), b + (b % 10 == 0)
    digits = int(shape[0])
    a = draw(rng, 10 ** (digits - 1) + 1, 10**digits - 1, level)
    return a + (a % 10 == 0), draw(rng, 2, 9, level)


def _no_carry(a: int, b: int) -> int:
    ds = [int(x) for x in str(a)][::-1]
    out = 0
    for i, d in enumerate(ds):
        part = d * b
        out += (part if i == len(ds) - 1 else part % 10) * 10**i
    return out


def _product(a: int, b: int) -> _Product:
    """The product, its partial products, the worked explanation and the usual slips."""
    product = a * b
    a_parts = expanded(a)
    b_parts = expanded(b) if b >= 10 else [b]
    partials = [x * y for y in b_parts for x in a_parts]
    wrongs = [
        M(c(_no_carry(a, b)), "forgot-to-regroup", "The tens from each step were not carried.")
        if b < 10
        else None,
        M(
            c(a * (b // 10) + a * (b % 10)),
            "forgot-the-place-value-of-the-tens",
            f"{b // 10} in {b} means {b // 10 * 10}.",
        )
        if b >= 10
        else None,
        M(
            c((a // 10) * (b // 10) * 100 + (a % 10) * (b % 10)),
            "multiplied-tens-by-tens-and-ones-by-ones",
            "Every part must multiply every other part.",
        )
        if b >= 10
        else None,
        M(c(product + 10), "fact-slip", "Check each multiplication fact."),
        M(
            c(product - 100) if product > 100 else c(product + 100),
            "addition-slip",
            "Check the adding of the partial products.",
        ),
        M(c(a + b), "added-instead-of-multiplied", "This adds the factors."),
    ]
    explain = (
        f"Break {c(a)} into {join(a_parts)}"
        + (f" and {b} into {join(b_parts)}" if b >= 10 else "")
        + ". Multiply each part: "
        + ", ".join(f"{c(x)} × {c(y)} = {c(x * y)}" for y in b_parts for x in a_parts)
        + f". Add the partial products: {' + '.join(c(x) for x in partials)} = {c(product)}."
    )
    return _Product(
        a,
        b,
        a_parts,
        b_parts,
        product,
        prompt=f"What is {c(a)} × {c(b)}?",
        fill=f"{c(a)} × {c(b)} = ___",
        answer=product,
        explain=explain,
        wrongs=[m for m in wrongs if m is not None],
        partials=partials,
    )


def _compute(work: _Product, rng: random.Random, rank: int) -> None:
    work.arith = ArithmeticForm(work.a, work.b, "×", work.fill, display_format="vertical")


def _area_model(work: _Product, rng: random.Random, rank: int) -> None:
    a, b = work.a, work.b
    show_products = rank == 0
    cells = [[c(x * y) if show_products else f"{c(x)} × {c(y)}" for x in work.a_parts] for y in work.b_parts]
    work.diagram = DiagramForm(
        "array",
        area_model(
            [c(x) for x in work.a_parts],
            [c(y) for y in work.b_parts],
            cells,
            title=f"Area model for {c(a)} × {c(b)}",
            desc=f"An area model for {c(a)} × {c(b)}: one side is split into {join(work.a_parts)}, the other into {join(work.b_parts)}.",
        ),
    )
    work.prompt = f"Use the area model to find {c(a)} × {c(b)}."
    work.task = "represent"


def _partial_products(work: _Product, rng: random.Random, rank: int) -> None:
    """Ask for the last partial product of the chain ``a × b = ... = ... + ___``."""
    a, b, a_parts, b_parts = work.a, work.b, work.a_parts, work.b_parts
    lead = f"{c(a)} × {c(b)} = "
    if b >= 10:
        lead += f"{c(a)} × {c(b_parts[0])} + {c(a)} × {c(b_parts[-1])} = {c(a * b_parts[0])} + ___"
        answer = a * b_parts[-1]
        last_factor = f"{c(a)} × {c(b_parts[-1])}"
    else:
        lead += (
            " + ".join(f"{c(x)} × {b}" for x in a_parts)
            + " = "
            + " + ".join(c(x * b) for x in a_parts[:-1])
            + (" + ___" if len(a_parts) > 1 else "___")
        )
        answer = a_parts[-1] * b
        last_factor = f"{c(a_parts[-1])} × {b}"
    work.fill = lead
    work.prompt = f"Find the missing partial product. {lead}"
    work.answer = answer
    work.explain = f"The missing part is {last_factor} = {c(answer)}. " + work.explain
    work.wrongs = [
        M(c(answer * 10), "put-the-part-in-the-wrong-place", "Check the place value of the part."),
        M(
            c(answer // 10) if answer >= 10 else c(answer + 10),
            "dropped-a-zero",
            "Keep the zeros of each place value.",
        ),
        M(c(work.product), "wrote-the-whole-product", "This is the whole product, not the missing part."),
        M(c(answer + 10), "fact-slip", "Check the multiplication fact."),
    ]
    work.task = "represent"


def _story(work: _Product, rng: random.Random, rank: int) -> None:
    stories = load_bank("math", "nbt-multiply-multidigit")["stories"]
    work.prompt = pick(rng, stories).format(a=c(work.a), b=c(work.b), name=pick(rng, roster("roster-2")))
    work.fill = f"{work.prompt} {c(work.a)} × {c(work.b)} = ___"
    work.task = "word-problem"


_MODES: dict[str, Callable[[_Product, random.Random, int], None]] = {
    "compute": _compute,
    "area-model": _area_model,
    "partial-products": _partial_products,
    "story": _story,
}


class MultiplyParams(one_of(_MODES, default="compute")):
    shapes: list[Literal["2x1", "3x1", "4x1", "2x2"]] = Field(min_length=1)


_BANDS = "the shape (easy the smaller of the skill's: 2x1, 3x1, 2x2, 4x1 digits; hard the larger) and each factor within it: easy the lower 60 %, medium the middle 60 %, hard the upper half (its wrong answers as many digits long as the product)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, FB, TF, SA, AR, DG}, params=MultiplyParams, levels=Levels("size", _BANDS))
def multiply(ctx: GenerationContext) -> Draft:
    p: MultiplyParams = ctx.params
    rng = ctx.rng
    shape = pick_size(rng, sorted(set(p.shapes), key=_SHAPES.index), ctx.level)
    work = _product(*_factors(rng, shape, ctx.level))
    if (
        ctx.level is DifficultyLevel.HARD
    ):  # hard wrong answers have the answer's digits: no estimate rules them out
        work.wrongs = [w for w in work.wrongs if len(w.display) == len(c(work.product))]
    _MODES[p.mode](work, rng, ctx.level.rank)
    q = worked_question(
        work,
        diagram=work.diagram,
        features=Features(
            work.task,  # type: ignore[arg-type]
            len(work.partials) + 1,
            len(str(work.product)),
            "visual" if work.diagram else ("text" if work.task == "word-problem" else "symbolic"),
        ),
        key=f"mu:{p.mode}:{work.a}:{work.b}:{work.prompt[:6]}",
        instructions="Multiply. Use place value.",
    )
    return render(q, ctx.content_type, rng)
