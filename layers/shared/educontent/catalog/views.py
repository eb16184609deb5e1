"""The catalog's response models, derived from the index's records in one pass on first use.

Every count and reference a catalog route answers with is computed here once per container, so a
request is a dictionary lookup (plus a filter for searches).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from educontent.catalog.schemas import (
    DifficultyRangeOut,
    GradeRef,
    GradeSubjectEntry,
    GradeSummary,
    NamedCode,
    NamedSlug,
    ScienceAlignmentOut,
    SkillBrief,
    SkillDetail,
    SkillSummary,
    StandardRef,
    StandardSummary,
    SubjectInfo,
    SubjectRef,
    SubjectSummary,
    TopicEntry,
    TopicRef,
)

if TYPE_CHECKING:
    from educontent.catalog.index import CatalogIndex
    from educontent.core.catalog_records import ScienceAlignment


@dataclass
class CatalogViews:
    grades: list[GradeRef]
    grade_by_slug: dict[str, GradeRef]
    grade_by_order: dict[int, GradeRef]
    subjects: dict[str, SubjectInfo]
    topics: dict[str, TopicEntry]
    skills: dict[str, SkillDetail]
    standards: dict[str, StandardSummary]
    # Derived lists, in catalog order.
    grade_summaries: list[GradeSummary] = field(default_factory=list)
    subject_summaries: list[SubjectSummary] = field(default_factory=list)
    grade_subjects: dict[str, list[GradeSubjectEntry]] = field(default_factory=dict)
    skill_summaries: dict[str, SkillSummary] = field(default_factory=dict)
    skill_briefs: dict[str, SkillBrief] = field(default_factory=dict)
    # Lower-cased "name slug" of each skill / topic (and code, label, description of each
    # standard) for `q` searches.
    skill_search_text: dict[str, str] = field(default_factory=dict)
    topic_search_text: dict[str, str] = field(default_factory=dict)
    standard_search_text: dict[str, str] = field(default_factory=dict)


def build_views(index: CatalogIndex) -> CatalogViews:
    grades = [GradeRef(slug=g.slug, name=g.name, order=g.order) for g in index.grade_records]
    grade_by_slug = {g.slug: g for g in grades}
    subjects = {
        s.slug: SubjectInfo(slug=s.slug, name=s.name, description=s.description)
        for s in index.subject_records.values()
    }
    topics: dict[str, TopicEntry] = {}
    for topic in index.topic_records.values():
        counts = index.topic_grade_counts[topic.slug]
        topics[topic.slug] = TopicEntry(
            slug=topic.slug,
            name=topic.name,
            description=topic.description,
            subject=SubjectRef(slug=topic.subject, name=subjects[topic.subject].name),
            skill_count=sum(counts.values()),
            grades=[g.slug for g in grades if counts[g.slug]],
        )

    def standard_ref(code: str) -> StandardRef:
        record = index.standard_records[code]
        return StandardRef(code=code, framework=record.framework, description=record.description)

    core_ideas = {c.code: c.name for c in index.ngss.core_ideas}
    concepts = {c.slug: c.name for c in index.ngss.crosscutting_concepts}

    def science_of(science: ScienceAlignment | None) -> ScienceAlignmentOut | None:
        if science is None:
            return None
        return ScienceAlignmentOut(
            core_idea=NamedCode(code=science.core_idea, name=core_ideas[science.core_idea]),
            crosscutting_concept=NamedSlug(
                slug=science.crosscutting_concept, name=concepts[science.crosscutting_concept]
            ),
        )

    skills: dict[str, SkillDetail] = {}
    for skill in index.skill_records.values():
        topic = topics[skill.topic]
        skills[skill.slug] = SkillDetail(
            slug=skill.slug,
            name=skill.name,
            grade=grade_by_slug[skill.grade],
            subject=topic.subject,
            topic=TopicRef(slug=topic.slug, name=topic.name),
            standards=[standard_ref(code) for code in skill.standards],
            available_grades=[grade_by_slug[g] for g in index.skill_grade_slugs[skill.slug]],
            content_types=list(skill.content_types),
            difficulty_range=DifficultyRangeOut(
                min=skill.difficulty_range.min, max=skill.difficulty_range.max
            ),
            science=science_of(skill.science),
        )
    grade_by_order = {g.order: g for g in grades}
    standards = {
        record.code: StandardSummary(
            code=record.code,
            framework=record.framework,
            label=record.label,
            description=record.description,
            grades=[grade_by_order[g] for g in record.grades],
            skill_count=len(index.skills_by_standard.get(record.code, ())),
        )
        for record in index.standard_records.values()
    }
    views = CatalogViews(
        grades=grades,
        grade_by_slug=grade_by_slug,
        grade_by_order=grade_by_order,
        subjects=subjects,
        topics=topics,
        skills=skills,
        standards=standards,
    )
    _derive_summaries(views)
    return views


def _derive_summaries(views: CatalogViews) -> None:
    per_grade_subject: Counter[tuple[str, str]] = Counter()
    topics_per_grade_subject: dict[tuple[str, str], set[str]] = defaultdict(set)
    for skill in views.skills.values():
        key = (skill.grade.slug, skill.subject.slug)
        per_grade_subject[key] += 1
        topics_per_grade_subject[key].add(skill.topic.slug)

    for grade in views.grades:
        entries = [
            GradeSubjectEntry(
                slug=subject.slug,
                name=subject.name,
                topic_count=len(topics_per_grade_subject[(grade.slug, subject.slug)]),
                skill_count=per_grade_subject[(grade.slug, subject.slug)],
            )
            for subject in views.subjects.values()
            if per_grade_subject[(grade.slug, subject.slug)]
        ]
        views.grade_subjects[grade.slug] = entries
        views.grade_summaries.append(
            GradeSummary(
                **grade.model_dump(),
                subject_count=len(entries),
                skill_count=sum(e.skill_count for e in entries),
            )
        )

    for subject in views.subjects.values():
        subject_topics = [t for t in views.topics.values() if t.subject.slug == subject.slug]
        grades_with_skills = {g for (g, s), n in per_grade_subject.items() if s == subject.slug and n}
        views.subject_summaries.append(
            SubjectSummary(
                **subject.model_dump(),
                topic_count=len(subject_topics),
                skill_count=sum(t.skill_count for t in subject_topics),
                grade_count=len(grades_with_skills),
            )
        )

    for slug, skill in views.skills.items():
        views.skill_search_text[slug] = f"{skill.name} {slug}".lower()
        brief = SkillBrief(
            slug=skill.slug, name=skill.name, grade=skill.grade, subject=skill.subject, topic=skill.topic
        )
        views.skill_briefs[slug] = brief
        views.skill_summaries[slug] = SkillSummary(**dict(brief), standards=skill.standards)
    for slug, topic in views.topics.items():
        views.topic_search_text[slug] = f"{topic.name} {slug}".lower()
    for code, standard in views.standards.items():
        views.standard_search_text[code] = f"{code} {standard.label} {standard.description}".lower()
