"""Variety: a batch does not repeat itself while its skill has items to give, says so when it must,
and every skill offers at least ``MIN_DISTINCT`` distinct items over ``DRAWS`` draws.

An item's face is what a learner sees: its content and its picture. Two items with the same face are
a repeat, whatever the generator's question key says.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path

import pytest

from educontent.catalog.index import get_catalog
from educontent.core.catalog_records import ContentType, DifficultyLevel
from educontent.core.errors import GenerationFailed
from educontent.generation import engine
from educontent.generation.engine import CACHE, Batch, GenerationRequest, generate
from educontent.generation.items import (
    BooleanAnswer,
    ContentItem,
    ExactAnswer,
    ShortAnswerContent,
    TrueFalseContent,
)
from educontent.generation.kit.types import SA, TF
from educontent.generation.registry import Draft, GenerationContext, GeneratorSpec, NoSuchForm
from educontent.local.levels_doc import variety_counts

BATCH = 20
SEEDS = range(10)
DRAWS = BATCH * len(SEEDS)
MIN_DISTINCT = 40
SUBJECTS = ("math", "reading", "vocabulary", "spelling", "science")
DOCS = Path(__file__).resolve().parents[3] / "docs"


def face(item: ContentItem) -> str:
    visuals = item.visuals.model_dump(mode="json") if item.visuals else None
    return json.dumps([item.content.model_dump(mode="json"), visuals], sort_keys=True)


def repeats(batch: Batch) -> int:
    faces = [face(item) for item in batch.items]
    return len(faces) - len(set(faces))


@dataclass
class Survey:
    """One skill's DRAWS items, in batches of BATCH."""

    faces: set[str] = field(default_factory=set)
    keys: set[str] = field(default_factory=set)
    """The generator's question keys of every draft made (a question the skill can ask)."""
    by_type: dict[str, tuple[set[str], set[tuple[bytes, str | None]]]] = field(default_factory=dict)
    """content type -> (keys, faces) of every draft made of that type."""
    batches: list[tuple[int, Batch]] = field(default_factory=list)
    """(face repeats counted here, batch) per seed."""


@cache
def survey(subject: str) -> dict[str, Survey]:
    index = get_catalog()
    found: dict[str, Survey] = {}
    make = engine._draft

    def recording(run, context):
        draft = make(run, context)
        if draft is None:  # the question drawn has no form of this type: the engine draws again
            return draft
        skill = found[run.record.slug]
        skill.keys.add(draft.key)
        keys, faces = skill.by_type.setdefault(draft.content.type, (set(), set()))
        keys.add(draft.key)
        faces.add(engine._face(draft))
        return draft

    engine._draft = recording
    try:
        for slug, subject_of in index.skill_subject.items():
            if subject_of != subject:
                continue
            found[slug] = Survey()
            for seed in SEEDS:
                batch = generate(GenerationRequest(skills=(slug,), count=BATCH, seed=seed))
                CACHE.clear()
                found[slug].faces.update(face(item) for item in batch.items)
                found[slug].batches.append((repeats(batch), batch))
    finally:
        engine._draft = make
    return found


@pytest.mark.parametrize("subject", SUBJECTS)
def test_every_skill_offers_enough_distinct_items(subject: str):
    few = {slug: len(s.faces) for slug, s in survey(subject).items() if len(s.faces) < MIN_DISTINCT}
    assert not few, f"distinct items in {DRAWS} draws, below {MIN_DISTINCT}: {few}"


@pytest.mark.parametrize("subject", SUBJECTS)
def test_variety_page_states_what_each_skill_offers(subject: str):
    stated = variety_counts((DOCS / "variety.md").read_text(encoding="utf-8"))
    wrong = {
        slug: (stated.get(slug), len(s.faces))
        for slug, s in survey(subject).items()
        if stated.get(slug) != len(s.faces)
    }
    shown = dict(list(wrong.items())[:10])
    assert not wrong, (
        f"docs/variety.md is not current for {len(wrong)} skills, run `make docs`: (stated, measured) {shown}"
    )


@pytest.mark.parametrize("subject", SUBJECTS)
def test_generator_keys_tell_questions_apart(subject: str):
    """A key names a question: a content type whose every draft has the same key while showing many
    different items has a key that forgot the question (the engine would take them for repeats)."""
    constant = [
        (slug, content_type, len(faces))
        for slug, s in survey(subject).items()
        for content_type, (keys, faces) in s.by_type.items()
        if len(keys) == 1 and len(faces) >= 8
    ]
    assert not constant, f"(skill, content type, distinct items under one key): {constant}"


@pytest.mark.parametrize("subject", SUBJECTS)
def test_batches_repeat_only_when_a_skill_runs_out_and_say_so(subject: str):
    """Every repeat a learner could see is reported, and a skill repeats only when it has fewer than
    2 x BATCH questions (a question asked again with its choices in another order is a repeat too)."""
    unreported, needless = [], []
    for slug, s in survey(subject).items():
        for seed, (counted, batch) in zip(SEEDS, s.batches, strict=True):
            if counted > len(batch.repeated):
                unreported.append((slug, seed, counted, len(batch.repeated)))
            if batch.repeated and len(s.keys) >= 2 * BATCH:
                needless.append((slug, seed, len(batch.repeated), len(s.keys)))
    assert not unreported, f"(skill, seed, repeats seen, reported): {unreported[:10]}"
    assert not needless, f"(skill, seed, repeats, questions the skill asked): {needless[:10]}"


