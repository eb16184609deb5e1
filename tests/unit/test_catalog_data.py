"""The catalog data itself: schemas, unique slugs, references, standard codes, grade alignment."""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from pathlib import Path

import jsonschema
import pytest

from educontent.catalog.index import build_index
from educontent.catalog.loader import load_records
from tests import shingles

CATALOG = Path(__file__).resolve().parents[2] / "catalog_data"
SCHEMAS = CATALOG / "schemas"

# How many K-8 standards each framework has, per grade (bands as tuples). The official lists are not
# in this repository; these counts were taken from them once (CCSS math 317 with lettered
# sub-standards, CCSS ELA strands RL/RI/RF/L 445, NGSS performance expectations 137).
OFFICIAL_COUNTS = {
    "CCSS-MATH": {0: 25, 1: 24, 2: 28, 3: 37, 4: 37, 5: 40, 6: 47, 7: 43, 8: 36},
    "CCSS-ELA": {0: 57, 1: 60, 2: 55, 3: 55, 4: 50, 5: 49, 6: 41, 7: 38, 8: 40},
    "NGSS": {0: 10, 1: 9, 2: 11, 3: 15, 4: 14, 5: 13, (0, 1, 2): 3, (3, 4, 5): 3, (6, 7, 8): 59},
}

CODE_PATTERNS = {
    "CCSS-MATH": re.compile(r"^(K|[1-8])\.[A-Z]{1,3}\.[A-D]\.\d{1,2}[a-e]?$"),
    "CCSS-ELA": re.compile(r"^(RL|RI|RF|L)\.(K|[1-8])\.\d{1,2}[a-f]?$"),
    "NGSS": re.compile(r"^(K|[1-5]|MS|K-2|3-5)-(PS|LS|ESS|ETS)\d-\d$"),
}

FILES_BY_SCHEMA = {
    "grades.schema.json": ["grades.json"],
    "subjects.schema.json": ["subjects.json"],
    "standards.schema.json": sorted(
        p.relative_to(CATALOG).as_posix() for p in (CATALOG / "standards").glob("*.json")
    ),
    "topics.schema.json": sorted(
        p.relative_to(CATALOG).as_posix() for p in (CATALOG / "topics").glob("*.json")
    ),
    "skills.schema.json": sorted(
        p.relative_to(CATALOG).as_posix() for p in (CATALOG / "skills").rglob("*.json")
    ),
    "ngss-dimensions.schema.json": ["standards/dimensions/ngss.json"],
    "misconceptions.schema.json": sorted(
        p.relative_to(CATALOG).as_posix()
        for p in (CATALOG / "misconceptions").glob("*.json")
        if p.name != "occurrences.json"
    ),
    "misconception-occurrences.schema.json": ["misconceptions/occurrences.json"],
}


CONTENT_BANKS = sorted((CATALOG / "content").rglob("*.json")) if (CATALOG / "content").exists() else []


