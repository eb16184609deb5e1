"""Checks an item about a built story told with its characters' points of view (``passage_questions``
with ``built.views``) from the text it shows and the ``story-world`` bank, never by calling the engine.

The plot is the one whose problem and solution templates the text matches (``built_stories._plot``); its
``views`` templates are then found in the text: who "thought that" (or "was convinced that", or "believed
that") each view is the name written right before it; who says each line is the name after "said"; the
secret is the clause after "did not know it yet, but" (or "did not realize yet was that"), and the hero
finds it out where the text says "found out that" (or "discover that") with it. The keyed answer
must be what the text says, and no wrong choice may say it too.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from tests.unit.generation.checkers.reading.comprehension import built_stories
from tests.unit.generation.checkers.support.banks import check_choice
from tests.unit.generation.checkers.support.common import answer_value

_HOLDS = r"\b([A-Z][a-z]+) (?:thought|was convinced|saw the problem differently and believed) that "
_LEARNS = r"\b([A-Z][a-z]+) (?:found out|discover) that "
_KNOWS = r"\b([A-Z][a-z]+) did not (?:know it yet, but|realize yet was that) "
_EFFECTS = {"suspense": "It builds suspense, because ", "humor": "It adds humor, because "}
_QUESTIONS = {
    "views": re.compile(r"How did ([A-Z][a-z]+) and ([A-Z][a-z]+) see the problem differently at first\?"),
    "who-thinks": re.compile(r"At first, who thought that (.+)\?"),
    "voice": re.compile(r"Which line shows how ([A-Z][a-z]+) saw the problem\?"),
    "irony-know": re.compile(r"What does the reader know before ([A-Z][a-z]+) does\?"),
    "irony-effect": re.compile(
        r"The reader knows that (.+) before ([A-Z][a-z]+) does\. How does this affect the story\?"
    ),
    "irony-learns": re.compile(r"What happens right before ([A-Z][a-z]+) finds out that (.+)\?"),
}


def kind_of(question: str) -> str | None:
    """The point-of-view kind a question asks, or None (a question of the story engine's own kinds)."""
    return next((k for k, pattern in _QUESTIONS.items() if pattern.fullmatch(question)), None)


@cache
def _pattern(template: str) -> str:
    """A view, line or secret template as a regex group: each placeholder matches a few words."""
    parts = re.split(r"\{\w+\}", template)
    return "(" + r"[\w' -]+?".join(re.escape(p) for p in parts) + ")"


def _found(pattern: str, text: str) -> tuple[str, str]:
    found = {m.groups() for m in re.finditer(pattern, text)}
    assert len(found) == 1, f"{pattern!r} is told {len(found)} ways in the story"
    return found.pop()


def _told(text: str, views: dict) -> dict[str, tuple[str, str]]:
    """Role -> (the name the text gives it, what the text fills in), for each view, line and secret."""
    told = {role: _found(_HOLDS + _pattern(views[role]) + r"[.,]", text) for role in ("hero", "helper")}
    for role in ("hero", "helper"):
        speech = _pattern(views[f"{role}Says"][:-1])
        said = [(n, s) for s, n in re.findall('"' + speech + r'[,!?]" said ([A-Z][a-z]+)\b', text)]
        said += re.findall(r"\b([A-Z][a-z]+) replied thoughtfully, \"" + speech + r'[.!?]"', text)
        assert len(set(said)) == 1, f"the line {views[f'{role}Says']!r} is told {len(set(said))} ways"
        told[f"{role}Says"] = said[0]
    if re.search(_KNOWS, text):
        told["secret"] = _found(_KNOWS + _pattern(views["secret"]) + r"\.", text)
        told["learns"] = _found(_LEARNS + _pattern(views["secret"]) + r"\.", text)
        assert told["learns"] == told["secret"], "the hero finds out something else"
    assert told["hero"][0] != told["helper"][0], "one character holds both views"
    assert told["heroSays"][0] == told["hero"][0] and told["helperSays"][0] == told["helper"][0]
    return told


def _choices(item: dict[str, Any]) -> list[str]:
    if item["answer"]["type"] != "multiple-choice-index":
        return [answer_value(item)]
    check_choice(item, answer_value(item))
    return [c["text"] for c in item["content"]["choices"]]


def _bare(line: str) -> str:
    """A quoted line as a choice shows it, without its quotation marks and final punctuation."""
    return line.strip('"').rstrip(".!?")


def _check_effect(views: dict, told: dict, answer: str, choices: list[str], match: re.Match[str]) -> None:
    assert "secret" in told, "the story does not tell the reader a secret"
    assert match.group(1) == told["secret"][1] and match.group(2) == told["hero"][0]
    right = re.compile(re.escape(_EFFECTS[views["effect"]]) + _pattern(views["effectWhy"]) + r"\.")
    assert right.fullmatch(answer), f"{answer!r} is not this plot's {views['effect']}"
    for choice in choices:
        assert choice == answer or not right.fullmatch(choice), f"{choice!r} is right too"


def _check_learns(text: str, told: dict, answer: str, choices: list[str], match: re.Match[str]) -> None:
    """The answer is the event the text tells last before the sentence where the hero finds out."""
    assert "learns" in told and (match.group(1), match.group(2)) == told["learns"]
    found = re.search(_LEARNS + re.escape(told["learns"][1]), text)
    assert found
    events = built_stories._events(text, built_stories._plot(text))
    before = max(e for e in events if e < found.start())
    assert built_stories._at(text, answer) == before, f"{answer!r} is not told right before"
    for choice in choices:
        assert choice == answer or built_stories._at(text, choice) != before, f"{choice!r} is too"


def check(item: dict[str, Any], kinds: list[str]) -> None:
    content = item["content"]
    text, question = content["passage"]["text"], content["question"]
    kind = kind_of(question)
    assert kind in kinds, f"the skill does not ask {kind} questions"
    views = built_stories._plot(text).get("views")
    assert views, "the story's plot has no points of view"
    told = _told(text, views)
    match = _QUESTIONS[kind].fullmatch(question)
    assert match
    answer, choices = answer_value(item), _choices(item)
    (hero, hero_view), (helper, helper_view) = told["hero"], told["helper"]
    if kind == "views":
        assert match.groups() == (hero, helper)
        assert answer == f"{hero} thought that {hero_view}, but {helper} thought that {helper_view}."
        assert len(set(choices)) == len(choices)
    elif kind == "who-thinks":
        holders = {view: name for name, view in (told["hero"], told["helper"])}
        assert answer == holders[match.group(1)], f"the story says {holders[match.group(1)]} thought it"
        if item["answer"]["type"] == "exact":
            assert answer in item["answer"]["acceptableAnswers"]
    elif kind == "voice":
        lines = {told[r][0]: told[r][1] for r in ("heroSays", "helperSays")}
        speaker = match.group(1)
        assert _bare(answer) == lines[speaker].rstrip(".!?,"), f"{answer!r} is not {speaker}'s line"
        for choice in choices:
            assert choice == answer or _bare(choice) != lines[speaker].rstrip(".!?,")
    elif kind == "irony-know":
        assert "secret" in told and told["secret"][0] == hero == match.group(1)
        secret = told["secret"][1]
        assert answer.removesuffix(".").lower() == secret.lower(), f"{answer!r} is not the secret"
        for choice in choices:
            assert choice == answer or choice.removesuffix(".").lower() != secret.lower()
    elif kind == "irony-effect":
        _check_effect(views, told, answer, choices, match)
    else:
        _check_learns(text, told, answer, choices, match)
