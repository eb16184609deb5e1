"""Response models of the catalog endpoints (docs/api/catalog.md)."""

from __future__ import annotations

from pydantic import Field

from educontent.core.catalog_records import ContentType, DifficultyLevel, Framework
from educontent.core.models import ApiModel


class GradeRef(ApiModel):
    slug: str = Field(examples=["grade-3"])
    name: str = Field(examples=["Grade 3"])
    order: int = Field(ge=0, le=8, description="0 = kindergarten")


class GradeSummary(GradeRef):
    subject_count: int
    skill_count: int


class SubjectRef(ApiModel):
    slug: str
    name: str


class SubjectInfo(SubjectRef):
    description: str


class SubjectSummary(SubjectInfo):
    topic_count: int
    skill_count: int
    grade_count: int


class GradeSubjectEntry(SubjectRef):
    topic_count: int
    skill_count: int


class TopicRef(ApiModel):
    slug: str
    name: str


class TopicSummary(TopicRef):
    """A topic inside a subject detail."""

    description: str
    skill_count: int
    grades: list[str] = Field(description="Grade slugs where the topic has skills.")


class TopicEntry(TopicSummary):
    """A topic in the topics list and topic detail."""

    subject: SubjectRef


class StandardRef(ApiModel):
    code: str
    framework: Framework
    description: str


class DifficultyRangeOut(ApiModel):
    min: DifficultyLevel
    max: DifficultyLevel


class SkillBrief(ApiModel):
    """A skill without its standards (inside a standard detail)."""

    slug: str
    name: str
    grade: GradeRef
    subject: SubjectRef
    topic: TopicRef


class SkillSummary(SkillBrief):
    standards: list[StandardRef]


class NamedCode(ApiModel):
    code: str
    name: str


class NamedSlug(ApiModel):
    slug: str
    name: str


class ScienceAlignmentOut(ApiModel):
    """What a science skill practises of NGSS's other dimensions besides its performance expectations."""

    core_idea: NamedCode = Field(description="The disciplinary core idea, e.g. PS2.A (forces and motion).")
    crosscutting_concept: NamedSlug = Field(description="The crosscutting concept, e.g. cause-and-effect.")


class SkillDetail(SkillSummary):
    available_grades: list[GradeRef]
    content_types: list[ContentType]
    difficulty_range: DifficultyRangeOut
    science: ScienceAlignmentOut | None = Field(
        default=None,
        exclude_if=lambda value: value is None,
        description="Science skills only: the NGSS disciplinary core idea and crosscutting concept it practises.",
    )


class StandardInfo(ApiModel):
    code: str = Field(examples=["3.OA.C.7"])
    framework: Framework
    label: str
    description: str
    grades: list[GradeRef] = Field(description="Grades the standard covers (several for an NGSS band).")


class StandardSummary(StandardInfo):
    skill_count: int


# ---- response `data` payloads ---------------------------------------------------------------


class GradeListData(ApiModel):
    grades: list[GradeSummary]


class GradeDetailData(ApiModel):
    grade: GradeRef
    subjects: list[GradeSubjectEntry]


class SubjectListData(ApiModel):
    subjects: list[SubjectSummary]


class SubjectDetailData(ApiModel):
    subject: SubjectInfo
    topics: list[TopicSummary]


class TopicListData(ApiModel):
    topics: list[TopicEntry]


class TopicDetailData(ApiModel):
    topic: TopicEntry
    skills: list[SkillSummary]


class SkillListData(ApiModel):
    skills: list[SkillSummary]


class SkillDetailData(ApiModel):
    skill: SkillDetail


class StandardListData(ApiModel):
    standards: list[StandardSummary]


class StandardDetailData(ApiModel):
    standard: StandardInfo
    skills: list[SkillBrief]