@pytest.mark.parametrize("bank", CONTENT_BANKS, ids=lambda p: p.relative_to(CATALOG).as_posix())
def test_every_content_bank_matches_its_json_schema(bank: Path):
    """catalog_data/content/<subject>/<name>.json is described by schemas/content/<subject>-<name>.schema.json."""
    schema_path = SCHEMAS / "content" / f"{bank.parent.name}-{bank.stem}.schema.json"
    assert schema_path.exists(), f"missing schema {schema_path.relative_to(CATALOG)}"
    schema = json.loads(schema_path.read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    jsonschema.validate(json.loads(bank.read_text()), schema)


@pytest.fixture(scope="module")
def records():
    return load_records(CATALOG)


@pytest.mark.parametrize(
    ("schema_name", "data_file"), [(schema, f) for schema, files in FILES_BY_SCHEMA.items() for f in files]
)
def test_every_catalog_file_matches_its_json_schema(schema_name: str, data_file: str):
    schema = json.loads((SCHEMAS / schema_name).read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    jsonschema.validate(json.loads((CATALOG / data_file).read_text()), schema)


def test_every_file_is_covered_by_a_schema():
    covered = {f for files in FILES_BY_SCHEMA.values() for f in files}
    on_disk = {
        p.relative_to(CATALOG).as_posix()
        for p in CATALOG.rglob("*.json")
        if "schemas" not in p.parts and "content" not in p.parts
    }
    assert on_disk == covered


def test_slugs_are_unique_at_every_level(records):
    for kind, slugs in {
        "grade": [g.slug for g in records.grades],
        "subject": [s.slug for s in records.subjects],
        "topic": [t.slug for t in records.topics],
        "skill": [s.slug for s in records.skills],
        "standard": [s.code for s in records.standards],
    }.items():
        dupes = [s for s, n in Counter(slugs).items() if n > 1]
        assert not dupes, f"duplicate {kind}: {dupes}"


def test_every_reference_resolves(records):
    build_index(records)  # raises CatalogError on any dangling reference
    topics = {t.slug: t for t in records.topics}
    for skill in records.skills:
        assert skill.topic in topics


def test_skill_files_sit_under_their_subject_and_grade():
    for path in (CATALOG / "skills").rglob("*.json"):
        subject, grade = path.parent.parent.name, path.parent.name
        topics = {
            t["slug"]: t["subject"] for t in json.loads((CATALOG / "topics" / f"{subject}.json").read_text())
        }
        for skill in json.loads(path.read_text()):
            assert skill["grade"] == grade, (path, skill["slug"])
            assert skill["topic"] in topics, (path, skill["slug"], "topic of another subject")


def test_standard_codes_match_their_framework_pattern(records):
    for standard in records.standards:
        assert CODE_PATTERNS[standard.framework].match(standard.code), standard.code


def test_a_skills_standards_belong_to_its_grade_or_band(records):
    standards = {s.code: s for s in records.standards}
    grade_order = {g.slug: g.order for g in records.grades}
    for skill in records.skills:
        for code in skill.standards:
            assert grade_order[skill.grade] in standards[code].grades, (skill.slug, code)


def test_the_catalog_holds_every_k8_standard_of_the_three_frameworks(records):
    # Codes are unique and match their framework's pattern (tests above), so the right count per
    # grade means every official code is there.
    counts: dict[str, Counter] = {framework: Counter() for framework in OFFICIAL_COUNTS}
    for standard in records.standards:
        grades = tuple(standard.grades)
        counts[standard.framework][grades[0] if len(grades) == 1 else grades] += 1
    assert {framework: dict(c) for framework, c in counts.items()} == OFFICIAL_COUNTS


def test_every_catalog_code_has_its_official_statement_shingles(records):
    committed = shingles.load()
    assert set(committed) == {s.code for s in records.standards}, "run `python -m tests.shingles SOURCE`"
    assert sum(1 for hashes in committed.values() if hashes) > 850


def copied_from_official(code: str, texts: list[str], official: dict[str, set[str]]) -> bool:
    """Whether any text shares a run of six words with the official statement of ``code``."""
    return any(shingles.shingle_hashes(text) & official.get(code, set()) for text in texts)


def test_descriptions_are_our_own_words_not_the_official_statements(records):
    official = shingles.load()
    copied = [
        standard.code
        for standard in records.standards
        if copied_from_official(standard.code, [standard.label, standard.description], official)
    ]
    assert not copied, f"descriptions sharing 6+ words with the official statement: {copied}"


def test_a_description_copying_six_official_words_is_detected():
    # Given the official statement of K.CC.A.1 ("Count to 100 by ones and by tens."), whose
    # shingles are in the committed file, and a description that copies it
    official = shingles.load()
    copied = "Students count to 100 by ones and by tens, out loud."
    # Then the copy is caught, in any case and punctuation, and our own wording is not
    assert copied_from_official("K.CC.A.1", [copied], official)
    assert copied_from_official("K.CC.A.1", ["COUNT to 100, by ones -- and by TENS!"], official)
    assert not copied_from_official("K.CC.A.1", ["Students count aloud to 100 by ones and tens."], official)
    # And a copy of another code's statement is not held against this one
    assert not copied_from_official("K.CC.A.2", [copied], official)


def test_shingle_hashes_are_truncated_sha256_of_six_normalised_words():
    expected = hashlib.sha256(b"count to 100 by ones and").hexdigest()[:16]
    assert expected in shingles.shingle_hashes("Count to 100, by ONES and by tens.")
    assert shingles.shingle_hashes("five words are not enough") == set()


def test_every_grade_and_subject_has_at_least_three_skills(records):
    topics = {t.slug: t.subject for t in records.topics}
    per_cell = Counter((s.grade, topics[s.topic]) for s in records.skills)
    for grade in records.grades:
        for subject in records.subjects:
            assert per_cell[(grade.slug, subject.slug)] >= 3, (grade.slug, subject.slug)


_PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


@pytest.mark.parametrize("bank", CONTENT_BANKS, ids=lambda p: p.relative_to(CATALOG).as_posix())
def test_every_template_placeholder_is_declared_by_the_bank_schema(bank: Path):
    """A story template's ``{name}`` slots are listed in its schema's ``x-placeholders``."""
    schema = json.loads((SCHEMAS / "content" / f"{bank.parent.name}-{bank.stem}.schema.json").read_text())
    used = {m for text in _strings(json.loads(bank.read_text())) for m in _PLACEHOLDER.findall(text)}
    undeclared = used - set(schema.get("x-placeholders", []))
    assert not undeclared, f"{bank.name} uses undeclared placeholders {sorted(undeclared)}"
