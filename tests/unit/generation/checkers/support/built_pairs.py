"""Checks a passage-based item about two engine-built texts (``passage_questions`` with ``built.pairs``)
from the two texts it shows and the world banks, never by calling the engine.

Two articles: each is an ``article-world`` (grade 1: ``article-world-k1``) subject's (its introduction is the subject's main idea), the
same subject, under two different titles of it. Which text tells a fact is found by looking for the
fact in each text (it must be one of the subject's facts in the bank); a topic both tell is the topic
of a heading category both texts have; the second text's heading is the one of that category; a fact
only the second text gives is in its text and not in the first.

Two stories: each matches a ``story-world`` plot (its problem and solution templates), the same plot,
so the same lesson. The main character of each is the name it tells most often; the second story's
problem is told in its first paragraph, and no other choice is.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from tests.unit.generation.checkers.reading.comprehension import built_articles, built_stories
from tests.unit.generation.checkers.support import built_articles_k1
from tests.unit.generation.checkers.support.banks import bank, check_choice, quoted
from tests.unit.generation.checkers.support.common import answer_value

BOTH, NEITHER = "Both texts", "Neither text"
_TOPIC = built_articles._TOPIC


def _one(passage: dict) -> dict[str, Any]:
    """A one-passage item for the one-text helpers."""
    return {"content": {"passage": passage}}


def _facts(subject: dict) -> list[str]:
    sections = subject["sections"].values()
    return [
        *(e["ask"]["text"] for e in sections),
        *(f for e in sections for f in e["facts"]),
        subject["cause"]["text"],
        *subject["cycle"]["text"],
    ]


def _categories(passage: dict) -> dict[str, str]:
    """Heading category -> the heading, for the passage's sections (of the K-1 or the grade 2-8 world)."""
    category = (
        built_articles_k1._category
        if built_articles_k1.subject_of(_one(passage))
        else built_articles._category
    )
    return {category(h): h for h in built_articles._sections(_one(passage)) if h}


def _subject(passage: dict) -> dict:
    return built_articles_k1.subject_of(_one(passage)) or built_articles._subject(_one(passage))


def _check_articles(item: dict[str, Any], answer: str, choices: list[str]) -> None:
    first, second = item["content"]["passage"], item["content"]["pairedPassage"]
    subject = _subject(first)
    assert _subject(second) == subject, "the two articles are about two subjects"
    assert first["title"] != second["title"] and {first["title"], second["title"]} <= set(subject["titles"])
    one, two = first["text"], second["text"]
    question, name = item["content"]["question"], subject["name"]
    if question.startswith("Which text tells this fact?"):
        fact = quoted(question)[-1]
        assert fact in _facts(subject), f"{fact!r} is not a fact of {name}"
        told = (built_articles._contains(one, fact), built_articles._contains(two, fact))
        expected = {(True, True): BOTH, (True, False): first["title"], (False, True): second["title"]}
        assert answer == expected.get(told, NEITHER), (told, answer)
        assert set(choices) <= {BOTH, NEITHER, first["title"], second["title"]}
    elif question == "What do both texts tell about?":
        shared = set(_categories(first)) & set(_categories(second))
        topics = {_cap(_TOPIC[c].format(name=name)): c for c in shared}
        assert answer in topics, answer
        assert [c for c in choices if c.lower() in {t.lower() for t in topics}] == [answer]
    elif question.endswith("Under which heading does the second text tell it?"):
        found = [c for c in _TOPIC if question.startswith(f"Both texts tell {_TOPIC[c].format(name=name)}.")]
        assert len(found) == 1 and found[0] in _categories(first), question
        assert answer == _categories(second)[found[0]], (answer, found)
        headings = set(_categories(first).values()) | set(_categories(second).values())
        assert set(choices) <= headings, choices
    else:
        assert question == "Which fact do you learn only from the second text?", question
        assert answer in _facts(subject)
        for choice in choices:
            only = built_articles._contains(two, choice) and not built_articles._contains(one, choice)
            assert only == (choice == answer), (choice, only)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _main(text: str) -> str:
    """The name the story tells most often (a capitalized word also found inside a sentence)."""
    inside = set(re.findall(r"(?<![.!?\"] )(?<!^)\b([A-Z][a-z]+)\b", text))
    counts = Counter(w for w in re.findall(r"\b[A-Z][a-z]+\b", text) if w in inside)
    (top, n), (_, m) = counts.most_common(2)
    assert n > m, f"no main character: {counts.most_common(3)}"
    return top


def _check_stories(item: dict[str, Any], answer: str, choices: list[str]) -> None:
    first, second = item["content"]["passage"], item["content"]["pairedPassage"]
    assert first["genre"] == second["genre"] == "fiction" and first["title"] != second["title"]
    one, two = first["text"], second["text"]
    plot = built_stories._plot(one)
    assert built_stories._plot(two)["id"] == plot["id"], "the two stories have two plots (two lessons)"
    heroes = (_main(one), _main(two))
    assert heroes[0] != heroes[1]
    question = item["content"]["question"]
    if question == "What lesson do both stories teach?":
        assert answer.removesuffix(".").lower() == plot["lesson"].lower(), answer
        assert all(c == answer or c.removesuffix(".").lower() != plot["lesson"].lower() for c in choices)
    elif question == "Who is the main character in each story?":
        assert answer == f"{heroes[0]} in the first story and {heroes[1]} in the second story", answer
    elif question == "How are the two stories different?":
        assert answer == f"They have different main characters: {heroes[0]} and {heroes[1]}.", answer
    else:
        assert question == f"What problem does {heroes[1]} have at the beginning of the second story?"
        paragraphs = [p for s in second["sections"] for p in s["paragraphs"]]
        built_stories._check_part(answer, choices, paragraphs[0])


def check(item: dict[str, Any], kinds: list[str]) -> None:
    content = item["content"]
    assert item["type"] == "passage-based" and "both texts" in content["instructions"]
    answer = answer_value(item)
    check_choice(item, answer)
    choices = [c["text"] for c in content["choices"]]
    if content["passage"]["genre"] == "informational":
        assert "pair-articles" in kinds, "the skill asks no pair of articles"
        _check_articles(item, answer, choices)
    else:
        assert "pair-stories" in kinds, "the skill asks no pair of stories"
        assert bank("reading", "story-world")
        _check_stories(item, answer, choices)
