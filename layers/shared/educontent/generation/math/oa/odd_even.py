"""Odd and even (grade 2): whether a number (or a picture set out in pairs) is odd or even, which
number is even, and even numbers as doubles.

Standards: 2.OA.C.3."""

from __future__ import annotations

from collections.abc import Callable

from pydantic import Field

from educontent.generation.difficulty import Features
from educontent.generation.draw.pictures import ICONS, pairs
from educontent.generation.kit.arith_params import one_of
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import MathQuestion, PictureForm
from educontent.generation.kit.picture_forms import Mistake, finish, level_top, wrongs
from educontent.generation.kit.types import MC, PC, WRITTEN
from educontent.generation.registry import Draft, GenerationContext, generator


def _parity(n: int) -> str:
    return "even" if n % 2 == 0 else "odd"


def _double(n: int) -> int:
    """The even number used for a doubles question (at least 2)."""
    n = n + n % 2
    return 2 if n < 2 else n


def _double_missing(ctx: GenerationContext, p: OddEvenParams, n: int, top: int, features: Features) -> Draft:
    n = _double(n)
    h = n // 2
    text = f"{n} = {h} + ___"
    q = MathQuestion(
        prompt=f"{n} is even, so it is a double. What number makes this true? {text}",
        answer_display=str(h),
        answer_value=h,
        explanation=f"An even number splits into two equal groups. {n} = {h} + {h}, because {h} + {h} = {n}.",
        misconceptions=wrongs(
            str(h),
            (n, "copied-the-total", f"{n} is the total."),
            (h + 1, "off-by-one", f"{h} + {h + 1} = {n + 1}."),
            (h - 1, "off-by-one", f"{h} + {h - 1} = {n - 1}."),
        ),
        fill_text=text,
        features=features,
        key=f"dbl:{n}",
        instructions="Write the even number as a double.",
    )
    return finish(q, ctx)


def _doubles(ctx: GenerationContext, p: OddEvenParams, n: int, top: int, features: Features) -> Draft:
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
    q = MathQuestion(
        prompt=f"Which shows {n} as the sum of two equal numbers?",
        answer_display=answer,
        explanation=f"{n} is even, so it splits into two equal groups of {h}: {h} + {h} = {n}.",
        misconceptions=wrongs(answer, *mistakes),
        fill_text=f"{n} = ___, with two equal addends.",
        answer_format="expression",
        features=features,
        key=f"dblpick:{n}",
        instructions="Think about doubles.",
    )
    return finish(q, ctx)


def _which_even(ctx: GenerationContext, p: OddEvenParams, n: int, top: int, features: Features) -> Draft:
    rng = ctx.rng
    evens = [v for v in range(max(p.min, 2), top + 1) if v % 2 == 0]
    answer_n = pick(rng, evens)
    odds: list[int] = []
    while len(odds) < 3:
        v = rng.randint(p.min, max(top, p.min + 6))
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
    q = MathQuestion(
        prompt=f"Which number is even? {', '.join(map(str, sorted([*odds, answer_n])))}",
        answer_display=str(answer_n),
        answer_value=answer_n,
        explanation=(
            f"A number is even when it splits into pairs with none left over; look at the ones digit "
            f"(0, 2, 4, 6 or 8). {answer_n} = {answer_n // 2} + {answer_n // 2}, so it is even."
        ),
        misconceptions=wrongs(str(answer_n), *mistakes),
        fill_text="___ is an even number.",
        features=features,
        key=f"whicheven:{answer_n}:{','.join(map(str, sorted(odds)))}",
        instructions="Find the even number.",
    )
    return finish(q, ctx)


def _odd_or_even(ctx: GenerationContext, p: OddEvenParams, n: int, top: int, features: Features) -> Draft:
    mode = "picture" if p.mode == "picture" else "number"
    answer = _parity(n)
    other = "odd" if answer == "even" else "even"
    if n % 2 == 0:
        why = f"{n} splits into pairs with none left over: {n // 2} + {n // 2} = {n}. So {n} is even."
    else:
        why = f"When {n} is put into pairs, 1 is left over: {n // 2} + {n // 2} + 1 = {n}. So {n} is odd."
    svg = None
    picture = None
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
        why = f"There are {n} {many}. " + why
        features = Features(task="reason", steps=2, magnitude=len(str(n)), representation="visual")
    else:
        prompt = f"Is {n} odd or even?"
        fill = f"{n} is an ___ number."
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        explanation=why,
        misconceptions=wrongs(
            answer,
            (
                other,
                "mixed-up-odd-and-even",
                "Check the pairs: " + ("none is left over." if answer == "even" else "one is left over."),
            ),
        ),
        fill_text=fill,
        answer_format="text",
        picture=picture,
        features=features,
        key=f"oddeven:{mode}:{n}",
        instructions="Decide: odd or even?",
    )
    return finish(q, ctx, svg)


_MODES: dict[str, Callable[[GenerationContext, OddEvenParams, int, int, Features], Draft]] = {
    "picture": _odd_or_even,
    "number": _odd_or_even,
    "which-even": _which_even,
    "doubles": _doubles,
    "double-missing": _double_missing,
}


class OddEvenParams(one_of(_MODES, default="number")):
    min: int = Field(default=1, ge=1)
    max: int = Field(default=20, ge=4, le=100)


@generator(content_types=WRITTEN | {PC}, params=OddEvenParams)
def odd_even(ctx: GenerationContext) -> Draft:
    p: OddEvenParams = ctx.params
    top = level_top(ctx, p.min + 3, p.max)
    n = ctx.rng.randint(p.min, top)
    features = Features(task="reason", steps=1, magnitude=len(str(n)), representation="symbolic")
    mode = p.mode
    if mode == "which-even" and ctx.content_type is not MC:
        mode = "number"
    return _MODES[mode](ctx, p, n, top, features)
