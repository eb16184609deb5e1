"""Measuring length: units laid end to end under an object, one strip measured with two sizes of
unit, an object on a ruler (from 0 or from another mark), and how much longer one object on a
ruler is than another."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from educontent.generation.difficulty import Features, TaskKind
from educontent.generation.draw.measuring_objects import ruler, two_unit_measure, unit_measure
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import asked_question, mistake_question
from educontent.generation.kit.forms_pictured import pictured, visual
from educontent.generation.kit.grammar import count_of, plural, with_article
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import MathQuestion, PictureForm
from educontent.generation.kit.picture_forms import Mistake, standard
from educontent.generation.math.md._units import measured
from educontent.generation.math.md.length.params import LengthParams, objects
from educontent.generation.registry import Draft, GenerationContext

UNIT_ABBR = {"centimeters": "cm", "inches": "inches"}


def _measured(
    ctx: GenerationContext,
    q: MathQuestion,
    svg: str,
    task: TaskKind,
    steps: int,
    code: str,
    instructions: str,
) -> Draft:
    """``q`` about the measuring picture ``svg``; the size of its numbers is the answer's."""
    features = visual(task, steps, len(str(q.answer_value)))
    return pictured(ctx, q, "model", svg, features, standard(ctx, code), instructions)


def units(ctx: GenerationContext, p: LengthParams, mode: str) -> Draft:
    """How many same-size units long an object is."""
    rng = ctx.rng
    n = draw(rng, 3, 12, ctx.level)
    obj = pick(rng, objects())
    unit = pick(rng, ("cube", "paper clip", "tile"))
    svg = unit_measure(
        obj,
        n,
        unit,
        title=f"Measuring {with_article(obj)}",
        desc=f"{with_article(obj).capitalize()} with {plural(unit)} laid end to end under it, with no gaps or overlaps.",
    )
    prompt = f"The {plural(unit)} are lined up under the {obj} with no gaps. How many {plural(unit)} long is the {obj}?"
    q = mistake_question(
        prompt,
        n,
        f"Count the {plural(unit)} from one end of the {obj} to the other: there are {n}. The {obj} is {count_of(n, unit)} long.",
        [
            (n + 1, "counted-one-unit-twice", "One unit was counted twice."),
            (n - 1, "missed-a-unit", "One unit was not counted."),
            (n + 2, "counted-the-ends", "Count the units, not the lines between them."),
        ],
        unit=plural(unit),  # each choice takes its own number (kit.math_forms)
        fill_text=f"The {obj} is ___ long.",
        picture=PictureForm(unit, n, "line", svg),
        key=f"len:units:{obj}:{unit}:{n}",
    )
    return _measured(ctx, q, svg, "represent", 1, "1.MD.A.2", "Measure with units.")


def two_units(ctx: GenerationContext, p: LengthParams, mode: str) -> Draft:
    """A strip measured with long units: how many short units long is it?"""
    rng = ctx.rng
    per = pick(rng, (2, 3))
    big_n = rng.randint(2, 3 + ctx.level.rank)
    big, small = pick(rng, (("pencil", "paper clip"), ("straw", "cube"), ("crayon", "bead")))
    svg = two_unit_measure(
        big_n,
        per,
        big=big,
        small=small,
        title="One strip measured two ways",
        desc=f"A strip measured with {plural(big)} above it and with {plural(small)} below it.",
    )
    total = big_n * per
    prompt = f"The strip is {big_n} {plural(big)} long. Count the {plural(small)} under it. How many {plural(small)} long is the same strip?"
    q = mistake_question(
        prompt,
        total,
        f"Each {big} is as long as {per} {plural(small)}, so {big_n} {plural(big)} match {' + '.join([str(per)] * big_n)} = {total} {plural(small)}. "
        f"The {small} is shorter, so it takes more of them to measure the same strip.",
        [
            (big_n, "thought-the-number-stays-the-same", "A shorter unit fits more times."),
            (big_n + per, "added-instead-of-grouping", f"Each {big} matches {per} {plural(small)}."),
            (total - 1, "missed-a-unit", "One unit was not counted."),
        ],
        unit=f"{plural(small)}",
        fill_text=f"The strip is {big_n} {plural(big)} long, which is ___ long.",
        key=f"len:two:{big}:{big_n}:{per}",
    )
    return _measured(ctx, q, svg, "compare", 2, "2.MD.A.2", "Measure with two different units.")


