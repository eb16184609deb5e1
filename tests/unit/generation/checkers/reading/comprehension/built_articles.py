"""Checker for ``reading.comprehension.built_articles``: reads the article the item carries (its
sections, headings and glossary) and checks the keyed answer against what the text says, never by
calling the engine.

The main idea is the introduction's first sentence; a heading is the one over the paragraph that holds
the sentence; a glossary word's meaning is the glossary's; a life-cycle stage comes next when the
section names it next. A key detail or a cause is the ``article-world`` bank's answer to that
question, and the bank's sentence for it must be in the article; a heading's topic is the bank's
category of that heading. A kindergarten or grade-1 article (its introduction is an
``article-world-k1`` subject's main idea) is checked from that bank (``support/built_articles_k1``).
"""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support import built_articles_k1
from tests.unit.generation.checkers.support.banks import bank, check_choice, quoted
from tests.unit.generation.checkers.support.common import answer_value

_TOPIC = {
    "home": "where {name} live",
    "food": "what {name} eat",
    "body": "what the bodies of {name} are like",
    "cycle": "how {name} grow",
}


def _sections(item: dict[str, Any]) -> dict[str | None, str]:
    return {s.get("heading"): " ".join(s["paragraphs"]) for s in item["content"]["passage"]["sections"]}


def _contains(text: str, sentence: str) -> bool:
    return sentence.removesuffix(".").lower() in text.lower()


def _subject(item: dict[str, Any]) -> dict:
    intro = item["content"]["passage"]["sections"][0]["paragraphs"][0]
    found = [s for s in bank("reading", "article-world")["subjects"] if intro.startswith(s["mainIdea"])]
    assert len(found) == 1, "the introduction is no subject's main idea"
    return found[0]


def _category(heading: str) -> str:
    found = [c for c, names in bank("reading", "article-world")["headings"].items() if heading in names]
    assert len(found) == 1, heading
    return found[0]


def _choices(item: dict[str, Any]) -> list[str]:
    if item["answer"]["type"] != "multiple-choice-index":
        return [answer_value(item)]
    check_choice(item, answer_value(item))
    return [c["text"] for c in item["content"]["choices"]]


def _first(text: str, stage: str) -> int:
    match = re.search(rf"\b{re.escape(stage)}", text, re.IGNORECASE)
    assert match, f"{stage!r} is not in the life cycle"
    return match.start()


def _cycle(item: dict[str, Any], subject: dict) -> str:
    sections = _sections(item)
    found = [h for h in sections if h and _category(h) == "cycle"]
    assert len(found) == 1
    text = sections[found[0]]
    assert [_first(text, s) for s in subject["cycle"]["stages"]] == sorted(
        _first(text, s) for s in subject["cycle"]["stages"]
    ), "the section does not tell the stages in order"
    return text


def _check_asked(question: str, answer: str, choices: list[str], text: str, subject: dict) -> None:
    asks = [e["ask"] for e in subject["sections"].values()] + [subject["cause"]]
    found = [a for a in asks if question == f"According to the article, {a['q'][:1].lower()}{a['q'][1:]}"]
    assert len(found) == 1, question
    assert answer == found[0]["a"], (answer, found[0]["a"])
    assert _contains(text, found[0]["text"]), "the article does not say it"
    assert choices.count(answer) == 1


def _check_heading(question: str, answer: str, choices: list[str], item: dict[str, Any]) -> None:
    sections = _sections(item)
    sentence = quoted(question)[-1]
    under = [h for h, text in sections.items() if h and _contains(text, sentence)]
    assert under == [answer], (under, answer)
    assert all(c in sections for c in choices)


def _check_topic(question: str, answer: str, choices: list[str], item: dict[str, Any], subject: dict) -> None:
    sections = _sections(item)
    if question.startswith("Which heading"):
        assert answer in sections
        topic = _TOPIC[_category(answer)].format(name=subject["name"])
        assert question == f"Which heading tells you about {topic}?"
        assert all(c in sections for c in choices)
        return
    heading = quoted(question)[0]
    assert heading in sections
    topics = {c: f"It tells {t.format(name=subject['name'])}." for c, t in _TOPIC.items()}
    assert answer == topics[_category(heading)], (answer, heading)
    assert all(c in topics.values() for c in choices)


def _check_glossary(question: str, answer: str, choices: list[str], item: dict[str, Any]) -> None:
    definition = built_articles_k1.glossary_term(question, answer, item)
    if definition is not None:
        assert answer.lower() == definition.lower(), (answer, definition)


def _check_stage(question: str, answer: str, choices: list[str], cycle: str) -> None:
    before = re.search(r"right after the (.+) stage\?", question)
    assert before
    start = _first(cycle, before.group(1))
    later = sorted((_first(cycle, c), c) for c in choices if _first(cycle, c) > start)
    assert later and later[0][1].lower() == answer.lower(), (later, answer)


def _check_purpose(answer: str, choices: list[str], item: dict[str, Any], subject: dict) -> None:
    """An article of facts under headings (no dialogue, no steps) about the subject informs."""
    sections = item["content"]["passage"]["sections"]
    assert all(s.get("heading") for s in sections[1:]) and not any(s.get("lines") for s in sections)
    assert answer == f"To teach readers facts about {subject['name']}", answer
    assert [c for c in choices if c.startswith("To teach")] == [answer]


@checks("reading.comprehension.built_articles")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    young = built_articles_k1.subject_of(item)
    if young is not None:  # a kindergarten or grade-1 article (support/built_articles_k1.py)
        built_articles_k1.check(item, young)
        return
    subject = _subject(item)
    text = content["passage"]["text"]
    assert content["passage"]["genre"] == "informational"
    if item["type"] == "ordering":
        cycle = _cycle(item, subject)
        value = item["answer"]["value"]
        assert sorted(value) == sorted(content["items"]) and value != content["items"]
        assert [_first(cycle, v) for v in value] == sorted(_first(cycle, v) for v in value)
        return
    question, answer, choices = content["question"], answer_value(item), _choices(item)
    if question == "What is the main idea of the article?":
        intro = content["passage"]["sections"][0]["paragraphs"][0]
        assert intro.startswith(answer) and answer == subject["mainIdea"]
        assert all(c == answer or not intro.startswith(c) for c in choices)
    elif question == "Why did the author most likely write this article?":
        _check_purpose(answer, choices, item, subject)
    elif question.startswith("According to the article"):
        _check_asked(question, answer, choices, text, subject)
    elif question.startswith("Under which heading"):
        _check_heading(question, answer, choices, item)
    elif question.startswith("Which heading") or question.startswith("What does the section"):
        _check_topic(question, answer, choices, item, subject)
    elif "mean" in question:
        _check_glossary(question, answer, choices, item)
    elif question.startswith("How is the section"):
        assert _category(quoted(question)[0]) == "cycle"
        _cycle(item, subject)
        assert answer.startswith("In time order")
    else:
        _check_stage(question, answer, choices, _cycle(item, subject))
