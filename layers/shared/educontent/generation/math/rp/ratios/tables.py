"""Rates and equivalent ratios (6.RP.A.2, 6.RP.A.3a-b): unit rates, missing values in tables of
equivalent ratios, and equivalent ratios plotted on the coordinate plane."""

from __future__ import annotations

import random
from fractions import Fraction as F
from math import gcd

from educontent.generation.draw import coordinate_planes
from educontent.generation.kit.algebra_values import exact_question
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import unit_for
from educontent.generation.kit.levels import draw, level_of
from educontent.generation.kit.math_forms import ArithmeticForm, DiagramForm, MathQuestion, TableForm
from educontent.generation.kit.people import people
from educontent.generation.kit.rate_tables import bank_rows
from educontent.generation.numbers.percents import decimal_or_improper
from educontent.generation.numbers.rationals import digits, dx, fx

BANK = "rp-ratios"


def unit_rate(rng: random.Random, lvl: int) -> MathQuestion:
    template, unit, columns, code = pick(
        rng, bank_rows(BANK, "rateStories", "stem", "unit", "columns", "standard")
    )
    cols = tuple(columns)
    if lvl < 2:
        b = rng.randint(2, (6, 9)[lvl])
        rate = F(rng.randint(2, (9, 25)[lvl]))
    else:
        b = pick(rng, (2, 4, 5, 8))
        rate = F(rng.randint(3, 40 * b), b)
        while rate.denominator == 1:
            rate = F(rng.randint(3, 40 * b), b)
    a = rate * b
    who = pick(rng, people("roster-4")).name
    stem = template.format(a=fx(a), b=b, name=who)
    answer = dx(rate)
    inverted = F(b) / a
    cands = [
        (
            decimal_or_improper(inverted),
            "divided-the-wrong-way",
            f"This is {cols[0].lower()} for each one of the other quantity: divide {fx(a)} by {b}, not {b} by {fx(a)}.",
        ),
        (
            dx(a * b),
            "multiplied-instead-of-divided",
            "Multiplying makes a bigger number; to find the amount for 1, divide.",
        ),
        (
            dx(a - b),
            "subtracted-instead-of-divided",
            "Subtracting does not find the amount for one; divide instead.",
        ),
    ]
    rows = tuple((b * m, int(a * m)) for m in (1, 2, 3))
    return exact_question(
        rate,
        cands,
        show=dx,
        prompt=f"{stem} What is the unit rate in {unit}?",
        fill=f"{stem} The unit rate is ___.",
        unit=unit,
        explanation=f"A unit rate tells how much for 1. Divide: {fx(a)} ÷ {b} = {answer}, so the rate is {answer} {unit_for(rate, unit)}.",
        arithmetic=ArithmeticForm(operand1=a, operand2=b, operator="÷", expression=f"{fx(a)} ÷ {b} = ___"),
        table=TableForm(
            title=f"{cols[1]} and {cols[0].lower()}",
            columns=cols,
            rows=rows,
            question=f"The table shows equivalent ratios of {cols[1].lower()} to {cols[0].lower()}. What is the unit rate in {unit}?",
        ),
        task="word-problem",
        magnitude=digits(a),
        key=f"unit-rate:{template[:12]}:{a}:{b}",
        standard=code,
    )


def _pair_ratio(rng: random.Random, lvl: int) -> tuple[int, int, int]:
    """A base ratio (a, b) and a multiplier for the first row; hard items share a factor so the
    scale from a given row is not always whole."""
    while True:
        a, b = draw(rng, 2, 9, level_of(lvl)), draw(rng, 2, 12, level_of(lvl))
        if a != b and gcd(a, b) == 1:
            return a, b, (1 if lvl < 2 else pick(rng, (2, 3)))


