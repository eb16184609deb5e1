"""Whole-number addition, subtraction, multiplication and division (K-5 OA and NBT): facts,
multi-digit computation, missing operands, and one-step story problems. Misconceptions are the classic ones: the wrong
operation, counting off by one, forgetting to regroup, a neighbouring fact."""

from __future__ import annotations

import random
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from educontent.core.catalog_records import ContentType, DifficultyLevel
from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.kit.arith_facts import fact_blank
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.levels import band
from educontent.generation.kit.math_forms import (
    MATH_TYPES,
    ArithmeticForm,
    MathQuestion,
    Misconception,
    render,
)
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

Operation = Literal["add", "subtract", "multiply", "divide"]
SYMBOL = {"add": "+", "subtract": "-", "multiply": "×", "divide": "÷"}


class OperationParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    operation: Operation
    min: int = Field(default=0, ge=0, description="Smallest operand (divisor and factors for ×, ÷).")
    max: int = Field(ge=1, description="Largest operand (factors for ×, divisor and quotient for ÷).")
    within: int | None = Field(
        default=None, description="+/-: the sum or the starting number is at most this."
    )
    missing: list[Literal["result", "operand1", "operand2"]] = Field(default_factory=lambda: ["result"])
    vertical: bool = False
    story: bool = Field(default=False, description="Ask as a one-step story problem.")
    regroup: Literal["any", "never", "always"] = "any"

    @model_validator(mode="after")
    def _range(self) -> OperationParams:
        if self.min > self.max:
            raise ValueError("min > max")
        return self


def _digits(n: int) -> list[int]:
    return [int(d) for d in str(n)][::-1]


def _needs_regroup(a: int, b: int, op: Operation) -> bool:
    da, db = _digits(a), _digits(b)
    for i in range(max(len(da), len(db))):
        x = da[i] if i < len(da) else 0
        y = db[i] if i < len(db) else 0
        if op == "add" and x + y > 9:
            return True
        if op == "subtract" and x < y:
            return True
    return False


def _no_carry_sum(a: int, b: int) -> int:
    da, db = _digits(a), _digits(b)
    out = [
        ((da[i] if i < len(da) else 0) + (db[i] if i < len(db) else 0)) % 10
        for i in range(max(len(da), len(db)))
    ]
    return int("".join(str(d) for d in reversed(out)))


def _smaller_from_larger(a: int, b: int) -> int:
    da, db = _digits(a), _digits(b)
    out = [abs((da[i] if i < len(da) else 0) - (db[i] if i < len(db) else 0)) for i in range(len(da))]
    return int("".join(str(d) for d in reversed(out)))


def _int(rng: random.Random, low: int, high: int) -> int:
    """Uniform integer in [low, high] from one ``random()`` draw (faster than ``randint``)."""
    return low + int(rng.random() * (high - low + 1))


def _pick(rng: random.Random, params: OperationParams, level: DifficultyLevel) -> tuple[int, int]:
    """Operands from the level's band (kit.levels): for sums within a limit the band is the sum's,
    for differences the starting number's, otherwise each operand's (factors, divisor and quotient)."""
    low, top = band(params.min, params.max, level)
    op = params.operation
    for _ in range(200):
        if op == "add" and params.within:
            s_low, s_top = band(2 * params.min, min(params.within, 2 * params.max), level)
            total = _int(rng, s_low, s_top)
            a = _int(rng, max(params.min, total - params.max), min(params.max, total - params.min))
            b = total - a
        elif op == "add":
            a, b = _int(rng, low, top), _int(rng, low, top)
        elif op == "subtract":
            start_low, start_top = band(max(params.min, 1), params.within or params.max, level)
            a = _int(rng, start_low, start_top)
            b = _int(rng, params.min, min(a, params.max))
        elif op == "multiply":
            a, b = _int(rng, low, top), _int(rng, low, top)
        else:
            b = _int(rng, max(1, low), max(1, top))
            a = b * _int(rng, low, top)
        regroups = op in ("add", "subtract") and _needs_regroup(a, b, op)
        if params.regroup != "any" and regroups != (params.regroup == "always"):
            continue
        return a, b
    return a, b


