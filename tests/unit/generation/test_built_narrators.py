"""First-person built stories (``world.narrators``), narrator questions (``world.narrator_asks``) and
firsthand and secondhand accounts of one built event (``world.accounts``): every plot of every band
renders cleanly in the first person, the passages read inside the grade's band, and the checker
rejects an item keyed to a wrong answer or a first-person slip."""

from __future__ import annotations

import copy
import random
import re

import pytest

from educontent.catalog.index import get_catalog
from educontent.generation.engine import CACHE, GenerationRequest, generate
from educontent.generation.reading.comprehension.world import accounts, narrators, stories
from educontent.local.readability import measure, within
from tests.unit.generation.checkers.reading.comprehension.passage_questions import check
from tests.unit.generation.checkers.support import built_narrators

NARRATOR_SKILLS = (
    "tell-who-is-telling-the-story-grade-1",
    "tell-who-is-telling-the-story",
    "first-and-third-person-narrators",
    "explain-narrator-point-of-view",
)
ACCOUNT_SKILLS = ("compare-firsthand-and-secondhand-accounts", "compare-accounts-of-one-event")
_LEFT = re.compile(r"[{}]|(?<!and )\bI were\b|\b(?:I (?:has|is|does)|I's|said I|me and)\b|(?:^|[.!?] )Me\b")


def _drawn(grade: int, seeds: int = 200) -> list[stories.Story]:
    return [stories.draw(random.Random(seed), grade) for seed in range(seeds)]


@pytest.mark.parametrize("grade", range(1, 6))
def test_every_plot_reads_cleanly_in_the_first_person(grade: int):
    drawn = _drawn(grade)
    band = stories.plots(drawn[0].band)
    assert {s.plot for s in drawn} == {p["id"] for p in band}, "200 seeds miss a plot"
    for seed, story in enumerate(drawn):
        told = narrators.first_person(story)
        cheered = narrators.CHEERS[seed % 4] if seed % 2 and story.band != "k1" else None
        passage = narrators.render(story, told, grade, cheered)
        narration = narrators.narration(passage.text)
        if cheered is None:
            assert passage.text.startswith(f"My name is {story.hero.name}. ")
            narration = narration.split(". ", 1)[1]
        else:
            assert passage.text.endswith(f'{cheered}, {story.hero.name}!" said {story.helper.name}.')
        assert story.hero.name not in narration, passage.text
        assert built_narrators.teller(passage.text) == story.hero.name
        assert not _LEFT.search(narration), (_LEFT.search(narration), passage.text)
        assert re.search(r"\bI\b", narration) and not re.search(r", My\b", narration)
        for event in told.events:  # the hero and the helper together: "Omar and I", never "I and Omar"
            assert not event.actor.startswith("I and"), event.actor


@pytest.mark.parametrize("grade", range(1, 6))
def test_first_person_stories_read_in_band(grade: int):
    for seed, story in enumerate(_drawn(grade)):
        cheered = narrators.CHEERS[seed % 4] if seed % 2 and story.band != "k1" else None
        passage = narrators.render(story, narrators.first_person(story), grade, cheered)
        why = within(measure(passage.text, "fiction", grade), grade)
        assert why is None, f"seed {seed}: {why}\n{passage.text}"


@pytest.mark.parametrize("grade", [4, 5])
def test_accounts_read_in_band(grade: int):
    for seed, story in enumerate(_drawn(grade)):
        for passage in (accounts.letter(story, grade, "Grandma"), accounts.report(story, grade)):
            why = within(measure(passage.text, passage.genre, grade), grade)
            assert why is None, f"seed {seed}: {why}\n{passage.text}"


def _built_items(slug: str, want: int) -> list[dict]:
    found = []
    for seed in range(200):
        (item,) = generate(GenerationRequest(skills=(slug,), count=1, seed=seed)).items
        data = item.model_dump(mode="json", by_alias=True, exclude_none=True)
        passage = data["content"].get("passage") or {}
        if (
            "My name is" in passage.get("text", "")
            or "Two Accounts" in passage.get("title", "")
            or (
                data["content"].get("pairedPassage", {}).get("genre") in ("letter", "informational")
                and "Class News" in str(data["content"])
            )
        ):
            found.append(data)
        if len(found) >= want:
            break
    CACHE.clear()
    return found


@pytest.mark.parametrize("slug", NARRATOR_SKILLS + ACCOUNT_SKILLS)
def test_checker_rejects_a_wrong_key(slug: str):
    params = get_catalog().skill_records[slug].generator.params
    items = [i for i in _built_items(slug, 6) if i["answer"]["type"] == "multiple-choice-index"]
    assert items, "no built multiple-choice item"
    for item in items:
        check(item, params)
        wrong = copy.deepcopy(item)
        wrong["answer"]["value"] = (item["answer"]["value"] + 1) % len(item["content"]["choices"])
        with pytest.raises(AssertionError):
            check(wrong, params)


def test_checker_rejects_a_first_person_slip():
    story = stories.draw(random.Random(3), 3)
    text = narrators.render(story, narrators.first_person(story), 3).text
    assert built_narrators.teller(text) == story.hero.name
    with pytest.raises(AssertionError):
        built_narrators.teller(text.replace(" I felt", f" {story.hero.name} felt", 1))
    with pytest.raises(AssertionError):
        built_narrators.teller(text.replace("I ", "I has ", 1))


@pytest.mark.parametrize("slug", NARRATOR_SKILLS + ACCOUNT_SKILLS)
def test_skill_passages_read_in_band(slug: str):
    """Every passage the skill shows (a built story, letter, report, or both accounts in one passage,
    or a library passage) reads inside the skill's grade band."""
    record = get_catalog().skill_records[slug]
    grade = int(record.grade.removeprefix("grade-"))
    for seed in range(30):
        for item in generate(GenerationRequest(skills=(slug,), count=4, seed=seed)).items:
            content = item.content
            for passage in (getattr(content, "passage", None), getattr(content, "paired_passage", None)):
                if passage is not None:
                    why = within(measure(passage.text, passage.genre, grade), grade)
                    assert why is None, f"seed {seed}: {why}\n{passage.text}"
    CACHE.clear()
