"""The generation engine: choose skills, make items deterministically, build the answer key.

Each skill of a batch draws its items from its own stream, seeded by (seed, skill, grade, pinned
level), and an item's id names that stream and the item's place in it, signed (``item_ids``), so the
item can be made again from its id alone: nothing depends on global random state, the clock, other
skills or other requests, so the same request and seed give byte-identical data everywhere. Several skills share the count round-robin; a subject
picks a seeded random skill per item.

A batch does not repeat itself while a skill has items left to give: a draft is new when neither
its question (the generator's ``key``) nor what a learner sees (the content and its picture) is
already in the batch. Each item gets ``MAX_ATTEMPTS`` tries at its planned content type and level,
then as many at each of the skill's other types and (when the request does not pin one) levels.
When all of those fail, the skill has run out: the item repeats an earlier one, and the batch
says so (``Batch.repeated``, ``meta.repeatedItems``).
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from random import Random
from typing import Any, TypeVar

from educontent.catalog.index import CatalogIndex, get_catalog
from educontent.core.catalog_records import DifficultyLevel, SkillRecord
from educontent.core.errors import FieldError, GenerationFailed, NotFound, Unprocessable, clip
from educontent.generation import item_ids
from educontent.generation.difficulty import compute_difficulty
from educontent.generation.item_ids import ItemAddress
from educontent.generation.items import AnswerKeyEntry, ContentItem, StandardOut
from educontent.generation.lru import Lru
from educontent.generation.registry import Draft, GenerationContext, GeneratorSpec, NoSuchForm, get_generator
from educontent.generation.render_hints import render_hints_for
from educontent.generation.rng import fresh_seed, rng_for
from educontent.generation.version import GENERATOR_VERSION

MAX_ATTEMPTS = 12
_T = TypeVar("_T")
LEVELS = list(DifficultyLevel)


@dataclass(frozen=True)
class GenerationRequest:
    """A validated request: the union of the request's selectors, normalised (lists, lower case)."""

    skills: tuple[str, ...] = ()
    standards: tuple[str, ...] = ()
    subject: str | None = None
    grade: str | int | None = None
    count: int = 10
    seed: int | None = None
    difficulty: DifficultyLevel | None = None

    def fingerprint(self) -> str:
        """Everything but the seed, in a canonical form (cache key and id salt)."""
        return "|".join(
            [
                ",".join(self.skills),
                ",".join(self.standards),
                self.subject or "",
                str(self.grade if self.grade is not None else ""),
                str(self.count),
                self.difficulty.value if self.difficulty else "",
            ]
        )


@dataclass(frozen=True)
class Batch:
    items: tuple[ContentItem, ...]
    answer_key: tuple[AnswerKeyEntry, ...]
    skills_used: tuple[str, ...]
    seed: int
    repeated: tuple[str, ...] = ()
    """The skill of each item that repeats an earlier one (the skill had no new item to give)."""
    cache_hit: bool = False
    generation_ms: float = 0.0


CACHE: Lru[tuple[str, int], Batch] = Lru(size=512)
"""Seeded batches by (request fingerprint, seed)."""


def generate(request: GenerationRequest) -> Batch:
    """The batch for ``request``; seeded requests are served from the in-memory LRU when seen."""
    started = time.perf_counter()
    index = get_catalog()
    request = _normalised(index, request)
    if request.seed is not None:
        cached = CACHE.get((request.fingerprint(), request.seed))
        if cached is not None:
            return replace(cached, cache_hit=True)
    seed = request.seed if request.seed is not None else fresh_seed()
    grade = request.grade if isinstance(request.grade, int) else None
    pool = _select_pool(index, request, grade)
    plan = _plan(index, request, pool, seed)
    items, repeated = _make_items(index, request, plan, seed, grade)
    used = tuple(dict.fromkeys(item.skill for item in items))
    batch = Batch(
        items=tuple(items),
        answer_key=tuple(AnswerKeyEntry(item_id=i.id, answer=i.answer.display) for i in items),
        skills_used=used,
        seed=seed,
        repeated=tuple(repeated),
        generation_ms=round((time.perf_counter() - started) * 1000, 3),
    )
    if request.seed is not None:
        CACHE.put((request.fingerprint(), seed), batch)
    return batch


def _normalised(index: CatalogIndex, request: GenerationRequest) -> GenerationRequest:
    """One spelling per meaning (grade as its order, slugs lower case), so equal requests share
    their seeded results and cache entries."""
    return replace(
        request,
        grade=_grade_order(index, request.grade),
        skills=tuple(dict.fromkeys(s.strip().lower() for s in request.skills)),
        standards=tuple(
            dict.fromkeys(index.standard_code_by_upper.get(c.strip().upper(), c) for c in request.standards)
        ),
        subject=request.subject.strip().lower() if request.subject else None,
    )


