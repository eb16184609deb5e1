"""Signed numbers. Grade 6 (6.NS.C): positive and negative numbers in context, opposites,
quadrants and reflections, number lines and coordinates, comparing and ordering, absolute value,
distances on the coordinate plane. Grade 7 (7.NS.A): adding, subtracting, multiplying and
dividing rational numbers, number-line sums, distance as |p - q|, opposites that make 0,
fractions as terminating or repeating decimals, signs of quotients, and word problems."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Literal

from pydantic import Field

from educontent.catalog.records import ContentType
from educontent.generation.generators import _g67_svg as draw
from educontent.generation.generators._g67_core import (
    F,
    ModeParams,
    acceptable_forms,
    digits,
    dx,
    emit,
    fx,
    name,
    neg,
    nonzero,
    pick,
    question,
    terminates,
    wrongs,
    yes_no_statement,
)
from educontent.generation.kit.math_forms import ArithmeticForm, DiagramForm, MathQuestion, TableForm
from educontent.generation.registry import Draft, GenerationContext, generator

T = ContentType


def _rational(rng: random.Random, lvl: int, top: int = 10) -> Fraction:
    """An integer (easy), a half or tenth (medium) or a quarter, half or tenth (hard), signed."""
    if lvl == 0:
        return F(nonzero(rng, -top, top))
    if lvl == 1:
        return pick(rng, (F(nonzero(rng, -top, top)), F(nonzero(rng, -2 * top, 2 * top), 2)))
    return pick(rng, (F(nonzero(rng, -4 * top, 4 * top), 4), F(nonzero(rng, -10 * top, 10 * top), 10)))


def _show(v: Fraction) -> str:
    """Tenths and hundredths as decimals, other fractions as (mixed) fractions."""
    return dx(v) if v.denominator in (10, 100, 5, 20, 25, 50) else fx(v)


# ---- grade 6: context, opposites, number lines ----------------------------------------------------------

_CONTEXTS = (
    (
        "A kite flies {a} feet above sea level.",
        "A submarine is {b} feet below sea level.",
        "kite",
        "submarine",
        "feet",
    ),
    (
        "{name} makes a deposit of {a} dollars.",
        "Later, {name} makes a withdrawal of {b} dollars.",
        "deposit",
        "withdrawal",
        "dollars",
    ),
    (
        "A football team has a gain of {a} yards on one play.",
        "On the next play it has a loss of {b} yards.",
        "gain",
        "loss",
        "yards",
    ),
    (
        "At noon the temperature is {a} degrees above zero.",
        "At midnight the temperature is {b} degrees below zero.",
        "noon",
        "midnight",
        "degrees",
    ),
    ("An elevator goes up {a} floors.", "Then the elevator goes down {b} floors.", "up", "down", "floors"),
)
_TARGET = {
    "kite": "the kite's height",
    "submarine": "the submarine's position",
    "deposit": "the deposit",
    "withdrawal": "the withdrawal",
    "gain": "the gain",
    "loss": "the loss",
    "noon": "the noon temperature",
    "midnight": "the midnight temperature",
    "up": "the trip up",
    "down": "the trip down",
}


def _represent(rng: random.Random, lvl: int) -> MathQuestion:
    first, second, pos, negw, unit = pick(rng, _CONTEXTS)
    top = (20, 60, 500)[lvl]
    a, b = rng.randint(2, top), rng.randint(2, top)
    while a == b:
        b = rng.randint(2, top)
    who = name(rng)[0]
    stem = f"{first.format(a=a, name=who)} {second.format(b=b, name=who)}"
    target = pick(rng, (pos, negw))
    value = a if target == pos else -b
    other = -b if target == pos else a
    answer = str(value)
    cands = [
        (
            str(-value),
            "used-the-wrong-sign",
            f"{'Above, up, gains and deposits' if value > 0 else 'Below, down, losses and withdrawals'} are {'positive' if value > 0 else 'negative'}.",
        ),
        (str(other), "used-the-other-amount", "This number goes with the other part of the story."),
        (str(-other), "used-the-other-amount-and-sign", "This is the other amount with the wrong sign."),
        (
            "0",
            "used-the-reference-point",
            f"0 is the starting point (no change); this amount is {abs(value)} {unit} away from it.",
        ),
    ]
    return question(
        prompt=f"{stem} Which integer represents {_TARGET[target]}?",
        fill=f"{stem} The integer for {_TARGET[target]} is ___.",
        answer=answer,
        explanation=(
            f"{_TARGET[target].capitalize()} is {abs(value)} {unit} {'above or more than' if value > 0 else 'below or less than'} 0, "
            f"so it is {'positive' if value > 0 else 'negative'}: {answer}. Zero stands for the starting point (sea level, no change, or 0 degrees)."
        ),
        wrong=wrongs(answer, cands, signed=True),
        task="represent",
        magnitude=digits(a, b),
        representation="text",
        key=f"represent:{pos}:{a}:{b}:{target}",
        standard="6.NS.C.5",
    )


def _floor(v: Fraction) -> int:
    return v.numerator // v.denominator


def _line_for(values: list[Fraction]) -> tuple[Fraction, Fraction, Fraction, int]:
    """A number-line window (lo, hi, step, label_every) around the values: whole numbers with 0
    in view, halves and quarters over a few units, tenths over one unit."""
    den = max(v.denominator for v in values)
    low, high = min(values), max(values)
    if den == 1:
        lo, hi = min(_floor(low) - 2, -2), max(_floor(high) + 2, 2)
        return F(lo), F(hi), F(1), 2 if hi - lo > 16 else 1
    if den in (2, 4):
        return F(_floor(low) - 1), F(_floor(high) + 2), F(1, den), den
    return F(_floor(low)), F(_floor(high) + 1), F(1, 10), 10


def _number_line_svg(values: list[tuple[Fraction, str]], title: str, desc: str) -> str:
    lo, hi, step, every = _line_for([v for v, _ in values])
    return draw.number_line(lo, hi, step, label_every=every, points=values, title=title, desc=desc)


def _opposite(rng: random.Random, lvl: int) -> MathQuestion:
    n = _rational(rng, lvl, top=(10, 20, 10)[lvl])
    kind = pick(rng, ("plain", "double")) if lvl else "plain"
    if kind == "double":
        shown = f"-({_show(n)})" if n < 0 else f"-(-{_show(n)})"
        value = -n if n < 0 else n
        prompt = f"What is the value of {shown}?"
        fill = f"{shown} = ___"
        explain = f"The opposite of the opposite of a number is the number itself. {shown} = {_show(value)}."
        cands = [
            (
                _show(-value),
                "kept-one-negative-sign",
                "Two negative signs undo each other: the opposite of the opposite is the number itself.",
            ),
        ]
    else:
        value = -n
        prompt = f"What is the opposite of {_show(n)}?"
        fill = f"The opposite of {_show(n)} is ___."
        explain = f"Opposites are the same distance from 0 on opposite sides. {_show(n)} is {_show(abs(n))} from 0, so its opposite is {_show(value)}."
        cands = [(_show(n), "kept-the-same-number", "The opposite is on the other side of 0.")]
    cands += [
        (
            _show(1 / n) if n.numerator in (1, -1) or n.denominator == 1 else "",
            "used-the-reciprocal",
            "The opposite changes the sign; it does not flip the number over.",
        ),
        ("0", "thought-the-opposite-is-zero", "Only 0 is its own opposite."),
        (_show(value + 1), "counted-one-tick-too-far", "Count the distance from 0 carefully."),
    ]
    svg = _number_line_svg([(n, "A")], "A number line", "A number line with point A marked.")
    ask = (
        "Point A is marked on the number line. What is the opposite of "
        + ("the opposite of " if kind == "double" and n > 0 else "")
        + "the number at point A?"
    )
    answer = _show(value)
    return question(
        prompt=prompt,
        fill=fill,
        answer=answer,
        acceptable=acceptable_forms(value),
        explanation=explain,
        wrong=wrongs(answer, cands, signed=True),
        diagram=DiagramForm("number-line", svg, question=ask),
        task="identify",
        magnitude=digits(n),
        key=f"opposite:{n}:{kind}",
        standard="6.NS.C.6a",
    )


def _quadrant_of(x: int, y: int) -> str:
    return {(1, 1): "Quadrant I", (-1, 1): "Quadrant II", (-1, -1): "Quadrant III", (1, -1): "Quadrant IV"}[
        (1 if x > 0 else -1, 1 if y > 0 else -1)
    ]


def _quadrant(rng: random.Random, lvl: int) -> MathQuestion:
    x, y = nonzero(rng, -6, 6), nonzero(rng, -6, 6)
    while abs(x) == abs(y):
        y = nonzero(rng, -6, 6)
    answer = _quadrant_of(x, y)
    cands = [
        (
            _quadrant_of(y, x),
            "swapped-x-and-y",
            "The first number is x (left or right); the second is y (up or down).",
        ),
        (
            _quadrant_of(-x, y),
            "misread-the-sign-of-x",
            f"x = {x} is {'left' if x < 0 else 'right'} of the y-axis.",
        ),
        (
            _quadrant_of(x, -y),
            "misread-the-sign-of-y",
            f"y = {y} is {'below' if y < 0 else 'above'} the x-axis.",
        ),
        (
            _quadrant_of(-x, -y),
            "numbered-the-quadrants-the-wrong-way",
            "Quadrants are numbered I to IV counterclockwise, starting at the top right.",
        ),
    ]
    svg = draw.plane(
        title="A coordinate plane",
        desc="A coordinate plane from -6 to 6 on each axis with point P marked.",
        points=[(x, y, "P")],
    )
    ask = "In which quadrant is point P?"
    return question(
        prompt=f"In which quadrant is the point ({x}, {y})?",
        fill=f"The point ({x}, {y}) is in ___.",
        answer=answer,
        answer_format="text",
        acceptable=(answer.split()[1], answer.lower()),
        explanation=(
            f"x = {x} is {'negative, so the point is left of' if x < 0 else 'positive, so the point is right of'} the y-axis. "
            f"y = {y} is {'negative, so it is below' if y < 0 else 'positive, so it is above'} the x-axis. That is {answer}."
        ),
        wrong=wrongs(answer, cands, by_value=False),
        diagram=DiagramForm("coordinate-plane", svg, question=ask),
        task="identify",
        magnitude=1,
        key=f"quadrant:{x}:{y}",
        standard="6.NS.C.6b",
    )


def _pt(x: int | Fraction, y: int | Fraction) -> str:
    return f"({_show(F(x))}, {_show(F(y))})"


def _reflect(rng: random.Random, lvl: int) -> MathQuestion:
    x, y = nonzero(rng, -8, 8), nonzero(rng, -8, 8)
    while abs(x) == abs(y):
        y = nonzero(rng, -8, 8)
    axis = pick(rng, ("x-axis", "y-axis") if lvl < 2 else ("x-axis", "y-axis", "both axes"))
    image = {"x-axis": (x, -y), "y-axis": (-x, y), "both axes": (-x, -y)}[axis]
    answer = _pt(*image)
    cands = [
        (
            _pt(-x, y) if axis == "x-axis" else _pt(x, -y),
            "reflected-across-the-other-axis",
            "Across the x-axis the y-coordinate changes sign; across the y-axis the x-coordinate changes sign.",
        ),
        (
            _pt(-x, -y) if axis != "both axes" else _pt(x, -y),
            "changed-both-signs" if axis != "both axes" else "reflected-across-one-axis",
            "Only one coordinate changes sign."
            if axis != "both axes"
            else "Across both axes, both coordinates change sign.",
        ),
        (
            _pt(y, x),
            "swapped-the-coordinates",
            "A reflection across an axis keeps the coordinates in the same order.",
        ),
    ]
    where = (
        "across the x-axis"
        if axis == "x-axis"
        else ("across the y-axis" if axis == "y-axis" else "across the x-axis and then across the y-axis")
    )
    return question(
        prompt=f"The point {_pt(x, y)} is reflected {where}. What are the coordinates of the new point?",
        fill=f"The point {_pt(x, y)} reflected {where} is ___.",
        answer=answer,
        answer_format="text",
        acceptable=(answer.replace(" ", ""),),
        explanation=(
            {
                "x-axis": "Reflecting across the x-axis keeps x and changes the sign of y",
                "y-axis": "Reflecting across the y-axis changes the sign of x and keeps y",
                "both axes": "Reflecting across both axes changes the signs of both coordinates",
            }[axis]
            + f": {_pt(x, y)} becomes {answer}."
        ),
        wrong=wrongs(answer, cands, by_value=False),
        task="identify",
        magnitude=1,
        key=f"reflect:{x}:{y}:{axis}",
        standard="6.NS.C.6b",
    )


def _locate(rng: random.Random, lvl: int) -> MathQuestion:
    v = _rational(rng, lvl, top=(8, 6, 4)[lvl])
    svg = _number_line_svg(
        [(v, "A")], "A number line", "A number line with labelled tick marks and point A marked."
    )
    step = _line_for([v])[2]
    ask = "What number is at point A?"
    answer = _show(v)
    cands = [
        (_show(-v), "ignored-the-sign", "Numbers left of 0 are negative; numbers right of 0 are positive."),
        (
            _show(v + step),
            "counted-one-tick-too-far",
            "Count the tick marks from a labelled number carefully.",
        ),
        (
            _show(v - step),
            "counted-one-tick-too-few",
            "Count the tick marks from a labelled number carefully.",
        ),
        (
            _show(v + 1) if step != 1 else "",
            "miscounted-the-whole-numbers",
            "Find the whole numbers on each side of A first.",
        ),
    ]
    return question(
        prompt=ask,
        fill="Point A is at ___.",
        answer=answer,
        acceptable=acceptable_forms(v),
        explanation=(
            f"Each tick mark is {_show(step)}. "
            + (
                f"Point A is {abs(v)} tick{'s' if abs(v) != 1 else ''} {'left' if v < 0 else 'right'} of 0, so it is at {answer}."
                if step == 1
                else f"Point A is {(v - _floor(v)) / step} tick{'s' if v - _floor(v) != step else ''} to the right of {_floor(v)}, so it is at {answer}."
            )
        ),
        wrong=wrongs(answer, cands, signed=True),
        diagram=DiagramForm("number-line", svg, question=ask),
        task="represent",
        magnitude=digits(v),
        key=f"locate:{v}",
        standard="6.NS.C.6c",
    )


def _coordinates(rng: random.Random, lvl: int) -> MathQuestion:
    x, y = nonzero(rng, -6, 6), nonzero(rng, -6, 6)
    while abs(x) == abs(y):
        y = nonzero(rng, -6, 6)
    if lvl == 0:
        x, y = abs(x), abs(y)
    svg = draw.plane(
        title="A coordinate plane",
        desc="A coordinate plane from -6 to 6 on each axis with point A marked.",
        points=[(x, y, "A")],
    )
    answer = _pt(x, y)
    cands = [
        (
            _pt(y, x),
            "swapped-x-and-y",
            "Write the x-coordinate (across) first, then the y-coordinate (up or down).",
        ),
        (_pt(-x, y), "wrong-sign-for-x", "Points left of the y-axis have a negative x-coordinate."),
        (_pt(x, -y), "wrong-sign-for-y", "Points below the x-axis have a negative y-coordinate."),
        (_pt(-y, -x), "swapped-and-changed-signs", "Count across from the origin first, then up or down."),
    ]
    ask = "What are the coordinates of point A?"
    return question(
        prompt=ask,
        fill="Point A is at ___.",
        answer=answer,
        answer_format="text",
        acceptable=(answer.replace(" ", ""),),
        explanation=f"Start at the origin. Move {abs(x)} {'right' if x > 0 else 'left'} to x = {x}, then {abs(y)} {'up' if y > 0 else 'down'} to y = {y}. Point A is {answer}.",
        wrong=wrongs(answer, cands, by_value=False),
        diagram=DiagramForm("coordinate-plane", svg, question=ask),
        task="represent",
        magnitude=1,
        key=f"coords:{x}:{y}",
        standard="6.NS.C.6c",
    )


def _compare(rng: random.Random, lvl: int) -> MathQuestion:
    a = _rational(rng, lvl)
    b = _rational(rng, lvl)
    while a == b or (rng.random() < 0.6 and (a > 0) == (b > 0) and a > 0):
        b = _rational(rng, lvl)
    symbol = "<" if a < b else ">"
    answer = symbol
    flipped = ">" if symbol == "<" else "<"
    cands = [
        (
            flipped,
            "compared-without-signs" if (abs(a) < abs(b)) != (a < b) else "reversed-the-symbol",
            "On a number line, the number farther left is less, even when it looks bigger without its sign."
            if (abs(a) < abs(b)) != (a < b)
            else "The symbol opens toward the greater number.",
        ),
        (
            "=",
            "thought-they-were-equal",
            f"{_show(a)} and {_show(b)} are at different places on the number line.",
        ),
    ]
    return question(
        prompt=f"Which symbol makes this true: {_show(a)} ___ {_show(b)}? Choose <, > or =.",
        fill=f"{_show(a)} ___ {_show(b)}",
        answer=answer,
        answer_format="text",
        explanation=f"On a number line, {_show(min(a, b))} is to the left of {_show(max(a, b))}, so {_show(a)} {symbol} {_show(b)}.",
        wrong=wrongs(answer, cands, by_value=False),
        task="compare",
        magnitude=digits(a, b),
        key=f"compare:{a}:{b}",
        standard="6.NS.C.7a",
    )


def _order(rng: random.Random, lvl: int) -> MathQuestion:
    values: list[Fraction] = []
    while len(values) < 4:
        v = _rational(rng, lvl, top=(12, 15, 10)[lvl])
        if v not in values and -v not in values:
            values.append(v)
    if all(v > 0 for v in values) or all(v < 0 for v in values):
        values[0] = -values[0]
    if rng.random() < 0.3:
        values[rng.randrange(4)] = F(0)
        if all(v >= 0 for v in values) or all(v <= 0 for v in values):
            values = [-v if v == max(values, key=abs) else v for v in values]
    towns = ("Ashby", "Brookfield", "Cedar Falls", "Dover")
    rng.shuffle(values)
    show = ", ".join(_show(v) for v in values[:-1]) + f" and {_show(values[-1])}"
    ordered = sorted(values)
    answer = ", ".join(_show(v) for v in ordered)
    cands = [
        (
            ", ".join(_show(v) for v in sorted(values, key=abs)),
            "ordered-by-distance-from-zero",
            "Negative numbers farther from 0 are less, not greater.",
        ),
        (
            ", ".join(_show(v) for v in sorted(values, key=lambda v: (v >= 0, abs(v) if v < 0 else v))),
            "ordered-negatives-backwards",
            "Among negative numbers, the one farther from 0 is the least.",
        ),
        (
            ", ".join(_show(v) for v in reversed(ordered)),
            "ordered-greatest-to-least",
            "Least to greatest starts with the number farthest left on the number line.",
        ),
        (
            ", ".join(_show(v) for v in ordered[:1] + ordered[2:3] + ordered[1:2] + ordered[3:]),
            "swapped-two-numbers",
            f"{_show(ordered[1])} is less than {_show(ordered[2])}: it is farther left on the number line.",
        ),
        (
            ", ".join(_show(v) for v in sorted(values, key=lambda v: (v < 0, v))),
            "put-positive-numbers-first",
            "Negative numbers are less than 0 and less than every positive number.",
        ),
    ]
    stem = f"The noon temperatures (in °F) in four towns were {show}."
    return question(
        prompt=f"{stem} Which list shows the temperatures from least to greatest?",
        fill=f"{stem} From least to greatest, they are ___.",
        answer=answer,
        answer_format="text",
        explanation=f"Place the numbers on a number line. From left to right (least to greatest): {answer}. The coldest is {_show(ordered[0])}°F.",
        wrong=wrongs(answer, cands, by_value=False),
        table=TableForm(
            title="Noon temperatures",
            columns=("Town", "Temperature (°F)"),
            rows=tuple((t, _show(v)) for t, v in zip(towns, values, strict=True)),
            question="List the temperatures from least to greatest, separated by commas.",
        ),
        task="compare",
        steps=2,
        magnitude=digits(*values),
        key=f"order:{values}",
        standard="6.NS.C.7b",
    )


def _absolute(rng: random.Random, lvl: int) -> MathQuestion:
    n = _rational(rng, lvl, top=(20, 50, 10)[lvl])
    if rng.random() < 0.7 and n > 0:
        n = -n
    kind = pick(rng, ("symbol", "words", "story"))
    value = abs(n)
    if kind == "symbol":
        prompt, fill = f"What is |{_show(n)}|?", f"|{_show(n)}| = ___"
    elif kind == "words":
        prompt, fill = (
            f"What is the absolute value of {_show(n)}?",
            f"The absolute value of {_show(n)} is ___.",
        )
    else:
        if n < 0:
            stem = f"A diver is at an elevation of {_show(n)} meters."
            prompt = f"{stem} How many meters is the diver from sea level?"
            fill = f"{stem} The diver is ___ meters from sea level."
        else:
            stem = f"A bird is at an elevation of {_show(n)} meters."
            prompt = f"{stem} How many meters is the bird from sea level?"
            fill = f"{stem} The bird is ___ meters from sea level."
    answer = _show(value)
    cands = [
        (
            _show(n) if n < 0 else _show(-n),
            "kept-the-negative-sign" if n < 0 else "made-it-negative",
            "Absolute value is a distance, so it is never negative.",
        ),
        (
            _show(-value) if n > 0 else "0",
            "thought-absolute-value-is-zero" if n < 0 else "changed-the-sign",
            "Absolute value is the distance from 0.",
        ),
        (_show(value + 1), "counted-one-too-many", "Count the distance from 0 carefully."),
    ]
    return question(
        prompt=prompt,
        fill=fill,
        answer=answer,
        acceptable=acceptable_forms(value),
        explanation=f"Absolute value is the distance from 0 on a number line. {_show(n)} is {answer} units from 0, so |{_show(n)}| = {answer}.",
        wrong=wrongs(answer, cands, signed=True),
        task="identify",
        magnitude=digits(n),
        key=f"abs:{n}:{kind}",
        standard="6.NS.C.7c",
    )


def _abs_vs_order(rng: random.Random, lvl: int, ctx_type: ContentType) -> Draft | MathQuestion:
    while True:
        a = -F(rng.randint(2, (12, 30, 60)[lvl]))
        b = pick(rng, (-F(rng.randint(1, int(-a) - 1)), F(rng.randint(1, int(-a) - 1))))
        if abs(a) > abs(b):
            break
    if rng.random() < 0.5:
        a, b = b, a  # either order; the statements below are built from the values
    lo, hi = min(a, b), max(a, b)
    big, small = (a, b) if abs(a) > abs(b) else (b, a)
    true_order = f"{_show(lo)} < {_show(hi)}"
    true_abs = f"|{_show(big)}| > |{_show(small)}|"
    false_order = f"{_show(lo)} > {_show(hi)}"
    false_abs = f"|{_show(big)}| < |{_show(small)}|"
    if rng.random() < 0.5:
        answer = true_abs
        cands = [
            (
                false_order,
                "treated-order-like-absolute-value",
                f"{_show(lo)} is farther left on the number line, so it is less, even though its absolute value is greater.",
            ),
            (
                false_abs,
                "treated-absolute-value-like-order",
                f"|{_show(big)}| = {_show(abs(big))} is the distance from 0, which is greater than {_show(abs(small))}.",
            ),
            (
                f"{_show(lo)} = {_show(hi)}",
                "thought-equal-distances-mean-equal-numbers",
                "The numbers are different.",
            ),
        ]
    else:
        answer = true_order
        cands = [
            (
                false_order,
                "treated-order-like-absolute-value",
                f"{_show(lo)} is farther left on the number line, so it is less.",
            ),
            (
                false_abs,
                "treated-absolute-value-like-order",
                f"Absolute value is distance from 0: |{_show(big)}| = {_show(abs(big))}.",
            ),
            (
                f"|{_show(lo)}| = |{_show(hi)}|" if abs(lo) != abs(hi) else "",
                "thought-the-distances-are-equal",
                "The numbers are different distances from 0.",
            ),
        ]
    q = question(
        prompt=f"Which statement about {_show(a)} and {_show(b)} is true?",
        answer=answer,
        answer_format="text",
        explanation=(
            f"Order: {_show(lo)} is left of {_show(hi)} on the number line, so {true_order}. "
            f"Absolute value: {_show(big)} is {_show(abs(big))} from 0 and {_show(small)} is {_show(abs(small))} from 0, so {true_abs}. "
            "A number can be less than another and still have a greater absolute value."
        ),
        wrong=wrongs(answer, cands, by_value=False),
        task="compare",
        steps=2,
        magnitude=digits(a, b),
        key=f"absorder:{a}:{b}:{answer}",
        standard="6.NS.C.7d",
    )
    if ctx_type is T.TRUE_FALSE:
        statement = pick(rng, (true_order, true_abs, false_order, false_abs))
        fact = statement in (true_order, true_abs)
        return yes_no_statement(
            rng,
            q,
            fact=fact,
            affirm=f"This statement is true: {statement}",
            deny=f"This statement is false: {statement}",
        )
    return q


def _plane_distance(rng: random.Random, lvl: int, story: bool) -> MathQuestion:
    same_x = rng.random() < 0.5
    c = nonzero(rng, -6, 6)
    p = nonzero(rng, -6, 6)
    q_ = nonzero(rng, -6, 6)
    while p == q_ or (lvl > 0 and (p > 0) == (q_ > 0)):
        q_ = nonzero(rng, -6, 6)
    A, B = ((c, p), (c, q_)) if same_x else ((p, c), (q_, c))
    d = abs(p - q_)
    places = pick(
        rng, (("library", "park"), ("school", "pool"), ("bakery", "museum"), ("fire station", "garden"))
    )
    svg = draw.plane(
        title="A coordinate plane",
        desc="A coordinate plane from -6 to 6 on each axis with points A and B marked.",
        points=[(A[0], A[1], "A"), (B[0], B[1], "B")],
    )
    if story:
        stem = f"On a town map, the {places[0]} is at {_pt(*A)} and the {places[1]} is at {_pt(*B)}. Each unit on the map is 1 block."
        prompt = f"{stem} How many blocks apart are the {places[0]} and the {places[1]}?"
        fill = f"{stem} They are ___ blocks apart."
        ask = None
    else:
        prompt = f"What is the distance between {_pt(*A)} and {_pt(*B)}?"
        fill = f"The distance between {_pt(*A)} and {_pt(*B)} is ___."
        ask = "What is the distance between point A and point B?"
    answer = str(d)
    cands = [
        (
            str(abs(abs(p) - abs(q_))),
            "subtracted-absolute-values",
            "When the points are on opposite sides of an axis, add the distances to the axis.",
        ),
        (
            str(abs(p + q_)),
            "added-the-signed-coordinates",
            "Distance uses the absolute value of the difference of the changing coordinates.",
        ),
        (str(d + 1), "counted-grid-lines-not-units", "Count the spaces between grid lines, not the lines."),
        (
            str(abs(c) + abs(p)),
            "used-the-wrong-coordinate",
            f"The {'x' if same_x else 'y'}-coordinates are the same, so use the {'y' if same_x else 'x'}-coordinates.",
        ),
    ]
    return question(
        prompt=prompt,
        fill=fill,
        answer=answer,
        unit=None,
        explanation=(
            f"The points have the same {'x' if same_x else 'y'}-coordinate, {c}, so the distance is along a {'vertical' if same_x else 'horizontal'} line. "
            f"Find |{p} - {neg(q_)}| = {d}"
            + (
                f". (Or add the distances from the axis: |{p}| + |{q_}| = {abs(p) + abs(q_)}.)"
                if (p > 0) != (q_ > 0)
                else "."
            )
        ),
        wrong=wrongs(answer, cands, fallback=F(d)),
        diagram=DiagramForm("coordinate-plane", svg, question=ask)
        if ask
        else DiagramForm("coordinate-plane", svg, question=prompt),
        task="word-problem" if story else "compute",
        steps=2,
        magnitude=1,
        representation="text" if story else "visual",
        key=f"pdist:{A}:{B}:{story}",
        standard="6.NS.C.8",
    )


IntegerMode = Literal[
    "represent",
    "opposite",
    "quadrant",
    "reflect",
    "locate",
    "coordinates",
    "compare",
    "order",
    "absolute",
    "abs-vs-order",
    "distance",
    "distance-story",
]


class IntegerParams(ModeParams):
    mode: IntegerMode


@generator(
    "math.g67.integers",
    content_types={T.MULTIPLE_CHOICE, T.FILL_BLANK, T.SHORT_ANSWER, T.TRUE_FALSE, T.DATA_TABLE, T.DIAGRAM},
    params=IntegerParams,
)
def integers(ctx: GenerationContext) -> Draft:
    mode, rng, lvl = ctx.params.mode, ctx.rng, ctx.level.rank
    if mode == "abs-vs-order":
        return emit(ctx, _abs_vs_order(rng, lvl, ctx.content_type))
    if mode in ("distance", "distance-story"):
        q = _plane_distance(rng, lvl, mode == "distance-story")
    else:
        q = {
            "represent": _represent,
            "opposite": _opposite,
            "quadrant": _quadrant,
            "reflect": _reflect,
            "locate": _locate,
            "coordinates": _coordinates,
            "compare": _compare,
            "order": _order,
            "absolute": _absolute,
        }[mode](rng, lvl)
    return emit(ctx, q)


# ---- grade 7: operations with rational numbers ---------------------------------------------------------------

NumberKind = Literal["integers", "decimals", "fractions", "mixed"]


def _operand(rng: random.Random, lvl: int, kind: str) -> Fraction:
    if kind == "mixed":
        kind = pick(rng, ("integers", "decimals", "fractions"))
    if kind == "integers":
        return F(nonzero(rng, -(12, 25, 60)[lvl], (12, 25, 60)[lvl]))
    if kind == "decimals":
        return F(
            nonzero(rng, -(50, 150, 400)[lvl], (50, 150, 400)[lvl]),
            pick(rng, (10, 10, 100) if lvl == 2 else (10,)),
        )
    den = pick(rng, ((2, 4), (2, 3, 4, 6), (3, 4, 5, 6, 8))[lvl])
    return F(nonzero(rng, -3 * den, 3 * den), den)


def _decimal_kind(*values: Fraction) -> bool:
    return all(v.denominator in (1, 10, 100) for v in values) and any(v.denominator != 1 for v in values)


def _signed_op(rng: random.Random, lvl: int, ops: list[str], kind: str) -> MathQuestion:
    op = pick(rng, ops)
    if kind == "mixed":
        kind = pick(rng, ("decimals", "fractions"))
    a, b = _operand(rng, lvl, kind), _operand(rng, lvl, kind)
    if op == "divide":
        if kind == "integers":
            b = F(nonzero(rng, -(9, 12, 15)[lvl], (9, 12, 15)[lvl]))
            a = b * nonzero(rng, -(9, 12, 15)[lvl], (9, 12, 15)[lvl])
        elif kind == "decimals":
            b = F(nonzero(rng, -9, 9), pick(rng, (1, 10)))
            a = b * F(nonzero(rng, -90, 90), 10)
    if op == "multiply" and kind == "decimals":
        b = F(nonzero(rng, -9, 9), pick(rng, (1, 10)))
    if a > 0 and b > 0:  # signed-number practice: at least one negative number
        if rng.random() < 0.5:
            a = -a
        else:
            b = -b
    decimal = kind == "decimals"

    def show(v: Fraction) -> str:
        return dx(v) if decimal and terminates(v) else fx(v)

    symbol = {"add": "+", "subtract": "-", "multiply": "×", "divide": "÷"}[op]
    result = {"add": a + b, "subtract": a - b, "multiply": a * b, "divide": a / b}[op]
    left, right = show(a), f"({show(b)})" if b < 0 else show(b)
    expression = f"{left} {symbol} {right}"
    if op == "add":
        cands = [
            (
                show(a - b),
                "subtracted-instead-of-added",
                "Adding a negative moves left; adding a positive moves right.",
            ),
            (
                show(-result),
                "wrong-sign-on-the-sum",
                "When the signs differ, the sum takes the sign of the number farther from 0.",
            ),
            (
                show(abs(a) + abs(b))
                if (a > 0) != (b > 0)
                else show(-(abs(a) + abs(b)) if a > 0 else abs(a) + abs(b)),
                "added-the-distances",
                "With different signs, subtract the distances from 0."
                if (a > 0) != (b > 0)
                else "Two negatives make a sum that is negative.",
            ),
        ]
        explain = f"Think of a number line: start at {show(a)} and move {show(abs(b))} to the {'right' if b > 0 else 'left'}. {expression} = {show(result)}."
        code = "7.NS.A.1b"
    elif op == "subtract":
        cands = [
            (
                show(a + b),
                "did-not-add-the-opposite",
                f"Subtracting {show(b)} is the same as adding its opposite, {show(-b)}.",
            ),
            (show(b - a), "subtracted-in-the-wrong-order", "Keep the numbers in order: first minus second."),
            (show(-result), "wrong-sign-on-the-difference", "Check the sign using a number line."),
        ]
        explain = f"Subtracting is adding the opposite: {expression} = {show(a)} + {f'({show(-b)})' if -b < 0 else show(-b)} = {show(result)}."
        code = "7.NS.A.1c"
    elif op == "multiply":
        cands = [
            (
                show(-result),
                "wrong-sign-on-the-product",
                "Same signs give a positive product; different signs give a negative product.",
            ),
            (show(a + b), "added-instead-of-multiplied", "The sign says multiply."),
            (
                show(abs(result)) if result < 0 else "",
                "ignored-the-signs",
                "One negative factor makes the product negative.",
            ),
        ]
        explain = f"Multiply the absolute values: {show(abs(a))} × {show(abs(b))} = {show(abs(result))}. The signs are {'the same, so the product is positive' if result > 0 else 'different, so the product is negative'}: {show(result)}."
        code = "7.NS.A.2a"
    else:
        cands = [
            (
                show(-result),
                "wrong-sign-on-the-quotient",
                "Same signs give a positive quotient; different signs give a negative quotient.",
            ),
            (show(a * b), "multiplied-instead-of-divided", "The sign says divide."),
            (
                show(1 / result) if result else "",
                "divided-in-the-wrong-order",
                "Divide the first number by the second.",
            ),
        ]
        explain = f"Divide the absolute values: {show(abs(a))} ÷ {show(abs(b))} = {show(abs(result))}. The signs are {'the same, so the quotient is positive' if result > 0 else 'different, so the quotient is negative'}: {show(result)}."
        code = "7.NS.A.2b"
    if kind != "integers":
        code = "7.NS.A.1d" if op in ("add", "subtract") else "7.NS.A.2c"
    answer = show(result)
    return question(
        prompt=f"What is {expression}?",
        fill=f"{expression} = ___",
        answer=answer,
        acceptable=acceptable_forms(result),
        answer_format="number" if decimal or result.denominator == 1 else "fraction",
        explanation=explain,
        wrong=wrongs(answer, cands, signed=True, fallback=result, fallback_fmt=show),
        arithmetic=ArithmeticForm(a, b, symbol, f"{expression} = ___", operand_displays=(show(a), show(b))),  # type: ignore[arg-type]
        task="compute",
        steps=2,
        magnitude=digits(a, b, result),
        key=f"signed:{op}:{a}:{b}",
        standard=code,
    )


def _number_line_sum(rng: random.Random, lvl: int) -> MathQuestion:
    while True:
        p = F(nonzero(rng, -8, 8))
        q = F(nonzero(rng, -9, 9))
        if lvl == 2:
            p, q = p / 2, q / 2
        if -9 <= p + q <= 9 and p + q != 0 and abs(q) >= 1:
            break
    s = p + q
    lo, hi = F(-10), F(10)
    svg = draw.number_line(
        lo,
        hi,
        F(1, 2) if lvl == 2 else 1,
        label_every=2 if lvl == 2 else 1,
        jumps=[(p, s)],
        title="A number line with a jump",
        desc="A number line from -10 to 10. A dot marks the start and a curved arrow jumps to the end.",
    )
    answer = fx(s)
    expr = f"{fx(p)} + {neg(q)}"
    cands = [
        (
            fx(p - q),
            "moved-the-wrong-way",
            f"Adding {'a negative number moves left' if q < 0 else 'a positive number moves right'}.",
        ),
        (fx(q), "read-only-the-jump", "The answer is where the arrow ends, not the length of the jump."),
        (fx(-s), "wrong-sign", "Read which side of 0 the arrow ends on."),
    ]
    ask = f"The arrow shows {expr}. Where does the arrow end? What is {expr}?"
    return question(
        prompt=f"The number line shows a start at {fx(p)} and a jump of {fx(abs(q))} to the {'right' if q > 0 else 'left'}. What is {expr}?",
        fill=f"The number line shows {expr} = ___.",
        answer=answer,
        acceptable=acceptable_forms(s),
        explanation=f"Start at {fx(p)}. Adding {fx(q)} moves {fx(abs(q))} units to the {'right' if q > 0 else 'left'}, so the arrow ends at {answer}: {expr} = {answer}.",
        wrong=wrongs(answer, cands, signed=True, fallback=s),
        diagram=DiagramForm("number-line", svg, question=ask),
        task="represent",
        steps=2,
        magnitude=1,
        key=f"nlsum:{p}:{q}",
        standard="7.NS.A.1b",
    )


def _distance_between(rng: random.Random, lvl: int) -> MathQuestion:
    kind = "decimals" if lvl == 2 else "integers"
    a, b = _operand(rng, min(lvl, 1), kind), _operand(rng, min(lvl, 1), kind)
    while a == b or ((a > 0) == (b > 0) and rng.random() < 0.6):
        b = _operand(rng, min(lvl, 1), kind)
    d = abs(a - b)
    decimal = _decimal_kind(a, b)

    def show(v: Fraction) -> str:
        return dx(v) if decimal else fx(v)

    if rng.random() < 0.5:
        lo, hi = min(a, b), max(a, b)
        stem = f"The temperature was {show(lo)}°F in the morning and {show(hi)}°F in the afternoon."
        prompt = f"{stem} By how many degrees did the temperature rise?"
        fill = f"{stem} It rose by ___ degrees."
    else:
        prompt = f"What is the distance between {show(a)} and {show(b)} on a number line?"
        fill = f"The distance between {show(a)} and {show(b)} on a number line is ___."
    answer = show(d)
    cands = [
        (
            show(abs(abs(a) - abs(b))),
            "subtracted-the-distances-from-zero",
            "When the numbers are on opposite sides of 0, the distance goes through 0: add the distances.",
        ),
        (
            show(a - b) if a - b < 0 else show(b - a),
            "kept-a-negative-difference",
            "A distance is never negative: take the absolute value.",
        ),
        (show(abs(a + b)), "added-the-numbers", "Distance is the absolute value of the difference."),
    ]
    return question(
        prompt=prompt,
        fill=fill,
        answer=answer,
        acceptable=acceptable_forms(d),
        explanation=f"The distance between two numbers is the absolute value of their difference: |{show(a)} - {neg(b, decimal=decimal)}| = |{show(a - b)}| = {answer}.",
        wrong=wrongs(answer, cands, signed=True, fallback=d, fallback_fmt=show),
        task="compute",
        steps=2,
        magnitude=digits(a, b),
        key=f"ndist:{a}:{b}",
        standard="7.NS.A.1c",
    )


def _zero_pairs(rng: random.Random, lvl: int) -> MathQuestion:
    n = _operand(rng, lvl, "integers" if lvl < 2 else "decimals")
    if rng.random() < 0.5:
        answer = fx(-n) if n.denominator == 1 else dx(-n)
        show_n = fx(n) if n.denominator == 1 else dx(n)
        prompt = f"What number can be added to {show_n} to make 0?"
        fill = f"{show_n} + ___ = 0"
        cands = [
            (
                show_n,
                "used-the-same-number",
                f"{show_n} + {neg(n, decimal=n.denominator != 1)} is not 0; use the opposite.",
            ),
            ("0", "added-zero", f"{show_n} + 0 = {show_n}, not 0."),
            (
                fx(1 / n) if n.denominator == 1 and n.numerator not in (1, -1) else "",
                "used-the-reciprocal",
                "The reciprocal makes a product of 1, not a sum of 0.",
            ),
        ]
        explain = f"A number and its opposite add to 0. The opposite of {show_n} is {answer}: {show_n} + {neg(-n, decimal=n.denominator != 1)} = 0."
        value = -n
        arithmetic = ArithmeticForm(
            n, -n, "+", f"{show_n} + ___ = 0", missing="operand2", operand_displays=(show_n, answer)
        )
    else:
        k = abs(n.numerator) if n.denominator == 1 else rng.randint(5, 40)
        setup = pick(
            rng,
            (
                (
                    "A submarine dives {k} meters below the surface.",
                    "How many meters must it rise to get back to the surface?",
                    "It must rise ___ meters.",
                ),
                (
                    "{name} spends {k} dollars from a savings account.",
                    "How many dollars must {name} deposit to bring the change in the account back to 0?",
                    "{name} must deposit ___ dollars.",
                ),
                (
                    "A hiker walks down {k} feet from the top of a hill.",
                    "How many feet must the hiker climb up to be back at the top?",
                    "The hiker must climb ___ feet.",
                ),
            ),
        )
        who = name(rng)[0]
        stem = setup[0].format(k=k, name=who)
        prompt, fill = f"{stem} {setup[1].format(name=who)}", f"{stem} {setup[2].format(name=who)}"
        answer = str(k)
        value = F(k)
        cands = [
            (
                str(-k),
                "gave-a-negative-amount",
                "The question asks how far; the move back is the opposite direction, which is positive here.",
            ),
            ("0", "thought-no-change-is-needed", f"-{k} + 0 is still -{k}."),
            (str(2 * k), "doubled-the-amount", f"-{k} + {2 * k} = {k}, not 0."),
        ]
        explain = (
            f"The first change is -{k}. Opposite quantities make 0: -{k} + {k} = 0, so the answer is {k}."
        )
        arithmetic = ArithmeticForm(-k, k, "+", f"-{k} + ___ = 0", missing="operand2")
    return question(
        prompt=prompt,
        fill=fill,
        answer=answer,
        explanation=explain,
        wrong=wrongs(
            answer,
            cands,
            signed=True,
            fallback=value,
            fallback_fmt=lambda v: fx(v) if v.denominator == 1 else dx(v),
        ),
        arithmetic=arithmetic,
        task="compute",
        magnitude=digits(n),
        key=f"zero:{n}:{prompt[:12]}",
        standard="7.NS.A.1a",
    )


def _repeating(p: int, q: int) -> str:
    """``p/q`` (0 < p/q) in decimal with the repeating block written out, then ``...``."""
    whole, rest = divmod(p, q)
    seen: dict[int, int] = {}
    out = []
    while rest and rest not in seen:
        seen[rest] = len(out)
        rest *= 10
        out.append(str(rest // q))
        rest %= q
    if not rest:
        return f"{whole}." + "".join(out) if out else str(whole)
    start = seen[rest]
    prefix, block = "".join(out[:start]), "".join(out[start:])
    reps = max(2, -(-(6 - len(prefix)) // len(block)))
    return f"{whole}.{prefix}{block * reps}..."


def _to_decimal(rng: random.Random, lvl: int, repeating: bool) -> MathQuestion:
    if repeating:
        q = pick(rng, ((3, 9, 6), (3, 6, 9, 11, 12), (7, 11, 12, 15, 18, 22))[lvl])
    else:
        q = pick(rng, ((2, 4, 5, 10), (4, 5, 8, 20, 25), (8, 16, 20, 25, 40))[lvl])
    p = rng.randint(1, (q - 1) if lvl < 2 else 2 * q)
    while F(p, q).denominator != q or (repeating and terminates(F(p, q))) or p % q == 0:
        p = rng.randint(1, (q - 1) if lvl < 2 else 2 * q)
    negative = lvl > 0 and not repeating and rng.random() < 0.4
    sign = "-" if negative else ""
    value = F(-p if negative else p, q)
    shown = f"{sign}{p}/{q}"
    if repeating:
        answer = _repeating(p, q)
        flip = F(q, p)
        cands = [
            (
                answer[: answer.index(".") + 3],
                "stopped-dividing-too-soon",
                "The division never ends; the digits repeat forever, shown by the dots.",
            ),
            (
                dx(flip) if terminates(flip) else _repeating(q, p),
                "divided-the-wrong-way",
                f"{p}/{q} means {p} ÷ {q}.",
            ),
            (
                f"{p}.{q}",
                "wrote-the-numerator-and-denominator",
                "A fraction bar means divide, not a decimal point.",
            ),
        ]
        explain = f"Divide {p} ÷ {q} with long division. The remainders start repeating, so the digits repeat: {shown} = {answer}"
        explain += " The decimal form of a fraction either ends (terminates) or repeats."
        arithmetic = None
    else:
        answer = dx(value)
        flip = F(q, p)
        cands = [
            (
                f"{sign}{p}.{q}",
                "wrote-the-numerator-and-denominator",
                "A fraction bar means divide, not a decimal point.",
            ),
            (
                sign + dx(flip) if terminates(flip) else "",
                "divided-the-wrong-way",
                f"{p}/{q} means {p} ÷ {q}.",
            ),
            (
                dx(-value),
                "dropped-the-sign" if negative else "added-a-sign",
                "Keep the sign of the fraction.",
            ),
            (
                sign + dx(F(p, q) * 10),
                "misplaced-the-decimal-point",
                "Check: the decimal should be close to the fraction's size.",
            ),
        ]
        explain = (
            f"Divide the numerator by the denominator: {p} ÷ {q} = {dx(F(p, q))}"
            + (", and keep the negative sign" if negative else "")
            + f". So {shown} = {answer}. The division ends, so the decimal terminates."
        )
        arithmetic = ArithmeticForm(F(p) if not negative else F(-p), q, "÷", f"{sign}{p} ÷ {q} = ___")
    return question(
        prompt=f"Write {shown} as a decimal.",
        fill=f"{shown} = ___",
        answer=answer,
        answer_format="number" if not repeating else "text",
        acceptable=() if repeating else (dx(value),),
        explanation=explain,
        wrong=wrongs(answer, cands, by_value=not repeating, signed=True),
        arithmetic=arithmetic,
        task="compute",
        steps=2,
        magnitude=digits(p, q),
        key=f"todec:{value}:{repeating}",
        standard="7.NS.A.2d",
    )


def _quotient_signs(rng: random.Random, lvl: int) -> MathQuestion:
    p, q = rng.randint(1, 9), rng.randint(2, 9)
    while p == q:
        q = rng.randint(2, 9)
    start = f"-({p}/{q})"
    answer = pick(rng, (f"(-{p})/{q}", f"{p}/(-{q})"))
    cands = [
        (
            f"(-{p})/(-{q})",
            "two-negatives-make-a-negative",
            f"(-{p})/(-{q}) has two negatives, so it is positive {p}/{q}.",
        ),
        (f"{q}/(-{p})", "flipped-the-fraction", "Moving the negative sign does not flip the fraction."),
        (f"{p}/{q}", "dropped-the-sign", "The value is negative."),
    ]
    return question(
        prompt=f"Which expression is equal to {start}?",
        fill=f"{start} = ___",
        answer=answer,
        answer_format="expression",
        acceptable=(f"-{p}/{q}", dx(F(-p, q)) if terminates(F(p, q)) else answer),
        explanation=f"A quotient with one negative sign is negative, wherever the sign is: -({p}/{q}) = (-{p})/{q} = {p}/(-{q}). With two negative signs the quotient is positive.",
        wrong=wrongs(answer, cands, by_value=False),
        task="reason",
        magnitude=1,
        key=f"qsign:{p}:{q}:{answer}",
        standard="7.NS.A.2b",
    )


def _rational_story(rng: random.Random, lvl: int) -> MathQuestion:
    kind = pick(rng, ("temperature", "account", "dive", "drop"))
    who, pron, _ = name(rng)
    if kind == "temperature":
        t = nonzero(rng, -15, 10)
        up, down = rng.randint(3, 20), rng.randint(3, 25)
        result = F(t + up - down)
        stem = (
            f"At 6 a.m. the temperature was {t}°F. By noon it rose {up}°F, and by evening it fell {down}°F."
        )
        ask, tail_ = "What was the temperature in the evening?", "The evening temperature was ___°F."
        explain = f"{t} + {up} - {down} = {t + up - down}. The evening temperature was {t + up - down}°F."
        cands = [
            (str(t - up + down), "mixed-up-rise-and-fall", "Rising adds; falling subtracts."),
            (str(up - down), "ignored-the-start", f"Start from {t}°F."),
            (str(-(t + up - down)), "wrong-sign", "Check the sign with a number line."),
        ]
    elif kind == "account":
        start, each, days = rng.randint(10, 60), rng.randint(4, 15), rng.randint(3, 8)
        result = F(start - each * days)
        stem = f"{who} has {start} dollars in an account. {pron.capitalize()} spends {each} dollars each day for {days} days."
        ask, tail_ = (
            "What is the balance after those days? (A negative balance means money is owed.)",
            "The balance is ___ dollars.",
        )
        explain = f"The change is {days} × (-{each}) = {-each * days}. The balance is {start} + ({-each * days}) = {start - each * days} dollars."
        cands = [
            (str(start + each * days), "added-the-spending", "Spending makes the balance go down."),
            (
                str(each * days - start),
                "subtracted-in-the-wrong-order",
                "Start with the money in the account.",
            ),
            (str(start - each), "used-only-one-day", f"{pron.capitalize()} spends money on {days} days."),
        ]
    elif kind == "dive":
        rate, minutes = rng.randint(2, 12), rng.randint(3, 10)
        rise = rng.randint(1, rate * minutes - 1)
        result = F(-rate * minutes + rise)
        stem = f"A diver starts at the surface (0 meters) and goes down {rate} meters each minute for {minutes} minutes. Then the diver rises {rise} meters."
        ask, tail_ = "What is the diver's elevation now, in meters?", "The diver's elevation is ___ meters."
        explain = f"Going down: {minutes} × (-{rate}) = {-rate * minutes}. Then rise: {-rate * minutes} + {rise} = {int(result)} meters."
        cands = [
            (str(rate * minutes - rise), "wrong-sign", "Below the surface is negative."),
            (str(-rate * minutes - rise), "went-down-instead-of-up", "Rising adds."),
            (
                str(-rate - minutes + rise),
                "added-instead-of-multiplied",
                f"{rate} meters each minute for {minutes} minutes is {rate} × {minutes}.",
            ),
        ]
    else:
        hours = pick(rng, (2, 4, 5, 8))
        total = rng.randint(3, 30)
        result = F(-total, hours)
        stem = f"Over {hours} hours the temperature dropped {total} degrees at a steady rate."
        ask, tail_ = (
            "What was the change in temperature each hour? (Use a negative number for a drop.)",
            "The change each hour was ___ degrees.",
        )
        explain = f"A drop is negative: -{total} ÷ {hours} = {dx(result)} degrees each hour."
        cands = [
            (dx(-result), "forgot-the-negative-sign", "A drop is a negative change."),
            (
                str(-total * hours),
                "multiplied-instead-of-divided",
                "Share the total drop over the hours: divide.",
            ),
            (
                dx(F(-hours, total)) if terminates(F(hours, total)) else "",
                "divided-the-wrong-way",
                "Divide the change by the number of hours.",
            ),
        ]
    answer = dx(result) if result.denominator != 1 else str(result)
    return question(
        prompt=f"{stem} {ask}",
        fill=f"{stem} {tail_}",
        answer=answer,
        explanation=explain,
        wrong=wrongs(answer, cands, signed=True, fallback=result, fallback_fmt=dx),
        task="word-problem",
        steps=3,
        magnitude=digits(result),
        key=f"rstory:{kind}:{stem}",
        standard="7.NS.A.3",
    )


RationalMode = Literal[
    "operations",
    "number-line-sum",
    "distance",
    "zero-pairs",
    "terminating",
    "repeating",
    "quotient-signs",
    "story",
]


class RationalParams(ModeParams):
    mode: RationalMode
    ops: list[Literal["add", "subtract", "multiply", "divide"]] = Field(
        default_factory=lambda: ["add", "subtract", "multiply", "divide"]
    )
    numbers: NumberKind = "integers"


@generator(
    "math.g67.rationals",
    content_types={T.ARITHMETIC, T.MULTIPLE_CHOICE, T.FILL_BLANK, T.SHORT_ANSWER, T.TRUE_FALSE, T.DIAGRAM},
    params=RationalParams,
)
def rationals(ctx: GenerationContext) -> Draft:
    p: RationalParams = ctx.params
    rng, lvl = ctx.rng, ctx.level.rank
    if p.mode == "operations":
        q = _signed_op(rng, lvl, list(p.ops), p.numbers)
    elif p.mode in ("terminating", "repeating"):
        q = _to_decimal(rng, lvl, p.mode == "repeating")
    else:
        q = {
            "number-line-sum": _number_line_sum,
            "distance": _distance_between,
            "zero-pairs": _zero_pairs,
            "quotient-signs": _quotient_signs,
            "story": _rational_story,
        }[p.mode](rng, lvl)
    return emit(ctx, q)
