"""Multiplication and division facts within 100, with the result or a factor missing, and the rules
for 0 and 1 (3.OA.C.7)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.difficulty import Features
from educontent.generation.kit.arith_facts import fact_blank
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import (
    MATH_TYPES,
    ArithmeticForm,
    MathQuestion,
    Misconception,
    render,
)
from educontent.generation.kit.types import DG, DT, PC
from educontent.generation.kit.wrong_answers import non_negative, wrong_answers
from educontent.generation.math.oa._equal_groups import product_slips, quotient_slips
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

M = Misconception


class FactParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    operation: Literal["multiply", "divide"]
    factors: list[int] = Field(min_length=1)
    max_other: int = Field(default=10, ge=1, le=12)
    missing: list[Literal["result", "operand1", "operand2"]] = Field(default_factory=lambda: ["result"])


def _wrongs(op: str, a: int, b: int, result: int, missing: str, answer: int) -> list[Misconception]:
    if missing == "result" and op == "×":
        return product_slips(a, b)
    if missing == "result":
        return quotient_slips(a, b, result)
    return [
        M(str(answer + 1), "neighbouring-fact", "This comes from a neighbouring fact."),
        M(str(max(0, answer - 1)), "neighbouring-fact", "This comes from a neighbouring fact."),
        M(
            str(a * b if op == "÷" else result * (b if missing == "operand1" else a)),
            "used-the-wrong-operation",
            "This multiplies when it should divide.",
        ),
    ]


_BANDS = "the other factor (the quotient when dividing), 0 or 1 to 10: easy 0-6, medium 2-8, hard 5-10; the skill's own factors at every level"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=set(MATH_TYPES) - {PC, DG, DT}, params=FactParams, levels=Levels("size", _BANDS))
def facts(ctx: GenerationContext) -> Draft:
    p: FactParams = ctx.params
    rng = ctx.rng
    f = pick(rng, p.factors)
    low = 0 if p.operation == "multiply" else 1
    other = draw(rng, low, max(low, p.max_other), ctx.level)
    missing = pick(rng, p.missing)
    if p.operation == "multiply":
        a, b = (f, other) if rng.random() < 0.5 else (other, f)
        result = a * b
        op = "×"
        if 0 in (a, b):
            missing = "result"  # 0 × ___ = 0 has no single answer
        facts_line = f"{a} × {b} = {result}"
    else:
        if f == 0:
            f = 1
        a, b = f * other, f
        result = other
        op = "÷"
        facts_line = f"{a} ÷ {b} = {result}, because {result} × {b} = {a}"
    expression, answer, prompt = fact_blank(a, op, b, result, missing)
    if f in (0, 1) and op == "×":
        rule = " Any number times 0 is 0." if 0 in (a, b) else " Any number times 1 is that number."
    else:
        rule = ""
    question = MathQuestion(
        prompt=prompt,
        answer_display=str(answer),
        answer_value=answer,
        explanation=f"{facts_line}.{rule}"
        + ("" if missing == "result" else f" The missing number is {answer}."),
        misconceptions=wrong_answers(answer, _wrongs(op, a, b, result, missing, answer), non_negative),
        fill_text=expression,
        arithmetic=ArithmeticForm(a, b, op, expression, missing=missing),  # type: ignore[arg-type]
        features=Features("recall", 1, len(str(max(a, b, result))), "symbolic"),
        key=f"fx:{op}:{a}:{b}:{missing}",
        instructions="Solve.",
    )
    return render(question, ctx.content_type, rng)
