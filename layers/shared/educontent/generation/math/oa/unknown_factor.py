"""Unknown numbers in multiplication and division equations (a × ? = c, ? ÷ a = b, ...), and
division through its related multiplication fact (3.OA.A.4, 3.OA.B.6). The forms of equation and
their explanations come from ``catalog_data/content/math/oa-unknown-factor.json``."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import ArithmeticForm, Misconception, render
from educontent.generation.kit.types import AR, FB, MC, SA, TF
from educontent.generation.math.oa._equal_groups import FACTOR_LEVELS, factor_pair
from educontent.generation.registry import Draft, GenerationContext, generator

M = Misconception


class UnknownParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    forms: list[Literal["a*?=c", "?*b=c", "c/?=b", "?/a=b", "c=a*?"]] = Field(min_length=1)
    symbol: Literal["?", "n", "box"] = "?"
    relate: bool = Field(default=False, description="Ask a division through its related multiplication.")
    max_factor: int = Field(default=10, ge=2, le=10)


def _form(form: str, a: int, b: int, c: int, sym: str) -> tuple[int, str, ArithmeticForm, str]:
    """(answer, equation with the symbol, arithmetic form, explanation) of ``form``, from its templates
    in ``catalog_data/content/math/oa-unknown-factor.json``."""
    shown = load_bank("math", "oa-unknown-factor")["forms"][form]
    values = {"a": a, "b": b, "c": c}
    arithmetic = shown["arithmetic"]
    arith = ArithmeticForm(
        values[arithmetic["operand1"]],
        values[arithmetic["operand2"]],
        arithmetic["operator"],
        arithmetic["expression"].format(**values),
        missing=arithmetic["missing"],
    )
    return (
        values[shown["unknown"]],
        shown["equation"].format(sym=sym, **values),
        arith,
        shown["explanation"].format(sym=sym, **values),
    )


@generator(
    content_types={AR, FB, MC, TF, SA},
    params=UnknownParams,
    levels=FACTOR_LEVELS,
)
def unknown_number(ctx: GenerationContext) -> Draft:
    p: UnknownParams = ctx.params
    rng = ctx.rng
    a, b = factor_pair(ctx, p.max_factor, low=1)
    c = a * b
    sym = {"?": "?", "n": "n", "box": "□"}[p.symbol]
    if p.relate:  # c ÷ a = ? through a × ? = c
        form, answer = "relate", b
        prompt = f"Use the related multiplication fact {a} × {sym} = {c}. What is {c} ÷ {a}?"
        fill = f"Think {a} × {sym} = {c}. So {c} ÷ {a} = ___"
        arith = ArithmeticForm(c, a, "÷", f"{c} ÷ {a} = ___")
        explain = (
            f"Division is finding a missing factor. Ask: {a} times what is {c}? {a} × {b} = {c}, "
            f"so {c} ÷ {a} = {b}."
        )
    else:
        form = pick(rng, p.forms)
        answer, shown, arith, explain = _form(form, a, b, c, sym)
        prompt = f"What number does {sym} stand for? {shown}"
        fill = shown.replace(sym, "___")
    wrongs = [
        M(
            str(a * b * a if answer == b else c * a),
            "multiplied-instead-of-divided",
            "This multiplies the numbers shown.",
        ),
        M(
            str(c - a if answer != c else c - b),
            "subtracted-instead",
            "This subtracts instead of finding the missing factor.",
        ),
        M(str(answer + 1), "off-by-one", "This is one more than the missing number."),
        M(str(answer - 1), "off-by-one", "This is one less than the missing number."),
    ]
    asked = Asked(prompt, str(answer), explain, wrongs, fill, f"un:{form}:{p.symbol}:{a}:{b}", answer)
    question = asked.by_value(
        answer,
        arithmetic=arith,
        features=Features("compute" if not p.relate else "reason", 2, len(str(c)), "symbolic"),
        instructions="Find the missing number.",
    )
    return render(question, ctx.content_type, rng)
