"""Comparing two decimals to hundredths with >, = or <, shown on two hundredths grids: the longer
decimal is not always the larger, 0.07 against 0.7, and 0.5 = 0.50."""

from __future__ import annotations

import random
from fractions import Fraction

from educontent.generation.difficulty import Features
from educontent.generation.draw.fraction_models import hundred_grid
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion
from educontent.generation.kit.ops_compare import symbol_mistakes
from educontent.generation.numbers import fmt_decimal
from educontent.generation.numbers.fractions import relation


def _pair(rng: random.Random) -> tuple[Fraction, Fraction, int]:
    form = rng.randrange(4)
    if form == 0:  # 0.4 vs 0.38: the longer decimal is not always bigger
        t = rng.randint(2, 9)
        x, y = Fraction(t, 10), Fraction(rng.randint((t - 1) * 10 + 1, t * 10 - 1), 100)
    elif form == 1:  # 0.07 vs 0.7
        k = rng.randint(1, 9)
        x, y = Fraction(k, 100), Fraction(k, 10)
    elif form == 2:  # equal: 0.5 and 0.50 written differently
        k = rng.randint(1, 9)
        x, y = Fraction(k, 10), Fraction(k * 10, 100)
    else:
        x, y = Fraction(rng.randint(1, 99), 100), Fraction(rng.randint(1, 99), 100)
        if x == y:
            y += Fraction(1, 100)
    if rng.random() < 0.5:
        x, y = y, x
    return x, y, form


def comparison(rng: random.Random, mode: str, rank: int) -> MathQuestion:
    x, y, form = _pair(rng)
    xs, ys = fmt_decimal(x), fmt_decimal(y, 2) if form == 2 else fmt_decimal(y)
    symbol = relation(x, y)
    fill = f"{xs} ___ {ys}"
    cands = symbol_mistakes(
        symbol,
        "The decimals are not the same amount.",
        (
            "missed-that-the-values-are-equal",
            f"{xs} and {ys} name the same amount: a tenth is ten hundredths.",
        ),
        (
            "thought-more-digits-means-bigger",
            "Compare tenths first, then hundredths; the number of digits does not decide.",
        ),
    )
    diagram = DiagramForm(
        "model",  # type: ignore[arg-type]
        hundred_grid(
            int(x * 100),
            count=2,
            shaded_second=int(y * 100),
            title="Two hundredths grids",
            desc=f"Two 10 by 10 grids. The first has {int(x * 100)} of 100 squares shaded; the second has {int(y * 100)}.",
        ),
    )
    return MathQuestion(
        prompt=f"Which symbol makes this true? {fill}",
        answer_display=symbol,
        explanation=(
            f"Write both with hundredths: {xs} = {int(x * 100)}/100 and {ys} = {int(y * 100)}/100. "
            f"{int(x * 100)} {symbol} {int(y * 100)}, so {xs} {symbol} {ys}. Both decimals refer to the same whole."
        ),
        misconceptions=cands,
        fill_text=fill,
        diagram=diagram,
        answer_format="text",
        features=Features("compare", 2, 2, "symbolic"),
        key=f"dc:{fill}",
        instructions="Compare using >, = or <.",
    )
