"""The equal sign (grade 1): equations with the blank on either side and arithmetic on both sides
(``7 + 5 = ___ + 4``), and which equation is true.

Standards: 1.OA.D.7."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.difficulty import Features
from educontent.generation.kit.arith_blanks import missing_number
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.picture_forms import Mistake, finish, wrongs
from educontent.generation.kit.types import WRITTEN
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class EqualSignParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    within: int = Field(default=20, ge=5, le=100)
    ask: Literal["missing", "which-true"] = "missing"


class _Equation(NamedTuple):
    """An equation with a blank, the number that fills it, wrong numbers and the explanation."""

    text: str
    answer: int
    mistakes: list[Mistake]
    explanation: str


def _both_sides_sum(ctx: GenerationContext, form: int, top: int, a: int, b: int) -> _Equation:
    """form 0: ``a + b = ___ + d``; form 1: ``a + b = d + ___``"""
    rng = ctx.rng
    s = a + b
    d = rng.randint(1, s - 1) if s > 1 else 0
    answer = s - d
    text = f"{a} + {b} = ___ + {d}" if form == 0 else f"{a} + {b} = {d} + ___"
    explanation = (
        f"{a} + {b} = {s}. The other side must also be {s}: {s} - {d} = {answer}, and {answer} + {d} = {s}."
    )
    mistakes: list[Mistake] = [
        (
            s,
            "wrote-the-answer-to-the-first-part",
            "The equal sign means both sides are the same amount, not 'write the answer next'.",
        ),
        (s + d, "added-all-the-numbers", "Only the numbers on one side are added together."),
        (answer + 1, "off-by-one", "This is one too many."),
    ]
    return _Equation(text, answer, mistakes, explanation)


def _blank_first(ctx: GenerationContext, form: int, top: int, a: int, b: int) -> _Equation:
    """``___ = a + b``"""
    s = a + b
    answer = s
    text = f"___ = {a} + {b}"
    explanation = f"The equal sign can come first. {a} + {b} = {s}, so {s} = {a} + {b}."
    mistakes: list[Mistake] = [
        (abs(a - b), "subtracted-instead-of-added", "This is the difference, not the sum."),
        (s + 1, "off-by-one", "This is one too many."),
        (max(a, b), "copied-a-number", "The blank must equal the whole other side."),
    ]
    return _Equation(text, answer, mistakes, explanation)


def _missing_part(ctx: GenerationContext, form: int, top: int, a: int, b: int) -> _Equation:
    """``s = a + ___``"""
    s = a + b
    answer = b
    text = f"{s} = {a} + ___"
    explanation = f"Both sides must be {s}. {a} + {b} = {s}, so the missing number is {b}."
    mistakes: list[Mistake] = [
        (s + a, "added-all-the-numbers", "The blank is a part of the other side."),
        (s, "copied-a-number", "The blank is the missing part."),
        (b + 1, "off-by-one", "This is one too many."),
    ]
    return _Equation(text, answer, mistakes, explanation)


def _blank_minus(ctx: GenerationContext, form: int, top: int, a: int, b: int) -> _Equation:
    """``a + b = ___ - d``"""
    rng = ctx.rng
    s = a + b
    d = rng.randint(1, top - s) if s < top else 1
    answer = s + d
    text = f"{a} + {b} = ___ - {d}"
    explanation = (
        f"{a} + {b} = {s}. Which number minus {d} is {s}? {s} + {d} = {answer}, and {answer} - {d} = {s}."
    )
    mistakes: list[Mistake] = [
        (s, "wrote-the-answer-to-the-first-part", "The equal sign means both sides are the same amount."),
        (s - d, "subtracted-instead-of-added", "Taking away from the blank means the blank is bigger."),
        (answer + 1, "off-by-one", "This is one too many."),
    ]
    return _Equation(text, answer, mistakes, explanation)


def _both_sides_difference(ctx: GenerationContext, form: int, top: int, a: int, b: int) -> _Equation:
    """``big - small = ___ - d``"""
    rng = ctx.rng
    big = rng.randint(4, top)
    small = rng.randint(1, big - 2)
    diff = big - small
    d = rng.randint(1, diff - 1)
    answer = d + diff
    text = f"{big} - {small} = ___ - {d}"
    explanation = (
        f"{big} - {small} = {diff}. The other side must also be {diff}: {diff} + {d} = {answer}, "
        f"and {answer} - {d} = {diff}."
    )
    mistakes: list[Mistake] = [
        (
            diff,
            "wrote-the-answer-to-the-first-part",
            "The equal sign means both sides are the same amount.",
        ),
        (diff - d, "subtracted-again", "The blank minus the number must equal the other side."),
        (answer + 1, "off-by-one", "This is one too many."),
    ]
    return _Equation(text, answer, mistakes, explanation)


_FORMS: dict[int, Callable[[GenerationContext, int, int, int, int], _Equation]] = {
    0: _both_sides_sum,
    1: _both_sides_sum,
    2: _blank_first,
    3: _missing_part,
    4: _blank_minus,
    5: _both_sides_difference,
}


def _equation(ctx: GenerationContext, within: int) -> _Equation:
    """An equation with a blank on one side and some arithmetic on the other."""
    rng = ctx.rng
    form = rng.randrange(6)
    top = draw(rng, 6, within, ctx.level)  # the largest number the equation may reach
    total = rng.randint(top // 2, top - 1)  # a + b, at least half the largest number
    a = rng.randint(1, total - 1)
    return _FORMS[form](ctx, form, top, a, total - a)


_BANDS = "the largest number an equation may reach (its first sum at least half of it): easy the lower 60 %, medium the middle 60 %, hard the upper half of 6 to the skill's limit (within 20: easy 6-14, medium 9-17, hard 13-20)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN, params=EqualSignParams, levels=Levels("size", _BANDS))
def equal_sign(ctx: GenerationContext) -> Draft:
    p: EqualSignParams = ctx.params
    text, answer, mistakes, explanation = _equation(ctx, p.within)
    magnitude = len(str(max(answer, 10)))
    if p.ask == "which-true":
        true_eq = text.replace("___", str(answer))
        false = [(text.replace("___", str(m[0])), m[1], m[2]) for m in mistakes if int(str(m[0])) >= 0]
        q = MathQuestion(
            prompt="Which equation is true?",
            answer_display=true_eq,
            explanation=f"An equation is true when both sides are the same amount. {explanation}",
            misconceptions=wrongs(true_eq, *false),
            fill_text="___",
            answer_format="expression",
            features=Features(task="reason", steps=2, magnitude=magnitude, representation="symbolic"),
            key=f"eqtrue:{text}:{answer}",
            instructions="Decide which equation is true.",
        )
        return finish(q, ctx)
    q = missing_number(
        text,
        answer,
        explanation,
        mistakes,
        features=Features(task="reason", steps=2, magnitude=magnitude, representation="symbolic"),
        key=f"eqsign:{text}",
        instructions="Make both sides equal.",
    )
    return finish(q, ctx)
