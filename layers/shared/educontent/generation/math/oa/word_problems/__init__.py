"""Story problems (kindergarten to grade 2): adding to, taking from, putting together, taking apart
and comparing, with the unknown in any position, three addends and two steps; the answer, or the
equation that matches the story. Things and colours are data (``oa-word-problems.json``).

Standards: K.OA.A.2, 1.OA.A.1, 1.OA.A.2, 2.OA.A.1."""

from __future__ import annotations

from collections.abc import Callable

from educontent.generation.difficulty import Features
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.picture_forms import finish, standard, wrongs
from educontent.generation.kit.types import WRITTEN
from educontent.generation.math.oa.word_problems.change import add_to, take_from
from educontent.generation.math.oa.word_problems.parts import compare, put_together, take_apart, three_addends
from educontent.generation.math.oa.word_problems.story import Setting, Story, StoryParams, setting
from educontent.generation.math.oa.word_problems.two_step import two_step
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

_SITUATIONS: dict[str, Callable[[GenerationContext, StoryParams, Setting, str], Story]] = {
    "add-to": add_to,
    "take-from": take_from,
    "put-together": put_together,
    "take-apart": take_apart,
    "compare": compare,
    "three-addends": three_addends,
    "two-step": two_step,
}


def _solve(equation: str) -> int | None:
    """The whole number that fills ``___`` in ``a + b = c``-style equations (None if there is none)."""

    def value(side: str, x: int) -> int:
        tokens = side.replace("___", str(x)).split(" ")
        total = int(tokens[0])
        for k in range(1, len(tokens), 2):
            total = total + int(tokens[k + 1]) if tokens[k] == "+" else total - int(tokens[k + 1])
        return total

    left, right = equation.split(" = ")
    at0 = value(left, 0) - value(right, 0)
    slope = value(left, 1) - value(right, 1) - at0
    if slope == 0 or at0 % slope:
        return None
    x = -at0 // slope
    return x if x >= 0 else None


def _equation(ctx: GenerationContext, story: Story, std: str | None, magnitude: int) -> MathQuestion:
    """Which equation matches the story (the blank stands for the number asked for)."""
    x = story.answer
    eq = story.equation
    nums = story.numbers
    big, small = max(nums[:2]), min(nums[:2])
    candidates = [
        (
            f"{nums[0]} + {nums[1]} = ___",
            "added-the-numbers",
            "Adding the two numbers does not answer this story.",
        ),
        (
            f"{big} - {small} = ___",
            "subtracted-the-numbers",
            "Subtracting the two numbers does not answer this story.",
        ),
        (
            f"{nums[0]} + {nums[1]} + ___ = {big + small + 1}",
            "made-up-a-total",
            "This total is not in the story.",
        ),
        (
            f"___ - {small} = {big}",
            "used-the-wrong-operation",
            "The blank does not stand for the asked number.",
        ),
    ]
    wrong = [w for w in candidates if w[0] != eq and _solve(w[0]) != x]
    return MathQuestion(
        prompt=f"{story.text} Which equation matches the story? (The ___ stands for the number you want to find.)",
        answer_display=eq,
        explanation=f"{story.explanation} The equation {eq} shows the story, and ___ = {x}.",
        misconceptions=wrongs(eq, *wrong),
        fill_text=f"{story.text} The equation ___ matches the story.",
        answer_format="expression",
        features=Features(task="represent", steps=story.steps, magnitude=magnitude, representation="text"),
        key=f"storyeq:{story.text}",
        standard=std,
        instructions="Choose the equation for the story.",
    )


def _answer(ctx: GenerationContext, story: Story, std: str | None, magnitude: int) -> MathQuestion:
    """The number the story asks for."""
    x = story.answer
    mistakes = [
        *story.mistakes,
        (x + 1, "counting-slip", "This is one more than the answer."),
        (x - 1, "counting-slip", "This is one less than the answer."),
    ]
    return MathQuestion(
        prompt=story.text,
        answer_display=str(x),
        answer_value=x,
        explanation=story.explanation,
        misconceptions=wrongs(str(x), *mistakes),
        fill_text=f"{story.text} Answer: ___",
        features=Features(task="word-problem", steps=story.steps, magnitude=magnitude, representation="text"),
        key=f"story:{story.text}",
        standard=std,
        instructions="Read the story and solve.",
    )


_BANDS = "the story's total or starting number: easy the lower 60 %, medium the middle 60 %, hard the upper half of the skill's limit (10, 20 or 100); hard compare stories may say 'fewer'"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN, params=StoryParams, levels=Levels("size", _BANDS))
def word_problems(ctx: GenerationContext) -> Draft:
    p: StoryParams = ctx.params
    rng = ctx.rng
    situation = pick(rng, p.situations)
    unknown = pick(rng, p.unknowns) if situation in ("add-to", "take-from") else "result"
    story = _SITUATIONS[situation](ctx, p, setting(ctx, p), unknown)
    std = standard(
        ctx,
        *(("1.OA.A.2",) if situation == "three-addends" else ()),
        "K.OA.A.2",
        "1.OA.A.1",
        "2.OA.A.1",
    )
    magnitude = len(str(max(*story.numbers, story.answer)))
    ask = _equation if p.ask == "equation" and story.equation else _answer
    return finish(ask(ctx, story, std, magnitude), ctx)
