"""Story problems for kindergarten to grade 2 (``math.k2.*``): adding to, taking from, putting
together, taking apart and comparing, with the unknown in any position, three addends, two steps,
choosing the equation for a story, and length stories with units."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.difficulty import Features
from educontent.generation.generators._k2_common import (
    THINGS,
    finish,
    level_top,
    pick,
    standard,
    three_names,
    two_names,
    wrongs,
)
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.registry import Draft, GenerationContext, generator

CT = ContentType
_TYPES = {CT.MULTIPLE_CHOICE, CT.FILL_BLANK, CT.SHORT_ANSWER, CT.TRUE_FALSE}
COLOURS = ("red", "blue", "green", "yellow", "white")

Situation = Literal[
    "add-to", "take-from", "put-together", "take-apart", "compare", "three-addends", "two-step"
]
Unknown = Literal["result", "change", "start"]


class StoryParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    max: int = Field(default=10, ge=5, le=100, description="Largest number in the story.")
    situations: list[Situation] = Field(min_length=1)
    unknowns: list[Unknown] = Field(default_factory=lambda: ["result"], min_length=1)
    ask: Literal["answer", "equation"] = "answer"
    tricky_compare: bool = Field(
        default=False, description="Hard compare stories may use 'fewer' for the larger amount."
    )


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


class _Story:
    def __init__(
        self,
        text: str,
        answer: int,
        equation: str,
        explanation: str,
        mistakes: list[tuple[object, str, str]],
        numbers: tuple[int, ...],
        steps: int = 1,
    ) -> None:
        self.text = text
        self.answer = answer
        self.equation = equation
        self.explanation = explanation
        self.mistakes = mistakes
        self.numbers = numbers
        self.steps = steps


def _story(ctx: GenerationContext, p: StoryParams, situation: str, unknown: str) -> _Story:
    rng = ctx.rng
    m = level_top(ctx, 5, p.max)
    x, y, z = three_names(rng)
    one, things = pick(rng, THINGS)

    def noun(n: int) -> str:
        return one if n == 1 else things

    c1, c2, c3 = rng.sample(COLOURS, 3)
    add_wrong = "subtracted-instead-of-added"
    sub_wrong = "added-instead-of-subtracted"
    if situation == "add-to":
        a = rng.randint(1, m - 1)
        b = rng.randint(1, m - a)
        c = a + b
        if unknown == "change":
            text = (
                f"{x} has {a} {noun(a)}. {y} gives {x} some more. Now {x} has {c} {noun(c)}. "
                f"How many {things} did {y} give {x}?"
            )
            return _Story(
                text,
                b,
                f"{a} + ___ = {c}",
                f"{x} had {a} and ended with {c}. Count up from {a} to {c}, or subtract: {c} - {a} = {b}.",
                [
                    (c + a, sub_wrong, "Adding makes more than the total."),
                    (c, "copied-the-total", "This is how many there are now."),
                ],
                (a, c),
            )
        if unknown == "start":
            text = (
                f"{x} has some {things}. {y} gives {x} {b} more. Now {x} has {c} {noun(c)}. "
                f"How many {things} did {x} have at first?"
            )
            return _Story(
                text,
                a,
                f"___ + {b} = {c}",
                f"Something plus {b} makes {c}. Take the {b} back away: {c} - {b} = {a}. Check: {a} + {b} = {c}.",
                [
                    (c + b, sub_wrong, "Adding makes more than the total."),
                    (c, "copied-the-total", "This is how many there are now."),
                ],
                (b, c),
            )
        text = f"{x} has {a} {noun(a)}. {y} gives {x} {b} more. How many {things} does {x} have now?"
        return _Story(
            text,
            c,
            f"{a} + {b} = ___",
            f"{x} gets more, so add: {a} + {b} = {c}.",
            [(abs(a - b), add_wrong, "Getting more means adding.")],
            (a, b),
        )
    if situation == "take-from":
        a = rng.randint(2, m)
        b = rng.randint(1, a - 1)
        c = a - b
        if unknown == "change":
            text = (
                f"{x} has {a} {noun(a)}. {x} gives some to {y}. Now {x} has {c} {noun(c)}. "
                f"How many {things} did {x} give to {y}?"
            )
            return _Story(
                text,
                b,
                f"{a} - ___ = {c}",
                f"{x} went from {a} to {c}. The part given away is {a} - {c} = {b}. Check: {a} - {b} = {c}.",
                [
                    (a + c, sub_wrong, "Adding makes more than the start."),
                    (c, "copied-what-is-left", "This is how many are left."),
                ],
                (a, c),
            )
        if unknown == "start":
            text = (
                f"{x} has some {things}. {x} gives {b} to {y}. Now {x} has {c} {noun(c)}. "
                f"How many {things} did {x} have at first?"
            )
            return _Story(
                text,
                a,
                f"___ - {b} = {c}",
                f"Put back the {b} that were given away: {c} + {b} = {a}. Check: {a} - {b} = {c}.",
                [
                    (
                        abs(c - b),
                        "subtracted-instead-of-added",
                        "At first there were more, so add the given ones back.",
                    ),
                    (c, "copied-what-is-left", "This is how many are left."),
                ],
                (b, c),
            )
        text = f"{x} has {a} {noun(a)}. {x} gives {b} to {y}. How many {things} does {x} have now?"
        return _Story(
            text,
            c,
            f"{a} - {b} = ___",
            f"{x} gives some away, so subtract: {a} - {b} = {c}.",
            [(a + b, sub_wrong, "Giving away means taking away.")],
            (a, b),
        )
    if situation == "put-together":
        a = rng.randint(1, m - 1)
        b = rng.randint(1, m - a)
        text = f"There are {a} {c1} {noun(a)} and {b} {c2} {noun(b)} in a box. How many {things} are in the box in all?"
        return _Story(
            text,
            a + b,
            f"{a} + {b} = ___",
            f"Put the two groups together: {a} + {b} = {a + b}.",
            [(abs(a - b), add_wrong, "'In all' means put the groups together.")],
            (a, b),
        )
    if situation == "take-apart":
        c = rng.randint(2, m)
        a = rng.randint(1, c - 1)
        text = f"There are {c} {noun(c)} in a box. {a} {'is' if a == 1 else 'are'} {c1} and the rest are {c2}. How many {things} are {c2}?"
        return _Story(
            text,
            c - a,
            f"{a} + ___ = {c}",
            f"The {c1} and {c2} ones make {c}. {c} - {a} = {c - a}, so {c - a} {'is' if c - a == 1 else 'are'} {c2}.",
            [
                (c + a, sub_wrong, "The total is already given; find the missing part."),
                (c, "copied-the-total", "This is the whole box."),
            ],
            (c, a),
        )
    if situation == "compare":
        a = rng.randint(2, m)
        b = rng.randint(1, a - 1)
        d = a - b
        kind = pick(rng, ("difference", "bigger", "smaller"))
        tricky = p.tricky_compare and ctx.level.rank == 2 and rng.random() < 0.5
        if kind == "difference":
            if rng.random() < 0.5:
                text = f"{x} has {a} {noun(a)}. {y} has {b} {noun(b)}. How many more {things} does {x} have than {y}?"
            else:
                text = f"{x} has {a} {noun(a)}. {y} has {b} {noun(b)}. How many fewer {things} does {y} have than {x}?"
            return _Story(
                text,
                d,
                f"{b} + ___ = {a}",
                f"Match them up: {a} - {b} = {d}. {x} has {d} more than {y}.",
                [
                    (a + b, sub_wrong, "Comparing means finding the difference, not the total."),
                    (a, "copied-a-number", "This is how many one child has."),
                ],
                (a, b),
            )
        if kind == "bigger":
            if tricky:
                text = f"{y} has {b} {noun(b)}. {y} has {d} fewer {noun(d)} than {x}. How many {things} does {x} have?"
            else:
                text = f"{y} has {b} {noun(b)}. {x} has {d} more {noun(d)} than {y}. How many {things} does {x} have?"
            return _Story(
                text,
                a,
                f"{b} + {d} = ___",
                f"{x} has more: {b} + {d} = {a}.",
                [
                    (abs(b - d), "subtracted-instead-of-added", f"{x} has more than {y}, so add."),
                    (d, "copied-a-number", "This is the difference, not the amount."),
                ],
                (b, d),
            )
        if tricky:
            text = f"{x} has {a} {noun(a)}. {x} has {d} more {noun(d)} than {y}. How many {things} does {y} have?"
        else:
            text = f"{x} has {a} {noun(a)}. {y} has {d} fewer {noun(d)} than {x}. How many {things} does {y} have?"
        return _Story(
            text,
            b,
            f"{a} - {d} = ___",
            f"{y} has fewer: {a} - {d} = {b}.",
            [
                (a + d, "added-instead-of-subtracted", f"{y} has fewer than {x}, so subtract."),
                (d, "copied-a-number", "This is the difference, not the amount."),
            ],
            (a, d),
        )
    if situation == "three-addends":
        a = rng.randint(1, max(1, m // 2))
        b = rng.randint(1, max(1, (m - a) // 2))
        c = rng.randint(1, max(1, m - a - b))
        text = f"{x} has {a} {c1} {noun(a)}, {b} {c2} {noun(b)} and {c} {c3} {noun(c)}. How many {things} does {x} have in all?"
        ten = next(((i, j) for i, j in ((a, b), (a, c), (b, c)) if i + j == 10), None)
        how = f"Make a ten first: {ten[0]} + {ten[1]} = 10. " if ten else f"{a} + {b} = {a + b}. "
        return _Story(
            text,
            a + b + c,
            f"{a} + {b} + {c} = ___",
            f"Add all three groups. {how}{a} + {b} + {c} = {a + b + c}.",
            [
                (a + b, "left-out-a-group", f"The {c3} {things} were left out."),
                (b + c, "left-out-a-group", f"The {c1} {things} were left out."),
            ],
            (a, b, c),
        )
    # two-step
    form = rng.randrange(4)
    if form == 0:
        a = rng.randint(2, m - 1)
        b = rng.randint(1, m - a)
        c = rng.randint(1, a + b - 1)
        text = (
            f"{x} has {a} {noun(a)}. {y} gives {x} {b} more. Then {x} gives {c} to {z}. "
            f"How many {things} does {x} have now?"
        )
        return _Story(
            text,
            a + b - c,
            "",
            f"First add: {a} + {b} = {a + b}. Then subtract: {a + b} - {c} = {a + b - c}.",
            [
                (a + b, "stopped-after-one-step", "There is a second step."),
                (a + b + c, "added-all-the-numbers", f"{x} gave {c} away, so subtract them."),
            ],
            (a, b, c),
            2,
        )
    if form == 1:
        a = rng.randint(3, m)
        b = rng.randint(1, a - 1)
        c = rng.randint(1, m - (a - b)) if m - (a - b) >= 1 else 1
        text = (
            f"{x} has {a} {noun(a)}. {x} gives {b} to {y}. Then {z} gives {x} {c} more. "
            f"How many {things} does {x} have now?"
        )
        return _Story(
            text,
            a - b + c,
            "",
            f"First subtract: {a} - {b} = {a - b}. Then add: {a - b} + {c} = {a - b + c}.",
            [
                (a - b, "stopped-after-one-step", "There is a second step."),
                (a + b + c, "added-all-the-numbers", f"{x} gave {b} away, so subtract them."),
            ],
            (a, b, c),
            2,
        )
    if form == 2:
        b = rng.randint(1, max(1, m // 2 - 1))
        d = rng.randint(1, max(1, m // 2 - b))
        a = b + d
        text = f"{y} has {b} {noun(b)}. {x} has {d} more {noun(d)} than {y}. How many {things} do {x} and {y} have in all?"
        return _Story(
            text,
            a + b,
            "",
            f"First find how many {x} has: {b} + {d} = {a}. Then add both: {a} + {b} = {a + b}.",
            [
                (a, "stopped-after-one-step", f"That is only {x}'s amount."),
                (b + d, "added-the-numbers-shown", f"{d} is how many more {x} has, not {x}'s amount."),
            ],
            (b, d),
            2,
        )
    a = rng.randint(4, m)
    b = rng.randint(1, a - 2)
    c = rng.randint(1, a - b - 1)
    text = (
        f"There are {a} {noun(a)} in a box. {x} takes {b} out of the box. Then {y} takes {c} out of the box. "
        f"How many {things} are in the box now?"
    )
    return _Story(
        text,
        a - b - c,
        "",
        f"Take away both: {a} - {b} = {a - b}, then {a - b} - {c} = {a - b - c}.",
        [
            (a - b, "stopped-after-one-step", "Both children took some out."),
            (a + b + c, "added-all-the-numbers", "Taking out means subtracting."),
        ],
        (a, b, c),
        2,
    )


@generator("math.k2.word-problem", content_types=_TYPES, params=StoryParams)
def word_problem(ctx: GenerationContext) -> Draft:
    p: StoryParams = ctx.params
    rng = ctx.rng
    situation = pick(rng, p.situations)
    unknown = pick(rng, p.unknowns) if situation in ("add-to", "take-from") else "result"
    story = _story(ctx, p, situation, unknown)
    x = story.answer
    std = standard(
        ctx,
        *(("1.OA.A.2",) if situation == "three-addends" else ()),
        "K.OA.A.2",
        "1.OA.A.1",
        "2.OA.A.1",
    )
    magnitude = len(str(max(*story.numbers, x)))
    if p.ask == "equation" and story.equation:
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
        q = MathQuestion(
            prompt=f"{story.text} Which equation matches the story? (The ___ stands for the number you want to find.)",
            answer_display=eq,
            explanation=f"{story.explanation} The equation {eq} shows the story, and ___ = {x}.",
            misconceptions=wrongs(eq, *wrong),
            fill_text=f"{story.text} The equation ___ matches the story.",
            answer_format="expression",
            features=Features(
                task="represent", steps=story.steps, magnitude=magnitude, representation="text"
            ),
            key=f"storyeq:{story.text}",
            standard=std,
            instructions="Choose the equation for the story.",
        )
        return finish(q, ctx)
    mistakes = [
        *story.mistakes,
        (x + 1, "counting-slip", "This is one more than the answer."),
        (x - 1, "counting-slip", "This is one less than the answer."),
    ]
    q = MathQuestion(
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
    return finish(q, ctx)


# ---- length stories ------------------------------------------------------------------------------

UNIT_OBJECTS = {
    "centimeters": ("ribbon", "stick", "string"),
    "inches": ("ribbon", "stick", "string"),
    "feet": ("rope", "board", "hose"),
    "meters": ("rope", "path", "fence"),
}


UNIT_ONE = {"centimeters": "centimeter", "inches": "inch", "feet": "foot", "meters": "meter"}


class LengthStoryParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    max: int = Field(default=100, ge=10, le=100)
    units: list[Literal["centimeters", "inches", "feet", "meters"]] = Field(
        default_factory=lambda: ["centimeters", "inches", "feet", "meters"], min_length=1
    )


@generator("math.k2.length-story", content_types=_TYPES, params=LengthStoryParams)
def length_story(ctx: GenerationContext) -> Draft:
    p: LengthStoryParams = ctx.params
    rng = ctx.rng
    unit = pick(rng, p.units)
    thing = pick(rng, UNIT_OBJECTS[unit])
    x, _ = two_names(rng)
    m = level_top(ctx, 20, p.max)
    form = rng.randrange(6)
    a = rng.randint(m // 3 + 2, m)
    b = rng.randint(1, a - 1)
    if form == 0:
        text = f"A {thing} is {a} {unit} long. {x} cuts off {b} {unit}. How long is the {thing} now?"
        answer, how = a - b, f"Cutting off makes it shorter: {a} - {b} = {a - b}."
        mistakes = [(a + b, "added-instead-of-subtracted", "Cutting off makes it shorter.")]
    elif form == 1:
        b = rng.randint(1, max(1, m - a)) if m - a >= 1 else 1
        text = (
            f"{x} puts a {a}-{UNIT_ONE[unit]} {thing} and a {b}-{UNIT_ONE[unit]} {thing} end to end. "
            "How long are they together?"
        )
        answer, how = a + b, f"End to end, the lengths add: {a} + {b} = {a + b}."
        mistakes = [(a - b, "subtracted-instead-of-added", "End to end means the lengths are joined.")]
    elif form == 2:
        text = (
            f"A red {thing} is {a} {unit} long. A blue {thing} is {b} {unit} long. "
            f"How much longer is the red {thing} than the blue {thing}?"
        )
        answer, how = a - b, f"Find the difference: {a} - {b} = {a - b}."
        mistakes = [(a + b, "added-instead-of-subtracted", "'How much longer' asks for the difference.")]
    elif form == 3:
        c = a - b
        text = (
            f"A {thing} was some {unit} long. {x} cut off {b} {unit}. Now it is {c} {unit} long. "
            f"How long was the {thing} at first?"
        )
        answer, how = a, f"Put back the part that was cut off: {c} + {b} = {a}."
        mistakes = [
            (abs(c - b), "subtracted-instead-of-added", "At first it was longer, so add the cut part back.")
        ]
    elif form == 4:
        text = (
            f"A {thing} is {a} {unit} long. {x} has painted {b} {unit} of it. "
            f"How many more {unit} does {x} need to paint?"
        )
        answer, how = a - b, f"Find the part still to paint: {a} - {b} = {a - b}."
        mistakes = [(a + b, "added-instead-of-subtracted", "The whole length is already given.")]
    else:
        d = rng.randint(1, max(1, m - b)) if m - b >= 1 else 1
        text = (
            f"A green {thing} is {b} {unit} long. A yellow {thing} is {d} {unit} longer than the green {thing}. "
            f"How long is the yellow {thing}?"
        )
        answer, how = b + d, f"Longer means add: {b} + {d} = {b + d}."
        mistakes = [(abs(b - d), "subtracted-instead-of-added", "The yellow one is longer, so add.")]
        a = max(a, b + d)
    mistakes += [
        (answer + 1, "counting-slip", "This is one more than the answer."),
        (answer + 10, "regrouping-slip", "A ten was added by mistake."),
        (answer - 1, "counting-slip", "This is one less than the answer."),
    ]
    q = MathQuestion(
        prompt=text,
        answer_display=str(answer),
        answer_value=answer,
        unit=unit,
        explanation=f"{how} The answer is {answer} {unit}.",
        misconceptions=wrongs(str(answer), *mistakes),
        fill_text=f"{text} Answer: ___",
        features=Features(
            task="word-problem", steps=1, magnitude=len(str(max(a, answer))), representation="text"
        ),
        key=f"lenstory:{text}",
        standard=standard(ctx, "2.MD.B.5"),
        instructions="Read the story and solve. Use the same unit in your answer.",
    )
    return finish(q, ctx)
