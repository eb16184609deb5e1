"""The shapes of the files in ``catalog_data/``, validated when the catalog loads.

The JSON Schemas in ``catalog_data/schemas/`` describe the same files for editors and CI.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator
from pydantic.alias_generators import to_camel

Framework = Literal["CCSS-MATH", "CCSS-ELA", "NGSS"]
FRAMEWORKS: tuple[Framework, ...] = ("CCSS-MATH", "CCSS-ELA", "NGSS")


class ContentType(StrEnum):
    """The twelve content item types (docs/content-types.md)."""

    ARITHMETIC = "arithmetic"
    MULTIPLE_CHOICE = "multiple-choice"
    FILL_BLANK = "fill-blank"
    TRUE_FALSE = "true-false"
    SHORT_ANSWER = "short-answer"
    PASSAGE_BASED = "passage-based"
    MATCHING = "matching"
    ORDERING = "ordering"
    DIAGRAM = "diagram"
    WORD_PUZZLE = "word-puzzle"
    PICTURE_COUNTING = "picture-counting"
    DATA_TABLE = "data-table"


class DifficultyLevel(StrEnum):
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"

    @property
    def rank(self) -> int:
        return _LEVEL_RANK[self]


_LEVEL_RANK = {DifficultyLevel.EASY: 0, DifficultyLevel.MEDIUM: 1, DifficultyLevel.HARD: 2}


class _Record(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="forbid", frozen=True)


class GradeRecord(_Record):
    slug: str
    name: str
    order: int = Field(ge=0, le=8)


class SubjectRecord(_Record):
    slug: str
    name: str
    description: str


class StandardRecord(_Record):
    code: str
    framework: Framework
    grades: tuple[int, ...] = Field(
        min_length=1, description="Grade orders the standard covers (a band for NGSS)."
    )
    label: str
    description: str


class TopicRecord(_Record):
    slug: str
    name: str
    description: str
    subject: str


class DifficultyRange(_Record):
    min: DifficultyLevel
    max: DifficultyLevel

    @model_validator(mode="after")
    def _ordered(self) -> DifficultyRange:
        if self.min.rank > self.max.rank:
            raise ValueError("difficultyRange.min is harder than difficultyRange.max")
        return self


class GeneratorRef(_Record):
    """Which generator makes a skill's items, and with what parameters (data, not code per skill)."""

    name: str
    params: dict[str, Any] = Field(default_factory=dict)


class ScienceAlignment(_Record):
    """What a science skill practises of NGSS's other two dimensions: one disciplinary core idea (a code
    of ``catalog_data/standards/dimensions/ngss.json``, e.g. ``PS2.A``) and one crosscutting concept
    (a slug of the same file, e.g. ``cause-and-effect``)."""

    core_idea: str
    crosscutting_concept: str


class NgssCoreIdea(_Record):
    code: str
    name: str


class NgssConcept(_Record):
    slug: str
    name: str


class NgssDimensions(_Record):
    """``catalog_data/standards/dimensions/ngss.json``: the core ideas and crosscutting concepts."""

    comment: str = Field(default="", alias="$comment")
    core_ideas: tuple[NgssCoreIdea, ...]
    crosscutting_concepts: tuple[NgssConcept, ...]


class SkillRecord(_Record):
    slug: str
    name: str
    grade: str
    topic: str
    standards: tuple[str, ...] = Field(min_length=1)
    content_types: tuple[ContentType, ...] = Field(min_length=1)
    difficulty_range: DifficultyRange
    generator: GeneratorRef
    also_available_in: tuple[str, ...] = Field(
        default=(), description="Other grades (slugs) where the skill is offered, e.g. for review."
    )
    science: ScienceAlignment | None = Field(
        default=None, description="A science skill's NGSS core idea and crosscutting concept."
    )
