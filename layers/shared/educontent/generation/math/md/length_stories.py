"""Length stories (grade 2): adding and subtracting lengths in one unit (centimeters, inches, feet
or meters): cutting off, joining end to end, comparing, finding the start, what is left, and one
length given as more than another. Things and unit names are data (``md-length-stories.json``).

Standards: 2.MD.B.5."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.kit.choose import pick, pick_two
from educontent.generation.kit.forms_answers import mistake_question
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.levels import band
from educontent.generation.kit.people import roster
from educontent.generation.kit.picture_forms import Mistake, finish, standard
from educontent.generation.kit.types import WRITTEN
from educontent.generation.math.md._units import measured
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class LengthStoryParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    max: int = Field(default=100, ge=10, le=100)
    units: list[Literal["centimeters", "inches", "feet", "meters"]] = Field(
        default_factory=lambda: ["centimeters", "inches", "feet", "meters"], min_length=1
    )


class _Told(NamedTuple):
    """The unit, the thing measured, the child and the largest number."""

    unit: str
    thing: str
    x: str
    m: int


# the longest length used, the story, its answer, the explanation and the wrong answers it invites
Told = tuple[int, str, int, str, list[Mistake]]


def _cut_off(ctx: GenerationContext, t: _Told, a: int, b: int) -> Told:
    """A piece is cut off: how long now."""
    unit, thing, x = t.unit, t.thing, t.x
    text = f"A {thing} is {measured(a, unit)} long. {x} cuts off {measured(b, unit)}. How long is the {thing} now?"
    answer, how = a - b, f"Cutting off makes it shorter: {a} - {b} = {a - b}."
    mistakes: list[Mistake] = [(a + b, "added-instead-of-subtracted", "Cutting off makes it shorter.")]
    return a, text, answer, how, mistakes


def _end_to_end(ctx: GenerationContext, t: _Told, a: int, b: int) -> Told:
    """Two pieces end to end: how long together."""
    unit, thing, x, m = t.unit, t.thing, t.x, t.m
    rng = ctx.rng
    b = rng.randint(1, max(1, m - a)) if m - a >= 1 else 1
    one = load_bank("math", "md-length-stories")["singular"][unit]
    text = f"{x} puts {with_article(f'{a}-{one} {thing}')} and {with_article(f'{b}-{one} {thing}')} end to end. How long are they together?"
    answer, how = a + b, f"End to end, the lengths add: {a} + {b} = {a + b}."
    mistakes: list[Mistake] = [
        (a - b, "subtracted-instead-of-added", "End to end means the lengths are joined.")
    ]
    return a, text, answer, how, mistakes


def _how_much_longer(ctx: GenerationContext, t: _Told, a: int, b: int) -> Told:
    """Two lengths: how much longer one is."""
    unit, thing = t.unit, t.thing
    text = (
        f"A red {thing} is {measured(a, unit)} long. A blue {thing} is {measured(b, unit)} long. "
        f"How much longer is the red {thing} than the blue {thing}?"
    )
    answer, how = a - b, f"Find the difference: {a} - {b} = {a - b}."
    mistakes: list[Mistake] = [
        (a + b, "added-instead-of-subtracted", "'How much longer' asks for the difference.")
    ]
    return a, text, answer, how, mistakes


def _at_first(ctx: GenerationContext, t: _Told, a: int, b: int) -> Told:
    """A piece was cut off: how long at first."""
    unit, thing, x = t.unit, t.thing, t.x
    c = a - b
    text = (
        f"A {thing} was some {unit} long. {x} cut off {measured(b, unit)}. Now it is {measured(c, unit)} long. "
        f"How long was the {thing} at first?"
    )
    answer, how = a, f"Put back the part that was cut off: {c} + {b} = {a}."
    mistakes: list[Mistake] = [
        (abs(c - b), "subtracted-instead-of-added", "At first it was longer, so add the cut part back.")
    ]
    return a, text, answer, how, mistakes


def _still_to_paint(ctx: GenerationContext, t: _Told, a: int, b: int) -> Told:
    """Part is painted: how much is left to paint."""
    unit, thing, x = t.unit, t.thing, t.x
    text = (
        f"A {thing} is {measured(a, unit)} long. {x} has painted {measured(b, unit)} of it. "
        f"How many more {unit} does {x} need to paint?"
    )
    answer, how = a - b, f"Find the part still to paint: {a} - {b} = {a - b}."
    mistakes: list[Mistake] = [(a + b, "added-instead-of-subtracted", "The whole length is already given.")]
    return a, text, answer, how, mistakes


def _longer_by(ctx: GenerationContext, t: _Told, a: int, b: int) -> Told:
    """One is some units longer than another: how long it is."""
    unit, thing, m = t.unit, t.thing, t.m
    rng = ctx.rng
    d = rng.randint(1, max(1, m - b)) if m - b >= 1 else 1
    text = (
        f"A green {thing} is {measured(b, unit)} long. A yellow {thing} is {measured(d, unit)} longer than the green {thing}. "
        f"How long is the yellow {thing}?"
    )
    answer, how = b + d, f"Longer means add: {b} + {d} = {b + d}."
    mistakes: list[Mistake] = [
        (abs(b - d), "subtracted-instead-of-added", "The yellow one is longer, so add.")
    ]
    a = max(a, b + d)
    return a, text, answer, how, mistakes


_FORMS: dict[int, Callable[[GenerationContext, _Told, int, int], Told]] = {
    0: _cut_off,
    1: _end_to_end,
    2: _how_much_longer,
    3: _at_first,
    4: _still_to_paint,
    5: _longer_by,
}


_BANDS = "the longer length (of 10 to the skill's largest): easy the lower 60 %, medium the middle 60 %, hard the upper half; other lengths keep the story within the band's top"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN, params=LengthStoryParams, levels=Levels("size", _BANDS))
def length_stories(ctx: GenerationContext) -> Draft:
    p: LengthStoryParams = ctx.params
    rng = ctx.rng
    unit = pick(rng, p.units)
    thing = pick(rng, load_bank("math", "md-length-stories")["objects"][unit])
    x, _ = pick_two(rng, roster("roster-1"))
    low, m = band(10, p.max, ctx.level)  # the story's lengths stay within m
    form = rng.randrange(6)
    a = rng.randint(low, m)
    b = rng.randint(1, a - 1)
    a, text, answer, how, mistakes = _FORMS[form](ctx, _Told(unit, thing, x, m), a, b)
    mistakes += [
        (answer + 1, "counting-slip", "This is one more than the answer."),
        (answer + 10, "regrouping-slip", "A ten was added by mistake."),
        (answer - 1, "counting-slip", "This is one less than the answer."),
    ]
    q = mistake_question(
        text,
        answer,
        f"{how} The answer is {measured(answer, unit)}.",
        mistakes,
        unit=unit,
        fill_text=f"{text} Answer: ___",
        features=Features(
            task="word-problem", steps=1, magnitude=len(str(max(a, answer))), representation="text"
        ),
        key=f"lenstory:{text}",
        standard=standard(ctx, "2.MD.B.5"),
        instructions="Read the story and solve. Use the same unit in your answer.",
    )
    return finish(q, ctx)