def _grade_order(index: CatalogIndex, grade: str | int | None) -> int | None:
    if grade is None or grade == "":
        return None
    ref = index.grade_record(grade)
    if ref is None:
        raise Unprocessable(
            f"Unknown grade {grade!r}: use a grade slug (kindergarten, grade-1 ... grade-8) or 0-8",
            errors=[FieldError(field="grade", message="unknown grade", value=grade)],
        )
    return ref.order


def _available(index: CatalogIndex, slug: str, grade: int | None) -> bool:
    return grade is None or index.offered_in(slug, grade)


def _select_pool(index: CatalogIndex, request: GenerationRequest, grade: int | None) -> list[str]:
    """The skills the request may draw from, in request order (deduplicated)."""
    pool: list[str] = []
    grade_name = index.grade_record_by_order[grade].slug if grade is not None else None
    for slug in request.skills:
        if slug not in index.skill_records:
            raise NotFound(f"No skill found with slug '{clip(slug)}'")
        if not _available(index, slug, grade):
            offered = ", ".join(index.skill_grade_slugs[slug])
            raise NotFound(
                f"Skill '{clip(slug)}' is not available in {grade_name} (it is offered in {offered})"
            )
        pool.append(slug)
    for code in request.standards:
        canonical = index.standard_code_by_upper.get(code.upper())
        if canonical is None:
            raise NotFound(f"No standard found with code '{clip(code)}'")
        mapped = [s for s in index.skills_by_standard.get(canonical, ()) if _available(index, s, grade)]
        if not mapped:
            where = f" in {grade_name}" if grade_name else ""
            raise NotFound(f"No skills are aligned to standard '{canonical}'{where}")
        pool.extend(mapped)
    if request.subject is not None:
        subject = request.subject.lower()
        if subject not in index.subject_records:
            raise NotFound(f"No subject found with slug '{request.subject}'")
        in_subject = [
            slug
            for slug, skill_subject in index.skill_subject.items()
            if skill_subject == subject and _available(index, slug, grade)
        ]
        if request.skills or request.standards:
            pool = [s for s in pool if index.skill_subject[s] == subject]
        else:
            pool = in_subject
        if not pool:
            where = f" in {grade_name}" if grade_name else ""
            raise NotFound(f"No {subject} skills match the request{where}")
    return list(dict.fromkeys(pool))


def _plan(index: CatalogIndex, request: GenerationRequest, pool: list[str], seed: int) -> list[str]:
    """The skill of each item: round-robin over named skills; seeded random picks for a subject alone."""
    if request.subject is not None and not request.skills and not request.standards:
        rng = rng_for(seed, request.fingerprint(), "subject-pick")
        return [pool[rng.randrange(len(pool))] for _ in range(request.count)]
    return [pool[i % len(pool)] for i in range(request.count)]


def _within(level: DifficultyLevel, levels: list[DifficultyLevel]) -> DifficultyLevel:
    """A pinned level, clamped to the skill's own range (a kindergarten skill has no `hard`)."""
    if level.rank < levels[0].rank:
        return levels[0]
    if level.rank > levels[-1].rank:
        return levels[-1]
    return level


@cache
def _levels_between(low: int, high: int) -> list[DifficultyLevel]:
    return LEVELS[low : high + 1]


def _levels(skill: SkillRecord) -> list[DifficultyLevel]:
    return _levels_between(skill.difficulty_range.min.rank, skill.difficulty_range.max.rank)


@dataclass(slots=True)
class SkillRun:
    """What a batch knows about one of its skills: resolved once, then used for each of its items."""

    record: SkillRecord
    spec: GeneratorSpec
    params: Any
    levels: list[DifficultyLevel]
    grade: int
    rng: Random
    keys: set[str]
    faces: set[tuple[bytes, str | None]]
    seed: int = 0
    pin: DifficultyLevel | None = None
    items: list[ContentItem] = field(default_factory=list)
    made: int = 0
    exhausted: bool = False


def _make_items(
    index: CatalogIndex, request: GenerationRequest, plan: list[str], seed: int, grade: int | None
) -> tuple[list[ContentItem], list[str]]:
    items: list[ContentItem] = []
    repeated: list[str] = []
    runs: dict[str, SkillRun] = {}
    for slug in plan:
        run = runs.get(slug)
        if run is None:
            run = runs[slug] = new_run(index, slug, seed, grade, request.difficulty)
        item, new = next_item(index, run)
        if not new:
            repeated.append(slug)
        items.append(item)
    return items, repeated


def new_run(
    index: CatalogIndex, slug: str, seed: int, grade: int | None, pin: DifficultyLevel | None
) -> SkillRun:
    """A skill's stream for a batch. Item n of a skill depends only on the seed, the skill, the grade it
    is made for, the pinned level and the skill's earlier items: never on the rest of the request,
    other skills or global state. So an item id can name its item (``item_ids``)."""
    record = index.skill_records[slug]
    spec, params = _generator_for(record)
    grade = grade if grade is not None else index.grade_record_by_slug[record.grade].order
    return SkillRun(
        record=record,
        spec=spec,
        params=params,
        levels=_levels(record),
        grade=grade,
        rng=rng_for(seed, "skill-stream", slug, grade, pin.value if pin else ""),
        keys=set(),
        faces=set(),
        seed=seed,
        pin=pin,
    )


