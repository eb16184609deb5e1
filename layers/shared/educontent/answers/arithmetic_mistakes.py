"""Wrong answers worked out from an arithmetic problem's own numbers, each with its misconception.

The generator lists a few likely wrong answers with each question (``answer.commonErrors``); these
are the classic slips a teacher looks for in any sum, difference, product or quotient: adding the
denominators, not carrying, taking the smaller digit from the larger, the wrong operation, the
numbers in the wrong order, the wrong sign, one too many or too few, a digit in the wrong place.
The ids are the generators' own where they name the same mistake; the new ones are described in
``catalog_data/misconceptions/free-response.json``. A computed mistake is never the right answer.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction

from educontent.answers.arithmetic_operands import Mistake, Problem
from educontent.answers.mistake_values import decimal_text
from educontent.answers.operation_mistakes import operation_slips, sign_slips, size_slips

_PLACES = (
    "ones",
    "tens",
    "hundreds",
    "thousands",
    "ten thousands",
    "hundred thousands",
    "millions",
    "ten millions",
    "hundred millions",
)


def _renamed(p: Problem, common: int) -> str:
    """``3/4 = 9/12 and 5/6 = 10/12``: both fractions over the common denominator."""
    (a, b), (c, d) = p.x.parts, p.y.parts  # type: ignore[misc]
    return f"{p.x.shown} = {a * common // b}/{common} and {p.y.shown} = {c * common // d}/{common}"


def _fraction_slips(p: Problem) -> list[Mistake]:
    """Numerators and denominators handled separately, for fractions written as ``a/b``."""
    x, y, out = p.x, p.y, []
    if x.parts and y.parts and p.op in "+-":
        (a, b), (c, d) = x.parts, y.parts
        common = math.lcm(b, d)
        verb = "add" if p.op == "+" else "subtract"
        top = a + c if p.op == "+" else abs(a - c)
        if b == d and p.op == "+":
            out.append(
                (
                    Fraction(a + c, b + d),
                    "added-the-denominators",
                    f"You added the denominators too. The parts are the same size, so the denominator stays "
                    f"{b}: add only the numerators, {a} + {c} = {a + c}. {p.sum_text()}.",
                )
            )
        if b != d:
            if p.op == "+":
                out.append(
                    (
                        Fraction(a + c, b + d),
                        "added-numerators-and-denominators",
                        f"You added the denominators: {b} + {d} is not the new denominator. Find a common "
                        f"denominator first: {_renamed(p, common)}, so {p.sum_text()}.",
                    )
                )
            elif a != c:
                out.append(
                    (
                        Fraction(abs(a - c), abs(b - d)),
                        "subtracted-numerators-and-denominators",
                        f"You subtracted the denominators: the difference of {b} and {d} is not the new "
                        f"denominator. Find a common denominator first: {_renamed(p, common)}, "
                        f"so {p.sum_text()}.",
                    )
                )
            if top:
                out.append(
                    (
                        Fraction(top, common),
                        "did-not-rename-the-numerators",
                        f"You changed the denominators to {common} but not the numerators. Multiply each "
                        f"numerator by the same number as its denominator before you {verb}: "
                        f"{_renamed(p, common)}, so {p.sum_text()}.",
                    )
                )
    if p.op == "×" and x.parts and y.parts:
        (a, b), (c, d) = x.parts, y.parts
        if b == d:
            out.append(
                (
                    Fraction(a * c, b),
                    "multiplied-only-the-numerators",
                    f"You multiplied the numerators but kept the denominator {b}. Multiply the denominators "
                    f"too: {b} × {d} = {b * d}, so {p.sum_text()}.",
                )
            )
        else:
            out.append(
                (
                    Fraction(a * c, b + d),
                    "added-the-denominators",
                    f"You multiplied the numerators but added the denominators. Multiply the denominators "
                    f"too: {b} × {d} = {b * d}, so {p.sum_text()}.",
                )
            )
    if p.op == "×" and {x.kind, y.kind} == {"whole", "fraction"}:
        whole, part = (x, y) if x.kind == "whole" else (y, x)
        n, (a, b) = int(whole.value), part.parts or (0, 1)
        if n > 1:
            out.append(
                (
                    Fraction(n * a, n * b),
                    "multiplied-the-denominator-too",
                    f"You multiplied the denominator by {n} as well, which leaves the fraction the same size. "
                    f"Multiply only the numerator: {n} × {a} = {n * a}, so {p.sum_text()}.",
                )
            )
    if p.op == "÷" and p.fractions and x.value:
        flip = _flipped(p.y.value)
        out.append(
            (
                p.y.value / x.value,
                "flipped-the-wrong-fraction",
                f"You flipped {x.shown} instead of the divisor. Keep {x.shown}, flip {y.shown} to {flip} and "
                f"multiply: {x.shown} × {flip} = {p.right_shown}.",
            )
        )
        out.append(
            (
                x.value * y.value,
                "multiplied-without-the-reciprocal",
                f"You multiplied by {y.shown} without flipping it. Dividing by {y.shown} is multiplying by "
                f"{flip}: {x.shown} × {flip} = {p.right_shown}.",
            )
        )
    return out


def _flipped(value: Fraction) -> str:
    return f"{'-' if value < 0 else ''}{abs(value.denominator)}/{abs(value.numerator)}"


def _digits(n: int) -> list[int]:
    """Digits from the ones up."""
    return [int(d) for d in reversed(str(n))]


def _column_slips(p: Problem) -> list[Mistake]:
    """Column addition without carrying; column subtraction taking the smaller digit from the larger."""
    if not p.wholes or p.op not in "+-":
        return []
    top, bottom = int(p.x.value), int(p.y.value)
    xs, ys = _digits(top), _digits(bottom)
    width = max(len(xs), len(ys))
    if width > len(_PLACES) or width < 2:
        return []
    xs, ys = xs + [0] * (width - len(xs)), ys + [0] * (width - len(ys))
    if p.op == "+":
        columns = [a + b for a, b in zip(xs, ys, strict=True)]
        first = next((i for i, s in enumerate(columns[:-1]) if s >= 10), None)
        if first is None:
            return []
        kept = [s % 10 for s in columns[:-1]] + [columns[-1]]
        written = str(kept[-1]) + "".join(str(s) for s in reversed(kept[:-1]))
        s = columns[first]
        return [
            (
                Fraction(int(written)),
                "forgot-to-regroup",
                f"You did not carry: in the {_PLACES[first]}, {xs[first]} + {ys[first]} = {s}, so write "
                f"{s % 10} and carry 1 to the {_PLACES[first + 1]}. {p.sum_text()}.",
            )
        ]
    if top < bottom:
        return []
    first = next((i for i in range(width) if xs[i] < ys[i]), None)
    if first is None:
        return []
    smaller = int("".join(str(abs(a - b)) for a, b in zip(reversed(xs), reversed(ys), strict=True)))
    a, b = xs[first], ys[first]
    out = [
        (
            Fraction(smaller),
            "subtracted-smaller-digit-from-larger",
            f"In the {_PLACES[first]} you took {a} away from {b}, but {b} is the number being taken away. "
            f"Regroup to make {a + 10} {_PLACES[first]}: {a + 10} - {b} = {a + 10 - b}. {p.sum_text()}.",
        )
    ]
    if xs[first + 1]:  # regrouping across a zero is another slip
        out.append(
            (
                p.right + 10 ** (first + 1),
                "regrouped-without-taking-the-ten",
                f"You regrouped but did not take 1 away from the {_PLACES[first + 1]}: after regrouping, "
                f"the {_PLACES[first + 1]} digit is {xs[first + 1] - 1}, not {xs[first + 1]}. {p.sum_text()}.",
            )
        )
    return out


def _aligned_slips(p: Problem) -> list[Mistake]:
    """Decimals added or subtracted with their last digits lined up instead of their decimal points."""
    if not p.decimal or p.signed or p.op not in "+-" or p.x.places == p.y.places:
        return []
    places = max(p.x.places, p.y.places)
    big_x, big_y = p.x.value * 10**p.x.places, p.y.value * 10**p.y.places
    value = (big_x + big_y if p.op == "+" else big_x - big_y) / 10**places
    if value <= 0:
        return []
    padded = [decimal_text(o.value, places) for o in (p.x, p.y)]
    return [
        (
            value,
            "lined-up-the-last-digits",
            f"You lined up the last digits. Line up the decimal points instead: {padded[0]} {p.op} "
            f"{padded[1]} = {p.right_shown}.",
        )
    ]


_SLIPS: tuple[Callable[[Problem], list[Mistake]], ...] = (
    _fraction_slips,
    _column_slips,
    _aligned_slips,
    operation_slips,
    sign_slips,
    size_slips,
)


def computed_mistakes(p: Problem, accepted: frozenset[Fraction]) -> list[Mistake]:
    """The problem's computed mistakes, most specific first, one per wrong value, none of them
    ``p.right`` or an ``accepted`` value."""
    seen = {p.right, *accepted}
    out: list[Mistake] = []
    for slips in _SLIPS:
        for value, name, why in slips(p):
            if value not in seen:
                seen.add(value)
                out.append((value, name, why))
    return out