# ---- the engine's rule, on a generator with a known number of items ---------------------------------


def _tiny_generator(
    size_by_type: dict[ContentType, int], key_of=lambda n: str(n), refuse=lambda n: False
) -> GeneratorSpec:
    """A generator that knows ``size_by_type[type]`` questions per content type, and has no form for
    the questions ``refuse`` names."""

    def make(ctx: GenerationContext) -> Draft:
        n = ctx.rng.randrange(size_by_type[ctx.content_type])
        if refuse(n):
            raise NoSuchForm(f"{n} has no {ctx.content_type} form")
        if ctx.content_type == TF:
            content = TrueFalseContent(statement=f"{n} is a number.")
            answer = BooleanAnswer(value=True, display="true", explanation="It is.")
        else:
            content = ShortAnswerContent(question=f"What is {n}?")
            answer = ExactAnswer(value=n, display=str(n), explanation="It is itself.")
        return Draft(content=content, answer=answer, key=f"{ctx.content_type}:{key_of(n)}")

    return GeneratorSpec("math.test.tiny", make, frozenset(size_by_type))


@pytest.fixture
def tiny_skill(monkeypatch):
    """``multiply-within-100`` made by a tiny generator: returns a function that installs one."""
    index = get_catalog()
    slug = "multiply-within-100"
    saved = index.skill_records[slug]

    def install(size_by_type: dict[ContentType, int], **kwargs) -> str:
        index.skill_records[slug] = saved.model_copy(update={"content_types": tuple(size_by_type)})
        spec = _tiny_generator(size_by_type, **kwargs)
        monkeypatch.setattr(engine, "_generator_for", lambda record: (spec, None))
        return slug

    yield install
    index.skill_records[slug] = saved
    CACHE.clear()


def test_a_skill_with_enough_items_never_repeats_in_a_batch(tiny_skill):
    slug = tiny_skill({SA: 60})
    for seed in range(20):
        batch = generate(GenerationRequest(skills=(slug,), count=30, seed=seed))
        CACHE.clear()
        assert repeats(batch) == 0 and batch.repeated == ()


def test_a_skill_that_runs_out_repeats_and_says_so(tiny_skill):
    # Given a skill with 3 questions, when a batch asks for 5, then 2 items repeat and the batch says so.
    slug = tiny_skill({SA: 3})
    batch = generate(GenerationRequest(skills=(slug,), count=5, seed=1))
    assert len({face(item) for item in batch.items[:3]}) == 3
    assert repeats(batch) == 2
    assert batch.repeated == (slug, slug)


def test_other_content_types_fill_in_when_the_planned_one_runs_out(tiny_skill):
    # Given 2 short-answer and 6 true-false questions, when a batch asks for 8, then none repeats:
    # the short-answer turns that find nothing new are made as true-false items.
    slug = tiny_skill({SA: 2, TF: 6})
    batch = generate(GenerationRequest(skills=(slug,), count=8, seed=3))
    assert repeats(batch) == 0 and batch.repeated == ()
    assert sorted(item.type for item in batch.items) == ["short-answer"] * 2 + ["true-false"] * 6


def test_the_same_face_under_another_key_is_a_repeat(tiny_skill):
    # Given a generator whose keys differ for items that look the same (the key has a hidden part),
    # then the batch still shows each face once while there are faces left.
    counter = iter(range(10**6))
    slug = tiny_skill({SA: 4}, key_of=lambda n: f"{n}:{next(counter)}")
    batch = generate(GenerationRequest(skills=(slug,), count=4, seed=5))
    assert repeats(batch) == 0


def test_a_pinned_difficulty_is_kept_when_a_skill_runs_out(tiny_skill):
    slug = tiny_skill({SA: 2})
    batch = generate(GenerationRequest(skills=(slug,), count=4, seed=2, difficulty=DifficultyLevel.EASY))
    assert {item.difficulty.level for item in batch.items} == {DifficultyLevel.EASY}
    assert len(batch.repeated) == 2


def test_cached_batches_keep_their_repeats(tiny_skill):
    slug = tiny_skill({SA: 1})
    request = GenerationRequest(skills=(slug,), count=3, seed=9)
    first = generate(request)
    again = generate(request)
    assert again.cache_hit and again.repeated == first.repeated == (slug, slug)
    assert replace(again, cache_hit=False, generation_ms=first.generation_ms) == first


def test_a_question_with_no_form_of_the_type_is_drawn_again(tiny_skill):
    # Given a generator whose odd questions cannot be shown, then the batch holds only even ones.
    slug = tiny_skill({SA: 20}, refuse=lambda n: n % 2 == 1)
    batch = generate(GenerationRequest(skills=(slug,), count=8, seed=6))
    assert all(int(item.answer.value) % 2 == 0 for item in batch.items)
    assert repeats(batch) == 0


def test_a_generator_with_no_form_at_all_fails_as_a_generation_problem(tiny_skill):
    slug = tiny_skill({SA: 5}, refuse=lambda n: True)
    with pytest.raises(GenerationFailed):
        generate(GenerationRequest(skills=(slug,), count=1, seed=1))
