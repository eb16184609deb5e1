"""Multi-digit addition and subtraction of whole numbers to 1,000,000 with the standard algorithm,
as computations or stories (4.NBT.B.4)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import draw, pick_size
from educontent.generation.kit.math_forms import ArithmeticForm, Misconception, render
from educontent.generation.kit.types import AR, FB, MC, SA, TF
from educontent.generation.numbers.fractions import with_commas as c
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

M = Misconception


class AddSubParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    operation: Literal["add", "subtract"]
    digits: list[Literal[3, 4, 5, 6]] = Field(min_length=1)
    story: bool = False


def _digitwise(a: int, b: int, op: str) -> int:
    """Column by column without regrouping: the sum's ones digits, or the smaller digit taken from the larger."""
    da, db = str(a)[::-1], str(b)[::-1].ljust(len(str(a)), "0")
    cols = [
        (int(x) + int(y)) % 10 if op == "+" else abs(int(x) - int(y))
        for x, y in zip(da, db.ljust(len(da), "0"), strict=False)
    ]
    return int("".join(str(v) for v in reversed(cols)))


def _slips(a: int, b: int, op: str, answer: int) -> tuple[str, list[Misconception]]:
    """The worked explanation and the usual slips of the standard algorithm."""
    if op == "+":
        explain = f"Line up the places and add from the ones, regrouping 10 of a place as 1 of the next place: {c(a)} + {c(b)} = {c(answer)}."
        return explain, [
            M(
                c(_digitwise(a, b, "+")),
                "forgot-to-regroup",
                "Each regrouped ten must be carried to the next place.",
            ),
            M(c(abs(a - b)), "subtracted-instead-of-added", "This is the difference, not the sum."),
            M(c(answer + 10), "carried-an-extra-ten", "Only carry when a column adds to 10 or more."),
            M(c(answer - 100) if answer > 100 else c(answer + 100), "regrouping-slip", "Check each column."),
        ]
    explain = f"Line up the places and subtract from the ones, regrouping 1 of a place as 10 of the next smaller place when needed: {c(a)} − {c(b)} = {c(answer)}. Check: {c(answer)} + {c(b)} = {c(a)}."
    return explain, [
        M(
            c(_digitwise(a, b, "−")),
            "subtracted-smaller-digit-from-larger",
            "In each column, take the bottom digit from the top digit; regroup when the top is smaller.",
        ),
        M(c(a + b), "added-instead-of-subtracted", "This is the sum, not the difference."),
        M(c(answer + 10), "regrouped-without-taking-away", "A regrouped ten was not taken away."),
        M(c(answer + 100), "regrouping-slip", "Check each column."),
    ]


_BANDS = "the number of digits (easy the fewer of the skill's, hard the more) and the first number within it: easy the lower 60 %, medium the middle 60 %, hard the upper half"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, FB, TF, SA, AR}, params=AddSubParams, levels=Levels("size", _BANDS))
def add_sub(ctx: GenerationContext) -> Draft:
    p: AddSubParams = ctx.params
    rng = ctx.rng
    digits = pick_size(rng, sorted(set(p.digits)), ctx.level)
    a = draw(rng, 10 ** (digits - 1), 10**digits - 1, ctx.level)
    b = rng.randint(10 ** (digits - 2), 10**digits - 1)
    op = "+" if p.operation == "add" else "−"
    if op == "−" and b > a:
        a, b = b, a
    answer = a + b if op == "+" else a - b
    explain, wrongs = _slips(a, b, op, answer)
    expression = f"{c(a)} {op} {c(b)} = ___"
    if p.story:
        stories = load_bank("math", "nbt-add-sub-multidigit")["add" if op == "+" else "subtract"]
        prompt = pick(rng, stories).format(a=c(a), b=c(b))
        fill = f"{prompt} Answer: ___"
    else:
        prompt = f"What is {c(a)} {op} {c(b)}?"
        fill = expression
    q = Asked(prompt, c(answer), explain, wrongs, fill, f"as:{a}:{op}:{b}:{p.story}", answer).by_value(
        answer,
        arithmetic=ArithmeticForm(
            a, b, "+" if op == "+" else "-", expression.replace("−", "-"), display_format="vertical"
        ),
        features=Features(
            "word-problem" if p.story else "compute", 2, digits, "text" if p.story else "symbolic"
        ),
        instructions="Add or subtract. Line up the places.",
    )
    return render(q, ctx.content_type, rng)
