"""Record where each misconception occurs: ``catalog_data/misconceptions/occurrences.json``.

For every skill, seeded batches at each difficulty level (``SURVEY``) are generated, and every
misconception id an item can name is recorded for the skill: a multiple-choice distractor's, and
those the answer checker recognises in a free response (an exact answer's anticipated wrong answers,
``answer.commonErrors``, and the slips worked out from an arithmetic item's numbers). ``GET /misconceptions`` lists these skills; a unit test holds a
smaller sample to this record and to the descriptions. Run by ``make misconceptions`` after a
change to generators (the test says when).

    python -m educontent.local.misconception_survey
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator

from educontent.answers.mistakes import recognisable
from educontent.catalog.index import get_catalog
from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.engine import GenerationRequest, generate
from educontent.generation.items import ContentItem
from educontent.generation.version import GENERATOR_VERSION
from educontent.settings import get_settings

SURVEY_SEEDS = (1, 2, 3, 4, 5)
SURVEY_COUNT = 20


def named_misconceptions(item: ContentItem) -> Iterator[str]:
    """Every misconception id the item can name: its distractors', and those the answer checker
    recognises in a free response to it (its anticipated wrong answers, an arithmetic item's slips)."""
    for distractor in getattr(item.answer, "distractors", None) or ():
        yield distractor.misconception
    yield from recognisable(item)


def requests(slug: str, seeds: tuple[int, ...], count: int) -> Iterator[GenerationRequest]:
    for seed in seeds:
        yield GenerationRequest(skills=(slug,), count=count, seed=seed)
        for level in DifficultyLevel:
            yield GenerationRequest(skills=(slug,), count=count, seed=seed, difficulty=level)


def survey(seeds: tuple[int, ...] = SURVEY_SEEDS, count: int = SURVEY_COUNT) -> dict[str, list[str]]:
    """Misconception id -> the skills whose items named it, both sorted."""
    found: dict[str, set[str]] = {}
    for slug in get_catalog().skill_records:
        for request in requests(slug, seeds, count):
            for item in generate(request).items:
                for mid in named_misconceptions(item):
                    found.setdefault(mid, set()).add(slug)
    return {mid: sorted(skills) for mid, skills in sorted(found.items())}


def main() -> int:
    path = get_settings().catalog_dir / "misconceptions" / "occurrences.json"
    recorded = {"generatorVersion": GENERATOR_VERSION, "skills": survey()}
    path.write_text(json.dumps(recorded, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"recorded {len(recorded['skills'])} misconception ids to {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