def scaling_slips(known: int, a: int, b: int, added: str, flipped: str) -> list[tuple[str, str, str]]:
    """The two classic slips when ``a`` goes with ``b`` and the number that goes with ``known``
    (of ``a``'s kind) is asked: adding ``b - a`` instead of scaling (``added`` says why not), and
    scaling by the ratio upside down (``flipped`` says why not; left out when not a whole number)."""
    return [
        (str(known + (b - a)), "added-instead-of-multiplied", added),
        (str(known * a // b) if known * a % b == 0 else "", "flipped-the-ratio", flipped),
    ]


def ratio_table(rng: random.Random, lvl: int) -> MathQuestion:
    n1, n2 = pick(rng, bank_rows(BANK, "pairs", "first", "second"))
    a, b, g = _pair_ratio(rng, lvl)
    mults = sorted(rng.sample(range(1, (6, 9, 12)[lvl] + 1), 4))
    rows = [[a * m, b * m] for m in mults]
    given = [a * g, b * g]
    target = rng.randrange(1, 4) if lvl < 2 else rng.randrange(0, 4)
    while mults[target] == g:
        target = rng.randrange(0, 4)
    col = rng.randrange(2) if lvl else 1
    answer_n = rows[target][col]
    known = rows[target][1 - col]
    shown = [list(r) for r in rows]
    shown[target][col] = "?"
    have, want = (n1, n2) if col == 1 else (n2, n1)
    ga, gb = (given[0], given[1]) if col == 1 else (given[1], given[0])
    stem = f"For every {given[0]} {n1}, there are {given[1]} {n2}."
    answer = str(answer_n)
    cands = [
        *scaling_slips(
            known,
            ga,
            gb,
            "Equivalent ratios grow by multiplying both numbers by the same number, not by adding the same amount.",
            f"This uses the ratio upside down; {ga} {have} go with {gb} {want}.",
        ),
        (
            str(known * gb),
            "multiplied-by-the-wrong-number",
            "This multiplies by the whole second number instead of the scale factor.",
        ),
    ]
    if target > 0:
        prev = rows[target - 1]
        cands.append(
            (
                str(prev[col] + known - prev[1 - col]),
                "kept-the-same-difference",
                "The two numbers in each row do not differ by the same amount; use the scale factor.",
            )
        )
    scale = F(known, ga)
    return exact_question(
        F(answer_n),
        cands,
        prompt=f"{stem} How many {want} go with {known} {have}?",
        fill=f"{stem} So {known} {have} go with ___ {want}.",
        explanation=(
            f"{ga} {have} go with {gb} {want}. {known} ÷ {ga} = {fx(scale)}, so multiply both numbers by {fx(scale)}: "
            f"{gb} × {fx(scale)} = {answer}."
        ),
        table=TableForm(
            title=f"{n1.capitalize()} and {n2}",
            columns=(n1.capitalize(), n2.capitalize()),
            rows=tuple(tuple(r) for r in shown),
            question="The table shows equivalent ratios. What number goes where the ? is?",
        ),
        task="word-problem",
        steps=2,
        magnitude=digits(answer_n, known),
        key=f"ratio-table:{n1}:{a}:{b}:{mults}:{target}:{col}:{g}",
    )


def ratio_graph(rng: random.Random, lvl: int) -> MathQuestion:
    n1, n2 = pick(rng, bank_rows(BANK, "pairs", "first", "second"))
    a, b, _ = _pair_ratio(rng, lvl)
    shown = 3
    m = draw(rng, 4, 10, level_of(lvl))
    points = [(a * k, b * k, "") for k in range(1, shown + 1)]
    svg = coordinate_planes.plane(
        title=f"Equivalent ratios of {n1} to {n2}",
        desc=f"A coordinate plane with {n1} on the x-axis and {n2} on the y-axis. Three points show equivalent ratios.",
        xlo=0,
        xhi=a * 6,
        ylo=0,
        yhi=b * 6,
        xstep=a,
        ystep=b,
        points=points,
        xname=n1.capitalize(),
        yname=n2.capitalize(),
    )
    x = a * m
    answer_n = b * m
    answer = str(answer_n)
    cands = [
        *scaling_slips(
            x,
            a,
            b,
            "Equivalent ratios multiply both numbers by the same number; adding the same amount does not.",
            f"This uses the ratio upside down: {a} {n1} go with {b} {n2}.",
        ),
        (
            str(b * shown + b),
            "continued-one-step-only",
            f"This is the next point after the last one shown, not the point for {x} {n1}.",
        ),
    ]
    ask = f"The points show equivalent ratios of {n1} (x) to {n2} (y). If the pattern continues, how many {n2} go with {x} {n1}?"
    return exact_question(
        F(answer_n),
        cands,
        prompt=ask,
        fill=f"The points show equivalent ratios of {n1} to {n2}. If the pattern continues, {x} {n1} go with ___ {n2}.",
        explanation=(
            f"Read a point: ({a}, {b}) means {a} {n1} go with {b} {n2}. {x} ÷ {a} = {m}, so multiply {b} by {m}: {b} × {m} = {answer}."
        ),
        diagram=DiagramForm("coordinate-plane", svg, question=ask),
        task="represent",
        steps=2,
        magnitude=digits(answer_n),
        key=f"ratio-graph:{n1}:{a}:{b}:{m}",
    )
