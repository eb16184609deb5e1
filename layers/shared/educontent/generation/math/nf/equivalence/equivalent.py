"""Equivalent fractions: the missing numerator or denominator (scaling up or down), choosing an
equivalent fraction, and the same point on two number lines cut into different parts."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import TYPE_CHECKING

from educontent.generation.difficulty import Features
from educontent.generation.draw.double_number_lines import double_number_line
from educontent.generation.draw.fraction_models import bars
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import banded_value
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion, Misconception
from educontent.generation.kit.wrong_answers import non_negative, wrong_answers
from educontent.generation.numbers.fractions import frac

if TYPE_CHECKING:
    from educontent.generation.math.nf.equivalence import RelationParams

M = Misconception


def _pair(rng: random.Random, dens: list[int], max_den: int, rank: int) -> tuple[int, int, int, int]:
    """(a, b, n, d) with a/b proper and d = n*b <= max_den: b from the level's band of the
    denominators, then n from the level's band of the multipliers that keep d <= max_den."""
    b = banded_value(rng, [b for b in dens if b * 2 <= max_den] or [2], rank)
    n = banded_value(rng, range(2, max(2, max_den // b) + 1), rank)
    a = rng.randint(1, b - 1)
    return a, b, n, n * b


def _positive(text: str) -> Fraction | None:
    value = Fraction(text)
    return value if value > 0 else None


def _scaled(a: int, b: int, n: int, up: bool, ask_den: bool) -> tuple[str, int, str, list[Misconception]]:
    """``a/b = na/nb`` read up (``a/b`` given) or down (``na/nb`` given), asking for the numerator or
    the denominator: (fill, answer, explanation, wrong answers)."""
    d = n * b
    same = (
        "Multiply top and bottom by the same number; do not add."
        if up
        else "Divide top and bottom by the same number; do not subtract."
    )
    change = "added-the-same-amount" if up else "subtracted-the-same-amount"
    bigger = M(
        str(n * a if up else a),
        "copied-the-numerator",
        "The denominator must be bigger than the numerator here.",
    )
    variants = {
        (True, True): (
            f"{a}/{b} = {n * a}/___",
            d,
            [
                M(str(b + n * a - a), change, same),
                M(
                    str(b),
                    "kept-the-denominator",
                    f"The numerator changed from {a} to {n * a}, so the denominator changes too.",
                ),
                bigger,
            ],
        ),
        (True, False): (
            f"{a}/{b} = ___/{d}",
            n * a,
            [
                M(str(a + d - b), change, same),
                M(
                    str(a),
                    "kept-the-numerator",
                    f"The parts are {n} times smaller, so you need {n} times as many.",
                ),
                M(str(d), "copied-the-denominator", "The numerator counts the shaded parts."),
                M(
                    str(a * d),
                    "multiplied-by-the-new-denominator",
                    f"Multiply by {n}, the number the denominator was multiplied by.",
                ),
            ],
        ),
        (False, True): (
            f"{n * a}/{d} = {a}/___",
            b,
            [
                M(str(d - (n * a - a)), change, same),
                M(str(d), "kept-the-denominator", "The numerator changed, so the denominator changes too."),
                bigger,
            ],
        ),
        (False, False): (
            f"{n * a}/{d} = ___/{b}",
            a,
            [
                M(str(n * a - (d - b)), change, same),
                M(str(n * a), "kept-the-numerator", "The parts are bigger now, so you need fewer of them."),
                M(str(b), "copied-the-denominator", "The numerator counts the shaded parts."),
            ],
        ),
    }
    fill, answer, cands = variants[(up, ask_den)]
    if up:
        explain = f"{b} × {n} = {d}, so multiply the numerator by {n} too: {a} × {n} = {n * a}. {a}/{b} = {n * a}/{d}."
    else:
        explain = f"{d} ÷ {n} = {b}, so divide the numerator by {n} too: {n * a} ÷ {n} = {a}. {n * a}/{d} = {a}/{b}."
    return fill, answer, explain, cands


def missing_number(rng: random.Random, mode: str, p: RelationParams, rank: int) -> MathQuestion:
    a, b, n, d = _pair(rng, p.dens, p.max_den, rank)
    direction = pick(rng, p.direction)
    ask_den = rank >= 1 and rng.random() < 0.4
    up = direction == "up"
    top, bottom = ((a, b), (n * a, d)) if up else ((n * a, d), (a, b))
    fill, answer, explain, cands = _scaled(a, b, n, up, ask_den)
    diagram = DiagramForm(
        "fraction-bar",
        bars(
            [(top[1], top[0], ""), (bottom[1], bottom[0], "")],
            title="Equivalent fractions",
            desc=f"Two bars of the same size. The top bar is cut into {top[1]} equal parts with {top[0]} shaded. The bottom bar is cut into {bottom[1]} equal parts with {bottom[0]} shaded.",
        ),
    )
    return MathQuestion(
        prompt=f"What number makes the fractions equivalent? {fill}",
        answer_display=str(answer),
        answer_value=answer,
        explanation=explain + " The bars show the same amount shaded.",
        misconceptions=wrong_answers(answer, cands, _positive),
        fill_text=fill,
        diagram=diagram,
        features=Features("compute", 2, len(str(d)), "symbolic"),
        key=f"eq:{fill}",
        instructions="Find the equivalent fraction.",
    )


def pick_equivalent(rng: random.Random, mode: str, p: RelationParams, rank: int) -> MathQuestion:
    a, b, n, d = _pair(rng, p.dens, p.max_den, rank)
    cands = [
        M(
            frac(a + n, b + n),
            "added-the-same-number",
            "Adding the same number to top and bottom changes the size.",
        ),
        M(
            frac(a, d),
            "changed-only-the-denominator",
            "Multiply the numerator by the same number as the denominator.",
        ),
        M(
            frac(n * a, b),
            "changed-only-the-numerator",
            "Multiply the denominator by the same number as the numerator.",
        ),
        M(frac(b, a), "flipped-the-fraction", "The denominator stays on the bottom."),
    ]
    return MathQuestion(
        prompt=f"Which fraction is equivalent to {a}/{b}?",
        answer_display=frac(n * a, d),
        explanation=f"Multiply the numerator and denominator by {n}: {a} × {n} = {n * a} and {b} × {n} = {d}. So {a}/{b} = {n * a}/{d}.",
        misconceptions=wrong_answers(Fraction(a, b), cands, non_negative),
        fill_text=f"{a}/{b} is equivalent to ___.",
        diagram=DiagramForm(
            "fraction-bar",
            bars([(b, a, "")], title=f"{a}/{b}", desc=f"A bar cut into {b} equal parts with {a} shaded."),
        ),
        answer_format="fraction",
        features=Features("identify", 2, len(str(d)), "symbolic"),
        key=f"ep:{a}:{b}:{n}",
        instructions="Find an equivalent fraction.",
    )


def on_number_lines(rng: random.Random, mode: str, p: RelationParams, rank: int) -> MathQuestion:
    a, b, n, d = _pair(rng, p.dens, p.max_den, rank)
    picture = double_number_line(
        1,
        b,
        d,
        Fraction(a, b),
        Fraction(a, b),
        title="Two number lines",
        desc=f"Two number lines from 0 to 1. The top line is cut into {b} equal parts with point A at {a}/{b}. The bottom line is cut into {d} equal parts with point B {n * a} parts to the right of 0.",
    )
    cands = [
        M(frac(a, d), "kept-the-numerator", "The bottom line has smaller parts, so B is more parts from 0."),
        M(frac(n * a + 1, d), "counted-the-tick-at-zero", "Count jumps from 0, not tick marks."),
        M(frac(n * a, d + 1), "counted-the-tick-marks", f"There are {d} equal parts, not {d + 1}."),
        M(frac(a, b + d), "added-the-denominators", "Read the bottom line on its own."),
    ]
    return MathQuestion(
        prompt=f"Point A is at {a}/{b} on the top number line. Point B is at the same place on the bottom number line, which is cut into {d} equal parts from 0 to 1. What fraction is at point B?",
        answer_display=frac(n * a, d),
        explanation=f"Each part on the bottom line is 1/{d}. Point B is {n * a} parts from 0, so it is {n * a}/{d}. A and B are at the same point, so {a}/{b} = {n * a}/{d}.",
        misconceptions=wrong_answers(Fraction(a, b), cands, non_negative),
        fill_text=f"Point B is at ___, the same point as {a}/{b} on a line cut into {d} equal parts.",
        diagram=DiagramForm("number-line", picture),
        answer_format="fraction",
        features=Features("represent", 2, len(str(d)), "visual"),
        key=f"enl:{a}:{b}:{n}",
        instructions="Equivalent fractions are at the same point.",
    )
