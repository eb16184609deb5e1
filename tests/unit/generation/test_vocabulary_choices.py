"""Vocabulary choices: a multiple-choice or word-bank item has exactly one defensible answer.

No choice besides the key may also answer the question. Whether a word "also answers" is a matter of
meaning, which the test reads from the banks (as precisely as they say it), never from generator code:

- **Scales** (``scales.json``): the words of a scale share one meaning and differ in degree or feeling
  (down, sad, heartbroken are all "unhappy"), and each scale names its ``family``: scales of one family
  share meanings across scales ("unhappy" fits a sad word and an angry one; "peek" is in two look
  scales). So a question that asks for a meaning ("Which word means ...?") may offer beside its key no
  word of the key's family, and no two words of one scale (two words offered for one meaning). A
  question that asks for the top of a scale ("the saddest") offers words of that one scale only: their
  order settles it.
- **Relations** (``relations.json``): a word is *close* to another when a synonym pair or a ``close``
  group joins them (joined transitively: brave, courageous, bold). A synonym question about a word may
  offer nothing close to that word but its key; an opposite or antonym question may offer nothing
  close to an opposite of a word close to the word asked about (shy for "antonym of brave", because
  timid/bold are antonyms) but its key; an analogy may offer nothing close to its key.
- **Every vocabulary item**: no two choices are the same word, and no distractor is close to the key,
  nor of the key's scale family when the key is a word of a scale and the question asks for a meaning
  or a sentence blank (a word of the key's family could fill it: gigantic, large). The one exception
  is a blank chosen by feeling (connotation sentences): there the words of one scale are offered on
  purpose, and the sentence's feeling, not the meaning, decides; and so is an analogy, whose blank
  the first pair's link decides (warm is to scorching as cool is to freezing, not to cold).

And the banks against each other: scales that share a word share a family; words of one close group,
or of a synonym or "degree" pair, that stand in scales share a family; no word is close to its own
opposite; no scale holds a pair of opposites.

Items are read for every vocabulary skill at every level, five seeds, ten items a batch.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from functools import cache
from pathlib import Path

import pytest

from educontent.catalog.index import get_catalog
from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.engine import CACHE, GenerationRequest, generate

BANKS = Path(__file__).parents[3] / "catalog_data" / "content" / "vocabulary"
SEEDS = range(5)
SHADES = "vocabulary.relationships.shades_of_meaning"
MEANING = re.compile(r'Which word means "(?P<meaning>[^"]+)"\?$')
TOP = re.compile(r"^Which of these words is the (?P<top>.+)\?$")
RELATION_QUESTIONS = {
    "synonym": re.compile(r'(?:synonym of|A synonym of) "(?P<a>[^"]+)"'),
    "antonym": re.compile(r'(?:antonym of|An antonym of) "(?P<a>[^"]+)"'),
    "opposite": re.compile(r'(?:opposite of) "(?P<a>[^"]+)"', re.IGNORECASE),
}


def _bank(name: str) -> dict:
    return json.loads((BANKS / f"{name}.json").read_text())


@cache
def scales() -> list[dict]:
    return _bank("scales")["scales"]


@cache
def families() -> dict[str, set[str]]:
    """Each scale word -> the families of the scales it stands in."""
    found: dict[str, set[str]] = defaultdict(set)
    for s in scales():
        for w in s["words"]:
            found[w["word"]].add(s["family"])
    return found


@cache
def close() -> dict[str, frozenset[str]]:
    """Each word of the relations bank -> the words close to it (itself included)."""
    bank = _bank("relations")
    groups = [set(g) for g in bank.get("close", [])]
    groups += [{p["a"], p["b"]} for p in bank["pairs"] if p["relation"] == "synonym"]
    merged: list[set[str]] = []
    for group in groups:
        joined = set(group)
        for m in [m for m in merged if m & joined]:
            merged.remove(m)
            joined |= m
        merged.append(joined)
    return {w: frozenset(g) for g in merged for w in g}


def near(word: str) -> frozenset[str]:
    return close().get(word, frozenset({word}))


@cache
def opposites(word: str) -> frozenset[str]:
    """The words close to an opposite (or antonym) of a word close to ``word``."""
    pairs = [p for p in _bank("relations")["pairs"] if p["relation"] in ("opposite", "antonym")]
    found = set()
    for p in pairs:
        for x, y in ((p["a"], p["b"]), (p["b"], p["a"])):
            if x in near(word):
                found |= near(y)
    return frozenset(found)


def vocabulary_skills() -> list[str]:
    return sorted(
        slug
        for slug, record in get_catalog().skill_records.items()
        if record.generator.name.startswith("vocabulary.")
    )


def options(item: dict) -> tuple[str, list[str], str] | None:
    """(question text, choices, key) of a multiple-choice or word-bank item, else None."""
    content, answer = item["content"], item["answer"]
    if content["type"] == "multiple-choice":
        choices = [c["text"] for c in content["choices"]]
        return content["question"], choices, choices[answer["value"]]
    if content["type"] == "fill-blank" and content.get("wordBank"):
        return content["text"], list(content["wordBank"]), answer["value"]
    return None


def problems(question: str, choices: list[str], key: str, *, by_feeling: bool) -> list[str]:
    found = []
    others = [c for c in choices if c != key]
    if len({c.strip().lower() for c in choices}) != len(choices):
        found.append("two choices are the same word")
    found += [
        f"{c!r} is close in meaning to the key {key!r}"
        for c in others
        if c in near(key) - {c} or key in near(c) - {key}
    ]
    analogy = " is to " in question or " :: " in question
    if "___" in question and key in families() and not (by_feeling or analogy):
        found += [
            f"{c!r} is of the key's family {families()[key]} and could fill the blank"
            for c in others
            if families().get(c, set()) & families()[key]
        ]
    if (m := MEANING.search(question)) and key in families():
        found += [
            f"{c!r} is of the key's family {families()[key]}"
            for c in others
            if families().get(c, set()) & families()[key]
        ]
        for s in scales():
            words = {w["word"] for w in s["words"]}
            if len(words & set(choices)) > 1:
                found.append(f"two words of scale {s['id']} offered for the meaning {m['meaning']!r}")
    if (m := TOP.match(question)) and not any(
        set(choices) <= {w["word"] for w in s["words"]} and s["top"] == m["top"] for s in scales()
    ):
        found.append(f"the choices are not words of one scale ordered by {m['top']!r}")
    for name, pattern in RELATION_QUESTIONS.items():
        if (m := pattern.search(question)) and "analogy" not in question:
            a = m["a"]
            fits = near(a) if name == "synonym" else opposites(a)
            found += [f"{c!r} also answers the {name} of {a!r}" for c in others if c in fits]
            break
    return found


def _items(slug: str):
    for seed in SEEDS:
        for level in DifficultyLevel:
            batch = generate(GenerationRequest(skills=(slug,), count=10, seed=seed, difficulty=level))
            for item in batch.items:
                yield item.model_dump(mode="json", by_alias=True)
    CACHE.clear()


@pytest.mark.parametrize("slug", vocabulary_skills())
def test_every_choice_but_the_key_is_wrong(slug: str) -> None:
    """Given a vocabulary skill's multiple-choice and word-bank items, when each choice is read
    against the banks, then only the key answers the question."""
    report = []
    by_feeling = get_catalog().skill_records[slug].generator.name == SHADES
    for item in _items(slug):
        if (found := options(item)) is None:
            continue
        question, choices, key = found
        assert key in choices, (slug, question, choices, key)
        report += [
            f"{question!r} {choices} key {key!r}: {p}"
            for p in problems(question, choices, key, by_feeling=by_feeling)
        ]
    assert not report, "\n".join(sorted(set(report))[:20])


def test_meaning_questions_offer_enough_choices() -> None:
    """Given the scale skills, when a meaning question is asked, then it still offers three or four
    choices (a set has scales of enough families)."""
    for slug in vocabulary_skills():
        if get_catalog().skill_records[slug].generator.name != SHADES:
            continue
        for item in _items(slug):
            found = options(item)
            if found and MEANING.search(found[0]):
                assert len(found[1]) >= 3, (slug, found)


def test_scales_of_one_word_share_a_family() -> None:
    """Given the scales, when two share a word, then they are of one family."""
    for word, fams in families().items():
        assert len(fams) == 1, f"{word!r} stands in scales of families {sorted(fams)}"


def test_close_words_in_scales_share_a_family() -> None:
    """Given the relations bank, when two words it calls close (a close group, a synonym or a degree
    pair) both stand in scales, then their scales are of one family."""
    bank = _bank("relations")
    groups = [set(g) for g in bank.get("close", [])]
    groups += [{p["a"], p["b"]} for p in bank["pairs"] if p["relation"] in ("synonym", "degree")]
    for group in groups:
        fams = {f for w in group for f in families().get(w, set())}
        assert len(fams) <= 1, f"{sorted(group)} stand in scales of families {sorted(fams)}"


def test_no_word_is_close_to_its_opposite() -> None:
    """Given the relations bank, when a word's close words and its opposites are gathered, then they
    never meet; and no scale holds a pair of opposites."""
    for word in close():
        assert not (near(word) & opposites(word)), (word, sorted(near(word) & opposites(word)))
    for s in scales():
        words = {w["word"] for w in s["words"]}
        for word in words:
            assert not (opposites(word) & words), (s["id"], word, sorted(opposites(word) & words))
