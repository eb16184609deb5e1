"""The poems the story engine builds (``world.poems``, the ``poem-world`` bank): the bank keeps its
promise (each couplet rhymes; within a theme no other line end rhymes with a couplet's, nor with a
refrain's), and every poem drawn for grades 2 and 3 reads inside the grade's band."""

from __future__ import annotations

import random

import pronouncing
import pytest

from educontent.generation.reading.comprehension.world import poems
from educontent.local.readability import measure, within


def _rhyme(a: str, b: str) -> bool:
    parts = {pronouncing.rhyming_part(p) for p in pronouncing.phones_for_word(a)}
    return any(pronouncing.rhyming_part(p) in parts for p in pronouncing.phones_for_word(b))


@pytest.mark.parametrize("theme", poems.themes(), ids=lambda t: t["id"])
def test_couplets_rhyme_and_nothing_else_in_the_theme_does(theme: dict):
    ends = [(poems.last_word(a), poems.last_word(b)) for a, b in theme["couplets"]]
    assert all(_rhyme(a, b) for a, b in ends), ends
    refrains = [poems.last_word(r) for r in theme["refrains"]]
    for i, couplet in enumerate(ends):
        others = [w for j, other in enumerate(ends) if j != i for w in other] + refrains
        assert not any(_rhyme(couplet[0], w) for w in others), (couplet, others)


@pytest.mark.parametrize("grade", [2, 3])
def test_every_drawn_poem_reads_in_its_grade_band(grade: int):
    problems = []
    for seed in range(200):
        passage = poems.render(poems.draw(random.Random(seed), grade))
        why = within(measure(passage.text, "poem", grade), grade)
        if why:
            problems.append(f"seed {seed} ({passage.title}): {why}")
    assert not problems, problems[:5]
