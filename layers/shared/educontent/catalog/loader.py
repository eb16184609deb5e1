"""Reads ``catalog_data/`` into validated records. Pure file I/O; no indexing here."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from educontent.core.catalog_records import (
    FRAMEWORKS,
    GradeRecord,
    SkillRecord,
    StandardRecord,
    SubjectRecord,
    TopicRecord,
)

# One file per framework, in the order standards are listed.
STANDARD_FILES = {"CCSS-MATH": "ccss-math.json", "CCSS-ELA": "ccss-ela.json", "NGSS": "ngss.json"}


@dataclass(frozen=True)
class CatalogRecords:
    grades: tuple[GradeRecord, ...]
    subjects: tuple[SubjectRecord, ...]
    standards: tuple[StandardRecord, ...]
    topics: tuple[TopicRecord, ...]
    skills: tuple[SkillRecord, ...]


def _read(path: Path) -> Any:
    with path.open(encoding="utf-8") as handle:
        return json.load(handle)


def load_records(root: Path) -> CatalogRecords:
    """Every record of the catalog under ``root``, in file order."""
    grades = tuple(GradeRecord.model_validate(r) for r in _read(root / "grades.json"))
    subjects = tuple(SubjectRecord.model_validate(r) for r in _read(root / "subjects.json"))
    standards = tuple(
        StandardRecord.model_validate(r)
        for framework in FRAMEWORKS
        for r in _read(root / "standards" / STANDARD_FILES[framework])
    )
    topics = tuple(
        TopicRecord.model_validate(r)
        for subject in subjects
        for r in _read(root / "topics" / f"{subject.slug}.json")
    )
    # skills/<subject>/<grade>/<part>.json: one folder per subject and grade, files by domain or topic.
    skills = tuple(
        SkillRecord.model_validate(r)
        for subject in subjects
        for grade in grades
        for path in sorted((root / "skills" / subject.slug / grade.slug).glob("*.json"))
        for r in _read(path)
    )
    return CatalogRecords(grades=grades, subjects=subjects, standards=standards, topics=topics, skills=skills)
