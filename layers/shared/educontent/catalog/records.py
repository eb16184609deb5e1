"""Moved to ``educontent.core.catalog_records``; this re-export lives only while generator modules
move (issue 9) and is deleted with them."""

from educontent.core.catalog_records import (  # noqa: F401
    _LEVEL_RANK,
    FRAMEWORKS,
    ContentType,
    DifficultyLevel,
    DifficultyRange,
    Framework,
    GeneratorRef,
    GradeRecord,
    SkillRecord,
    StandardRecord,
    SubjectRecord,
    TopicRecord,
    _Record,
)
