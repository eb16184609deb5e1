"""Odd and even (grade 2): whether a number (or a picture set out in pairs) is odd or even, which
number is even, and even numbers as doubles.

Standards: 2.OA.C.3."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from pydantic import Field

from educontent.generation.difficulty import Features
from educontent.generation.draw.pictures import ICONS, pairs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.levels import STOPS_AT_MEDIUM, band
from educontent.generation.kit.math_forms import AnswerFormat, MathQuestion, PictureForm
from educontent.generation.kit.modes import one_of
from educontent.generation.kit.picture_forms import Mistake, finish, wrongs
from educontent.generation.kit.types import MC, PC, WRITTEN
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


def _parity(n: int) -> str:
    return "even" if n % 2 == 0 else "odd"


def _double(n: int) -> int:
    """The even number used for a doubles question (at least 2)."""
    n = n + n % 2
    return 2 if n < 2 else n


class _Asked(NamedTuple):
    """A question's parts: the answer (a number is also its value), the wrong answers, the blank
    sentence, the key and the instructions; a picture (and its drawing) for the picture mode."""

    prompt: str
    answer: int | str
    explanation: str
    mistakes: list[Mistake]
    fill: str
    key: str
    instructions: str
    answer_format: AnswerFormat = "number"
    picture: PictureForm | None = None
    features: Features | None = None


def _double_missing(ctx: GenerationContext, p: OddEvenParams, n: int, span: tuple[int, int]) -> _Asked:
    n = _double(n)
    h = n // 2
    text = f"{n} = {h} + ___"
    mistakes: list[Mistake] = [
        (n, "copied-the-total", f"{n} is the total."),
        (h + 1, "off-by-one", f"{h} + {h + 1} = {n + 1}."),
        (h - 1, "off-by-one", f"{h} + {h - 1} = {n - 1}."),
    ]
    prompt = f"{n} is even, so it is a double. What number makes this true? {text}"
    explanation = f"An even number splits into two equal groups. {n} = {h} + {h}, because {h} + {h} = {n}."
    return _Asked(prompt, h, explanation, mistakes, text, f"dbl:{n}", "Write the even number as a double.")


def _doubles(ctx: GenerationContext, p: OddEvenParams, n: int, span: tuple[int, int]) -> _Asked:
    n = _double(n)
    h = n // 2
    answer = f"{h} + {h}"
    mistakes: list[Mistake] = [
        (
            f"{h - 1} + {h + 1}",
            "addends-not-equal",
            f"{h - 1} + {h + 1} = {n}, but the two numbers are not equal.",
        ),
        (f"{n} + {n}", "doubled-the-number", f"{n} + {n} = {2 * n}, not {n}."),
        (f"{h + 1} + {h + 1}", "wrong-double", f"{h + 1} + {h + 1} = {n + 2}, not {n}."),
        (
            f"{h - 1} + {h - 1}" if h > 1 else f"{n} + 0",
            "wrong-double",
            "This does not make the number with two equal parts.",
        ),
    ]
    prompt = f"Which shows {n} as the sum of two equal numbers?"
    explanation = f"{n} is even, so it splits into two equal groups of {h}: {h} + {h} = {n}."
    fill = f"{n} = ___, with two equal addends."
    return _Asked(
        prompt, answer, explanation, mistakes, fill, f"dblpick:{n}", "Think about doubles.", "expression"
    )


def _which_even(ctx: GenerationContext, p: OddEvenParams, n: int, span: tuple[int, int]) -> _Asked:
    rng = ctx.rng
    low, top = span
    evens = [v for v in range(max(low, 2), max(top, low + 2) + 1) if v % 2 == 0]
    answer_n = pick(rng, evens)
    odds: list[int] = []
    while len(odds) < 3:
        v = rng.randint(low, max(top, low + 6))
        if v % 2 == 1 and v not in odds:
            odds.append(v)
    mistakes: list[Mistake] = []
    for v in odds:
        if v >= 10 and (v // 10) % 2 == 0:
            mistakes.append(
                (v, "looked-at-the-tens-digit", f"The ones digit of {v} is {v % 10}, which is odd.")
            )
        else:
            mistakes.append(
                (v, "mixed-up-odd-and-even", f"{v} cannot be split into two equal groups; one is left over.")
            )
    prompt = f"Which number is even? {', '.join(map(str, sorted([*odds, answer_n])))}"
    explanation = (
        f"A number is even when it splits into pairs with none left over; look at the ones digit "
        f"(0, 2, 4, 6 or 8). {answer_n} = {answer_n // 2} + {answer_n // 2}, so it is even."
    )
    key = f"whicheven:{answer_n}:{','.join(map(str, sorted(odds)))}"
    return _Asked(
        prompt, answer_n, explanation, mistakes, "___ is an even number.", key, "Find the even number."
    )


def _odd_or_even(ctx: GenerationContext, p: OddEvenParams, n: int, span: tuple[int, int]) -> _Asked:
    mode = "picture" if p.mode == "picture" else "number"
    answer = _parity(n)
    other = "odd" if answer == "even" else "even"
    if n % 2 == 0:
        why = f"{n} splits into pairs with none left over: {n // 2} + {n // 2} = {n}. So {n} is even."
    else:
        why = f"When {n} is put into pairs, 1 is left over: {n // 2} + {n // 2} + 1 = {n}. So {n} is odd."
    picture = features = None
    if mode == "picture":
        category, many = pick(ctx.rng, ICONS)
        svg = pairs(
            category,
            n,
            title=f"{many.capitalize()} in pairs",
            desc=f"Some {many} set out in pairs, two by two.",
        )
        prompt = f"Count the {many} and look at the pairs. Is the number of {many} odd or even?"
        fill = f"There is an ___ number of {many}."
        picture = PictureForm(category, n, "array", svg)
        why = f"There {'is' if n == 1 else 'are'} {count_of(n, category)}. " + why
        features = Features(task="reason", steps=2, magnitude=len(str(n)), representation="visual")
    else:
        prompt = f"Is {n} odd or even?"
        fill = f"{n} is an ___ number."
    check = "Check the pairs: " + ("none is left over." if answer == "even" else "one is left over.")
    mistakes: list[Mistake] = [(other, "mixed-up-odd-and-even", check)]
    key = f"oddeven:{mode}:{n}"
    return _Asked(prompt, answer, why, mistakes, fill, key, "Decide: odd or even?", "text", picture, features)


_MODES: dict[str, Callable[[GenerationContext, OddEvenParams, int, tuple[int, int]], _Asked]] = {
    "picture": _odd_or_even,
    "number": _odd_or_even,
    "which-even": _which_even,
    "doubles": _doubles,
    "double-missing": _double_missing,
}


class OddEvenParams(one_of(_MODES, default="number")):
    min: int = Field(default=1, ge=1)
    max: int = Field(default=20, ge=4, le=100)


_BANDS = "the number (or how many in the picture): easy the lower 60 %, medium the upper 60 %, hard the top 40 % of the skill's range (to 20)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {PC}, params=OddEvenParams, levels=Levels("size", _BANDS))
def odd_even(ctx: GenerationContext) -> Draft:
    p: OddEvenParams = ctx.params
    span = band(p.min, p.max, ctx.level, STOPS_AT_MEDIUM)
    n = ctx.rng.randint(*span)
    features = Features(task="reason", steps=1, magnitude=len(str(n)), representation="symbolic")
    mode = p.mode
    if mode == "which-even" and ctx.content_type is not MC:
        mode = "number"
    a = _MODES[mode](ctx, p, n, span)
    q = MathQuestion(
        prompt=a.prompt,
        answer_display=str(a.answer),
        answer_value=a.answer if isinstance(a.answer, int) else None,
        explanation=a.explanation,
        misconceptions=wrongs(str(a.answer), *a.mistakes),
        fill_text=a.fill,
        answer_format=a.answer_format,
        picture=a.picture,
        features=a.features or features,
        key=a.key,
        instructions=a.instructions,
    )
    return finish(q, ctx, a.picture.svg if a.picture else None)
