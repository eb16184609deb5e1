"""Estimating irrational numbers (grade 8, 8.NS.A.2): the whole numbers a square root lies between,
square roots to the nearest whole number and tenth, the greatest of several numbers, and a square
root on a number line."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from fractions import Fraction
from typing import NamedTuple

from educontent.generation.draw.svg import number_line
from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Wrong, build, digits
from educontent.generation.kit.math_forms import DiagramForm
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.math.ns._square_roots import NON_SQUARES
from educontent.generation.numbers import fmt_decimal
from educontent.generation.numbers.powers import sqrt_approx
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class _Estimate(NamedTuple):
    answer: str
    wrong: list[Wrong]
    explanation: str
    prompt: str
    fill: str
    fmt: str
    key: str
    steps: int
    diagram: DiagramForm | None = None


def _hundredths(v: Fraction) -> Fraction:
    return Fraction(round(v * 100), 100)


def _between(rng: random.Random, n: int, k: int) -> _Estimate:
    wrong = [
        (
            f"{k - 1} and {k}",
            "picked-the-interval-below",
            f"{k - 1}² = {(k - 1) ** 2} and {k}² = {k * k}, but {n} is more than {k * k}.",
        ),
        (f"{k + 1} and {k + 2}", "picked-the-interval-above", f"{(k + 1) ** 2} is already more than {n}."),
        (
            f"{k * k} and {(k + 1) ** 2}",
            "gave-the-perfect-squares",
            "Those are the perfect squares around the number, not their square roots.",
        ),
        (f"{n // 2} and {n // 2 + 1}", "halved-the-number", "A square root is not half the number."),
    ]
    return _Estimate(
        f"{k} and {k + 1}",
        wrong,
        f"Find the perfect squares on each side of {n}: {k}² = {k * k} and {k + 1}² = {(k + 1) ** 2}. Since {k * k} < {n} < {(k + 1) ** 2}, √{n} is between {k} and {k + 1}.",
        f"√{n} lies between which two consecutive whole numbers?",
        f"√{n} lies between ___.",
        "text",
        f"btw:{n}",
        2,
    )


def _nearest_whole(rng: random.Random, n: int, k: int) -> _Estimate:
    near = k if n <= k * k + k else k + 1
    far = k + 1 if near == k else k
    wrong = [
        (str(far), "picked-the-farther-whole-number", f"{n} is closer to {near * near} than to {far * far}."),
        (str(n // 2), "halved-the-number", "A square root is not half the number."),
        (
            str(near * near),
            "gave-the-perfect-square",
            f"{near * near} is the perfect square; its root is {near}.",
        ),
    ]
    return _Estimate(
        str(near),
        wrong,
        f"{k}² = {k * k} and {k + 1}² = {(k + 1) ** 2}. The halfway point is {k}.5² = {fmt_decimal(Fraction(2 * k + 1, 2) ** 2)}, and {n} is {'below' if near == k else 'above'} it, so √{n} rounds to {near}.",
        f"What is √{n} rounded to the nearest whole number?",
        f"√{n} rounded to the nearest whole number is ___.",
        "number",
        f"near:{n}",
        2,
    )


def _tenths(rng: random.Random, n: int, k: int) -> _Estimate:
    t = math.isqrt(100 * n)
    if 100 * n > t * t + t:
        t += 1
    answer = fmt_decimal(Fraction(t, 10))
    low = math.isqrt(100 * n)
    wrong = [
        (
            fmt_decimal(Fraction(low, 10)) if low != t else fmt_decimal(Fraction(t - 1, 10)),
            "truncated-instead-of-rounding" if low != t else "rounding-slip",
            "Check which tenth is closer by squaring.",
        ),
        (
            fmt_decimal(Fraction(t + 1, 10)) if low != t else fmt_decimal(Fraction(t + 2, 10)),
            "rounding-slip",
            f"{fmt_decimal(Fraction(t + 1, 10))}² is farther from {n}.",
        ),
        (fmt_decimal(Fraction(n, 2)), "halved-the-number", "A square root is not half the number."),
    ]
    explanation = (
        f"{k}² = {k * k} and {k + 1}² = {(k + 1) ** 2}, so √{n} is between {k} and {k + 1}. Try tenths: "
        f"{fmt_decimal(Fraction(t, 10))}² = {fmt_decimal(Fraction(t * t, 100))}"
        + f" and {fmt_decimal(Fraction(t + 1, 10))}² = {fmt_decimal(Fraction((t + 1) ** 2, 100))}"
        * (t * t < 100 * n)
        + f" and {fmt_decimal(Fraction(t - 1, 10))}² = {fmt_decimal(Fraction((t - 1) ** 2, 100))}"
        * (t * t >= 100 * n)
        + f". The closest tenth is {answer}."
    )
    return _Estimate(
        answer,
        wrong,
        explanation,
        f"What is √{n} to the nearest tenth?",
        f"√{n} to the nearest tenth is ___.",
        "number",
        f"tenth:{n}",
        3,
    )


def _candidate(rng: random.Random, n: int, k: int, root: Fraction) -> tuple[str, Fraction]:
    """A number near √n written as a decimal, a fraction, pi plus a whole number or another root."""
    form = pick(rng, ("decimal", "fraction", "pi", "root"))
    if form == "decimal":
        v = Fraction(rng.randint(int(root * 10) - 15, int(root * 10) + 15), 10)
        return fmt_decimal(v), v
    if form == "fraction":
        b = rng.randint(2, 9)
        a = rng.randint(max(1, int(root * b) - 2 * b), int(root * b) + 2 * b)
        return f"{a}/{b}", Fraction(a, b)
    if form == "pi":
        extra = rng.randint(max(0, k - 5), k)
        return ("π" if extra == 0 else f"π + {extra}", Fraction(314159, 100000) + extra)
    m = pick(rng, [x for x in NON_SQUARES if abs(x - n) <= 2 * k + 1 and x != n] or [n + 1])
    return f"√{m}", sqrt_approx(m, 3)


def _greatest(rng: random.Random, n: int, k: int) -> _Estimate:
    root = sqrt_approx(n, 3)
    cands: list[tuple[str, Fraction]] = [(f"√{n}", root)]
    while len(cands) < 4:
        c = _candidate(rng, n, k, root)
        if (
            c[1] > 0
            and all(abs(c[1] - v) >= Fraction(1, 10) for _, v in cands)
            and c[0] not in [s for s, _ in cands]
        ):
            cands.append(c)
    best = max(cands, key=lambda c: c[1])
    order = cands[:]
    rng.shuffle(order)
    listing = ", ".join(s for s, _ in order)
    wrong = [
        (
            s,
            "misjudged-the-size",
            f"{s} is about {fmt_decimal(_hundredths(v))}, less than {best[0]} (about {fmt_decimal(_hundredths(best[1]))}).",
        )
        for s, v in cands
        if s != best[0]
    ]
    explanation = (
        "Estimate each number as a decimal: "
        + "; ".join(f"{s} ≈ {fmt_decimal(_hundredths(v))}" for s, v in order)
        + f". The greatest is {best[0]}."
    )
    return _Estimate(
        best[0],
        wrong,
        explanation,
        f"Which number is greatest: {listing}?",
        f"Of {listing}, the greatest is ___.",
        "text",
        f"max:{listing}",
        3,
    )


def _number_line(rng: random.Random, n: int, k: int) -> _Estimate:
    root = sqrt_approx(n, 2)
    top = max(k + 2, 6)
    spots = [root]
    while len(spots) < 4:
        v = Fraction(rng.randint(1, top * 10 - 1), 10)
        if all(abs(v - s) >= Fraction(6, 10) for s in spots):
            spots.append(v)
    letters = ["A", "B", "C", "D"]
    rng.shuffle(letters)
    names = dict(zip(letters, spots, strict=True))
    answer = letters[0]
    wrong = [
        (
            letter,
            "misplaced-the-square-root",
            f"Point {letter} is at about {fmt_decimal(v)}, but √{n} is between {k} and {k + 1}.",
        )
        for letter, v in sorted(names.items())
        if letter != answer
    ]
    desc = (
        "A number line from 0 to "
        + str(top)
        + " with points "
        + ", ".join(f"{letter} at {fmt_decimal(v)}" for letter, v in sorted(names.items()))
        + "."
    )
    svg = number_line(
        0,
        top,
        1,
        points=[(v, letter) for letter, v in sorted(names.items())],
        title="Points on a number line",
        desc=desc,
    )
    side = "more than" if n - k * k < (k + 1) ** 2 - n else "less than"
    return _Estimate(
        answer,
        wrong,
        f"{k}² = {k * k} and {k + 1}² = {(k + 1) ** 2}, so √{n} is between {k} and {k + 1}, a bit {side} {k}.5 — about {fmt_decimal(root)}. That is point {answer}.",
        f"Which point on the number line best shows √{n}?",
        f"On the number line, √{n} is best shown by point ___.",
        "text",
        f"line:{n}:{sorted(names.items())}",
        2,
        DiagramForm("number-line", svg),
    )


_MODES: dict[str, Callable[[random.Random, int, int], _Estimate]] = {
    "between": _between,
    "nearest-whole": _nearest_whole,
    "tenths": _tenths,
    "greatest": _greatest,
    "number-line": _number_line,
}
ApproxParams = many_of(_MODES, name="ApproxParams")


_BANDS = (
    "the number under the square root: easy up to 50, medium 20-120, hard 60-400 (never a perfect square)"
)
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG}, params=ApproxParams, levels=Levels("size", _BANDS))
def approximate_irrationals(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, ctx.params.modes)
    n = pick(
        rng,
        [m for m in NON_SQUARES if (0, 20)[lv] <= m <= (50, 120)[lv]]
        if lv < 2
        else [m for m in range(60, 400) if math.isqrt(m) ** 2 != m],
    )
    e = _MODES[mode](rng, n, math.isqrt(n))
    return build(
        ctx, **e._asdict(), task="reason" if mode in ("greatest", "number-line") else "compute", mag=digits(n)
    )
