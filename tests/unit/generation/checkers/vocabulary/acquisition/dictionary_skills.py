"""Checker for ``vocabulary.acquisition.dictionary_skills``: guide words and ABC order by sorting the
words; glossary answers by the ``words`` bank's definitions; thesaurus answers by the bank's synonym
and antonym lists; a checked guess is right exactly when it is the dictionary meaning or a listed
synonym; syllables and stress by the bank's ``syllables`` and ``stress``."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import check_choice, check_ordering, others, quoted
from tests.unit.generation.checkers.support.vocabulary_words import entries, skill_words


def _guide(item: dict[str, Any], words: dict[str, dict[str, Any]]) -> None:
    low, high = quoted(item["content"]["question"])[:2]
    inside = [w for w in words if low < w < high]
    check_choice(item, item["content"]["choices"][item["answer"]["value"]]["text"])
    assert item["content"]["choices"][item["answer"]["value"]]["text"] in inside
    for text in others(item):
        assert text in words and not low <= text <= high, text


def _glossary(item: dict[str, Any]) -> None:
    question = item["content"]["question"]
    lines = [line for line in question.split("\n") if re.match(r"^[a-z-]+ \(", line)]
    shown = [re.match(r"^([a-z-]+) \((\w+)\): (.+)$", line).groups() for line in lines]
    assert [w for w, _, _ in shown] == sorted(w for w, _, _ in shown)
    for word, pos, meaning in shown:
        assert entries()[word]["definition"] == meaning and entries()[word]["partOfSpeech"] == pos
    word = quoted(question)[-1]
    check_choice(item, entries()[word]["definition"])
    assert set(others(item)) <= {m for w, _, m in shown if w != word}


def _thesaurus(item: dict[str, Any], words: dict[str, dict[str, Any]]) -> None:
    question = item["content"]["question"]
    entry = words[quoted(question)[0]]
    synonym = "as a synonym" in question
    right, flip = (
        (entry["synonyms"], entry["antonyms"]) if synonym else (entry["antonyms"], entry["synonyms"])
    )
    correct = item["content"]["choices"][item["answer"]["value"]]["text"]
    assert correct in right
    check_choice(item, correct)
    for text in others(item):
        assert text not in right
        if text not in flip:
            other = words[text]
            assert entry["word"] not in other["synonyms"] + other["antonyms"], text


def _verify(item: dict[str, Any], words: dict[str, dict[str, Any]]) -> None:
    statement = item["content"]["statement"]
    parts = quoted(statement)
    sentence, word, guess, meaning = parts[0], parts[1], parts[2], parts[4]
    entry = words[word]
    assert entry["example"] == sentence and entry["definition"] == meaning
    right = guess == entry["definition"] or guess in entry["synonyms"]
    assert item["answer"]["value"] is right, (word, guess)
    if not right:
        owner = next(e for e in entries().values() if e["definition"] == guess)
        assert owner["word"] not in entry["synonyms"] + entry["antonyms"]


def _pronunciation(item: dict[str, Any], words: dict[str, dict[str, Any]]) -> None:
    question = item["content"]["question"]
    entry = words[quoted(question)[-1]]
    parts = entry["syllables"]
    if "How many syllables" in question:
        check_choice(item, str(len(parts)))
        return
    assert "-".join(parts) in question
    check_choice(item, parts[entry["stress"]])
    assert set(others(item)) <= set(parts) - {parts[entry["stress"]]}


@checks("vocabulary.acquisition.dictionary_skills")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    words = skill_words(item, params)
    if content["type"] == "ordering":
        assert all(w in words for w in content["items"])
        check_ordering(item, sorted(content["items"]))
        return
    if content["type"] == "true-false":
        _verify(item, words)
        return
    question = content["question"]
    if question.startswith("The guide words"):
        _guide(item, words)
    elif question.startswith("A dictionary"):
        _pronunciation(item, words)
    elif question.startswith("Here is part of a glossary"):
        _glossary(item)
    else:
        _thesaurus(item, words)
