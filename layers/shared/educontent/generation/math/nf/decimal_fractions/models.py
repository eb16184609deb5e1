"""Decimals read from models: a point on a number line in tenths or hundredths, and the shaded part
of a hundredths grid."""

from __future__ import annotations

import random
from fractions import Fraction

from educontent.generation.draw.double_number_lines import ticks_line
from educontent.generation.draw.fraction_models import hundred_grid
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion, Misconception
from educontent.generation.math.nf.decimal_fractions.question import represent
from educontent.generation.numbers import fmt_decimal as dec

M = Misconception


def _tenths_line(
    rng: random.Random,
) -> tuple[int, Fraction, Fraction, dict[int, str], list[Misconception], str]:
    k = rng.randint(1, 9)
    value = Fraction(k, 10)
    step = Fraction(1, 10)
    cands = [
        M(f"0.0{k}", "read-tenths-as-hundredths", "Each tick is one tenth, 0.1."),
        M(dec(value + step), "counted-the-tick-at-zero", "Count jumps from 0, not tick marks."),
        M(str(k), "wrote-the-count", "Each jump is 0.1, not 1."),
    ]
    return k, value, step, {0: "0", 5: "0.5", 10: "1"}, cands, f"{count_of(k, 'tick')} to the right of 0"


def _hundredths_line(
    rng: random.Random,
) -> tuple[int, Fraction, Fraction, dict[int, str], list[Misconception], str]:
    t = rng.randint(0, 9)
    k = rng.randint(1, 9)
    start, end, step = Fraction(t, 10), Fraction(t + 1, 10), Fraction(1, 100)
    value = start + k * step
    origin = dec(start) if t else "0"
    cands = [
        M(
            dec(start + k * Fraction(1, 10)) if t + k < 10 else dec(value + Fraction(2, 100)),
            "read-hundredths-as-tenths",
            "Each tick is one hundredth, 0.01.",
        ),
        M(
            dec(value + step),
            "counted-the-tick-at-the-start",
            "Count jumps from the first tick, not tick marks.",
        ),
        M(dec(Fraction(k, 100)), "ignored-the-start-of-the-line", f"The line starts at {origin}, not 0."),
    ]
    return k, value, step, {0: origin, 10: dec(end)}, cands, f"{count_of(k, 'tick')} to the right of {origin}"


def number_line(rng: random.Random, mode: str, rank: int) -> MathQuestion:
    tenths = rank == 0 or rng.random() < 0.3
    k, value, step, labels, cands, where = _tenths_line(rng) if tenths else _hundredths_line(rng)
    diagram = DiagramForm(
        "number-line",
        ticks_line(
            10,
            labels,
            [(k, "A")],
            title="Decimals on a number line",
            desc=f"A number line from {labels[0]} to {labels[10]} with a tick every {dec(step)}. Point A is {where}.",
        ),
    )
    display = dec(value)
    return represent(
        mode,
        "What decimal is at point A?",
        "Point A is at ___.",
        display,
        value,
        f"Each tick is {dec(step)}. Point A is {where}, so it is at {display}.",
        cands,
        "number",
        diagram,
    )


def grid(rng: random.Random, mode: str, rank: int) -> MathQuestion:
    s = rng.randint(1, 99)
    if s % 10 == 0 and rank:
        s += 1
    value = Fraction(s, 100)
    display = dec(value)
    diagram = DiagramForm(
        "model",  # type: ignore[arg-type]
        hundred_grid(s, title="Hundredths grid", desc=f"A 10 by 10 grid with {s} of the 100 squares shaded."),
    )
    cands = [
        M(dec(Fraction(100 - s, 100)), "counted-the-unshaded-squares", "Count the shaded squares."),
        M(
            dec(Fraction(s, 10)) if s < 100 else "10",
            "read-hundredths-as-tenths",
            "Each square is one hundredth.",
        ),
        M(dec(Fraction(s, 1000)), "used-too-many-places", "Hundredths use two places after the point."),
        M(dec(value + Fraction(1, 100)), "counting-slip", "Count the shaded squares again."),
    ]
    return represent(
        mode,
        "The grid has 100 equal squares. What decimal names the shaded part?",
        "The shaded part of the grid shows ___.",
        display,
        value,
        f"{s} of 100 squares are shaded: {s}/100 = {display}.",
        cands,
        "number",
        diagram,
    )
