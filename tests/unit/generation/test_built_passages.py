"""The story and article engine (``reading.comprehension.built_stories`` and ``built_articles``): every
passage it builds reads inside its grade's band (``educontent.local.readability``: Flesch-Kincaid for
grades 2-8, sentence length and decodable or sight words for K-1), and its skills get variety from it:
60 seeds give at least 30 distinct passages for each skill.

The bands are measured twice: over the worlds the engine draws for each grade (200 seeds a grade), and
over the passages the skills' items carry (60 seeded requests a skill).
"""

from __future__ import annotations

import random

import pytest

from educontent.catalog.index import get_catalog
from educontent.generation.engine import CACHE, GenerationRequest, generate
from educontent.generation.items import Passage
from educontent.generation.reading.comprehension.world import (
    arguments,
    articles,
    articles_k1,
    pictures,
    plays,
    stories,
    views,
)
from educontent.local.readability import measure, within

GENERATORS = ("reading.comprehension.built_stories", "reading.comprehension.built_articles")
GRADES = {"kindergarten": 0, **{f"grade-{g}": g for g in range(1, 9)}}


def _skills() -> list[str]:
    records = get_catalog().skill_records.values()
    return sorted(r.slug for r in records if r.generator.name in GENERATORS)


BUILDERS = {
    "story": (stories, "fiction", range(9)),
    "article": (articles, "informational", range(2, 9)),
    "article-k1": (articles_k1, "informational", range(2)),  # kindergarten and grade 1: their own world
}


@pytest.mark.parametrize(
    ("kind", "grade"), [(k, g) for k, (_, _, grades) in BUILDERS.items() for g in grades]
)
def test_every_drawn_passage_reads_in_its_grade_band(kind: str, grade: int):
    world, genre, _ = BUILDERS[kind]
    problems = []
    for seed in range(200):
        drawn = world.draw(random.Random(seed), grade)
        passage = world.render(drawn, grade)
        why = within(measure(passage.text, genre, grade), grade)
        if why:
            problems.append(f"seed {seed} ({passage.title}): {why}")
    assert not problems, problems[:5]


@pytest.mark.parametrize("grade", range(2, 9))
def test_every_story_told_with_its_views_reads_in_its_grade_band(grade: int):
    """``world.views``: the story with its characters' views (and from grade 3 the secret the reader is
    told and when the hero finds it out)."""
    problems = []
    for seed in range(200):
        drawn = stories.draw(random.Random(seed), grade)
        irony = grade >= views.IRONY_FROM and seed % 2 == 0
        passage = views.render(drawn, views.views_of(drawn), grade, irony=irony)
        why = within(measure(passage.text, "fiction", grade), grade)
        if why:
            problems.append(f"seed {seed} ({passage.title}): {why}")
    assert not problems, problems[:5]


@pytest.mark.parametrize("grade", [0, 1, 6, 7, 8])
def test_every_drawn_argument_reads_in_its_grade_band(grade: int):
    """The opinion passages of ``world.arguments`` (kindergarten, grade 1 and grades 6-8)."""
    problems = []
    for seed in range(200):
        passage = arguments.render(arguments.draw(random.Random(seed), grade))
        why = within(measure(passage.text, passage.genre, grade), grade)
        if why:
            problems.append(f"seed {seed} ({passage.title}): {why}")
    assert not problems, problems[:5]


def test_the_engine_serves_skills_in_every_grade():
    grades = {get_catalog().skill_records[slug].grade for slug in _skills()}
    assert grades == set(GRADES)


@pytest.mark.parametrize("slug", _skills())
def test_skill_passages_are_in_band_and_varied(slug: str):
    record = get_catalog().skill_records[slug]
    grade = GRADES[record.grade]
    texts = set()
    for seed in range(60):
        item = generate(GenerationRequest(skills=(slug,), count=1, seed=seed)).items[0]
        passage = item.content.passage  # type: ignore[union-attr]
        why = within(measure(passage.text, passage.genre, grade), grade)
        assert why is None, f"seed {seed}: {why}\n{passage.text}"
        texts.add(passage.text)
    CACHE.clear()
    assert len(texts) >= 30, f"only {len(texts)} distinct passages over 60 seeds"


FORM_GRADES = range(3, 9)
"""The grades whose form skills show built plays and stories in chapters (RL.3.5-RL.8.5)."""


@pytest.mark.parametrize("grade", FORM_GRADES)
def test_every_play_and_story_in_chapters_reads_in_its_grade_band(grade: int):
    """A play is measured on what is read aloud (settings, stage directions and spoken lines, each line
    a sentence; speaker names and headings left out), a story in chapters as a story."""
    problems = []
    for seed in range(200):
        rng = random.Random(seed)
        story = stories.draw(rng, grade)
        split = 1 + rng.randrange(len(story.events) - 1)
        play = plays.as_play(story, grade, split)
        read = "\n".join(plays.spoken([s.model_dump(exclude_none=True) for s in play.sections]))
        chapters = plays.as_chapters(story, grade, split)
        for passage, text in ((play, read), (chapters, chapters.text)):
            why = within(measure(text, passage.genre, grade), grade)
            if why:
                problems.append(f"seed {seed} ({passage.genre} {passage.title}): {why}")
    assert not problems, problems[:5]


def _pictured(kind: str, seed: int, grade: int) -> tuple[Passage, Passage, str]:
    """A drawn passage with its picture (``world.pictures``), the same passage without it, and the
    caption."""
    rng = random.Random(seed)
    if kind == "story":
        story = stories.draw(rng, grade)
        shot = pictures.draw_story(rng, story, at_end=seed % 3 == 0)
        return pictures.story_passage(shot, grade), stories.render(story, grade), shot.caption
    world = articles_k1 if kind == "article-k1" else articles
    article = world.draw(rng, grade)
    diagram = pictures.draw_article(rng, article)
    return pictures.article_passage(diagram, grade), world.render(article, grade), diagram.caption


@pytest.mark.parametrize(
    ("kind", "grade"),
    [(k, g) for k, (_, _, grades) in BUILDERS.items() for g in grades if (k, g) != ("article-k1", 0)],
)
def test_a_pictured_passage_reads_in_band_with_its_caption(kind: str, grade: int):
    """The picture adds one caption and changes nothing else; through grade 5 the text with the
    caption read as one more paragraph still reads inside the grade's band (a caption is a short
    label: in grades 6-8 it reads below the band, as library captions do, so the text is measured).
    A kindergarten article has no headings, so no picture under one."""
    _, genre, _ = BUILDERS[kind]
    problems = []
    for seed in range(100):
        passage, plain, caption = _pictured(kind, seed, grade)
        assert passage.text == plain.text and [s.caption for s in passage.sections if s.caption] == [caption]
        read = f"{passage.text}\n\n{caption}" if grade <= 5 else passage.text
        why = within(measure(read, genre, grade), grade)
        if why:
            problems.append(f"seed {seed} ({caption}): {why}")
    assert not problems, problems[:5]
