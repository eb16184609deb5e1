"""The catalog index: every lookup the API needs, built once per container from ``catalog_data/``.

Response models are built here, once, so a request is a dictionary lookup (plus a filter for
searches) and never re-derives counts or re-resolves references.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import cache

from educontent.catalog.loader import CatalogRecords, load_records
from educontent.catalog.schemas import (
    DifficultyRangeOut,
    GradeRef,
    GradeSubjectEntry,
    GradeSummary,
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
from educontent.core.catalog_records import GradeRecord, SkillRecord, StandardRecord
from educontent.settings import get_settings


class CatalogError(ValueError):
    """The catalog data is inconsistent (a reference that does not resolve, a duplicate slug)."""


@dataclass
class CatalogIndex:
    """Read-only lookups over the whole catalog. Build it with ``build_index``."""

    grades: list[GradeRef]
    grade_by_slug: dict[str, GradeRef]
    grade_by_order: dict[int, GradeRef]
    subjects: dict[str, SubjectInfo]
    topics: dict[str, TopicEntry]
    topic_grade_counts: dict[str, Counter[str]]
    skills: dict[str, SkillDetail]
    skill_records: dict[str, SkillRecord]
    standards: dict[str, StandardSummary]
    standard_records: dict[str, StandardRecord]
    # Derived lists, in catalog order.
    grade_summaries: list[GradeSummary] = field(default_factory=list)
    subject_summaries: list[SubjectSummary] = field(default_factory=list)
    grade_subjects: dict[str, list[GradeSubjectEntry]] = field(default_factory=dict)
    skills_by_topic: dict[str, list[str]] = field(default_factory=dict)
    skills_by_standard: dict[str, list[str]] = field(default_factory=dict)
    # Lower-cased "name slug" of each skill / topic for `q` searches.
    skill_summaries: dict[str, SkillSummary] = field(default_factory=dict)
    skill_briefs: dict[str, SkillBrief] = field(default_factory=dict)
    standard_code_by_upper: dict[str, str] = field(default_factory=dict)
    skill_search_text: dict[str, str] = field(default_factory=dict)
    topic_search_text: dict[str, str] = field(default_factory=dict)
    standard_search_text: dict[str, str] = field(default_factory=dict)

    def resolve_grade(self, value: str | int) -> GradeRef | None:
        """A grade from its slug (any case) or its integer order, as text or int; None if unknown.

        Text is taken as it comes: one ASCII digit is an order (``"3"``), anything else a slug, so
        ``" 3"``, ``"+3"``, ``"03"``, ``"٣"`` and a 5,000-digit number are simply unknown.
        """
        if isinstance(value, int):
            return self.grade_by_order.get(value)
        text = value.lower()
        if len(text) == 1 and "0" <= text <= "9":
            return self.grade_by_order.get(ord(text) - ord("0"))
        return self.grade_by_slug.get(text)

    def skill_subject(self, slug: str) -> str:
        return self.skills[slug].subject.slug


def _unique(kind: str, slugs: list[str]) -> None:
    dupes = [s for s, n in Counter(slugs).items() if n > 1]
    if dupes:
        raise CatalogError(f"duplicate {kind} slugs: {sorted(dupes)}")


def _grade_ref(record: GradeRecord) -> GradeRef:
    return GradeRef(slug=record.slug, name=record.name, order=record.order)


def build_index(records: CatalogRecords) -> CatalogIndex:
    """Resolve every reference in ``records`` and precompute every count and response model."""
    _unique("grade", [g.slug for g in records.grades])
    _unique("subject", [s.slug for s in records.subjects])
    _unique("topic", [t.slug for t in records.topics])
    _unique("skill", [s.slug for s in records.skills])
    _unique("standard", [s.code for s in records.standards])

    grades = [_grade_ref(g) for g in sorted(records.grades, key=lambda g: g.order)]
    grade_by_slug = {g.slug: g for g in grades}
    grade_by_order = {g.order: g for g in grades}
    subjects = {
        s.slug: SubjectInfo(slug=s.slug, name=s.name, description=s.description) for s in records.subjects
    }
    topic_records = {t.slug: t for t in records.topics}
    standard_records = {s.code: s for s in records.standards}

    for topic in records.topics:
        if topic.subject not in subjects:
            raise CatalogError(f"topic {topic.slug!r} names unknown subject {topic.subject!r}")

    # Skills ordered by grade, then subject order, then file order: the order of every skill list.
    subject_rank = {slug: i for i, slug in enumerate(subjects)}
    ordered_skills: list[SkillRecord] = []
    for skill in records.skills:
        if skill.grade not in grade_by_slug:
            raise CatalogError(f"skill {skill.slug!r} names unknown grade {skill.grade!r}")
        if skill.topic not in topic_records:
            raise CatalogError(f"skill {skill.slug!r} names unknown topic {skill.topic!r}")
        for extra in skill.also_available_in:
            if extra not in grade_by_slug:
                raise CatalogError(f"skill {skill.slug!r} is also available in unknown grade {extra!r}")
        for code in skill.standards:
            if code not in standard_records:
                raise CatalogError(f"skill {skill.slug!r} names unknown standard {code!r}")
        ordered_skills.append(skill)
    ordered_skills.sort(
        key=lambda s: (grade_by_slug[s.grade].order, subject_rank[topic_records[s.topic].subject])
    )

    # Topic membership and counts.
    topic_grade_counts: dict[str, Counter[str]] = {slug: Counter() for slug in topic_records}
    skills_by_topic: dict[str, list[str]] = defaultdict(list)
    skills_by_standard: dict[str, list[str]] = defaultdict(list)
    for skill in ordered_skills:
        topic_grade_counts[skill.topic][skill.grade] += 1
        skills_by_topic[skill.topic].append(skill.slug)
        for code in skill.standards:
            skills_by_standard[code].append(skill.slug)

    topics: dict[str, TopicEntry] = {}
    for topic in records.topics:
        counts = topic_grade_counts[topic.slug]
        topics[topic.slug] = TopicEntry(
            slug=topic.slug,
            name=topic.name,
            description=topic.description,
            subject=SubjectRef(slug=topic.subject, name=subjects[topic.subject].name),
            skill_count=sum(counts.values()),
            grades=[g.slug for g in grades if counts[g.slug]],
        )

    def standard_ref(code: str) -> StandardRef:
        record = standard_records[code]
        return StandardRef(code=code, framework=record.framework, description=record.description)

    skills: dict[str, SkillDetail] = {}
    for skill in ordered_skills:
        topic = topics[skill.topic]
        available = {skill.grade, *skill.also_available_in}
        skills[skill.slug] = SkillDetail(
            slug=skill.slug,
            name=skill.name,
            grade=grade_by_slug[skill.grade],
            subject=topic.subject,
            topic=TopicRef(slug=topic.slug, name=topic.name),
            standards=[standard_ref(code) for code in skill.standards],
            available_grades=[g for g in grades if g.slug in available],
            content_types=list(skill.content_types),
            difficulty_range=DifficultyRangeOut(
                min=skill.difficulty_range.min, max=skill.difficulty_range.max
            ),
        )

    standards: dict[str, StandardSummary] = {}
    for record in records.standards:
        unknown = [g for g in record.grades if g not in grade_by_order]
        if unknown:
            raise CatalogError(f"standard {record.code!r} names unknown grades {unknown}")
        standards[record.code] = StandardSummary(
            code=record.code,
            framework=record.framework,
            label=record.label,
            description=record.description,
            grades=[grade_by_order[g] for g in record.grades],
            skill_count=len(skills_by_standard.get(record.code, ())),
        )

    index = CatalogIndex(
        grades=grades,
        grade_by_slug=grade_by_slug,
        grade_by_order=grade_by_order,
        subjects=subjects,
        topics=topics,
        topic_grade_counts=topic_grade_counts,
        skills=skills,
        skill_records={s.slug: s for s in ordered_skills},
        standards=standards,
        standard_records=standard_records,
        skills_by_topic=dict(skills_by_topic),
        skills_by_standard=dict(skills_by_standard),
    )
    _derive_summaries(index)
    return index


def _derive_summaries(index: CatalogIndex) -> None:
    per_grade_subject: Counter[tuple[str, str]] = Counter()
    topics_per_grade_subject: dict[tuple[str, str], set[str]] = defaultdict(set)
    for skill in index.skills.values():
        key = (skill.grade.slug, skill.subject.slug)
        per_grade_subject[key] += 1
        topics_per_grade_subject[key].add(skill.topic.slug)

    for grade in index.grades:
        entries = [
            GradeSubjectEntry(
                slug=subject.slug,
                name=subject.name,
                topic_count=len(topics_per_grade_subject[(grade.slug, subject.slug)]),
                skill_count=per_grade_subject[(grade.slug, subject.slug)],
            )
            for subject in index.subjects.values()
            if per_grade_subject[(grade.slug, subject.slug)]
        ]
        index.grade_subjects[grade.slug] = entries
        index.grade_summaries.append(
            GradeSummary(
                **grade.model_dump(),
                subject_count=len(entries),
                skill_count=sum(e.skill_count for e in entries),
            )
        )

    for subject in index.subjects.values():
        subject_topics = [t for t in index.topics.values() if t.subject.slug == subject.slug]
        grades_with_skills = {g for (g, s), n in per_grade_subject.items() if s == subject.slug and n}
        index.subject_summaries.append(
            SubjectSummary(
                **subject.model_dump(),
                topic_count=len(subject_topics),
                skill_count=sum(t.skill_count for t in subject_topics),
                grade_count=len(grades_with_skills),
            )
        )

    for slug, skill in index.skills.items():
        index.skill_search_text[slug] = f"{skill.name} {slug}".lower()
        brief = SkillBrief(
            slug=skill.slug, name=skill.name, grade=skill.grade, subject=skill.subject, topic=skill.topic
        )
        index.skill_briefs[slug] = brief
        index.skill_summaries[slug] = SkillSummary(**dict(brief), standards=skill.standards)
    for slug, topic in index.topics.items():
        index.topic_search_text[slug] = f"{topic.name} {slug}".lower()
    for code, standard in index.standards.items():
        index.standard_search_text[code] = f"{code} {standard.label} {standard.description}".lower()
        index.standard_code_by_upper[code.upper()] = code


@cache
def get_catalog() -> CatalogIndex:
    """The index of this process, loaded from the configured catalog folder on first use."""
    return build_index(load_records(get_settings().catalog_dir))
