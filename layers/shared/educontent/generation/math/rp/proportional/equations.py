"""Equations and graphs of proportional relationships (7.RP.A.2c-d): writing y = kx from a table,
and what a point on the graph means."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction as F

from educontent.generation.draw import coordinate_planes
from educontent.generation.kit.answer_forms import question, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion
from educontent.generation.kit.rate_tables import bank_rows, cell, xy_table
from educontent.generation.math.rp.proportional.pairs import draw_constant, pairs_text
from educontent.generation.numbers.percents import decimal_or_improper
from educontent.generation.numbers.rationals import coef_text, digits, fx, terminates

BANK = "rp-proportional"


def _saying(one: str, many: str, y_unit: str) -> Callable[[int, int], str]:
    """What a point (x, y) means, in words: ``one`` when x is 1, else ``many``, with y counted in
    ``y_unit``."""
    return lambda x, y: (one if x == 1 else many).format(x=x, y=count_of(y, y_unit))


def write_equation(rng: random.Random, lvl: int) -> MathQuestion:
    k = (
        draw_constant(rng, min(lvl, 1))
        if lvl < 2
        else pick(rng, (F(rng.randint(3, 19), 2), F(rng.randint(1, 19), 4)))
    )
    step = k.denominator
    xs = [x * step for x in sorted(rng.sample(range(1, 7), 3))]
    ys = [k * x for x in xs]
    pairs = list(zip([F(x) for x in xs], ys, strict=True))
    eq = f"y = {coef_text(k, decimal=True)}x"
    cands = [
        (
            f"y = x + {decimal_or_improper(ys[0] - xs[0])}" if ys[0] != xs[0] else "",
            "used-addition",
            f"Adding {decimal_or_improper(ys[0] - xs[0])} works for one pair only; in a proportional relationship y = kx.",
        ),
        (
            f"x = {coef_text(k, decimal=True)}y",
            "swapped-the-variables",
            "y is the one that equals the constant times x.",
        ),
        (
            f"y = {coef_text(1 / k, decimal=True)}x" if terminates(1 / k) else f"y = {coef_text(1 / k)}x",
            "divided-x-by-y",
            "k = y ÷ x, not x ÷ y.",
        ),
        (
            f"y = {coef_text(ys[0], decimal=True)}x"
            if xs[0] != 1
            else f"y = {coef_text(k + 1, decimal=True)}x",
            "used-a-y-value",
            "Divide a y-value by its x-value to find k.",
        ),
    ]
    pair_text = pairs_text(pairs)
    return question(
        prompt=f"The pairs {pair_text} show a proportional relationship. Write an equation for y in terms of x.",
        fill=f"The pairs {pair_text} show a proportional relationship. An equation for it is ___.",
        answer=eq,
        answer_format="expression",
        acceptable=(
            eq.replace(" ", ""),
            f"y = {decimal_or_improper(k)} × x",
            f"y = {decimal_or_improper(k)}x",
            f"y = {fx(k, mixed=False)}x",
        ),
        explanation=f"Find k = y ÷ x: {cell(ys[0])} ÷ {xs[0]} = {decimal_or_improper(k)}. A proportional relationship is y = kx, so {eq}.",
        wrong=wrongs(eq, cands, by_value=False),
        table=xy_table(xs, ys, "y is proportional to x. Write an equation for y in terms of x."),
        task="represent",
        steps=2,
        magnitude=digits(*ys),
        key=f"write-eq:{xs}:{k}",
    )


def interpret_point(rng: random.Random, lvl: int) -> MathQuestion:
    xname, yname, one, many, y_unit = pick(rng, bank_rows(BANK, "meanings", "x", "y", "one", "many", "yUnit"))
    say = _saying(one, many, y_unit)
    k = rng.randint(2, (5, 8, 12)[lvl])
    x = rng.randint(1, 6)
    y = k * x
    ystep = -(-k * 8 // 10)
    ystep = max(1, ystep)
    svg = coordinate_planes.plane(
        title=f"{yname} and {xname.lower()}",
        desc=f"A coordinate plane with {xname.lower()} on the x-axis and {yname.lower()} on the y-axis. A straight line starts at (0, 0); point P is on the line.",
        xlo=0,
        xhi=8,
        ylo=0,
        yhi=ystep * 10,
        ystep=ystep,
        points=[(0, 0, ""), (x, y, f"P ({x}, {y})")],
        segments=[((0, 0), (8, k * 8))],
        xname=xname,
        yname=yname,
    )
    answer = say(x, y)
    cands = [
        (
            say(y, x),
            "swapped-x-and-y",
            "The first coordinate goes with the x-axis and the second with the y-axis.",
        ),
        (
            say(1, y) if x != 1 else say(0, y),
            "misread-the-first-coordinate",
            f"The first coordinate of P is {x}.",
        ),
        (
            say(x, k) if y != k else say(x, y + k),
            "used-the-unit-rate",
            f"{k} is the amount for 1; point P shows {x}.",
        ),
    ]
    ask = "The graph shows a proportional relationship. What does point P mean?"
    return question(
        prompt=ask,
        fill="The graph shows a proportional relationship. Point P means that ___.",
        answer=answer[0].upper() + answer[1:],
        answer_format="text",
        explanation=f"Point P is at ({x}, {y}). The x-value is {xname.lower()} and the y-value is {yname.lower()}, so {answer}. The unit rate is {y} ÷ {x} = {k}.",
        wrong=wrongs(
            answer[0].upper() + answer[1:],
            [(c[0].upper() + c[1:], n, r) for c, n, r in cands],
            by_value=False,
        ),
        diagram=DiagramForm("coordinate-plane", svg, question=ask),
        task="reason",
        steps=2,
        magnitude=digits(y),
        key=f"interpret:{xname}:{k}:{x}",
    )