def next_item(index: CatalogIndex, run: SkillRun) -> tuple[ContentItem, bool]:
    """The skill's next item, and whether it is new to the batch (False: the skill ran out)."""
    nth = run.made
    run.made += 1
    levels = run.levels
    level = _within(run.pin, levels) if run.pin else levels[nth % len(levels)]
    types = run.record.content_types
    context = GenerationContext(
        skill=run.record,
        grade=run.grade,
        level=level,
        content_type=types[nth % len(types)],
        params=run.params,
        rng=run.rng,
    )
    draft, context, face = _new_draft(run, context, pinned=run.pin is not None)
    if face is not None:
        run.keys.add(draft.key)
        run.faces.add(face)
    address = ItemAddress(GENERATOR_VERSION, run.seed, run.record.slug, run.grade, run.pin, nth)
    item = _item(index, run.record, draft, run.grade, context.level, item_ids.encode(address))
    run.items.append(item)
    return item, face is not None


def _new_draft(
    run: SkillRun, planned: GenerationContext, *, pinned: bool
) -> tuple[Draft, GenerationContext, tuple[bytes, str | None] | None]:
    """A draft the batch has not shown, the context it was made in and its face; or, when the skill
    has none left, the first draft of the planned context with no face (a repeat)."""
    first: tuple[Draft, GenerationContext] | None = None
    for context in _contexts(run, planned, pinned=pinned):
        for _ in range(MAX_ATTEMPTS):
            draft = _draft(run, context)
            if draft is None:
                continue
            if first is None:
                first = draft, context
            if draft.key in run.keys:
                continue
            face = _face(draft)
            if face not in run.faces:
                return draft, context, face
    if first is None:
        raise GenerationFailed(f"Could not generate an item for skill '{run.record.slug}'")
    run.exhausted = True
    return first[0], first[1], None


def _contexts(run: SkillRun, planned: GenerationContext, *, pinned: bool) -> Iterator[GenerationContext]:
    """The planned context, then (once per skill and batch) every other type and level to try."""
    yield planned
    if run.exhausted:
        return
    types = run.record.content_types
    levels = [planned.level] if pinned else _from(run.levels, planned.level)
    for level in levels:
        for content_type in _from(types, planned.content_type):
            if (level, content_type) != (planned.level, planned.content_type):
                yield replace(planned, level=level, content_type=content_type)


def _from(values: Sequence[_T], start: _T) -> list[_T]:
    """``values`` in order, beginning at ``start`` and wrapping round."""
    at = values.index(start)
    return [*values[at:], *values[:at]]


def _face(draft: Draft) -> tuple[bytes, str | None]:
    """What a learner sees of a draft: its content as JSON and its picture."""
    content = draft.content
    return (
        content.__pydantic_serializer__.to_json(content),
        draft.visuals.diagram_svg if draft.visuals is not None else None,
    )


def _draft(run: SkillRun, context: GenerationContext) -> Draft | None:
    """The generator's draft, or None when the question it drew has no form of this content type."""
    try:
        return run.spec.func(context)
    except NoSuchForm:
        return None
    except Exception as error:  # a generator bug must not become a caller-visible stack trace
        raise GenerationFailed(f"Could not generate an item for skill '{run.record.slug}'") from error


_PARSED: dict[str, tuple[GeneratorSpec, Any]] = {}


def _generator_for(record: SkillRecord) -> tuple[GeneratorSpec, Any]:
    """The skill's generator and its parsed params, parsed once per container."""
    found = _PARSED.get(record.slug)
    if found is None:
        spec = get_generator(record.generator.name)
        found = _PARSED[record.slug] = (spec, spec.parse_params(record.generator.params))
    return found


@cache
def _standard_out_cached(code: str, framework: str, description: str) -> StandardOut:
    return StandardOut(code=code, framework=framework, description=description)  # type: ignore[arg-type]


def _standard_out(index: CatalogIndex, code: str) -> StandardOut:
    standard = index.standard_records[code]
    return _standard_out_cached(code, standard.framework, standard.description)


def _item(
    index: CatalogIndex, record: SkillRecord, draft: Draft, grade: int, level: DifficultyLevel, item_id: str
) -> ContentItem:
    code = draft.standard or record.standards[0]
    return ContentItem(
        id=item_id,
        type=draft.content.type,
        skill=record.slug,
        grade_level=grade,
        standard=_standard_out(index, code),
        difficulty=compute_difficulty(draft.features, level, grade),
        content=draft.content,
        answer=draft.answer,
        render_hints=render_hints_for(draft.content, has_visual=draft.visuals is not None),
        visuals=draft.visuals,
        spelling=draft.spelling,
    )