def _story(rng: random.Random, op: Operation, a: int, b: int) -> str:
    bank = load_bank("math", "nbt-arithmetic")
    person = pick(rng, bank["people"])
    things = pick(rng, bank["things"])
    template = pick(rng, bank["stories"][op])
    return template.format(name=person["name"], pronoun=person["pronoun"], things=things, a=a, b=b)


def _misconceptions(op: Operation, a: int, b: int, result: int) -> list[Misconception]:
    out: list[Misconception] = []
    if op == "add":
        out.append(
            Misconception(
                str(abs(a - b)), "subtracted-instead-of-added", "This is the difference, not the sum."
            )
        )
        if _needs_regroup(a, b, "add"):
            out.append(
                Misconception(str(_no_carry_sum(a, b)), "forgot-to-regroup", "The extra ten was not carried.")
            )
        out.append(
            Misconception(
                str(result - 1),
                "counted-on-from-wrong-number",
                "Counting on started at the first number, so one was lost.",
            )
        )
        out.append(Misconception(str(result + 1), "counted-one-too-many", "One extra was counted."))
        out.append(Misconception(str(result + 10), "added-an-extra-ten", "A ten was added twice."))
    elif op == "subtract":
        out.append(
            Misconception(str(a + b), "added-instead-of-subtracted", "This is the sum, not the difference.")
        )
        if _needs_regroup(a, b, "subtract"):
            out.append(
                Misconception(
                    str(_smaller_from_larger(a, b)),
                    "subtracted-smaller-digit-from-larger",
                    "Each column took the smaller digit from the larger instead of regrouping.",
                )
            )
        out.append(
            Misconception(
                str(result + 1), "counted-back-one-too-few", "Counting back stopped one step early."
            )
        )
        if result >= 1:
            out.append(
                Misconception(
                    str(result - 1), "counted-back-one-too-many", "Counting back went one step too far."
                )
            )
        out.append(
            Misconception(
                str(result + 10), "regrouped-without-taking-the-ten", "A ten was borrowed but not taken away."
            )
        )
    elif op == "multiply":
        out.append(
            Misconception(
                str(a + b), "added-instead-of-multiplied", "This is the sum of the factors, not the product."
            )
        )
        out.append(Misconception(str(a * (b + 1)), "one-group-too-many", "One extra group was counted."))
        if b >= 1:
            out.append(Misconception(str(a * (b - 1)), "one-group-too-few", "One group was left out."))
        out.append(Misconception(str(result + 10), "fact-slip", "A neighbouring fact was remembered."))
    else:
        out.append(
            Misconception(
                str(a * b), "multiplied-instead-of-divided", "This multiplies the numbers instead of sharing."
            )
        )
        out.append(
            Misconception(
                str(a - b),
                "subtracted-instead-of-divided",
                "This takes the divisor away once instead of finding how many groups.",
            )
        )
        out.append(Misconception(str(result + 1), "one-group-too-many", "One group too many was counted."))
        if result >= 1:
            out.append(Misconception(str(result - 1), "one-group-too-few", "One group too few was counted."))
    return [m for m in out if m.display != str(result) and not m.display.startswith("-")]


def _explain(op: Operation, a: int, b: int, result: int, missing: str) -> str:
    if op == "add":
        base = f"Add the two parts: {a} + {b} = {result}."
        if a >= 10 or b >= 10:
            base += " Add the ones, then the tens (and hundreds), regrouping 10 ones as 1 ten when needed."
    elif op == "subtract":
        base = f"Take {b} away from {a}: {a} - {b} = {result}. Check by adding: {result} + {b} = {a}."
    elif op == "multiply":
        base = f"{count_of(a, 'group')} of {b} {'makes' if a == 1 else 'make'} {a} × {b} = {result}."
    else:
        base = f"Share {a} into groups of {b}: {a} ÷ {b} = {result}, because {result} × {b} = {a}."
    if missing == "operand1" or missing == "operand2":
        base = f"Think of the related fact. {base}"
    return base


