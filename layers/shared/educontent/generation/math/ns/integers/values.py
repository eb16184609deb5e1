"""Signed values for the grade 6 signed-number questions and how they are shown: random integers,
halves, quarters and tenths; tenths as decimals and other fractions as mixed numbers; a question
answered by a signed value or in words; points; and a number-line window around the values."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from educontent.generation.draw.number_lines import number_line
from educontent.generation.kit.algebra_values import exact_question
from educontent.generation.kit.answer_forms import nonzero, written
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.numbers.rationals import dx, fx

F = Fraction


def rational(rng: random.Random, lvl: int, top: int = 10) -> Fraction:
    """An integer (easy), a half or tenth (medium) or a quarter, half or tenth (hard), signed."""
    if lvl == 0:
        return F(nonzero(rng, -top, top))
    if lvl == 1:
        return pick(rng, (F(nonzero(rng, -top, top)), F(nonzero(rng, -2 * top, 2 * top), 2)))
    return pick(rng, (F(nonzero(rng, -4 * top, 4 * top), 4), F(nonzero(rng, -10 * top, 10 * top), 10)))


def show(v: Fraction) -> str:
    """Tenths and hundredths as decimals, other fractions as (mixed) fractions."""
    return dx(v) if v.denominator in (10, 100, 5, 20, 25, 50) else fx(v)


def text_question(answer: str, candidates: list[tuple[str, str, str]], **parts: Any) -> MathQuestion:
    """A question answered in words or symbols (a quadrant, a point, a symbol, a list), compared as
    written; ``parts`` as for ``kit.answer_forms.question``."""
    return written(answer=answer, answer_format="text", candidates=candidates, **parts)


def signed_question(value: Fraction, candidates: list[tuple[str, str, str]], **parts: Any) -> MathQuestion:
    """A question whose answer is the signed number ``value`` (as ``show`` writes it), with the
    wrong ``candidates`` as given (negative ones too, no slips added); ``parts`` as for
    ``kit.answer_forms.question``."""
    return exact_question(value, candidates, show=show, signed=True, slips=False, **parts)


def point(x: int | Fraction, y: int | Fraction) -> str:
    return f"({show(F(x))}, {show(F(y))})"


def floor(v: Fraction) -> int:
    return v.numerator // v.denominator


def line_for(values: list[Fraction]) -> tuple[Fraction, Fraction, Fraction, int]:
    """A number-line window (lo, hi, step, label_every) around the values: whole numbers with 0
    in view, halves and quarters over a few units, tenths over one unit."""
    den = max(v.denominator for v in values)
    low, high = min(values), max(values)
    if den == 1:
        lo, hi = min(floor(low) - 2, -2), max(floor(high) + 2, 2)
        return F(lo), F(hi), F(1), 2 if hi - lo > 16 else 1
    if den in (2, 4):
        return F(floor(low) - 1), F(floor(high) + 2), F(1, den), den
    return F(floor(low)), F(floor(high) + 1), F(1, 10), 10


def number_line_svg(values: list[tuple[Fraction, str]], title: str, desc: str) -> str:
    lo, hi, step, every = line_for([v for v, _ in values])
    return number_line(lo, hi, step, label_every=every, points=values, title=title, desc=desc)
