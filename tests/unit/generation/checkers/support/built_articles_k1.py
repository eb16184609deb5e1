"""Checks an item about a built kindergarten or grade-1 article (``world.articles_k1``) from the
``article-world-k1`` bank and the article the item carries, never by calling the engine.

The subject is the one whose main idea opens the article; a key detail or a reason is that subject's
answer to the bank question asked, and the bank's sentence for it is in the article; the main idea is
the first sentence; a word's meaning is the glossary's; a heading is the one over the paragraph that
holds the sentence, and a heading's topic is the bank's category of that heading; the life cycle is the
last paragraph, the bank's sentences in order with stage i named in sentence i, so the stage that
comes next and the stages in order are the bank's.
"""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers.support.banks import bank, check_choice, quoted
from tests.unit.generation.checkers.support.common import answer_value

_TOPIC = {
    "home": "where {name} live",
    "food": "what {name} eat",
    "body": "what {name} look like",
    "cycle": "how {name} grow",
}


def world() -> dict:
    return bank("reading", "article-world-k1")


def subject_of(item: dict[str, Any]) -> dict | None:
    """The K-1 subject whose main idea opens the item's article, or None (a grade 2-8 article)."""
    intro = item["content"]["passage"]["sections"][0]["paragraphs"][0]
    found = [s for s in world()["subjects"] if intro == s["mainIdea"]]
    assert len(found) <= 1
    return found[0] if found else None


def _category(heading: str) -> str:
    found = [c for c, names in world()["headings"].items() if heading in names]
    assert len(found) == 1, heading
    return found[0]


def _cycle(item: dict[str, Any], subject: dict) -> None:
    """The last paragraph is the bank's life cycle, one sentence a stage, each naming its stage."""
    last = item["content"]["passage"]["sections"][-1]
    text = subject["cycle"]["text"]
    assert last["paragraphs"] == [" ".join(text)], "the last paragraph is not the life cycle"
    for stage, said in zip(subject["cycle"]["stages"], text, strict=True):
        assert re.search(rf"\b{re.escape(stage)}", said, re.IGNORECASE), (stage, said)


def _check_asked(question: str, answer: str, choices: list[str], text: str, subject: dict) -> None:
    asks = [e["ask"] for e in subject["sections"].values()] + [subject["cause"]]
    found = [a for a in asks if question == a["q"]]
    assert len(found) == 1, question
    assert answer == found[0]["a"], (answer, found[0]["a"])
    assert found[0]["text"] in text, "the article does not say it"
    assert choices.count(answer) == 1
    if question != subject["cause"]["q"]:
        return
    for choice in choices:  # a wrong reason is not one the article gives its own animal
        bare = re.sub(r"^(?:it|its|they|the) ", "", choice.lower())
        assert choice == answer or bare not in text.lower(), f"the article says {choice!r} too"


def _check_heading(
    question: str, answer: str, choices: list[str], item: dict[str, Any], subject: dict
) -> None:
    sections = {s.get("heading"): " ".join(s["paragraphs"]) for s in item["content"]["passage"]["sections"]}
    assert all(c in sections for c in choices) and answer in sections
    if question.startswith("Which heading"):
        topic = _TOPIC[_category(answer)].format(name=subject["name"])
        assert question == f"Which heading tells {topic}?", question
        return
    said = quoted(question)[-1]
    under = [h for h, text in sections.items() if h and said in text]
    assert under == [answer], (under, answer)


def glossary_term(question: str, answer: str, item: dict[str, Any]) -> str | None:
    """Checks a question about a glossary word of a built article (of either world): the word is a
    glossary entry and a key term the text uses; where to find it is the glossary; a rubric holds its
    definition. Returns the definition a chosen or written answer must be, or None when checked."""
    passage = item["content"]["passage"]
    glossary = {g["term"]: g["definition"] for g in passage.get("glossary") or []}
    term = quoted(question)[0]
    assert term in glossary and term in (passage.get("keyTerms") or [])
    assert re.search(rf"\b{re.escape(term)}\b", passage["text"], re.IGNORECASE)
    if question.startswith("Where can"):
        assert answer == "In the glossary"
        return None
    if item["answer"]["type"] == "open-ended":
        assert glossary[term] in item["answer"]["rubric"][0]
        return None
    return glossary[term]


def _check_word(question: str, answer: str, choices: list[str], item: dict[str, Any]) -> None:
    definition = glossary_term(question, answer, item)
    if question.startswith("Where can"):
        assert all(s.get("heading") for s in item["content"]["passage"]["sections"][1:]), (
            "no headings: a kindergarten text"
        )
    if definition is not None:
        assert answer.lower() == definition.lower(), (answer, definition)
        baby = re.compile(r"an? (?:baby|young) ", re.IGNORECASE)
        if baby.match(answer):  # "a baby duck" is a baby bird too: one baby meaning among the choices
            assert sum(bool(baby.match(c)) for c in choices) == 1, choices


def _check_stage(question: str, answer: str, choices: list[str], subject: dict) -> None:
    asked = re.fullmatch(r"The article tells how (.+) grows\. What comes right after the (.+)\?", question)
    assert asked and asked.group(1) == subject["one"], question
    stages = [s.lower() for s in subject["cycle"]["stages"]]
    index = stages.index(asked.group(2).lower())
    assert answer.lower() == stages[index + 1], (answer, stages)
    assert [c for c in choices if c.lower() == stages[index + 1]] == [answer]


def check(item: dict[str, Any], subject: dict) -> None:
    """The item about a K-1 article of ``subject`` (see the module's docstring)."""
    content = item["content"]
    passage = content["passage"]
    assert passage["genre"] == "informational"
    _cycle(item, subject)
    if item["type"] == "ordering":
        value = item["answer"]["value"]
        assert value == subject["cycle"]["stages"], value
        assert sorted(content["items"]) == sorted(value) and content["items"] != value
        return
    question, answer = content["question"], answer_value(item)
    choices = [answer]
    if item["answer"]["type"] == "multiple-choice-index":
        check_choice(item, answer)
        choices = [c["text"] for c in content["choices"]]
    if question == "What is this article mostly about?":
        assert answer == subject["mainIdea"] == passage["sections"][0]["paragraphs"][0]
        assert choices.count(answer) == 1
    elif question.startswith("Which heading") or question.startswith("Under which heading"):
        _check_heading(question, answer, choices, item, subject)
    elif "mean" in question:
        _check_word(question, answer, choices, item)
    elif question.startswith("The article tells how"):
        _check_stage(question, answer, choices, subject)
    else:
        _check_asked(question, answer, choices, passage["text"], subject)
