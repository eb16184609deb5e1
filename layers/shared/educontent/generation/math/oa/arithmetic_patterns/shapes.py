"""Repeating shape patterns: the shape at a position, from the length of the repeating part. Shape
names come from ``catalog_data/content/math/oa-arithmetic-patterns.json``."""

from __future__ import annotations

import random

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import ordinal
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import MathQuestion, Misconception
from educontent.generation.kit.wrong_answers import distinct

M = Misconception


def repeating_shapes(rng: random.Random, mode: str, level: DifficultyLevel) -> MathQuestion:
    shapes = tuple(load_bank("math", "oa-arithmetic-patterns")["shapes"])
    core = rng.sample(shapes, 3 if level is DifficultyLevel.EASY else pick(rng, (3, 4)))
    listed = ", ".join(core * 2)
    n = draw(rng, len(core) * 2 + 2, 40, level)
    answer = core[(n - 1) % len(core)]
    before, after = core[(n - 2) % len(core)], core[n % len(core)]
    wrongs = distinct(
        (
            M(after, "counted-one-too-many", "Count the first shape as number 1."),
            M(before, "counted-one-too-few", "Count the first shape as number 1."),
            *(M(s, "guessed-a-shape", "Use the repeating part to find the position.") for s in core),
        ),
        answer,
    )
    full, position = (n - 1) // len(core), (n - 1) % len(core) + 1
    return MathQuestion(
        prompt=f"A pattern repeats: {listed}, ... What is the {ordinal(n)} shape?",
        answer_display=answer,
        explanation=(
            f"The repeating part has {len(core)} shapes: {', '.join(core)}. "
            f"{n} = {len(core)} × {full} + {position}, so after {full} full repeats "
            f"the {ordinal(n)} shape is shape {position} of the repeating part: {answer}."
        ),
        misconceptions=wrongs,
        fill_text=f"In the repeating pattern {listed}, ... the {ordinal(n)} shape is a ___.",
        answer_format="text",
        features=Features("reason", 2, len(str(n)), "symbolic"),
        key=f"ps:{listed}:{n}",
        instructions="Find the repeating part.",
    )
