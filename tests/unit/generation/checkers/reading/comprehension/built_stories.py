"""Checker for ``reading.comprehension.built_stories``: reads the story the item carries and checks the
keyed answer against what the text says, never by calling the engine.

The events are found in the text by the ``story-world`` bank's event templates (a placeholder matches
any words), so their order is the order the text tells them; the plot (for the lesson) is the one
whose problem and solution templates the text matches. Who the main character is comes from how
often each name appears; the setting, the problem, the ending and the feelings from the paragraph
where the text says them; a reason from the text between its event and the next one.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, quoted
from tests.unit.generation.checkers.support.common import answer_value

_ACTOR = re.compile(r"^[A-Z][a-z]+(?: and [A-Z][a-z]+)? ")


@cache
def _template(template: str) -> re.Pattern[str]:
    parts = re.split(r"\{\w+\}", template.removesuffix("."))
    return re.compile(r"[\w' ,-]+?".join(re.escape(p) for p in parts), re.IGNORECASE)


def _plot(text: str) -> dict:
    found = [
        p
        for p in bank("reading", "story-world")["plots"]
        if _template(p["problem"]).search(text) and _template(p["solution"]).search(text)
    ]
    assert len(found) == 1, f"the text matches {len(found)} plots"
    return found[0]


def _events(text: str, plot: dict) -> list[int]:
    """Where each of the plot's events is told: each found after the one before it."""
    places: list[int] = []
    for event in plot["events"]:
        match = _template(event["do"]).search(text, places[-1] + 1 if places else 0)
        assert match, f"event {event['do']!r} is not in the story after the events before it"
        places.append(match.start())
    return places


def _at(text: str, summary: str) -> int:
    """Where the text tells ``summary`` (an event as "Name did this.", or a sentence), or -1."""
    plain = summary.removesuffix(".")
    said = _ACTOR.sub("", plain, count=1)
    return text.lower().find((said if said != plain else plain).lower())


def _paragraphs(item: dict[str, Any]) -> list[str]:
    return [p for s in item["content"]["passage"]["sections"] for p in s["paragraphs"]]


def _felt(paragraph: str, feeling: str) -> bool:
    return bool(re.search(rf"\b(?:felt|was) {re.escape(feeling)}\b", paragraph))


def _choices(item: dict[str, Any]) -> list[str]:
    if item["answer"]["type"] != "multiple-choice-index":
        return [answer_value(item)]
    check_choice(item, answer_value(item))
    return [c["text"] for c in item["content"]["choices"]]


def _check_order(item: dict[str, Any], text: str) -> None:
    value, shown = item["answer"]["value"], item["content"]["items"]
    assert sorted(value) == sorted(shown) and value != shown
    places = [_at(text, v) for v in value]
    assert -1 not in places and places == sorted(places), f"not the story's order: {value}"


def _check_sequence(question: str, answer: str, choices: list[str], text: str, plot: dict) -> None:
    events = _events(text, plot)
    at = {c: _at(text, c) for c in choices}
    assert at[answer] in events, f"{answer!r} is not an event of the story"
    if question.startswith("After the problem begins"):
        assert at[answer] == events[0]
    elif question.startswith("Which of these events happens last"):
        assert at[answer] == events[-1]
    else:
        before = _at(text, quoted(question)[0])
        assert before in events and events.index(at[answer]) == events.index(before) + 1
    for choice in choices:
        assert choice == answer or at[choice] != at[answer]


def _check_reason(question: str, answer: str, choices: list[str], text: str, plot: dict) -> None:
    match = re.fullmatch(r"What is the reason that (.+)\?", question)
    assert match
    events = _events(text, plot)
    start = _at(text, match.group(1))
    assert start in events, f"{match.group(1)!r} is not an event"
    later = [e for e in events if e > start]
    window = text[start : later[0] if later else len(text)].lower()
    reason = answer.removesuffix(".").lower()
    assert reason in window, f"{answer!r} is not the reason the text gives"
    for choice in choices:
        if choice != answer:
            assert choice.removesuffix(".").lower() not in window, f"{choice!r} is also given there"


def _check_where(answer: str, choices: list[str], text: str, item: dict[str, Any]) -> None:
    lowered = text.lower()
    assert answer.lower() in lowered or f"the {answer.lower()}" in lowered, "the story does not go there"
    for choice in choices:
        if choice != answer:
            assert choice.lower() not in lowered, f"{choice!r} is in the story too"
    if item["answer"]["type"] == "exact":
        assert answer in item["answer"]["acceptableAnswers"]


def _check_who(answer: str, choices: list[str], text: str) -> None:
    counts = {c: len(re.findall(rf"\b{re.escape(c)}\b", text)) for c in choices}
    assert all(counts[answer] > n for c, n in counts.items() if c != answer), counts


def _check_part(answer: str, choices: list[str], paragraph: str) -> None:
    """The answer is told in ``paragraph`` and no other choice is."""
    assert _at(paragraph, answer) >= 0, f"{answer!r} is not in that part of the story"
    for choice in choices:
        if choice != answer:
            assert _at(paragraph, choice) < 0, f"{choice!r} is in that part too"


def _check_feeling(question: str, answer: str, choices: list[str], paragraphs: list[str]) -> None:
    paragraph = paragraphs[0] if "problem begins" in question else paragraphs[-1]
    assert _felt(paragraph, answer), f"the story does not say the hero felt {answer} there"
    for choice in choices:
        if choice != answer:
            assert not _felt(paragraph, choice)


def _check_word(word: str, answer: str, choices: list[str], text: str, plot: dict) -> None:
    """The word is in the story, and the key is the meaning the story-words bank gives it in this plot."""
    assert re.search(rf"\b{re.escape(word)}\b", text, re.IGNORECASE), f"{word!r} is not in the story"
    (entry,) = [
        e
        for p in bank("reading", "story-words")["plots"]
        if p["plot"] == plot["id"]
        for e in p["words"]
        if e["word"] == word
    ]
    assert answer == entry["meaning"], (answer, entry["meaning"])
    wrong = {w["text"] for w in entry["wrong"]}
    assert all(c == answer or c in wrong for c in choices), choices


@checks("reading.comprehension.built_stories")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    text = content["passage"]["text"]
    paragraphs = _paragraphs(item)
    assert content["passage"]["genre"] == "fiction"
    plot = _plot(text)
    if item["type"] == "ordering":
        _check_order(item, text)
        return
    question, answer, choices = content["question"], answer_value(item), _choices(item)
    if question == "Who is the main character in the story?":
        _check_who(answer, choices, text)
    elif question == "Where does the story take place?":
        _check_where(answer, choices, text, item)
    elif question.startswith("What problem does") or question.startswith("What makes"):
        _check_part(answer, choices, paragraphs[0])
        if question.startswith("What makes"):
            assert _felt(paragraphs[0], question.rsplit(" ", 1)[1].removesuffix("?"))
    elif question == "How does the story end?":
        _check_part(answer, choices, paragraphs[-1])
    elif question.startswith("How does") or question.startswith("Which word in the story tells how"):
        _check_feeling(question, answer, choices, paragraphs)
    elif question.startswith("In the story, what does the word"):
        _check_word(quoted(question)[0], answer, choices, text, plot)
    elif question.startswith("What is the reason"):
        _check_reason(question, answer, choices, text, plot)
    elif question == "What lesson does the story teach?":
        lesson = plot["lesson"]
        assert answer.removesuffix(".").lower() == lesson.lower(), (answer, lesson)
        for choice in choices:
            assert choice == answer or choice.removesuffix(".").lower() != lesson.lower()
    else:
        _check_sequence(question, answer, choices, text, plot)
