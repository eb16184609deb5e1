"""The catalog data itself: schemas, unique slugs, references, standard codes, grade alignment."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import jsonschema
import pytest

from educontent.catalog.index import build_index
from educontent.catalog.loader import load_records

CATALOG = Path(__file__).resolve().parents[2] / "catalog_data"
SCHEMAS = CATALOG / "schemas"
STANDARDS_REFERENCE = Path(__file__).resolve().parents[3] / "shared" / "standards"

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
    codes = {s.code for s in records.standards}
    math = json.loads((STANDARDS_REFERENCE / "ccss-math.json").read_text())
    ela = json.loads((STANDARDS_REFERENCE / "ccss-ela.json").read_text())
    ngss = json.loads((STANDARDS_REFERENCE / "ngss.json").read_text())
    assert {s["code"] for s in math} <= codes
    assert {s["code"] for s in ela if s["code"].split(".")[0] in ("RL", "RI", "RF", "L")} <= codes
    assert {s["code"] for s in ngss} <= codes


def test_descriptions_are_our_own_words_not_the_official_statements(records):
    statements: dict[str, str] = {}
    for name in ("ccss-math.json", "ccss-ela.json", "ngss.json"):
        for entry in json.loads((STANDARDS_REFERENCE / name).read_text()):
            statements[entry["code"]] = entry["statement"] or ""

    def words(text: str) -> list[str]:
        return re.sub(r"[^a-z0-9 ]", " ", text.lower()).split()

    copied = []
    for standard in records.standards:
        official = words(statements.get(standard.code, ""))
        grams = {tuple(official[i : i + 6]) for i in range(len(official) - 5)}
        for text in (standard.label, standard.description):
            own = words(text)
            if any(tuple(own[i : i + 6]) in grams for i in range(len(own) - 5)):
                copied.append(standard.code)
    assert not copied, f"descriptions sharing 6+ words with the official statement: {copied}"


def test_every_grade_and_subject_has_at_least_three_skills(records):
    topics = {t.slug: t.subject for t in records.topics}
    per_cell = Counter((s.grade, topics[s.topic]) for s in records.skills)
    for grade in records.grades:
        for subject in records.subjects:
            assert per_cell[(grade.slug, subject.slug)] >= 3, (grade.slug, subject.slug)
