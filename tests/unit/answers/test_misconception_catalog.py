"""The misconception catalog holds every id a generated item can name, described in our own words, and
records the skills where it occurs (``make misconceptions`` re-records them after a generator change)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from educontent.answers import misconceptions
from educontent.catalog.index import get_catalog
from educontent.generation.engine import generate
from educontent.local.misconception_survey import SURVEY_COUNT, SURVEY_SEEDS, named_misconceptions, requests

ROOT = Path(__file__).resolve().parents[3]
FOLDER = ROOT / "catalog_data" / "misconceptions"
ANSWERS = ROOT / "layers" / "shared" / "educontent" / "answers"
RERECORD = "run `make misconceptions` (and describe any new id in catalog_data/misconceptions/<subject>.json)"
SAMPLE_COUNT = 8
"""A prefix of the survey's batches (a skill's items do not depend on count): always within the record."""


def _part_files() -> list[Path]:
    return [p for p in sorted(FOLDER.glob("*.json")) if p.name != misconceptions.OCCURRENCES]


def test_each_id_is_described_once_and_the_files_are_sorted():
    seen: set[str] = set()
    for path in _part_files():
        ids = [e["id"] for e in json.loads(path.read_text())["misconceptions"]]
        assert ids == sorted(ids), f"{path.name} is not sorted by id"
        assert not seen & set(ids), f"{path.name} describes again {sorted(seen & set(ids))[:5]}"
        seen |= set(ids)


def test_every_recorded_id_is_described_and_every_recorded_skill_exists():
    described = misconceptions.descriptions()
    recorded = misconceptions.occurrences()
    assert sorted(set(recorded) - set(described)) == [], "describe these ids"
    skills = get_catalog().skill_records
    for mid, where in recorded.items():
        assert set(where) <= set(skills), (mid, RERECORD)


def test_every_id_the_free_response_checker_names_is_described():
    named = set()
    for path in ANSWERS.glob("*mistake*.py"):
        named |= set(re.findall(r'"([a-z]+(?:-[a-z]+)+)"', path.read_text()))
    assert named, "no misconception ids found in answers/*mistake*.py"
    assert sorted(named - set(misconceptions.descriptions())) == []


def test_the_record_is_of_this_generator_version():
    from educontent.generation.version import GENERATOR_VERSION

    recorded = json.loads((FOLDER / misconceptions.OCCURRENCES).read_text())
    assert recorded["generatorVersion"] == GENERATOR_VERSION, RERECORD


def test_the_survey_of_the_record_covers_this_sample():
    assert SAMPLE_COUNT <= SURVEY_COUNT and SURVEY_SEEDS[0] == 1


@pytest.mark.xdist_group("misconception-sample")
def test_every_id_a_generated_item_names_is_recorded_for_its_skill():
    # Given a sample of every skill's items (a prefix of what the record surveyed)
    recorded = misconceptions.occurrences()
    described = misconceptions.descriptions()
    missing: list[tuple[str, str]] = []
    for slug in get_catalog().skill_records:
        for request in requests(slug, (1,), SAMPLE_COUNT):
            for item in generate(request).items:
                # Then each id it can name is described and recorded for its skill
                for mid in named_misconceptions(item):
                    if mid not in described or slug not in recorded.get(mid, ()):
                        missing.append((mid, slug))
    assert not missing, f"{len(missing)} unrecorded, e.g. {sorted(set(missing))[:8]}: {RERECORD}"


def test_the_listing_filters_by_subject_skill_and_text():
    page, pagination = misconceptions.list_misconceptions(
        subject="math", skill=None, q="denominators", page=1, page_size=100
    )
    assert page and all("math" in m.subjects for m in page)
    assert all("denominators" in m.id or "denominators" in m.description.lower() for m in page)
    assert pagination.total >= len(page)
    some = page[0].skills[0]
    chosen, _ = misconceptions.list_misconceptions(subject=None, skill=some, q=None, page=1, page_size=100)
    assert chosen and all(some in m.skills for m in chosen)