_NEEDS_WRONG_ANSWERS = frozenset({ContentType.MULTIPLE_CHOICE, ContentType.TRUE_FALSE})


_BANDS = "of the skill's range (min-max, or the sum's limit for sums within a number): easy the lower 60 %, medium the middle 60 %, hard the upper half, for each factor, the divisor and the quotient, the sum, or the starting number of a difference"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=set(MATH_TYPES), params=OperationParams, levels=Levels("size", _BANDS))
def operations(ctx: GenerationContext) -> Draft:
    params: OperationParams = ctx.params
    rng = ctx.rng
    a, b = _pick(rng, params, ctx.level)
    op = params.operation
    result = _RESULT[op](a, b)
    missing = (
        params.missing[0] if len(params.missing) == 1 else params.missing[rng.randrange(len(params.missing))]
    )
    symbol = SYMBOL[op]
    expression, answer, prompt = fact_blank(a, symbol, b, result, missing)
    story = params.story and missing == "result"
    features = _features(op, a, b, result, story)
    key = f"{op}:{a}:{b}:{missing}"
    instructions = "Read the problem and solve." if params.story else "Solve."
    vertical = params.vertical and missing == "result" and op != "divide"
    wrong = _wrong_answers(ctx.content_type, op, a, b, result, missing, answer)
    fill = expression
    if story:
        prompt = _story(rng, op, a, b)
        fill = f"{prompt} Answer: ___"
    question = MathQuestion(
        prompt=prompt,
        answer_display=str(answer),
        answer_value=answer,
        explanation=_explain(op, a, b, result, missing),
        misconceptions=tuple(wrong),
        fill_text=fill,
        arithmetic=ArithmeticForm(
            operand1=a,
            operand2=b,
            operator=symbol,  # type: ignore[arg-type]
            expression=expression,
            missing=missing,
            display_format="vertical" if vertical else "horizontal",
        ),
        answer_format="number",
        features=features,
        key=key,
        instructions=instructions,
    )
    return render(question, ctx.content_type, rng)


_RESULT = {
    "add": lambda a, b: a + b,
    "subtract": lambda a, b: a - b,
    "multiply": lambda a, b: a * b,
    "divide": lambda a, b: a // b,
}


def _features(op: Operation, a: int, b: int, result: int, story: bool) -> Features:
    task = (
        "word-problem"
        if story
        else ("compute" if max(a, b) >= 10 or op in ("multiply", "divide") else "recall")
    )
    return Features(
        task=task,  # type: ignore[arg-type]
        steps=1 + int(_needs_regroup(a, b, op) if op in ("add", "subtract") else max(a, b) >= 10),
        magnitude=len(str(max(a, b, result))),
        representation="text" if story else "symbolic",
    )


def _wrong_answers(
    content_type: ContentType, op: Operation, a: int, b: int, result: int, missing: str, answer: int
) -> list[Misconception]:
    """Misconceptions only where a wrong answer is shown (choices, a false statement)."""
    if content_type not in _NEEDS_WRONG_ANSWERS:
        return []
    if missing == "result":
        return _misconceptions(op, a, b, result)
    wrong = [
        Misconception(
            str(result + (b if missing == "operand1" else a)),
            "used-the-wrong-operation",
            "The inverse operation was not used.",
        ),
        Misconception(str(answer + 1), "off-by-one", "This is one too many."),
        Misconception(str(max(0, answer - 1)), "off-by-one", "This is one too few."),
        Misconception(str(result), "copied-the-total", "This is the total, not the missing part."),
    ]
    # A zero divisor is not a statement a child should judge; it is never offered.
    return [m for m in wrong if m.display != str(answer) and not (op == "divide" and m.display == "0")]
