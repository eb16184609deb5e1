"""Difficulty levels mean something: every generator says what its levels change, and where they
change the size of the numbers, hard items are bigger than easy ones at both ends (a floor as well
as a ceiling), measured from the items' text, not from the generator.
"""

from __future__ import annotations

import re
import statistics
from functools import cache
from typing import Any

import pytest

from educontent.catalog.index import get_catalog
from educontent.core.catalog_records import DifficultyLevel, SkillRecord
from educontent.generation.engine import CACHE, GenerationRequest, generate
from educontent.generation.registry import GeneratorSpec, all_generators

SEEDS = (0, 1)
COUNT = 20
MIN_MEASURED = 10
_NUMBER = re.compile(r"\d+(?:,\d{3})*(?:\.\d+)?")
NOT_MEASURABLE = {
    "compare-groups-and-numbers-to-10": "the two counts are drawn, not written",
    "odd-or-even-groups-of-objects": "the count is drawn, not written",
    "make-ten-with-a-ten-frame": "the whole is always 10; the level grows the missing part",
}
"""Size skills whose sizes the items' text does not show (the test reads text, not pictures)."""
_NOT_READ = frozenset({"type", "instructions", "svg", "diagramKind", "arrangement", "iconCategory", "blanks"})


@cache
def _generators() -> dict[str, GeneratorSpec]:
    return all_generators()


def _levels(record: SkillRecord) -> list[DifficultyLevel]:
    low, high = record.difficulty_range.min.rank, record.difficulty_range.max.rank
    return [level for level in DifficultyLevel if low <= level.rank <= high]


def _sized_skills() -> list[str]:
    index = get_catalog()
    generators = _generators()
    return sorted(
        slug
        for slug, record in index.skill_records.items()
        if (spec := generators.get(record.generator.name)) is not None
        and spec.levels is not None
        and spec.levels.by == "size"
        and len(_levels(record)) >= 2
        and slug not in NOT_MEASURABLE
    )


def _strings(value: Any) -> list[str]:
    """Every text and number a learner reads in a JSON value (names of kinds left out)."""
    if isinstance(value, dict):
        return [text for key, inner in value.items() if key not in _NOT_READ for text in _strings(inner)]
    if isinstance(value, list):
        return [text for inner in value for text in _strings(inner)]
    if isinstance(value, bool) or value is None:
        return []
    return [str(value)]


def size(item: dict[str, Any]) -> float | None:
    """The largest number (without its sign) written in the item's content or its answer (a false
    statement's explanation gives the right numbers the statement changed)."""
    answer = item["answer"]
    texts = [*_strings(item["content"]), answer["display"]]
    if answer["type"] == "boolean" and answer["value"] is False:
        texts.append(answer["explanation"])
    numbers = [float(found.replace(",", "")) for text in texts for found in _NUMBER.findall(text)]
    return max(numbers) if numbers else None


def _sizes(slug: str, level: DifficultyLevel) -> list[float]:
    found: list[float] = []
    for seed in SEEDS:
        batch = generate(GenerationRequest(skills=(slug,), count=COUNT, seed=seed, difficulty=level))
        found += [s for item in batch.items if (s := size(item.model_dump(mode="json"))) is not None]
    CACHE.clear()
    return found


def test_every_generator_says_what_its_levels_mean() -> None:
    missing = sorted(name for name, spec in _generators().items() if spec.levels is None)
    assert not missing, f"generators without levels=Levels(...): {missing}"
    vague = sorted(
        name for name, spec in _generators().items() if spec.levels and len(spec.levels.bands) < 20
    )
    assert not vague, f"say what each level means, for a teacher: {vague}"


def test_skills_left_unmeasured_are_size_skills() -> None:
    index, generators = get_catalog(), _generators()
    stale = [
        slug
        for slug in NOT_MEASURABLE
        if slug not in index.skill_records
        or (levels := generators[index.skill_records[slug].generator.name].levels) is None
        or levels.by != "size"
    ]
    assert not stale, f"no longer size skills (remove them from NOT_MEASURABLE): {stale}"


@pytest.mark.parametrize("slug", _sized_skills())
def test_hard_items_are_bigger_than_easy_ones(slug: str) -> None:
    # Given a skill whose levels change the size of the numbers
    levels = _levels(get_catalog().skill_records[slug])
    # When its easiest and hardest levels are asked for
    easy, hard = _sizes(slug, levels[0]), _sizes(slug, levels[-1])
    # Then both have numbers to measure, and hard is bigger at the bottom and in the middle
    assert len(easy) >= MIN_MEASURED and len(hard) >= MIN_MEASURED, (
        f"{slug}: too few items with numbers ({len(easy)} easy, {len(hard)} hard); "
        "its levels do not change a size"
    )
    assert min(hard) > min(easy), f"{slug}: no floor: hard goes down to {min(hard)}, easy to {min(easy)}"
    assert statistics.median(hard) > statistics.median(easy), (
        f"{slug}: hard median {statistics.median(hard)} is not above easy's {statistics.median(easy)}"
    )
