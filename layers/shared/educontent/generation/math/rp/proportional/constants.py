"""The constant of proportionality (7.RP.A.2b): from a table, a graph, an equation or a sentence."""

from __future__ import annotations

import random
from fractions import Fraction as F

from educontent.generation.draw import coordinate_planes
from educontent.generation.kit.algebra_values import exact_question
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion
from educontent.generation.kit.people import people
from educontent.generation.kit.rate_tables import bank_rows, cell, xy_table
from educontent.generation.math.rp.proportional.pairs import draw_constant, pairs_text
from educontent.generation.numbers.percents import decimal_or_improper
from educontent.generation.numbers.rationals import coef_text, digits, terminates

BANK = "rp-proportional"


def from_table(rng: random.Random, lvl: int) -> MathQuestion:
    k = draw_constant(rng, lvl)
    step = k.denominator if k.denominator <= 4 else 1
    xs = sorted(rng.sample(range(1, 9), 3))
    xs = [x * step for x in xs]
    ys = [k * x for x in xs]
    pairs = list(zip([F(x) for x in xs], ys, strict=True))
    answer = decimal_or_improper(k)
    dy = ys[1] - ys[0]
    cands = [
        (
            decimal_or_improper(1 / k),
            "divided-x-by-y",
            "The constant of proportionality is y ÷ x, not x ÷ y.",
        ),
        (
            decimal_or_improper(dy) if xs[1] - xs[0] != 1 else "",
            "used-the-change-in-y",
            f"The y-values go up by {decimal_or_improper(dy)}, but x goes up by {xs[1] - xs[0]}; divide y by x.",
        ),
        (
            decimal_or_improper(ys[0]) if xs[0] != 1 else "",
            "used-the-first-y-value",
            f"{decimal_or_improper(ys[0])} is y when x is {xs[0]}, not when x is 1.",
        ),
        (
            decimal_or_improper(ys[0] - xs[0]),
            "subtracted-x-from-y",
            "The constant multiplies x; it is y ÷ x, not y - x.",
        ),
    ]
    stem = f"The pairs {pairs_text(pairs)} show a proportional relationship between x and y."
    return exact_question(
        k,
        cands,
        show=decimal_or_improper,
        prompt=f"{stem} What is the constant of proportionality (y ÷ x)?",
        fill=f"{stem} The constant of proportionality is ___.",
        answer_format="number" if terminates(k) else "fraction",
        explanation=f"Divide y by x for any pair: {cell(ys[0])} ÷ {xs[0]} = {answer}. Check another pair: {cell(ys[1])} ÷ {xs[1]} = {answer}.",
        table=xy_table(xs, ys, "y is proportional to x. What is the constant of proportionality (y ÷ x)?"),
        task="represent",
        steps=2,
        magnitude=digits(*ys),
        key=f"const-table:{xs}:{k}",
    )


def from_graph(rng: random.Random, lvl: int) -> MathQuestion:
    k = F(rng.randint(1, 6)) if lvl < 2 else pick(rng, (F(1, 2), F(3, 2), F(5, 2), F(2, 3), F(4, 3), F(3, 4)))
    den = k.denominator
    xs = [den * m for m in range(1, 4) if den * m <= 8]
    pts = [(0, F(0))] + [(x, k * x) for x in xs]
    top = int(max(y for _, y in pts))
    ystep = 2 if top > 12 else 1
    svg = coordinate_planes.plane(
        title="A proportional relationship",
        desc="A coordinate plane in the first quadrant with a straight line through the origin and points on it.",
        xlo=0,
        xhi=8,
        ylo=0,
        yhi=max(8, -(-int(k * 8) // ystep) * ystep),
        ystep=ystep,
        points=[(x, y, "") for x, y in pts],
        segments=[((0, 0), (8, int(k * 8)))]
        if (k * 8).denominator == 1
        else [((0, 0), (xs[-1], int(k * xs[-1])))],
        xname="x",
        yname="y",
    )
    answer = decimal_or_improper(k)
    x1, y1 = xs[0], k * xs[0]
    cands = [
        (
            decimal_or_improper(1 / k),
            "divided-x-by-y",
            "The constant of proportionality is y ÷ x: how far up for each 1 across.",
        ),
        (
            decimal_or_improper(y1) if x1 != 1 else decimal_or_improper(k + 1),
            "read-a-y-value",
            f"{decimal_or_improper(y1)} is the y-value at x = {x1}; divide by {x1}."
            if x1 != 1
            else "Read the y-value where x = 1.",
        ),
        (
            decimal_or_improper(k * 2),
            "counted-two-steps",
            "Use the y-value at x = 1 (or divide any y by its x).",
        ),
    ]
    ask = "The graph shows a proportional relationship. What is the constant of proportionality (y ÷ x)?"
    return exact_question(
        k,
        cands,
        show=decimal_or_improper,
        prompt=ask,
        fill="The graph shows a proportional relationship. Its constant of proportionality is ___.",
        answer_format="number" if terminates(k) else "fraction",
        explanation=f"Pick a point on the line, such as ({x1}, {cell(y1)}). Divide: {cell(y1)} ÷ {x1} = {answer}. The line goes up {answer} for each 1 to the right.",
        diagram=DiagramForm("coordinate-plane", svg, question=ask),
        task="represent",
        steps=2,
        magnitude=digits(top),
        key=f"const-graph:{k}",
    )


def from_words(rng: random.Random, lvl: int) -> MathQuestion:
    k = draw_constant(rng, lvl)
    if rng.random() < 0.3:
        letter_y, letter_x, what = pick(rng, bank_rows(BANK, "equations", "y", "x", "what"))
        stem = f"The equation {letter_y} = {coef_text(k, decimal=True)}{letter_x} gives {what}."
        unit = ""
        cands = [
            (
                decimal_or_improper(1 / k),
                "took-the-reciprocal",
                f"In {letter_y} = k{letter_x}, k is the number multiplying {letter_x}.",
            ),
            (decimal_or_improper(k + 1), "misread-the-equation", "Read the number in front of the variable."),
            (decimal_or_improper(k * 2), "doubled-the-constant", "Read the number in front of the variable."),
        ]
        explain = f"An equation y = kx has constant of proportionality k. Here the number multiplying {letter_x} is {decimal_or_improper(k)}."
        n = 1
    else:
        template, unit = pick(rng, bank_rows(BANK, "verbal", "stem", "unit"))
        n = rng.randint(2, (6, 9, 12)[lvl]) * k.denominator
        c = k * n
        stem = (
            template.format(n=n, c=cell(c), name=pick(rng, people("roster-4")).name)
            + " The amounts are proportional."
        )
        cands = [
            (
                decimal_or_improper(1 / k),
                "divided-the-wrong-way",
                f"The constant is the second amount for each 1 of the first: {cell(c)} ÷ {n}.",
            ),
            (
                decimal_or_improper(c * n),
                "multiplied-instead-of-divided",
                "Multiplying does not find the amount for 1.",
            ),
            (
                decimal_or_improper(c - n),
                "subtracted-instead-of-divided",
                "Subtracting does not find the amount for 1.",
            ),
        ]
        explain = f"The constant of proportionality is the amount for 1: {cell(c)} ÷ {n} = {decimal_or_improper(k)} {unit}."
    return exact_question(
        k,
        cands,
        show=decimal_or_improper,
        prompt=f"{stem} What is the constant of proportionality?",
        fill=f"{stem} The constant of proportionality is ___.",
        explanation=explain,
        task="represent",
        steps=1 if n == 1 else 2,
        magnitude=digits(k * n),
        representation="text",
        key=f"const-verbal:{stem}",
    )
