"""Checks narrator items (``built.narrators``) and firsthand/secondhand account items (``built.accounts``)
of ``passage_questions`` from the item's text and the ``story-world`` bank, never by calling the engine.

A story's narration is its text outside quotation marks. It is told in the first person when the
narration says "I"; then it opens "My name is <name>." or ends with another character calling the
narrator by name ('"We did it, <name>!" said Omar.'), the narration never names the narrator again (the
narrator is "I"), and no first-person slip shows ("I has", "I's", "said I"). A third-person narration
says none of I, my, me, we, our, us; its main character is the name it tells most often. The story
matches one bank plot (its problem and solution templates, with a placeholder or the plural "they"
matching any words). An event is the plot's: one of its event templates matches.

Two accounts: the letter ("A Letter from <name>", "Dear ...,", signed "Love, <name>") is in the first
person and says how its writer felt; the report ("Class News: ...") is in the third person, says
"According to <someone else>," and never "felt". Both tell one plot.
"""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers.reading.comprehension import built_stories
from tests.unit.generation.checkers.support.banks import bank, check_choice
from tests.unit.generation.checkers.support.built_pairs import _main
from tests.unit.generation.checkers.support.common import answer_value

OUTSIDE = "A narrator who is not in the story"
FIRST = frozenset({"I", "my", "me", "we", "our", "us", "My", "We", "Our"})
THIRD = frozenset({"he", "she", "they", "his", "her", "their"})
SLIPS = re.compile(r"\bI (?:has|is|does)\b|\bI's\b|(?<=[.!?] )Me\b|\bsaid I\b|, My\b|\bme and\b")
_QUOTED = re.compile(r'"[^"]*"')
_GROUP = re.compile(r"\b(?:[Tt]hey|[Tt]hem|[Tt]heir)\b")
WHO, WORDS = "Who is telling this story?", "Which words show who is telling the story?"
INNER = ("hoped", "wanted", "thought", "remembered", "did not want", "was afraid")
PERSON = "Is this story told in the first person or the third person?"


def narration(text: str) -> str:
    return _QUOTED.sub(" ", text)


def _words(text: str) -> set[str]:
    return set(re.findall(r"[A-Za-z]+", text))


def _template(template: str) -> re.Pattern[str]:
    return built_stories._template(_GROUP.sub("{group}", template))


def plot_of(text: str) -> dict:
    found = [
        p
        for p in bank("reading", "story-world")["plots"]
        if _template(p["problem"]).search(text) and _template(p["solution"]).search(text)
    ]
    assert len(found) == 1, f"the text matches {len(found)} plots"
    return found[0]


def _is_event(text: str, plot: dict) -> bool:
    return any(_template(e["do"]).search(text) for e in plot["events"])


def teller(text: str) -> str | None:
    """The first-person narrator's name (checked), or None for a third-person story."""
    told = narration(text)
    if "I" not in _words(told):
        assert not _words(told) & FIRST, "a third-person narration says a first-person word"
        return None
    match = re.match(r"My name is ([A-Z][a-z]+)\. ", text)
    called = re.search(r'"[A-Z][a-z ]+, ([A-Z][a-z]+)!" said ([A-Z][a-z]+)\.$', text)
    assert match or called, "a first-person story does not say who I am"
    name = match.group(1) if match else called.group(1)  # type: ignore[union-attr]
    rest = told[match.end() :] if match else told
    assert called is None or called.group(2) != name, "the narrator calls themself by name"
    assert name not in _words(rest), f"the narration still calls the narrator {name}"
    assert not SLIPS.search(told), f"first-person slip: {SLIPS.search(told)}"
    return name


def _listed(text: str) -> list[str]:
    return re.split(r", | and ", text)


def _check_story(item: dict[str, Any], kinds: list[str]) -> None:
    content = item["content"]
    text, question = content["passage"]["text"], content["question"]
    assert content["passage"]["genre"] == "fiction"
    plot_of(text)
    name = teller(text)
    told = narration(text)
    answer = answer_value(item)
    choices = [c["text"] for c in content.get("choices") or []] or [answer]
    if item["answer"]["type"] == "multiple-choice-index":
        check_choice(item, answer)
    if question == WHO:
        assert "who" in kinds
        assert answer == (name or OUTSIDE), (answer, name)
        if name is None:  # the characters offered are the story's
            assert all(c == OUTSIDE or set(c.split()) - {"and", "together"} <= _words(told) for c in choices)
        if item["answer"]["type"] == "exact":
            assert answer in item["answer"]["acceptableAnswers"]
    elif question == WORDS:
        assert "words" in kinds
        said = _listed(answer)
        assert set(said) <= _words(told) | {w.lower() for w in _words(told)}, said
        if name:
            assert set(said) <= FIRST, said
            assert all(set(_listed(c)) - FIRST for c in choices if c != answer)
        else:
            assert said[0] == _main(text) and set(said[1:]) <= THIRD, said
            assert all(set(_listed(c)) - _words(told) for c in choices if c != answer)
    elif question.startswith(PERSON):
        assert "person" in kinds
        form = "First person" if name else "Third person"
        if item["answer"]["type"] == "exact":
            assert answer == form.lower() and answer in item["answer"]["acceptableAnswers"]
        else:
            who = name or f"a narrator outside the story tells about {_main(text)}"
            assert answer.startswith(f"{form}: {who}"), answer
            assert all(not c.startswith(f"{form}: {who}") for c in choices if c != answer)
    else:
        _check_know(question, answer, choices, name, text, kinds)


