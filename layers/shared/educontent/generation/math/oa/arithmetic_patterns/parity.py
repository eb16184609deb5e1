"""Odd and even: whether a sum or product is odd or even, and what stays true of the numbers in an
adding pattern."""

from __future__ import annotations

import random

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.difficulty import Features
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import MathQuestion, Misconception

M = Misconception

# what a pattern's numbers can be, each with what to check when it is the wrong choice
_PATTERN_KINDS = {
    "all odd": "Adding an even number keeps odd numbers odd, but check the first number.",
    "all even": "Check whether the first number is even, and whether the step is even.",
    "odd and even in turn": "Numbers switch between odd and even only when the step is odd.",
}


def sum_or_product(rng: random.Random, mode: str, level: DifficultyLevel) -> MathQuestion:
    if rng.random() < 0.5:
        # the larger factor from the sums' range, so a product is as big as a sum at its level
        # (past the times table: the question is about odd and even, not about multiplying)
        a, b = draw(rng, 3, 99, level), draw(rng, 2, 9, level)
        expr, value, how = f"{a} × {b}", a * b, "product"
    else:
        a, b = draw(rng, 3, 99, level), draw(rng, 3, 99, level)
        expr, value, how = f"{a} + {b}", a + b, "sum"
    answer = "even" if value % 2 == 0 else "odd"
    other = "odd" if answer == "even" else "even"
    if how == "product":
        why = (
            f"An even number times any number is even, because it makes pairs. {a} × {b} = {value}."
            if answer == "even"
            else f"An odd number times an odd number is odd. {a} × {b} = {value}."
        )
    else:
        why = f"Odd + odd and even + even are even; odd + even is odd. {a} + {b} = {value}."
    return MathQuestion(
        prompt=f"Is {expr} odd or even?",
        answer_display=answer,
        explanation=f"{why} {value} ends in {value % 10}, so it is {answer}.",
        misconceptions=(
            M(
                other,
                f"thought-the-{how}-is-{other}",
                f"Look at whether the numbers are odd or even, then check {value}.",
            ),
        ),
        fill_text=f"{expr} is an ___ number.",
        answer_format="text",
        features=Features("reason", 2, len(str(value)), "symbolic"),
        key=f"pp:{expr}",
        instructions="Decide odd or even.",
    )


def pattern_features(rng: random.Random, mode: str, level: DifficultyLevel) -> MathQuestion:
    start = draw(rng, 0, 60, level)
    step = draw(rng, 1, 12, level)
    values = [start + step * i for i in range(4)]
    answer = "odd and even in turn" if step % 2 == 1 else "all even" if start % 2 == 0 else "all odd"
    return MathQuestion(
        prompt=f"A pattern starts at {start} and the rule is add {step}: {', '.join(map(str, values))}, ... What is true about the numbers in the pattern?",
        answer_display=answer,
        explanation=(
            f"The first number {start} is {'even' if start % 2 == 0 else 'odd'} and the step {step} is {'even' if step % 2 == 0 else 'odd'}. "
            + (
                "Adding an odd number switches odd to even and back."
                if step % 2
                else "Adding an even number never changes odd or even."
            )
            + f" So the numbers are {answer}."
        ),
        misconceptions=tuple(
            M(o, f"thought-{o.replace(' ', '-')}", reason)
            for o, reason in _PATTERN_KINDS.items()
            if o != answer
        ),
        fill_text=f"A pattern starts at {start} and the rule is add {step}. The numbers in the pattern are ___.",
        answer_format="text",
        features=Features("reason", 2, len(str(values[-1])), "symbolic"),
        key=f"pf:{start}:{step}",
        instructions="Look for a feature of the pattern.",
    )
