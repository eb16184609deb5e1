"""Reads ``catalog_data/`` into validated records. Pure file I/O; no indexing here."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, TypeAdapter

from educontent.core.catalog_records import (
    FRAMEWORKS,
    GradeRecord,
    NgssDimensions,
    SkillRecord,
    StandardRecord,
    SubjectRecord,
    TopicRecord,
)

R = TypeVar("R", bound=BaseModel)

# One file per framework, in the order standards are listed.
STANDARD_FILES = {"CCSS-MATH": "ccss-math.json", "CCSS-ELA": "ccss-ela.json", "NGSS": "ngss.json"}


@dataclass(frozen=True)
class CatalogRecords:
    grades: tuple[GradeRecord, ...]
    subjects: tuple[SubjectRecord, ...]
    standards: tuple[StandardRecord, ...]
    topics: tuple[TopicRecord, ...]
    skills: tuple[SkillRecord, ...]
    ngss: NgssDimensions = field(
        default_factory=lambda: NgssDimensions(core_ideas=(), crosscutting_concepts=())
    )
    """The NGSS core ideas and crosscutting concepts science skills name (``standards/dimensions``)."""


@cache
def _list_of(record: type[BaseModel]) -> TypeAdapter[list[Any]]:
    return TypeAdapter(list[record])  # type: ignore[valid-type]


def _read(path: Path, record: type[R]) -> list[R]:
    """The records of one file, parsed and validated in one pass by pydantic-core (a cold start
    reads every file once; this is about twice as fast as ``json.load`` then a record at a time)."""
    return _list_of(record).validate_json(path.read_bytes())


def load_records(root: Path) -> CatalogRecords:
    """Every record of the catalog under ``root``, in file order."""
    grades = tuple(_read(root / "grades.json", GradeRecord))
    subjects = tuple(_read(root / "subjects.json", SubjectRecord))
    standards = tuple(
        r
        for framework in FRAMEWORKS
        for r in _read(root / "standards" / STANDARD_FILES[framework], StandardRecord)
    )
    topics = tuple(
        r for subject in subjects for r in _read(root / "topics" / f"{subject.slug}.json", TopicRecord)
    )
    # skills/<subject>/<grade>/<part>.json: one folder per subject and grade, files by domain or topic.
    skills = tuple(
        r
        for subject in subjects
        for grade in grades
        for path in sorted((root / "skills" / subject.slug / grade.slug).glob("*.json"))
        for r in _read(path, SkillRecord)
    )
    ngss = NgssDimensions.model_validate_json((root / "standards" / "dimensions" / "ngss.json").read_bytes())
    return CatalogRecords(
        grades=grades, subjects=subjects, standards=standards, topics=topics, skills=skills, ngss=ngss
    )
