"""Factors and multiples of whole numbers to 100: factor pairs, a missing factor, how many factors,
multiples of a one-digit number, and prime or composite (4.OA.B.4)."""

from __future__ import annotations

import random
from collections.abc import Callable

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.difficulty import Features
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import MathQuestion, Misconception
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.ops_modes import render_picked
from educontent.generation.kit.types import FB, MC, SA, TF
from educontent.generation.kit.wrong_answers import distinct
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

M = Misconception

# what a whole number can be, each with what it means when it is the wrong choice
_KINDS = {
    "prime": "A prime number has exactly two factors.",
    "composite": "A composite number has more than two factors.",
    "neither prime nor composite": "Only 1 is neither prime nor composite.",
}


_TOP = 100  # the numbers of 4.OA.B.4: 1-100


def _factor_pairs(n: int) -> list[tuple[int, int]]:
    return [(k, n // k) for k in range(1, int(n**0.5) + 1) if n % k == 0]


def _pairs_display(pairs: list[tuple[int, int]]) -> str:
    return ", ".join(f"{x} × {y}" for x, y in pairs)


def _pairs(rng: random.Random, mode: str, level: DifficultyLevel) -> MathQuestion:
    n = draw(rng, 4, _TOP, level)
    pairs = _factor_pairs(n)
    non = next(k for k in range(2, 12) if n % k)
    fake = [*pairs, (non, n // non)]
    fake.sort()
    wrongs = []
    if len(pairs) >= 2:
        wrongs.append(
            M(
                _pairs_display(pairs[:-1]),
                "missed-a-factor-pair",
                f"{pairs[-1][0]} × {pairs[-1][1]} = {n} is missing.",
            )
        )
        wrongs.append(
            M(_pairs_display(pairs[1:]), "forgot-1-and-the-number", f"1 × {n} is a factor pair too.")
        )
    wrongs.append(
        M(_pairs_display(fake), "included-a-non-factor", f"{non} × {n // non} = {non * (n // non)}, not {n}.")
    )
    if len(pairs) < 2:
        wrongs.append(
            M(f"1 × {n}, {non} × {n // non + 1}", "included-a-non-factor", f"{non} is not a factor of {n}.")
        )
    return MathQuestion(
        prompt=f"List all the factor pairs of {n}.",
        answer_display=_pairs_display(pairs),
        explanation=f"Try each number from 1 up: {', '.join(f'{x} × {y} = {n}' for x, y in pairs)}. Stop when the factors start to repeat.",
        misconceptions=tuple(wrongs),
        fill_text=f"The factor pairs of {n} are ___.",
        answer_format="text",
        features=Features("compute", len(pairs) + 1, len(str(n)), "symbolic"),
        key=f"fp:{n}",
        instructions="Find every factor pair.",
    )


def _missing_factor(rng: random.Random, mode: str, level: DifficultyLevel) -> MathQuestion:
    n = draw(rng, 12, _TOP, level)
    pairs = [pr for pr in _factor_pairs(n) if pr[0] > 1]
    while not pairs:
        n += 1
        pairs = [pr for pr in _factor_pairs(n) if pr[0] > 1]
    x, y = pick(rng, pairs)
    if rng.random() < 0.5:
        x, y = y, x
    wrongs = [
        M(str(n - x), "subtracted-instead-of-divided", f"{x} + {n - x} = {n}, but factors multiply."),
        M(str(y + 1), "off-by-one", f"{x} × {y + 1} = {x * (y + 1)}."),
        M(str(y - 1), "off-by-one", f"{x} × {y - 1} = {x * (y - 1)}."),
    ]
    prompt = f"{x} and what number make a factor pair of {n}?"
    explain = f"{n} ÷ {x} = {y}, because {x} × {y} = {n}."
    asked = Asked(prompt, str(y), explain, wrongs, f"{n} = {x} × ___", f"fm:{n}:{x}", y)
    features = Features("compute", 1, len(str(n)), "symbolic")
    return asked.by_value(y, features=features, instructions="Find the missing factor.")


def _count(rng: random.Random, mode: str, level: DifficultyLevel) -> MathQuestion:
    n = draw(rng, 6, _TOP, level)
    divisors = [k for k in range(1, n + 1) if n % k == 0]
    count = len(divisors)
    wrongs = [
        M(str(count - 2), "forgot-1-and-the-number", f"1 and {n} are factors too."),
        M(
            str(len(_factor_pairs(n))),
            "counted-pairs-not-factors",
            "Each pair has two factors (a square number's middle pair has one).",
        ),
        M(str(count + 1), "counted-a-non-factor", "Check each factor divides evenly."),
        M(str(count - 1), "missed-a-factor", "Check every number up to the middle pair."),
    ]
    pairs = _factor_pairs(n)
    explain = f"{'The factor pairs are' if len(pairs) > 1 else 'The only factor pair is'} {_pairs_display(pairs)}. The factors are {', '.join(map(str, divisors))}: that is {count_of(count, 'factor')}."
    prompt, fill = f"How many factors does {n} have?", f"The number of factors of {n} is ___."
    asked = Asked(prompt, str(count), explain, wrongs, fill, f"fc:{n}", count)
    return asked.by_value(
        count, features=Features("compute", 2, len(str(n)), "symbolic"), instructions="Count the factors."
    )


def _multiple(rng: random.Random, mode: str, level: DifficultyLevel) -> MathQuestion:
    """``n`` is a multiple of which number (``multiple``), or which number is a multiple of ``d``."""
    d = draw(rng, 2, 9, level)
    k = draw(rng, 2, _TOP // d, level)
    n = d * k
    if mode == "multiple":
        others = [x for x in range(2, 13) if n % x]
        rng.shuffle(others)
        return MathQuestion(
            prompt=f"{n} is a multiple of which of these numbers?",
            answer_display=str(d),
            answer_value=d,
            explanation=f"{d} × {n // d} = {n}, so {n} is a multiple of {d}.",
            misconceptions=tuple(
                M(str(x), "not-a-factor", f"{n} ÷ {x} leaves a remainder, so {n} is not a multiple of {x}.")
                for x in others[:3]
            ),
            fill_text=f"{n} is a multiple of ___.",
            features=Features("identify", 1, len(str(n)), "symbolic"),
            key=f"fmu:{n}:{d}",
            instructions="Use division facts.",
        )
    near = [n + 1, n - 1, n + 2, n - 2, n + 3, n + d + 1]
    wrongs = tuple(
        M(str(x), "not-a-multiple", f"{x} ÷ {d} leaves a remainder of {x % d}.")
        for x in near
        if x % d and x > 0
    )[:3]
    return MathQuestion(
        prompt=f"Which number is a multiple of {d}?",
        answer_display=str(n),
        answer_value=n,
        explanation=f"{n} = {d} × {k}, so {n} is a multiple of {d}.",
        misconceptions=distinct(wrongs, str(n)),
        fill_text=f"___ is a multiple of {d}.",
        features=Features("identify", 1, len(str(n)), "symbolic"),
        key=f"fwm:{n}:{d}",
        instructions="Use skip counting or division.",
    )


def _prime(rng: random.Random, mode: str, level: DifficultyLevel) -> MathQuestion:
    n = draw(rng, 1, _TOP, level)  # 1 (neither prime nor composite) only on easy items
    divisors = [k for k in range(1, n + 1) if n % k == 0]
    if n == 1:
        answer = "neither prime nor composite"
        why = "1 has only one factor, so it is neither prime nor composite."
    elif len(divisors) == 2:
        answer = "prime"
        why = f"{n} has exactly two factors, 1 and {n}, so it is prime."
    else:
        answer = "composite"
        why = f"{n} has more than two factors ({', '.join(map(str, divisors))}), so it is composite."
    return MathQuestion(
        prompt=f"Is {n} prime, composite, or neither?",
        answer_display=answer,
        explanation=why,
        misconceptions=tuple(
            M(o, f"thought-{o.split()[0]}", reason) for o, reason in _KINDS.items() if o != answer
        ),
        fill_text=f"{n} is ___.",
        answer_format="text",
        features=Features("identify", 2, len(str(n)), "symbolic"),
        key=f"fpc:{n}",
        instructions="Find the factors to decide.",
    )


# mode -> builder(rng, mode, level)
_BUILDERS: dict[str, Callable[[random.Random, str, DifficultyLevel], MathQuestion]] = {
    "pairs": _pairs,
    "missing-factor": _missing_factor,
    "count": _count,
    "multiple": _multiple,
    "which-multiple": _multiple,
    "prime": _prime,
}


FactorParams = many_of(_BUILDERS, name="FactorParams")


_BANDS = "the number (1-100) and the one-digit factor: easy the lower 60 %, medium the middle 60 %, hard the upper half (numbers about 1-60, 20-80 and 50-100)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, SA, FB, TF}, params=FactorParams, levels=Levels("size", _BANDS))
def factors(ctx: GenerationContext) -> Draft:
    return render_picked(ctx, _BUILDERS, ctx.level)
