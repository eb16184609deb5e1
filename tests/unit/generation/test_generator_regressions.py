"""Generator weaknesses that differently seeded samples exposed: a question about a number the
model writes twice, and a checker that read a unit only in the plural."""

from __future__ import annotations

import re

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.engine import CACHE, GenerationRequest, generate
from tests.unit.generation.checkers.support.common import strip_unit

_MODEL = re.compile(r"y = (\d+(?:\.\d+)?)?x \+ (\d+(?:\.\d+)?)")


def test_a_linear_model_asked_about_never_has_its_slope_equal_to_its_intercept() -> None:
    # Given many models drawn at every level (whole slopes at easy could equal an intercept of 5-9)
    seen = 0
    for level in DifficultyLevel:
        for seed in range(15):
            batch = generate(
                GenerationRequest(
                    skills=("interpret-slope-and-intercept-of-a-linear-model",),
                    count=20,
                    seed=seed,
                    difficulty=level,
                )
            )
            for item in batch.items:
                found = _MODEL.search(str(item.model_dump(mode="json")["content"]))
                assert found, item.content
                slope, intercept = float(found.group(1) or 1), float(found.group(2))
                seen += 1
                # Then "What does the number 7 mean?" always has one answer
                assert slope != intercept, found.group(0)
    CACHE.clear()
    assert seen >= 600


def test_strip_unit_reads_a_unit_written_in_the_singular() -> None:
    # Given answers whose unit follows the number they count (0.5 cup, 1 foot, 3 cups)
    unit = "cups of flour per batch"
    # Then the number is what remains, whichever number the unit is written in
    assert strip_unit("0.5 cup of flour per batch", unit) == "0.5"
    assert strip_unit("3 cups of flour per batch", unit) == "3"
    assert strip_unit("1 foot", "feet") == "1"
    assert strip_unit("3/4 inch", "inches") == "3/4"
    assert strip_unit("12°C", "°C") == "12"
    # and another unit is left alone
    assert strip_unit("0.5 spoon of sugar per batch", unit) == "0.5 spoon of sugar per batch"
