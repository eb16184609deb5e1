"""Checks an item about a built story's form (``passage_questions`` with ``built.forms``): a story, a
play or a story in chapters, or the story and the play together. Everything is read from the item's
passage structure (headings, paragraphs, spoken lines and their directions) and the ``story-world``
bank (the plot whose problem and solution templates the text matches, its events and feelings), never
by calling the engine.
"""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers.reading.comprehension import built_stories
from tests.unit.generation.checkers.support.banks import bank, check_choice, quoted
from tests.unit.generation.checkers.support.common import answer_value

KIND_OF_TEXT = "What kind of text is this?"
CLUES = "How can you tell this text is a story?"
STORY_ANSWERS = {0: "A story", 1: "A storybook that tells a story"}
PLAY_HAS = "A cast of characters, scenes and stage directions"
NARRATOR_JOB = "To tell the events and reasons that the characters do not say in their lines"


def owns(item: dict[str, Any]) -> bool:
    """Whether the item is about a built story's form."""
    content = item["content"]
    shown = [content["passage"], content.get("pairedPassage") or content["passage"]]
    chapters = any((s.get("heading") or "").startswith("Chapter ") for p in shown for s in p["sections"])
    asked = content.get("question") in (KIND_OF_TEXT, CLUES)
    return chapters or asked or any(p["genre"] == "drama" for p in shown)


def _lines(passage: dict, heading: str | None = None) -> list[dict]:
    return [
        line
        for s in passage["sections"]
        if heading is None or s.get("heading") == heading
        for line in s.get("lines") or ()
    ]


def _said(lines: list[dict]) -> str:
    return " ".join(line["text"] for line in lines)


def _choices(item: dict[str, Any]) -> list[str]:
    if item["answer"]["type"] != "multiple-choice-index":
        return [answer_value(item)]
    check_choice(item, answer_value(item))
    return [c["text"] for c in item["content"]["choices"]]


def _is_play(passage: dict) -> None:
    """A play: a cast list, two scenes with settings and spoken lines, a narrator who names no feeling."""
    headings = [s.get("heading") for s in passage["sections"]]
    assert passage["genre"] == "drama" and headings[:3] == ["Cast of Characters", "Scene 1", "Scene 2"]
    assert all(_lines(passage, h) for h in ("Scene 1", "Scene 2")), "a scene without lines"
    narrated = _said([line for line in _lines(passage) if line["speaker"] == "Narrator"])
    feelings = {p["feelStart"] for p in bank("reading", "story-world")["plots"]}
    assert not any(re.search(rf"\bfelt {f}\b", narrated) for f in feelings), "the narrator names a feeling"


def _hero_feeling(passage: dict, hero: str, feeling: str) -> None:
    """The play shows ``feeling`` in Scene 1's stage directions and on the hero's first line."""
    stage = " ".join(next(s for s in passage["sections"] if s.get("heading") == "Scene 1")["paragraphs"])
    assert f"{hero} looks {feeling}" in stage, (hero, feeling, stage)
    first = next(line for line in _lines(passage) if line["speaker"] == hero)
    assert first.get("direction") == feeling, first


def _section_of(passage: dict, told: str, prefix: str) -> str:
    """The heading (starting with ``prefix``) of the one section that tells ``told``."""
    found = [
        s["heading"]
        for s in passage["sections"]
        if (s.get("heading") or "").startswith(prefix)
        and built_stories._at(" ".join([*s["paragraphs"], _said(s.get("lines") or [])]), told) >= 0
    ]
    assert len(found) == 1, (told, found)
    return found[0]


def _check_story(item: dict[str, Any], question: str, answer: str, choices: list[str]) -> None:
    passage = item["content"]["passage"]
    assert passage["genre"] == "fiction" and not _lines(passage)
    assert not any(s.get("heading") for s in passage["sections"]), "a story in parts"
    if question == KIND_OF_TEXT:
        expected = STORY_ANSWERS.get(item["gradeLevel"], "A story")
        assert answer == expected, (answer, expected)
        assert not set(choices) & (set(STORY_ANSWERS.values()) - {answer})
        return
    match = re.fullmatch(r"It tells about (\w+) and (\w+) and a problem they fix\.", answer)
    assert match and all(re.search(rf"\b{n}\b", passage["text"]) for n in match.groups()), answer
    for choice in choices:
        named = re.fullmatch(r"It tells about (\w+) and a problem\.", choice)
        assert not named or not re.search(rf"\b{named.group(1)}\b", passage["text"]), choice


