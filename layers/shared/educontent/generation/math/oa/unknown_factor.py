"""Unknown numbers in multiplication and division equations (a × ? = c, ? ÷ a = b, ...), and
division through its related multiplication fact (3.OA.A.4, 3.OA.B.6)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.difficulty import Features
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import ArithmeticForm, MathQuestion, Misconception, render
from educontent.generation.kit.types import AR, FB, MC, SA, TF
from educontent.generation.kit.wrong_answers import non_negative, wrong_answers
from educontent.generation.math.oa._equal_groups import top_factor
from educontent.generation.registry import Draft, GenerationContext, generator

M = Misconception


class UnknownParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    forms: list[Literal["a*?=c", "?*b=c", "c/?=b", "?/a=b", "c=a*?"]] = Field(min_length=1)
    symbol: Literal["?", "n", "box"] = "?"
    relate: bool = Field(default=False, description="Ask a division through its related multiplication.")
    max_factor: int = Field(default=10, ge=2, le=10)


Form = Callable[[int, int, int, str], tuple[int, str, ArithmeticForm, str]]
"""(a, b, c = a × b, symbol) -> (answer, equation with the symbol, arithmetic form, explanation)."""

_FORMS: dict[str, Form] = {
    "a*?=c": lambda a, b, c, sym: (
        b,
        f"{a} × {sym} = {c}",
        ArithmeticForm(a, b, "×", f"{a} × ___ = {c}", missing="operand2"),
        f"Think: {a} times what is {c}? {a} × {b} = {c}, so {sym} = {b}. You can also divide: {c} ÷ {a} = {b}.",
    ),
    "?*b=c": lambda a, b, c, sym: (
        a,
        f"{sym} × {b} = {c}",
        ArithmeticForm(a, b, "×", f"___ × {b} = {c}", missing="operand1"),
        f"Think: what times {b} is {c}? {a} × {b} = {c}, so {sym} = {a}.",
    ),
    "c=a*?": lambda a, b, c, sym: (
        b,
        f"{c} = {a} × {sym}",
        ArithmeticForm(a, b, "×", f"{a} × ___ = {c}", missing="operand2"),
        f"Think: {a} times what is {c}? {a} × {b} = {c}, so {sym} = {b}.",
    ),
    "c/?=b": lambda a, b, c, sym: (
        a,
        f"{c} ÷ {sym} = {b}",
        ArithmeticForm(c, a, "÷", f"{c} ÷ ___ = {b}", missing="operand2"),
        f"Think: {c} split into groups of {b} makes how many groups? {a} × {b} = {c}, so {sym} = {a}.",
    ),
    "?/a=b": lambda a, b, c, sym: (
        c,
        f"{sym} ÷ {a} = {b}",
        ArithmeticForm(c, a, "÷", f"___ ÷ {a} = {b}", missing="operand1"),
        f"The missing number is {a} groups of {b}: {a} × {b} = {c}, so {sym} = {c}.",
    ),
}


@generator(content_types={AR, FB, MC, TF, SA}, params=UnknownParams)
def unknown_number(ctx: GenerationContext) -> Draft:
    p: UnknownParams = ctx.params
    rng = ctx.rng
    top = top_factor(p.max_factor, ctx.level.rank)
    a, b = rng.randint(2, top), rng.randint(1, top)
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
        answer, shown, arith, explain = _FORMS[form](a, b, c, sym)
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
    question = MathQuestion(
        prompt=prompt,
        answer_display=str(answer),
        answer_value=answer,
        explanation=explain,
        misconceptions=wrong_answers(answer, wrongs, non_negative),
        fill_text=fill,
        arithmetic=arith,
        features=Features("compute" if not p.relate else "reason", 2, len(str(c)), "symbolic"),
        key=f"un:{form}:{p.symbol}:{a}:{b}",
        instructions="Find the missing number.",
    )
    return render(question, ctx.content_type, rng)
