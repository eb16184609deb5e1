"""The catalog index: every lookup the API needs, built once per container from ``catalog_data/``.

Two parts. The core, built with the index, is plain lookups over the validated records (skills in
catalog order, skills per topic and per standard, each skill's subject and grades): what generation
needs, and every reference in the data checked. The views are the catalog's response models (skill
details, summaries with counts, search texts), built all at once the first time a catalog route asks
for one (``educontent.catalog.views``), so a request is then a dictionary lookup and never re-derives
a count; a generation container never builds them.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass
from functools import cache, cached_property
from typing import TYPE_CHECKING

from educontent.catalog.loader import CatalogRecords, load_records
from educontent.core.catalog_records import (
    GradeRecord,
    NgssDimensions,
    ScienceAlignment,
    SkillRecord,
    StandardRecord,
    SubjectRecord,
    TopicRecord,
)
from educontent.settings import get_settings

if TYPE_CHECKING:
    from educontent.catalog.schemas import GradeRef
    from educontent.catalog.views import CatalogViews


class CatalogError(ValueError):
    """The catalog data is inconsistent (a reference that does not resolve, a duplicate slug)."""


@dataclass
class CatalogIndex:
    """Read-only lookups over the whole catalog. Build it with ``build_index``."""

    grade_records: list[GradeRecord]
    """In grade order."""
    grade_record_by_slug: dict[str, GradeRecord]
    grade_record_by_order: dict[int, GradeRecord]
    subject_records: dict[str, SubjectRecord]
    topic_records: dict[str, TopicRecord]
    skill_records: dict[str, SkillRecord]
    """In catalog order: by grade, then subject order, then file order (the order of every list)."""
    standard_records: dict[str, StandardRecord]
    topic_grade_counts: dict[str, Counter[str]]
    skills_by_topic: dict[str, list[str]]
    skills_by_standard: dict[str, list[str]]
    skill_subject: dict[str, str]
    """Each skill's subject slug."""
    skill_grade_slugs: dict[str, tuple[str, ...]]
    """Each skill's grades (its own and ``also_available_in``), in grade order."""
    standard_code_by_upper: dict[str, str]
    ngss: NgssDimensions
    """The NGSS core ideas and crosscutting concepts that science skills name."""

    def grade_record(self, value: str | int) -> GradeRecord | None:
        """A grade from its slug (any case) or its integer order, as text or int; None if unknown.

        Text is taken as it comes: one ASCII digit is an order (``"3"``), anything else a slug, so
        ``" 3"``, ``"+3"``, ``"03"``, ``"٣"`` and a 5,000-digit number are simply unknown.
        """
        if isinstance(value, int):
            return self.grade_record_by_order.get(value)
        text = value.lower()
        if len(text) == 1 and "0" <= text <= "9":
            return self.grade_record_by_order.get(ord(text) - ord("0"))
        return self.grade_record_by_slug.get(text)

    def resolve_grade(self, value: str | int) -> GradeRef | None:
        """``grade_record``, as the response model."""
        record = self.grade_record(value)
        return None if record is None else self.views.grade_by_slug[record.slug]

    def offered_in(self, slug: str, grade: int) -> bool:
        """Whether skill ``slug`` is offered in the grade of order ``grade``."""
        return self.grade_record_by_order[grade].slug in self.skill_grade_slugs[slug]

    @cached_property
    def views(self) -> CatalogViews:
        """The catalog's response models (``catalog/views.py``), all built by the first call: only
        the catalog routes ask for them."""
        from educontent.catalog.views import build_views  # the response models load with the first view

        return build_views(self)


def _unique(kind: str, slugs: list[str]) -> None:
    dupes = [s for s, n in Counter(slugs).items() if n > 1]
    if dupes:
        raise CatalogError(f"duplicate {kind} slugs: {sorted(dupes)}")


