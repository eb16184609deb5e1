"""The catalog's questions and answers: one function per endpoint, returning response models.

Filters that name a catalog entity (grade, subject, topic) must name one that exists: an unknown
value is the caller's mistake (422, a validation failure), not an empty result. Filters by grade always mean the skill's
own grade, so counts per grade add up to the totals.
"""

from __future__ import annotations

from typing import TypeVar

from educontent.catalog.index import CatalogIndex, get_catalog
from educontent.catalog.schemas import (
    GradeDetailData,
    GradeListData,
    GradeRef,
    SkillDetailData,
    SkillListData,
    SkillSummary,
    StandardDetailData,
    StandardInfo,
    StandardListData,
    SubjectDetailData,
    SubjectListData,
    TopicDetailData,
    TopicEntry,
    TopicListData,
    TopicSummary,
)
from educontent.core.catalog_records import Framework
from educontent.core.errors import FieldError, NotFound, Unprocessable, clip
from educontent.http.envelope import Pagination, paginate

T = TypeVar("T")


def _filter_grade(
    index: CatalogIndex, value: str | int | None, field: str = "query.grade"
) -> GradeRef | None:
    if value is None or value == "":
        return None
    grade = index.resolve_grade(value)
    if grade is None:
        shown = clip(value) if isinstance(value, str) else value
        raise Unprocessable(
            f"Unknown grade {shown!r}: use a grade slug (kindergarten, grade-1 ... grade-8) or 0-8",
            errors=[FieldError(field=field, message="unknown grade", value=shown)],
        )
    return grade


def _filter_entity(known: dict[str, object], kind: str, value: str | None) -> str | None:
    if value is None or value == "":
        return None
    slug = value  # exactly as the document's enum lists them: lower case, no spaces
    if slug not in known:
        raise Unprocessable(
            f"Unknown {kind} {clip(value)!r}",
            errors=[FieldError(field=f"query.{kind}", message=f"unknown {kind}", value=clip(value))],
        )
    return slug


def _found(value: T | None, kind: str, slug: str) -> T:
    """``value``, or a 404 saying that no ``kind`` has ``slug``."""
    if value is None:
        raise NotFound(f"No {kind} found with slug '{clip(slug)}'")
    return value


def _query_text(q: str | None) -> str | None:
    return q.strip().lower() or None if q else None


def list_grades() -> GradeListData:
    return GradeListData(grades=get_catalog().views.grade_summaries)


def grade_detail(slug: str) -> GradeDetailData:
    index = get_catalog()
    grade = _found(index.resolve_grade(slug), "grade", slug)
    return GradeDetailData(grade=grade, subjects=index.views.grade_subjects[grade.slug])


def list_subjects() -> SubjectListData:
    return SubjectListData(subjects=get_catalog().views.subject_summaries)


def subject_detail(slug: str, grade: str | None = None) -> SubjectDetailData:
    index = get_catalog()
    subject = _found(index.views.subjects.get(slug.lower()), "subject", slug)
    grade_ref = _filter_grade(index, grade)
    topics = []
    for topic in index.views.topics.values():
        if topic.subject.slug != subject.slug:
            continue
        count = index.topic_grade_counts[topic.slug][grade_ref.slug] if grade_ref else topic.skill_count
        if grade_ref and not count:
            continue
        topics.append(
            TopicSummary(
                slug=topic.slug,
                name=topic.name,
                description=topic.description,
                skill_count=count,
                grades=topic.grades,
            )
        )
    return SubjectDetailData(subject=subject, topics=topics)


def _topic_for_grade(index: CatalogIndex, topic: TopicEntry, grade: GradeRef | None) -> TopicEntry:
    if grade is None:
        return topic
    return topic.model_copy(update={"skill_count": index.topic_grade_counts[topic.slug][grade.slug]})


def list_topics(
    *, subject: str | None, grade: str | None, q: str | None, page: int, page_size: int
) -> tuple[TopicListData, Pagination]:
    index = get_catalog()
    subject_slug = _filter_entity(index.views.subjects, "subject", subject)
    grade_ref = _filter_grade(index, grade)
    text = _query_text(q)
    matches = [
        _topic_for_grade(index, topic, grade_ref)
        for slug, topic in index.views.topics.items()
        if (subject_slug is None or topic.subject.slug == subject_slug)
        and (grade_ref is None or index.topic_grade_counts[slug][grade_ref.slug])
        and (text is None or text in index.views.topic_search_text[slug])
    ]
    chunk, pagination = paginate(matches, page, page_size)
    return TopicListData(topics=chunk), pagination


def topic_detail(slug: str, grade: str | None = None) -> TopicDetailData:
    index = get_catalog()
    topic = _found(index.views.topics.get(slug.lower()), "topic", slug)
    grade_ref = _filter_grade(index, grade)
    skills: list[SkillSummary] = [
        index.views.skill_summaries[s]
        for s in index.skills_by_topic.get(topic.slug, ())
        if grade_ref is None or index.views.skills[s].grade.slug == grade_ref.slug
    ]
    if grade_ref and not skills:
        raise NotFound(f"Topic '{topic.slug}' has no skills in {grade_ref.slug}")
    return TopicDetailData(topic=_topic_for_grade(index, topic, grade_ref), skills=skills)


def list_skills(
    *,
    grade: str | None,
    subject: str | None,
    topic: str | None,
    q: str | None,
    page: int,
    page_size: int,
) -> tuple[SkillListData, Pagination]:
    index = get_catalog()
    grade_ref = _filter_grade(index, grade)
    subject_slug = _filter_entity(index.views.subjects, "subject", subject)
    topic_slug = _filter_entity(index.views.topics, "topic", topic)
    text = _query_text(q)
    pool = index.skills_by_topic.get(topic_slug, []) if topic_slug else index.views.skills
    matches = [
        index.views.skills[slug]
        for slug in pool
        if (grade_ref is None or index.views.skills[slug].grade.slug == grade_ref.slug)
        and (subject_slug is None or index.views.skills[slug].subject.slug == subject_slug)
        and (text is None or text in index.views.skill_search_text[slug])
    ]
    chunk, pagination = paginate(matches, page, page_size)
    return SkillListData(skills=[index.views.skill_summaries[s.slug] for s in chunk]), pagination


def skill_detail(slug: str) -> SkillDetailData:
    return SkillDetailData(skill=_found(get_catalog().views.skills.get(slug.lower()), "skill", slug))


def list_standards(
    *, q: str | None, grade: str | None, framework: Framework | None, page: int, page_size: int
) -> tuple[StandardListData, Pagination]:
    index = get_catalog()
    grade_ref = _filter_grade(index, grade)
    text = _query_text(q)
    matches = [
        standard
        for code, standard in index.views.standards.items()
        if (framework is None or standard.framework == framework)
        and (grade_ref is None or grade_ref.order in index.standard_records[code].grades)
        and (text is None or text in index.views.standard_search_text[code])
    ]
    chunk, pagination = paginate(matches, page, page_size)
    return StandardListData(standards=chunk), pagination


def standard_detail(code: str) -> StandardDetailData:
    index = get_catalog()
    standard = index.views.standards.get(index.standard_code_by_upper.get(code.upper(), ""))
    if standard is None:
        raise NotFound(f"No standard found with code '{clip(code)}'")
    info = StandardInfo(
        code=standard.code,
        framework=standard.framework,
        label=standard.label,
        description=standard.description,
        grades=standard.grades,
    )
    skills = [index.views.skill_briefs[s] for s in index.skills_by_standard.get(standard.code, ())]
    return StandardDetailData(standard=info, skills=skills)
