"""Grade 5 multi-digit whole-number multiplication with the standard algorithm, explained with
partial products on an area model (5.NBT.B.5)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.draw.grids import area_model
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import ArithmeticForm, MathQuestion
from educontent.generation.kit.question_builders import clean, diagram, features, finish, mis
from educontent.generation.kit.types import AR, DG, WRITTEN
from educontent.generation.numbers.decimals import commas
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class MultiplyParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    digits: list[tuple[int, int]] = Field(
        min_length=1, description="(digits of the first factor, digits of the second)."
    )
    story: bool = False


_BANDS = "the factors' digits: easy the skill's first shape, medium its second, hard its third (for example 2 by 2, 3 by 2, then 3 by 3 or 4 by 2 digits)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {AR, DG}, params=MultiplyParams, levels=Levels("size", _BANDS))
def multiply_algorithm(ctx: GenerationContext) -> Draft:
    p: MultiplyParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    da, db = p.digits[min(rank, len(p.digits) - 1)]
    a = rng.randint(10 ** (da - 1) + 1, 10**da - 1)
    b = rng.randint(10 ** (db - 1) + 1, 10**db - 1)
    product = a * b
    ones, rest = b % 10, b - b % 10
    wrong = [
        mis(
            commas(a * ones + a * (rest // 10)),
            "forgot-to-shift-the-partial-product",
            f"The tens digit of {b} is worth {rest}, so that partial product ends in 0.",
        ),
        mis(
            commas(product + 10 ** (len(str(product)) - 2)),
            "carrying-slip",
            "Add the regrouped digits carefully.",
        ),
        mis(
            commas(a * ones),
            "multiplied-by-the-ones-only",
            f"Multiply by the whole number {b}, not only its ones digit.",
        ),
        mis(commas(a + b), "added-instead-of-multiplied", "Multiply the factors."),
    ]
    parts = [int(ch) * 10 ** (len(str(b)) - 1 - i) for i, ch in enumerate(str(b)) if ch != "0"]
    explanation = (
        "Break the second factor into place values and multiply each part: "
        + "; ".join(f"{a} × {x} = {commas(a * x)}" for x in parts)
        + f". Add the partial products: {' + '.join(commas(a * x) for x in parts)} = {commas(product)}."
    )
    svg = area_model(
        str(a),
        [str(x) for x in parts],
        [commas(a * x) for x in parts],
        [float(len(str(x))) for x in parts],
        title="An area model",
        desc=f"An area model for {a} × {b}: a rectangle {a} tall split into parts "
        + ", ".join(str(x) for x in parts)
        + " wide, with the partial products "
        + ", ".join(commas(a * x) for x in parts)
        + " inside.",
    )
    if p.story:
        thing = pick(rng, load_bank("math", "nbt-multiply-algorithm")["things"])
        unit = thing.split(" of ")[1]
        prompt = f"A school orders {b} {thing}. Each has {a} {unit}. How many {unit} is that in all?"
        fill = f"A school orders {b} {thing} with {a} {unit} in each. The number of {unit} in all is ___."
        task = "word-problem"
    else:
        prompt = f"What is {a} × {b}?"
        fill = f"{a} × {b} = ___."
        task = "compute"
    q = MathQuestion(
        prompt=prompt,
        answer_display=commas(product),
        answer_value=product,
        explanation=explanation,
        misconceptions=clean(commas(product), wrong),
        fill_text=fill,
        arithmetic=ArithmeticForm(
            operand1=a, operand2=b, operator="×", expression=f"{a} × {b} = ___", display_format="vertical"
        ),
        diagram=diagram("array", svg, f"The area model shows {a} × {b}. What is the product?"),
        features=features(task, len(parts) + 1, len(str(product)), "symbolic"),  # type: ignore[arg-type]
        key=f"mul:{a}:{b}",
    )
    return finish(ctx, q)