def _check_play(item: dict[str, Any], question: str, answer: str, choices: list[str], plot: dict) -> None:
    passage = item["content"]["passage"]
    _is_play(passage)
    others = [c for c in choices if c != answer]
    speakers = {line["speaker"] for line in _lines(passage)}
    if question == KIND_OF_TEXT:
        assert answer == "A play"
    elif question.startswith("Which characters are in the cast"):
        cast = passage["sections"][0]["paragraphs"][0].removesuffix(".").split(". ")
        names = [n.split(", ")[0] for n in cast]
        names = [f"a {n[2:]}" if n.startswith("A ") else n for n in names]
        assert answer == (
            ", ".join(names[:-1]) + f", and {names[-1]}" if len(names) > 2 else " and ".join(names)
        )
    elif question.startswith("In the play, what do the words in parentheses"):
        hero = re.search(r"after (\w+)'s name, \((\w+)\)", question)
        assert hero and answer == f"How {hero.group(1)} feels while saying the line"
        said = [line for line in _lines(passage) if line.get("direction") == hero.group(2)]
        assert said and said[0]["speaker"] == hero.group(1)
        assert hero.group(2) in (plot["feelStart"], plot["feelEnd"])
    elif question.startswith("Which character says this line"):
        said = [line["speaker"] for line in _lines(passage) if line["text"] == quoted(question)[0]]
        assert said == [answer], said
    elif question == "Who speaks last in Scene 1?":
        assert _lines(passage, "Scene 1")[-1]["speaker"] == answer
        assert all(c in speakers or c not in passage["text"] for c in others)
    elif question.startswith("In which part of the play"):
        assert answer == _section_of(passage, quoted(question)[0], "Scene ")
    elif question.startswith("The stage directions at the start of Scene 1 tell the setting."):
        stage = " ".join(next(s for s in passage["sections"] if s.get("heading") == "Scene 1")["paragraphs"])
        assert plot.get("placeIsSetting", True) and answer.lower() in [p.lower() for p in plot["places"]]
        assert stage.lower().startswith(f"{answer.lower()}."), (answer, stage)
        assert all(c.lower() not in passage["text"].lower() for c in others), others
    elif question.startswith("What does this play show through a stage direction"):
        found = re.fullmatch(r"That (\w+) feels (\w+) when the problem begins", answer)
        assert found and found.group(2) == plot["feelStart"]
        _hero_feeling(passage, *found.groups())
        for choice in others:
            stray = re.fullmatch(r"That \w+ feels (\w+) when the problem begins", choice)
            assert not stray or stray.group(1) not in passage["text"], choice
    else:
        assert question == "Why does this play have a narrator?" and answer == NARRATOR_JOB
        narrated = _said([line for line in _lines(passage) if line["speaker"] == "Narrator"])
        built_stories._events(narrated, plot)  # the narrator tells every event, in order
    if question.startswith("Which character says this line") or question == "Who speaks last in Scene 1?":
        assert all(c != answer for c in others)


def _check_chapters(item: dict[str, Any], question: str, answer: str, choices: list[str], plot: dict) -> None:
    passage = item["content"]["passage"]
    headings = [s.get("heading") or "" for s in passage["sections"]]
    assert [h.split(":")[0] for h in headings] == ["Chapter 1", "Chapter 2", "Chapter 3"], headings
    others = [c for c in choices if c != answer]
    if question == "Which chapter tells how the problem is solved?":
        solution = built_stories._template(plot["solution"])
        found = [s["heading"] for s in passage["sections"] if solution.search(" ".join(s["paragraphs"]))]
        assert found == [answer], found
        assert all(c in headings for c in others)
    elif question.startswith("In which chapter does this happen?"):
        assert answer == _section_of(passage, quoted(question)[0], "Chapter ")
        assert all(c in headings for c in others)
    else:
        number = re.fullmatch(r"What does (Chapter \d) add to the story\?", question)
        assert number, question
        section = next(s for s in passage["sections"] if s["heading"].startswith(f"{number.group(1)}:"))
        text = " ".join(section["paragraphs"])
        told = answer.split(": ", 1)[1] if ": " in answer else answer
        assert built_stories._at(text, told) >= 0, (told, text)
        for choice in others:
            assert built_stories._at(text, choice.split(": ", 1)[1]) < 0, choice


def _check_pair(item: dict[str, Any], question: str, answer: str, choices: list[str], plot: dict) -> None:
    story, play = item["content"]["passage"], item["content"]["pairedPassage"]
    assert story["genre"] == "fiction" and not _lines(story) and story["title"] == play["title"]
    _is_play(play)
    assert built_stories._plot(play["text"]) is plot or built_stories._plot(play["text"]) == plot
    others = [c for c in choices if c != answer]
    if question.startswith("Both texts tell the same story."):
        assert answer == PLAY_HAS
        assert not any(s.get("heading") for s in story["sections"])
    elif question == "Which event do both the story and the play tell?":
        assert built_stories._at(story["text"], answer) >= 0 and built_stories._at(play["text"], answer) >= 0
        for choice in others:
            assert (
                built_stories._at(story["text"], choice) < 0 and built_stories._at(play["text"], choice) < 0
            )
    else:
        found = re.fullmatch(
            r"The story says that (\w+) felt (\w+)\. How does the play show this\?", question
        )
        assert found, question
        hero, feeling = found.groups()
        assert feeling == plot["feelStart"] and f"{hero} felt {feeling}" in story["text"]
        assert answer.startswith("With stage directions")
        _hero_feeling(play, hero, feeling)


def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    assert (params.get("built") or {}).get("forms"), (
        "the skill asks no form kinds, yet the item shows a built form"
    )
    content = item["content"]
    question, answer, choices = content["question"], answer_value(item), _choices(item)
    passage = content["passage"]
    if content.get("pairedPassage"):
        _check_pair(item, question, answer, choices, built_stories._plot(passage["text"]))
    elif passage["genre"] == "drama":
        _check_play(item, question, answer, choices, built_stories._plot(passage["text"]))
    elif any(s.get("heading") for s in passage["sections"]):
        _check_chapters(item, question, answer, choices, built_stories._plot(passage["text"]))
    else:
        built_stories._plot(passage["text"])
        _check_story(item, question, answer, choices)
    if item["answer"]["type"] == "exact":
        assert answer in (item["answer"].get("acceptableAnswers") or [answer])