def _check_know(
    question: str, answer: str, choices: list[str], name: str | None, text: str, kinds: list[str]
) -> None:
    assert "know" in kinds and name, "only a first-person narrator is asked what only they can tell"
    match = re.fullmatch(
        rf"{name} tells this story\. What can {name} tell us that ([A-Z][a-z]+) could not\?", question
    )
    assert match and match.group(1) in text, question
    feelings = re.fullmatch(rf"That {name} felt (\w+) at first and (\w+) at the end", answer)
    paragraphs = text.split("\n\n")
    if feelings:
        assert re.search(rf"\bI felt {feelings.group(1)}\b", paragraphs[0]), "not the first feeling"
        assert re.search(rf"\bI felt {feelings.group(2)}\b", paragraphs[-1]), "not the last feeling"
    else:  # a thought of the narrator's: "I hoped ..." in the narration
        thought = answer.removeprefix(f"That {name} ")
        assert thought != answer and thought.startswith(INNER), answer
        assert f"I {thought}" in narration(text), f"the narrator does not say: I {thought}"
    plot = plot_of(text)
    for choice in choices:
        if choice != answer:  # something that happened, that the helper saw too
            assert (
                choice.startswith("That ")
                and "felt" not in choice
                and not any(choice.startswith(f"That {name} {w}") for w in INNER)
            ), choice
            assert _is_event(choice, plot) or _template(plot["solution"]).search(choice), choice


def _accounts(item: dict[str, Any]) -> tuple[dict, dict]:
    """The letter and the report (``{"title", "paragraphs"}``), from two passages or two sections."""
    content = item["content"]
    if content.get("pairedPassage"):
        shown = [content["passage"], content["pairedPassage"]]
        assert sorted(p["genre"] for p in shown) == ["informational", "letter"]
        parts = [{"title": p["title"], "paragraphs": p["sections"][0]["paragraphs"]} for p in shown]
    else:
        assert content["passage"]["title"].startswith("Two Accounts: ")
        parts = [
            {"title": s["heading"], "paragraphs": s["paragraphs"]} for s in content["passage"]["sections"]
        ]
    assert len(parts) == 2
    letter, report = sorted(parts, key=lambda p: not p["title"].startswith("A Letter from "))
    assert letter["title"].startswith("A Letter from ") and report["title"].startswith("Class News: ")
    return letter, report


def _check_accounts(item: dict[str, Any], kinds: list[str]) -> None:
    letter, report = _accounts(item)
    writer = letter["title"].removeprefix("A Letter from ")
    assert re.fullmatch(r"Dear [A-Z][a-z]+,", letter["paragraphs"][0])
    assert letter["paragraphs"][-1] == f"Love, {writer}"
    mine, news = "\n\n".join(letter["paragraphs"]), "\n\n".join(report["paragraphs"])
    assert "I" in _words(narration(mine)) and writer not in _words(narration(mine)[: -len(writer)])
    assert not SLIPS.search(narration(mine)), SLIPS.search(narration(mine))
    source = re.search(r"According to ([A-Z][a-z]+), ", news)
    assert source and source.group(1) != writer and writer in news, "the report has no other source"
    assert not _words(narration(news)) & FIRST and "felt" not in news
    plot = plot_of(mine)
    assert plot_of(news)["id"] == plot["id"], "the accounts tell two events"
    felt = re.findall(r"\bI felt (\w+)", mine)
    assert felt, "the letter tells no feeling"
    question, answer = item["content"]["question"], answer_value(item)
    check_choice(item, answer)
    choices = [c["text"] for c in item["content"]["choices"]]
    if question.startswith("Which account is a firsthand account"):
        assert "firsthand" in kinds and answer.startswith(f'"{letter["title"]}": {writer} was there')
        assert all(
            c.startswith(f'"{report["title"]}"') or "was there" not in c for c in choices if c != answer
        )
    elif question == "What does the firsthand account tell that the secondhand account does not?":
        assert "only-firsthand" in kinds
        assert answer == f"How {writer} felt: {felt[0]} at first and {felt[-1]} at the end", answer
        for choice in choices:
            if choice != answer:
                _check_told(choice, news, mine, plot, both=bool(_told(choice, plot)))
    elif question == "What do both accounts tell?":
        assert "both-tell" in kinds
        _check_told(answer, news, mine, plot, both=True)
        assert all(not _told(c, plot) for c in choices if c != answer)
    else:
        assert question == "How are the two accounts different?" and "focus" in kinds, question
        assert (
            answer
            == f"The letter tells {writer}'s own feelings; the news report tells only the facts of what happened."
        )


def _told(choice: str, plot: dict) -> list[re.Pattern[str]]:
    """The plot's event and problem templates ``choice`` tells."""
    found = [_template(t) for t in (*(e["do"] for e in plot["events"]), plot["problem"])]
    return [t for t in found if t.search(choice)]


def _check_told(choice: str, news: str, mine: str, plot: dict, *, both: bool) -> None:
    """``choice`` is told in both accounts (an event or the problem of the plot, its template found in
    the report and in the letter), or in neither (no event or problem of the plot)."""
    told = _told(choice, plot)
    if both:
        assert told and all(t.search(news) and t.search(mine) for t in told), f"{choice!r} is not in both"
    else:
        assert not told and choice.removesuffix(".") not in news, f"{choice!r} is told"


def route(item: dict[str, Any], built: dict[str, Any]) -> bool:
    """Checks the item if it is a narrator or accounts item (True), else leaves it (False)."""
    content = item["content"]
    paired = content.get("pairedPassage")
    if content["passage"]["title"].startswith("Two Accounts: ") or (
        paired and "letter" in (paired["genre"], content["passage"]["genre"])
    ):
        _check_accounts(item, built.get("accounts") or [])
        return True
    question = content.get("question") or ""
    if question in (WHO, WORDS) or question.startswith(PERSON) or " tells this story. What can " in question:
        _check_story(item, built.get("narrators") or [])
        return True
    return False
