"""Addition and subtraction facts (grades 1 and 2): sums and differences within 20 (or 100), with
the unknown in any position, written across or stacked, and as a jump on a number line.

Standards: 1.OA.C.6, 1.OA.D.8, 2.OA.B.2."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.difficulty import Features
from educontent.generation.draw.hop_number_lines import number_line
from educontent.generation.kit.arith_blanks import missing_number
from educontent.generation.kit.arith_facts import fact_blank
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import draw_for
from educontent.generation.kit.math_forms import ArithmeticForm, DiagramForm
from educontent.generation.kit.picture_forms import Mistake, finish
from educontent.generation.kit.types import AR, DG, WRITTEN
from educontent.generation.math.oa._add_sub import add_mistakes, count_back, count_on, sub_mistakes
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class FactsParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    operations: list[Literal["add", "subtract"]] = Field(
        default_factory=lambda: ["add", "subtract"], min_length=1
    )
    min: int = Field(default=0, ge=0)
    within: int = Field(default=20, ge=5, le=100, description="Largest sum or starting number.")
    missing: list[Literal["result", "operand1", "operand2"]] = Field(
        default_factory=lambda: ["result"], min_length=1
    )
    vertical: bool = False


def _result(op: str, a: int, b: int, result: int) -> tuple[str, list[Mistake]]:
    """Explanation and mistakes when the sum or difference is asked."""
    if op == "add":
        explanation = f"Add: {a} + {b} = {result}. {count_on(a, b)}".strip()
        if a < 10 < result and b < 10 and a >= b:
            explanation += f" Make a ten: {a} + {10 - a} = 10, and {b - (10 - a)} more makes {result}."
        return explanation, add_mistakes(a, b)
    explanation = f"Subtract: {a} - {b} = {result}. {count_back(a, b)} Check: {result} + {b} = {a}.".replace(
        "  ", " "
    )
    return explanation, sub_mistakes(a, b)


def _unknown(op: str, a: int, b: int, result: int, missing: str, answer: int) -> tuple[str, list[Mistake]]:
    """Explanation and mistakes when an operand is missing."""
    if op == "add":
        wrong_op = result + (b if missing == "operand1" else a)
    else:
        wrong_op = result - b if missing == "operand1" else a + result
    mistakes: list[Mistake] = [
        (wrong_op, "used-the-wrong-operation", "The numbers were combined the wrong way."),
        (result, "copied-a-number", "This number is already in the equation."),
        (answer + 1, "off-by-one", "This is one too many."),
        (answer - 1, "off-by-one", "This is one too few."),
    ]
    if op == "add":
        known = b if missing == "operand1" else a
        explanation = (
            f"Think: what adds to {known} to make {result}? Count up from {known} to {result}: that is "
            f"{answer}. Check: {a} + {b} = {result}."
        )
    elif missing == "operand1":
        explanation = f"Think: take {b} away from what to leave {result}? {result} + {b} = {a}. Check: {a} - {b} = {result}."
    else:
        explanation = f"Think: {a} take away what leaves {result}? {result} + {answer} = {a}. Check: {a} - {b} = {result}."
    return explanation, mistakes


def _jump(ctx: GenerationContext, op: str, a: int, b: int, result: int, missing: str) -> DiagramForm | None:
    """The fact as one jump on a number line to 10 or 20 (diagram items asking for the result)."""
    line_top = (10 if max(a, result) <= 10 else 20) if max(a, result) <= 20 else None
    if line_top is None or missing != "result" or ctx.content_type is not DG:
        return None
    sym = "+" if op == "add" else "-"
    svg_line = number_line(
        0,
        line_top,
        labels={v: str(v) for v in range(0, line_top + 1)},
        points=[(a, "")],
        jumps=[(a, result, f"{sym}{b}")],
        title="Number line jump",
        desc=f"A number line from 0 to {line_top} with a dot at the start and one jump {'forward' if op == 'add' else 'back'}.",
    )
    return DiagramForm(
        "number-line", svg_line, f"The jump shows {a} {sym} {b}. Where does it land? {a} {sym} {b} = ___"
    )


_BANDS = "the sum or the starting number: easy the lower 60 %, medium the middle 60 %, hard the upper half of the skill's limit (10 or 20); skills that stop at medium: medium the upper 60 %"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {AR, DG}, params=FactsParams, levels=Levels("size", _BANDS))
def add_sub_facts(ctx: GenerationContext) -> Draft:
    p: FactsParams = ctx.params
    rng = ctx.rng
    op = pick(rng, p.operations)
    if op == "add":
        total = draw_for(ctx, max(2 * p.min, 1), p.within)
        a = rng.randint(p.min, total - p.min)
        b = total - a
        result = a + b
    else:
        a = draw_for(ctx, max(p.min, 1), p.within)
        b = rng.randint(p.min, a)
        result = a - b
    missing = "result" if ctx.content_type is DG else pick(rng, p.missing)
    sym = "+" if op == "add" else "-"
    expression, answer, prompt = fact_blank(a, sym, b, result, missing)
    if missing == "result":
        explanation, mistakes = _result(op, a, b, result)
    else:
        explanation, mistakes = _unknown(op, a, b, result, missing, answer)
    q = missing_number(
        expression,
        answer,
        explanation,
        mistakes,
        prompt,
        arithmetic=ArithmeticForm(
            a,
            b,
            sym,
            expression,
            missing=missing,  # type: ignore[arg-type]
            display_format="vertical" if p.vertical and missing == "result" else "horizontal",
        ),
        diagram=_jump(ctx, op, a, b, result, missing),
        features=Features(
            task="recall" if max(a, b, result) <= 10 else "compute",
            steps=1 + (missing != "result"),
            magnitude=len(str(max(a, b, result))),
            representation="symbolic",
        ),
        key=f"facts:{op}:{a}:{b}:{missing}",
        instructions="Solve.",
    )
    return finish(q, ctx)
