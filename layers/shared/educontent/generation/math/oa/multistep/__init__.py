"""Two-step and multistep word problems with whole numbers: solve them, choose the equation (with a
letter for the unknown) that represents them, or read the numbers from a price table
(3.OA.D.8, 4.OA.A.3).

The problems live in the sibling modules: ``problems`` (the kinds of story) and ``table`` (price
tables)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.difficulty import Features
from educontent.generation.kit.math_forms import MathQuestion, Misconception, render
from educontent.generation.kit.types import DT, FB, MC, SA, TF
from educontent.generation.kit.wrong_answers import non_negative, wrong_answers
from educontent.generation.math.oa.multistep.problems import LARGE_KINDS, SMALL_KINDS, Problem, problem
from educontent.generation.math.oa.multistep.table import table_problem
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

M = Misconception


class MultiStepParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    mode: Literal["solve", "equation", "table"] = "solve"
    size: Literal["small", "large"] = "small"
    letter: str = Field(default="n", pattern="^[a-z]$")


def _solve(pr: Problem, magnitude: int) -> MathQuestion:
    wrongs = [
        M(str(v.numerator), name, reason) for _, v, name, reason in pr.wrongs if v.denominator == 1 and v >= 0
    ]
    wrongs += [
        M(str(pr.answer + 10), "computation-slip", "A ten was added by mistake."),
        M(str(pr.answer + 1), "computation-slip", "This is one more than the answer."),
    ]
    return MathQuestion(
        prompt=pr.text,
        answer_display=str(pr.answer),
        answer_value=pr.answer,
        explanation=pr.explanation + " Check: round the numbers to estimate; the answer should be close.",
        misconceptions=wrong_answers(pr.answer, wrongs, non_negative),
        fill_text=f"{pr.text} Answer: ___",
        features=Features("word-problem", pr.steps, magnitude, "text"),
        key=f"ms:{pr.text}",
        instructions="Solve. Show each step.",
    )


def _equation(pr: Problem, magnitude: int, letter: str) -> MathQuestion:
    return MathQuestion(
        prompt=f"{pr.text} Let {letter} stand for the answer. Which equation can be used to find {letter}?",
        answer_display=f"{letter} = {pr.expr}",
        explanation=f"{pr.explanation} So {letter} = {pr.expr} = {pr.answer}.",
        misconceptions=tuple(
            M(f"{letter} = {e}", name, reason) for e, v, name, reason in pr.wrongs if v != pr.answer
        ),
        fill_text=f"{pr.text} The equation ___ can be used to find {letter}, the answer.",
        answer_format="expression",
        features=Features("represent", pr.steps, magnitude, "text"),
        key=f"me:{pr.text}",
        instructions="Choose the equation that matches the problem.",
    )


_BANDS = "every number in the story or the price table (prices, amounts, groups): easy the lower 60 %, medium the middle 60 %, hard the upper half of its range; hard large problems add three-step kinds, and medium and hard tables ask for change"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, SA, FB, TF, DT}, params=MultiStepParams, levels=Levels("size", _BANDS))
def multistep(ctx: GenerationContext) -> Draft:
    p: MultiStepParams = ctx.params
    rng = ctx.rng
    large = p.size == "large"
    if p.mode == "table":
        return render(table_problem(rng, large, ctx.level), ctx.content_type, rng)
    kinds = LARGE_KINDS if large and ctx.level.rank == 2 else SMALL_KINDS
    pr = problem(rng, large, kinds, ctx.level)
    magnitude = len(str(max(pr.answer, 10)))
    q = _solve(pr, magnitude) if p.mode == "solve" else _equation(pr, magnitude, p.letter)
    return render(q, ctx.content_type, rng)
