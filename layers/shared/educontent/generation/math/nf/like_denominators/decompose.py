"""Decomposing a fraction into a sum of fractions with the same denominator: find the missing
part, or choose the sum that equals the fraction."""

from __future__ import annotations

import random
from fractions import Fraction

from educontent.generation.difficulty import Features
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.math_forms import MathQuestion, Misconception
from educontent.generation.kit.wrong_answers import non_negative, wrong_answers
from educontent.generation.numbers.fractions import frac, other_forms

M = Misconception


def _split(rng: random.Random, b: int, rank: int) -> tuple[str, list[str], int, int]:
    """(the amount as written, the parts shown, the missing numerator, the amount's numerator)."""
    if rank == 2:
        w = rng.randint(1, 2)
        r = rng.randint(1, b - 1)
        return f"{w} {r}/{b}", [f"{b}/{b}"] * w, r, w * b + r
    total_num = rng.randint(3, b)
    count = 1 if rank == 0 else rng.randint(1, 2)
    nums: list[int] = []
    remaining = total_num
    for _ in range(count):
        x = rng.randint(1, remaining - 1 - (count - len(nums) - 1))
        nums.append(x)
        remaining -= x
    return frac(total_num, b), [frac(x, b) for x in nums], remaining, total_num


def missing_part(rng: random.Random, mode: str, b: int, rank: int) -> MathQuestion:
    left, parts, answer_num, total_num = _split(rng, b, rank)
    fill = f"{left} = {' + '.join(parts)} + ___"
    answer = frac(answer_num, b)
    value = Fraction(answer_num, b)
    shown_num = total_num - answer_num
    cands = [
        M(
            frac(total_num + shown_num, b),
            "added-instead-of-subtracted",
            "The parts must add up to the whole amount.",
        ),
        M(frac(total_num, b), "copied-the-whole-amount", "Some of the amount is already shown."),
        M(frac(answer_num + 1, b), "counting-slip", "Count the parts still needed."),
        M(frac(answer_num, 2 * b), "changed-the-denominator", "All the parts are the same size."),
    ]
    return MathQuestion(
        prompt=f"What fraction makes this true? {fill}",
        answer_display=answer,
        explanation=(
            f"{left} is {count_of(total_num, 'part')} of size 1/{b}. The sum already shows {count_of(shown_num, 'part')}, "
            f"so {total_num} − {shown_num} = {count_of(answer_num, 'part')} {'is' if answer_num == 1 else 'are'} missing: {answer}."
        ),
        misconceptions=wrong_answers(value, cands, non_negative),
        fill_text=fill,
        answer_format="fraction",
        acceptable=other_forms(value, answer),
        features=Features("reason", 2, len(str(b)), "symbolic"),
        key=f"dec:{fill}",
        instructions="Break the fraction into parts.",
    )


def _sum_value(text: str) -> Fraction:
    return sum((Fraction(part) for part in text.split(" + ")), Fraction(0))


def pick_sum(rng: random.Random, mode: str, b: int, rank: int) -> MathQuestion:
    a = rng.randint(3, min(b, 8))
    if rng.random() < 0.4:
        nums = [1] * a
    else:
        x = rng.randint(1, a - 1)
        nums = [x, a - x]
    answer = " + ".join(frac(x, b) for x in nums)
    half = b // 2 if b % 2 == 0 else b + 1
    cands = [
        M(
            " + ".join(frac(x, half) for x in nums),
            "split-the-denominator-too",
            "The parts keep the same denominator; only the numerators add.",
        ),
        M(
            " + ".join(frac(x, b) for x in [*nums[:-1], nums[-1] + 1]),
            "one-part-too-many",
            f"The numerators must add to {a}.",
        ),
        M(
            " + ".join(frac(x, b) for x in ([1] * (a - 1) if a > 2 else [a + 1])),
            "one-part-too-few",
            f"Count the parts: you need {a}.",
        ),
    ]
    return MathQuestion(
        prompt=f"Which sum is equal to {a}/{b}?",
        answer_display=answer,
        explanation=f"{a}/{b} is {count_of(a, 'part')} of size 1/{b}. {answer} has {' + '.join(map(str, nums))} = {count_of(a, 'part')} of size 1/{b}.",
        misconceptions=wrong_answers(Fraction(a, b), cands, _sum_value),
        fill_text=f"{a}/{b} = ___",
        answer_format="expression",
        features=Features("reason", 2, len(str(b)), "symbolic"),
        key=f"pd:{a}:{b}:{answer}",
        instructions="Find the sum that equals the fraction.",
    )
