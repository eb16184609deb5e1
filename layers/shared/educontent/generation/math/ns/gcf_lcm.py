"""Greatest common factors and least common multiples (6.NS.B.4): of two numbers, in stories
(packs, gift bags, blinking lights, garden rows), and factoring a sum with the distributive property,
36 + 8 = 4(9 + 2)."""

from __future__ import annotations

import random
from fractions import Fraction
from math import gcd, lcm

from educontent.generation.banks import load_bank
from educontent.generation.kit.algebra_values import exact_question
from educontent.generation.kit.answer_forms import person, question, written, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import draw, level_of
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.modes import emit_mode, one_of
from educontent.generation.kit.types import WRITTEN
from educontent.generation.numbers.rationals import digits
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

F = Fraction


def _factor_pair(rng: random.Random, lvl: int) -> tuple[int, int]:
    top = (30, 60, 100)[lvl]
    while True:
        g = rng.randint(2, (8, 12, 25)[lvl])
        a, b = g * rng.randint(1, top // g), g * rng.randint(1, top // g)
        if a != b and gcd(a, b) > 1 and max(a, b) <= top and min(a, b) > 1:
            return a, b


def _divisors(n: int) -> str:
    return ", ".join(str(d) for d in range(1, n + 1) if n % d == 0)


def _gcf(rng: random.Random, lvl: int) -> MathQuestion:
    a, b = _factor_pair(rng, lvl)
    g = gcd(a, b)
    smaller = next((d for d in range(2, g) if g % d == 0), None)
    cands = [
        (
            str(smaller) if smaller else "",
            "found-a-common-factor-not-the-greatest",
            f"{smaller} is a common factor, but {g} is greater.",
        ),
        (
            str(lcm(a, b)),
            "found-the-least-common-multiple",
            "This is the least common multiple; a factor divides both numbers.",
        ),
        (
            str(min(a, b)) if min(a, b) != g else "",
            "used-the-smaller-number",
            f"{min(a, b)} does not divide {max(a, b)}.",
        ),
        (str(a * b), "multiplied-the-numbers", "The product is a common multiple, not a common factor."),
    ]
    return exact_question(
        F(g),
        cands,
        prompt=f"What is the greatest common factor of {a} and {b}?",
        fill=f"The greatest common factor of {a} and {b} is ___.",
        explanation=(
            f"List factors. {a}: {_divisors(a)}. "
            f"{b}: {_divisors(b)}. The greatest factor in both lists is {g}."
        ),
        task="compute",
        steps=2,
        magnitude=digits(a, b),
        key=f"gcf:{min(a, b)}:{max(a, b)}",
    )


def _lcm_candidates(a: int, b: int, m: int) -> list[tuple[str, str, str]]:
    small, big = min(a, b), max(a, b)
    return [
        (
            str(a * b) if a * b != m else str(2 * m),
            "multiplied-the-numbers" if a * b != m else "found-a-common-multiple-not-the-least",
            "The product is a common multiple, but a smaller one exists."
            if a * b != m
            else f"{2 * m} is a common multiple, but {m} is smaller.",
        ),
        (
            str(gcd(a, b)),
            "found-the-greatest-common-factor",
            "This is the greatest common factor; a multiple is a number both divide into.",
        ),
        (
            str(big) if big % small else str(m + big),
            "used-the-larger-number" if big % small else "skipped-a-multiple",
            f"{big} is not a multiple of {small}." if big % small else "Check the lists of multiples again.",
        ),
    ]


def _lcm(rng: random.Random, lvl: int) -> MathQuestion:
    while True:
        a, b = draw(rng, 2, 12, level_of(lvl)), draw(rng, 2, 12, level_of(lvl))
        if a != b and (lvl == 0 or gcd(a, b) > 1 or rng.random() < 0.3):
            break
    m = lcm(a, b)
    answer = str(m)
    k = max(m // a, m // b)
    return question(
        prompt=f"What is the least common multiple of {a} and {b}?",
        fill=f"The least common multiple of {a} and {b} is ___.",
        answer=answer,
        explanation=(
            f"List multiples. {a}: {', '.join(str(a * i) for i in range(1, min(m // a, k) + 1))}. "
            f"{b}: {', '.join(str(b * i) for i in range(1, min(m // b, k) + 1))}. The first number in both lists is {m}."
        ),
        wrong=wrongs(answer, _lcm_candidates(a, b, m), fallback=F(m)),
        task="compute",
        steps=2,
        magnitude=digits(m),
        key=f"lcm:{min(a, b)}:{max(a, b)}",
    )


def _distribute(rng: random.Random, lvl: int) -> MathQuestion:
    a, b = _factor_pair(rng, lvl)
    g = gcd(a, b)
    answer = f"{g}({a // g} + {b // g})"
    smaller = next((d for d in range(2, g) if g % d == 0), None)
    cands = [
        (
            f"{smaller}({a // smaller} + {b // smaller})" if smaller else "",
            "used-a-smaller-common-factor",
            f"{smaller} is a common factor, but the greatest common factor is {g}.",
        ),
        (f"{g}({a // g} + {b})", "divided-only-one-term", f"Both {a} and {b} must be divided by {g}."),
        (f"{g}({a - g} + {b - g})", "subtracted-the-factor", f"Divide each number by {g}; do not subtract."),
        (f"{g}({a // g} × {b // g})", "changed-the-operation", "The sum stays a sum inside the parentheses."),
    ]
    return written(
        prompt=f"Use the greatest common factor to write {a} + {b} as a product, like 3(2 + 5).",
        fill=f"Using the greatest common factor, {a} + {b} = ___.",
        answer=answer,
        acceptable=(f"{g} × ({a // g} + {b // g})", f"{g}({b // g} + {a // g})", answer.replace(" ", "")),
        explanation=f"The greatest common factor of {a} and {b} is {g}. {a} = {g} × {a // g} and {b} = {g} × {b // g}, so {a} + {b} = {answer}. Check: {g} × {a // g + b // g} = {a + b}.",
        candidates=cands,
        task="represent",
        steps=3,
        magnitude=digits(a, b),
        key=f"distribute:{a}:{b}",
    )


def _story_numbers(rng: random.Random, lvl: int, kind: str) -> tuple[int, int, int, int]:
    """The two numbers of a story, its answer and the other of GCF and LCM."""
    if kind == "gcf":
        a, b = _factor_pair(rng, lvl)
        return a, b, gcd(a, b), lcm(a, b)
    while True:
        a, b = draw(rng, 3, 12, level_of(lvl)), draw(rng, 3, 12, level_of(lvl))
        if (a != b and lcm(a, b) != a * b) or (lvl == 0 and a != b):
            return a, b, lcm(a, b), gcd(a, b)


def _factor_story(rng: random.Random, lvl: int) -> MathQuestion:
    story = pick(rng, load_bank("math", "ns-gcf-lcm")["stories"])
    setup, kind = story["setup"], story["kind"]
    a, b, ans, other = _story_numbers(rng, lvl, kind)
    who = person(rng).name
    stem = setup.format(a=a, b=b, name=who)
    cands = [
        (
            str(other),
            "used-gcf-instead-of-lcm" if kind == "lcm" else "used-lcm-instead-of-gcf",
            "This story needs the "
            + ("least common multiple." if kind == "lcm" else "greatest common factor."),
        ),
        (
            str(a * b) if a * b != ans else "",
            "multiplied-the-numbers",
            "The product works, but it is not the " + ("least" if kind == "lcm" else "greatest") + " answer.",
        ),
        (str(min(a, b)) if min(a, b) != ans else "", "used-one-of-the-numbers", "Both numbers must be used."),
    ]
    return exact_question(
        F(ans),
        cands,
        prompt=f"{stem} {story['ask'].format(name=who)}",
        fill=f"{stem} {story['tail'].format(name=who)}",
        explanation=(
            f"This asks for the {'least common multiple' if kind == 'lcm' else 'greatest common factor'} of {a} and {b}. "
            + (
                f"Multiples of {a} and {b} first meet at {ans}."
                if kind == "lcm"
                else f"The greatest number that divides both {a} and {b} is {ans}."
            )
        ),
        task="word-problem",
        steps=2,
        magnitude=digits(a, b, ans),
        key=f"factor-story:{kind}:{setup[:10]}:{a}:{b}",
    )


_BUILDERS = {"gcf": _gcf, "lcm": _lcm, "distribute": _distribute, "story": _factor_story}
FactorParams = one_of(_BUILDERS, name="FactorParams")


_BANDS = "numbers for a greatest common factor up to 30, 60 or 100 (common factor up to 8, 12, 25); numbers for a least common multiple from the lower 60 %, middle 60 % or upper half of 2-12"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=set(WRITTEN), params=FactorParams, levels=Levels("size", _BANDS))
def gcf_lcm(ctx: GenerationContext) -> Draft:
    return emit_mode(ctx, _BUILDERS)
