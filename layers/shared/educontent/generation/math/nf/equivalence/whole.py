"""Whole numbers as fractions: ``kb/b``, ``k = ___/b``, ``b/b`` and ``k/1``."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from educontent.generation.difficulty import Features
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.levels import banded_value, ranked_draw
from educontent.generation.kit.math_forms import MathQuestion, Misconception

if TYPE_CHECKING:
    from educontent.generation.math.nf.equivalence import RelationParams

M = Misconception


def _forms(k: int, b: int) -> list[tuple[str, int, str, list[Misconception]]]:
    """The four forms as (equation with ___, answer, explanation, wrong answers)."""
    return [
        (
            f"{k * b}/{b} = ___",
            k,
            f"{b}/{b} makes 1 whole. {k * b} parts of size 1/{b} make {k * b} ÷ {b} = {count_of(k, 'whole')}.",
            [
                M(
                    str(k * b),
                    "ignored-the-denominator",
                    f"{k * b} parts of size 1/{b} is not {count_of(k * b, 'whole')}.",
                ),
                M(str(b), "gave-the-denominator", "Count how many wholes the parts make."),
                M(str(k + 1), "counted-one-too-many", "Check by multiplying."),
            ],
        ),
        (
            f"{k} = ___/{b}",
            k * b,
            f"Each whole has {b} parts of size 1/{b}. {count_of(k, 'whole')} {'has' if k == 1 else 'have'} {k} × {b} = {k * b} parts, so {k} = {k * b}/{b}.",
            [
                M(str(k), "kept-the-whole-number", f"{k}/{b} is less than {k}."),
                M(
                    str(k + b),
                    "added-instead-of-multiplied",
                    f"Each whole has {b} parts, and there {'is' if k == 1 else 'are'} {k}.",
                ),
                M(str(b), "wrote-one-whole", f"{b}/{b} is only 1 whole."),
            ],
        ),
        (
            f"{b}/{b} = ___",
            1,
            f"{b} parts of size 1/{b} fill the whole, so {b}/{b} = 1.",
            [
                M(str(b), "ignored-the-denominator", f"{b} parts of size 1/{b} make one whole."),
                M("0", "thought-the-fraction-was-empty", "Every part is shaded, so it is a whole."),
                M("2", "added-the-numbers", "A fraction is not the sum of its numbers."),
            ],
        ),
        (
            f"{k}/1 = ___",
            k,
            f"A denominator of 1 means each whole is 1 part. {count_of(k, 'part')} of size 1 {'makes' if k == 1 else 'make'} {k}.",
            [
                M(
                    "1",
                    "thought-denominator-1-means-one",
                    f"{count_of(k, 'whole')} of size 1 {'is' if k == 1 else 'are'} {k}.",
                ),
                M(str(k + 1), "added-the-numbers", "Do not add the numerator and denominator."),
                M("0", "thought-the-fraction-was-empty", f"{k}/1 is {k} whole ones."),
            ],
        ),
    ]


def whole_number(rng: random.Random, mode: str, p: RelationParams, rank: int) -> MathQuestion:
    b = banded_value(rng, p.dens, rank)
    k = ranked_draw(rng, 1, 5, rank)  # the whole number: hard never asks about 1/1 or 2/1
    fill, answer, explain, cands = _forms(k, b)[rng.randrange(4)]
    asked = Asked(
        f"What number makes this true? {fill}", str(answer), explain, cands, fill, f"wh:{fill}", answer
    )
    features = Features("represent", 1, len(str(k * b)), "symbolic")
    return asked.by_value(
        answer, features=features, instructions="Whole numbers can be written as fractions."
    )
