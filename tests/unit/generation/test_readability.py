"""Readability and variety of passages (issue 11), as ratchets.

- Every bank passage reads inside its own grade's band (``educontent.local.readability``:
  Flesch-Kincaid for grades 2-8, sentence length and decodable words for K-1): the reading library's,
  and the passages of the vocabulary banks and the spelling proofreading bank.
- Every passage a comprehension skill can show reads inside the band of the skill's grade (a skill
  may read passages of the grade below).
- For any skill whose items carry a passage, 60 seeds (one item each) give at least 30 distinct
  passages.

``readability_known.json`` lists what does not yet: a new failure fails, and so does a listed one
that passes now, so the lists only shrink.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from educontent.catalog.index import get_catalog
from educontent.generation.banks import load_bank
from educontent.generation.engine import CACHE, GenerationRequest, generate
from educontent.generation.kit.passages import plain_text
from educontent.local.readability import measure, within
from educontent.settings import get_settings

KNOWN = Path(__file__).with_name("readability_known.json")
SUBJECTS = ("reading", "vocabulary", "spelling")
SEEDS = range(60)
MIN_PASSAGES = 30


def _bank_passages() -> list[dict]:
    folder = get_settings().catalog_dir / "content" / "reading"
    return [
        p
        for path in sorted(folder.glob("passages-*.json"))
        for p in load_bank("reading", path.stem)["passages"]
    ]


def out_of_band() -> list[str]:
    return sorted(
        p["id"]
        for p in _bank_passages()
        if within(measure(plain_text(p), p["genre"], p["grade"]), p["grade"])
    )


def skills_reading_out_of_band() -> list[str]:
    index = get_catalog()
    by_set: dict[str, list[dict]] = {}
    for p in _bank_passages():
        for name in p["sets"]:
            by_set.setdefault(name, []).append(p)
    found = []
    for slug, record in index.skill_records.items():
        if record.generator.name != "reading.comprehension.passage_questions":
            continue
        grade = index.grade_record_by_slug[record.grade].order
        shown = {p["id"]: p for name in record.generator.params["sets"] for p in by_set.get(name, [])}
        if any(within(measure(plain_text(p), p["genre"], grade), grade) for p in shown.values()):
            found.append(slug)
    return sorted(found)


@cache
def few_passages() -> dict[str, int]:
    index = get_catalog()
    found = {}
    for slug in index.skill_records:
        if index.skill_subject[slug] not in SUBJECTS:
            continue
        seen: set[str] = set()
        for seed in SEEDS:
            (item,) = generate(GenerationRequest(skills=(slug,), count=1, seed=seed)).items
            content = item.content
            for passage in (getattr(content, "passage", None), getattr(content, "paired_passage", None)):
                if passage is not None:
                    seen.add(passage.title + "\n" + passage.text)
        CACHE.clear()
        if seen and len(seen) < MIN_PASSAGES:
            found[slug] = len(seen)
    return dict(sorted(found.items()))


def known() -> dict:
    return json.loads(KNOWN.read_text())


def test_bank_passages_read_inside_their_grade_band():
    assert out_of_band() == known()["passagesOutOfBand"]


def _other_bank_passages() -> list[tuple[str, str, str, int]]:
    """The passages of the vocabulary banks (grade from the set name, ``g5-context``) and of the
    spelling proofreading bank (the words to proofread marked ``[like this]``): id, text, genre, grade."""
    found = [
        (p["id"], p["text"], p["genre"], int(p["set"].split("-")[0].removeprefix("g")))
        for name in ("context", "figurative")
        for p in load_bank("vocabulary", name)["passages"]
    ]
    found += [
        (p["title"], p["text"].replace("[", "").replace("]", ""), p["genre"], p["grade"])
        for p in load_bank("spelling", "proofreading")["passages"]
    ]
    return found


def test_vocabulary_and_spelling_passages_read_inside_their_grade_band():
    outside = {
        key: why
        for key, text, genre, grade in _other_bank_passages()
        if (why := within(measure(text, genre, grade), grade))
    }
    assert not outside, outside


def test_comprehension_skills_show_passages_inside_their_grade_band():
    assert skills_reading_out_of_band() == known()["skillsShowingOutOfBand"]


def test_passage_skills_show_at_least_30_passages_over_60_seeds():
    assert sorted(few_passages()) == known()["skillsWithFewPassages"], few_passages()


def test_passage_titles_and_ids_are_unique_across_the_banks():
    """Checkers and readers find a passage by its title; two banks must not share one."""
    passages = _bank_passages()
    for field in ("title", "id"):
        values = [p[field] for p in passages]
        assert len(values) == len(set(values)), sorted({v for v in values if values.count(v) > 1})