def _check_references(
    records: CatalogRecords,
    grade_slugs: set[str],
    grade_orders: set[int],
    subjects: dict[str, SubjectRecord],
    topics: dict[str, TopicRecord],
    standards: dict[str, StandardRecord],
) -> None:
    for topic in records.topics:
        if topic.subject not in subjects:
            raise CatalogError(f"topic {topic.slug!r} names unknown subject {topic.subject!r}")
    for skill in records.skills:
        if skill.grade not in grade_slugs:
            raise CatalogError(f"skill {skill.slug!r} names unknown grade {skill.grade!r}")
        if skill.topic not in topics:
            raise CatalogError(f"skill {skill.slug!r} names unknown topic {skill.topic!r}")
        for extra in skill.also_available_in:
            if extra not in grade_slugs:
                raise CatalogError(f"skill {skill.slug!r} is also available in unknown grade {extra!r}")
        for code in skill.standards:
            if code not in standards:
                raise CatalogError(f"skill {skill.slug!r} names unknown standard {code!r}")
        if skill.science is not None:
            _check_science(skill.slug, skill.science, records.ngss)
    for record in records.standards:
        unknown = [g for g in record.grades if g not in grade_orders]
        if unknown:
            raise CatalogError(f"standard {record.code!r} names unknown grades {unknown}")


def _check_science(slug: str, science: ScienceAlignment, ngss: NgssDimensions) -> None:
    if science.core_idea not in {c.code for c in ngss.core_ideas}:
        raise CatalogError(f"skill {slug!r} names unknown core idea {science.core_idea!r}")
    if science.crosscutting_concept not in {c.slug for c in ngss.crosscutting_concepts}:
        raise CatalogError(
            f"skill {slug!r} names unknown crosscutting concept {science.crosscutting_concept!r}"
        )


def build_index(records: CatalogRecords) -> CatalogIndex:
    """Check every reference in ``records`` and build the lookups (the views come on first use)."""
    _unique("grade", [g.slug for g in records.grades])
    _unique("subject", [s.slug for s in records.subjects])
    _unique("topic", [t.slug for t in records.topics])
    _unique("skill", [s.slug for s in records.skills])
    _unique("standard", [s.code for s in records.standards])

    grades = sorted(records.grades, key=lambda g: g.order)
    grade_by_slug = {g.slug: g for g in grades}
    subjects = {s.slug: s for s in records.subjects}
    topics = {t.slug: t for t in records.topics}
    standards = {s.code: s for s in records.standards}
    _check_references(records, set(grade_by_slug), {g.order for g in grades}, subjects, topics, standards)

    subject_rank = {slug: i for i, slug in enumerate(subjects)}
    ordered = sorted(
        records.skills, key=lambda s: (grade_by_slug[s.grade].order, subject_rank[topics[s.topic].subject])
    )
    topic_grade_counts: dict[str, Counter[str]] = {slug: Counter() for slug in topics}
    skills_by_topic: dict[str, list[str]] = defaultdict(list)
    skills_by_standard: dict[str, list[str]] = defaultdict(list)
    for skill in ordered:
        topic_grade_counts[skill.topic][skill.grade] += 1
        skills_by_topic[skill.topic].append(skill.slug)
        for code in skill.standards:
            skills_by_standard[code].append(skill.slug)

    return CatalogIndex(
        grade_records=grades,
        grade_record_by_slug=grade_by_slug,
        grade_record_by_order={g.order: g for g in grades},
        subject_records=subjects,
        topic_records=topics,
        skill_records={s.slug: s for s in ordered},
        standard_records=standards,
        topic_grade_counts=topic_grade_counts,
        skills_by_topic=dict(skills_by_topic),
        skills_by_standard=dict(skills_by_standard),
        skill_subject={s.slug: topics[s.topic].subject for s in ordered},
        skill_grade_slugs={
            s.slug: tuple(g.slug for g in grades if g.slug == s.grade or g.slug in s.also_available_in)
            for s in ordered
        },
        standard_code_by_upper={code.upper(): code for code in standards},
        ngss=records.ngss,
    )


@cache
def get_catalog() -> CatalogIndex:
    """The index of this process, loaded from the configured catalog folder on first use."""
    return build_index(load_records(get_settings().catalog_dir))