class _Read(NamedTuple):
    """A ruler question: picture, prompt, answer, mistakes, explanation, features, key, standard."""

    svg: str
    prompt: str
    answer: int
    wrong: list[Mistake]
    explanation: str
    features: Features
    key: str
    std: str | None

    @property
    def value(self) -> int:
        return self.answer

    @property
    def fill(self) -> str:
        return f"{self.prompt} ___"


def _ruler(ctx: GenerationContext, unit: str, top: int) -> _Read:
    rng = ctx.rng
    start = 0 if ctx.level.rank == 0 or rng.random() < 0.4 else rng.randint(1, 3)
    end = max(start + 2, draw(rng, 2, top, ctx.level))
    obj = pick(rng, objects())
    svg = ruler(
        unit,
        top,
        [(obj, start, end)],
        title=f"{with_article(obj).capitalize()} and a ruler",
        desc=f"{with_article(obj).capitalize()} lies above a ruler marked in {unit}, from the {start} mark to the {end} mark.",
    )
    answer = end - start
    mistakes: list[Mistake] = [
        (end - start + 1, "counted-the-marks", "Count the spaces between marks, not the marks."),
        (answer - 1, "counted-one-space-too-few", "One space was missed."),
    ]
    if start:
        mistakes.insert(0, (end, "read-the-end-mark", f"The {obj} starts at {start}, not at 0."))
    else:
        mistakes.append((answer + 2, "misread-the-ruler", "Read the mark at the end of the object."))
    how = f"The {obj} starts at {start} and ends at {end}. " + (
        f"Its length is {end} - {start} = {measured(answer, unit)}."
        if start
        else f"It starts at 0, so it is {measured(answer, unit)} long."
    )
    features = visual("represent", 1 + (start > 0), len(str(top)))
    key = f"len:ruler:{obj}:{unit}:{start}:{end}"
    return _Read(
        svg, f"How long is the {obj}?", answer, mistakes, how, features, key, standard(ctx, "2.MD.A.1")
    )


def _difference(ctx: GenerationContext, unit: str, top: int) -> _Read:
    rng = ctx.rng
    x = rng.randint(4, top)
    y = rng.randint(2, x - 2)
    first, second = rng.sample(objects(), 2)
    svg = ruler(
        unit,
        top,
        [(first, 0, x), (second, 0, y)],
        title=f"{with_article(first).capitalize()}, {with_article(second)} and a ruler",
        desc=f"{with_article(first).capitalize()} from the 0 mark to the {x} mark and {with_article(second)} from the 0 mark to the {y} mark above a ruler in {unit}.",
    )
    answer = x - y
    mistakes: list[Mistake] = [
        (x + y, "added-the-lengths", "'How much longer' asks for the difference."),
        (x, "gave-the-longer-length", f"{x} is how long the {first} is."),
        (y, "gave-the-shorter-length", f"{y} is how long the {second} is."),
    ]
    how = f"The {first} is {measured(x, unit)} and the {second} is {measured(y, unit)}. {x} - {y} = {answer}, so the {first} is {measured(answer, unit)} longer."
    features = visual("compare", 2, len(str(top)))
    key = f"len:diff:{first}:{second}:{unit}:{x}:{y}"
    prompt = f"How much longer is the {first} than the {second}?"
    return _Read(svg, prompt, answer, mistakes, how, features, key, standard(ctx, "2.MD.A.4"))


_RULERS: dict[str, Callable[[GenerationContext, str, int], _Read]] = {
    "ruler": _ruler,
    "difference": _difference,
}


def on_ruler(ctx: GenerationContext, p: LengthParams, mode: str) -> Draft:
    """Lengths read from a ruler in centimeters or inches."""
    unit = pick(ctx.rng, p.units)
    top = 15 if unit == "centimeters" else 10
    read = _RULERS[mode](ctx, unit, top)
    q = asked_question(read, unit=UNIT_ABBR[unit], key=read.key)
    return pictured(ctx, q, "model", read.svg, read.features, read.std, "Use the ruler.")
