"""Checks an item about the described picture of an engine-built story or article
(``passage_questions`` with ``built.pictures``) from the caption, the text and the banks, never by
calling the engine.

Stories: the caption's first sentence is the ``built-pictures`` bank's present-tense picture of one
event of the plot the text matches (``story-world``), or the hero at the end in the pose of a feeling;
its second sentence tells what one person wears, in the bank's colours and clothes, which the text
never says. The event pictured is found in the text by its ``story-world`` template, so the sentence
that goes with the picture and the event just after it are read from the text.

Articles: the caption is the bank's picture of the section it sits under (the body heading: a
labeled diagram; the life-cycle heading: one stage), for the subject whose main idea opens the
article; its detail is not in the text; a detail that goes with the picture is in that section and
the wrong ones are in others. A K-1 article (``article-world-k1``) is read the same way, with the
bank's ``k1Subjects`` pictures and that world's headings and topics.
"""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers.reading.comprehension import built_articles, built_stories
from tests.unit.generation.checkers.support import built_articles_k1
from tests.unit.generation.checkers.support.banks import bank, check_choice, quoted
from tests.unit.generation.checkers.support.common import answer_value

_ENDS = re.compile(r'(?<=[.!?])\s+|(?<=[.!?]")\s+')


def _pictures() -> dict:
    return bank("reading", "built-pictures")


def _captioned(item: dict[str, Any]) -> tuple[dict, str]:
    found = [s for s in item["content"]["passage"]["sections"] if s.get("caption")]
    assert len(found) == 1, "a built passage carries one picture"
    return found[0], found[0]["caption"]


def _choices(item: dict[str, Any]) -> list[str]:
    assert item["answer"]["type"] == "multiple-choice-index", "picture questions are multiple choice"
    check_choice(item, answer_value(item))
    return [c["text"] for c in item["content"]["choices"]]


def _wearing(detail: str, band: str) -> str:
    """The detail sentence's "wears a red jacket" part, checked against the bank's colours and clothes."""
    bank_ = _pictures()
    match = re.fullmatch(r"([A-Z][a-z]+) (wears|has on) (a|an) (\w+) (\w+)\.", detail)
    assert match, f"{detail!r} does not tell what someone wears"
    assert match.group(2) == bank_["wears"][band]
    assert match.group(4) in bank_["colors"][band] and match.group(5) in bank_["clothes"][band]
    assert match.group(3) == ("an" if match.group(4)[0] in "aeiou" else "a")
    return detail.split(" ", 1)[1].removesuffix(".")


def _pictured(shows: str, plot: dict, text: str) -> int | None:
    """The plot event the caption's first sentence shows (None: the hero at the end, in the pose of the
    plot's last feeling)."""
    found = [
        i
        for i, template in enumerate(_pictures()["events"][plot["id"]])
        if built_stories._template(template).fullmatch(shows.removesuffix("."))
    ]
    if found:
        return found[0]
    pose = _pictures()["poses"][plot["feelEnd"]]
    assert built_stories._template(f"At the end, {{hero}} {pose}").fullmatch(shows.removesuffix(".")), shows
    return None


def _check_story(item: dict[str, Any], caption: str) -> None:
    text = item["content"]["passage"]["text"]
    paragraphs = built_stories._paragraphs(item)
    plot = built_stories._plot(text)
    events = built_stories._events(text, plot)
    shows, detail = _ENDS.split(caption)
    index = _pictured(shows, plot, text)
    band = "k1" if plot["band"] == "k1" else "main"
    assert _wearing(detail, band).lower() not in text.lower(), "the words tell what the picture adds"
    question, answer, choices = item["content"]["question"], answer_value(item), _choices(item)
    wrong = [c for c in choices if c != answer]
    if question == "What does the picture show?":
        assert answer == shows and index is not None
        assert all(c not in caption for c in wrong)
    elif question == "Which sentence from the story goes with the picture?":
        assert index is not None

        def tells(choice: str) -> bool:  # the text's sentence holds where the text tells the event
            start = text.find(choice)
            assert start >= 0 and text.count(choice) == 1, f"{choice!r} is not one sentence of the story"
            return start <= events[index] < start + len(choice)

        assert tells(answer), f"{answer!r} does not tell the pictured event"
        assert not any(tells(c) for c in wrong), "another choice tells the pictured event"
    elif question == "What does the picture tell you that the words do not?":
        assert answer == detail
        for choice in wrong:  # the moment pictured is told in words too; nothing else is in the caption
            assert choice not in caption or (choice == shows and index is not None), choice
    elif question == "What happens just after the moment in the picture?":
        assert index is not None
        at = built_stories._at(text, answer)
        if index == len(events) - 1:
            assert built_stories._at(paragraphs[-1], answer) >= 0, "the story does not end so"
        else:
            assert at == events[index + 1], f"{answer!r} is not the next event"
        assert all(built_stories._at(text, c) != at for c in wrong)
    else:
        assert question == "What feeling does the picture help show?" and index is None
        assert built_stories._felt(paragraphs[-1], answer), "the story does not end with this feeling"
        assert _pictures()["poses"][answer].split(" {")[0] in caption
        for choice in wrong:
            assert not built_stories._felt(paragraphs[-1], choice)
            assert choice in _pictures()["unhappy"] or built_stories._felt(paragraphs[0], choice), choice


def _expected(subject: dict, category: str, table: str) -> tuple[str, str]:
    """What the bank's picture of ``category`` shows (a noun phrase) and its caption (``table``: the
    grade 2-8 ``subjects`` or the K-1 ``k1Subjects``)."""
    entry = _pictures()[table][subject["id"]]
    one = f"{entry['a']} {entry['one']}"
    if category == "body":
        label = f"A diagram of {one}, with labels on {entry['body']['parts']}."
        return f"the parts of {one}'s body", f"{label} {entry['body']['look']}"
    cycle = entry["cycle"]
    return cycle["shows"], f"A picture of {cycle['shows']}. {cycle['look']}"


def _check_article(item: dict[str, Any], section: dict, caption: str) -> None:
    text = item["content"]["passage"]["text"]
    young = built_articles_k1.subject_of(item)
    subject = young or built_articles._subject(item)
    table = "subjects" if young is None else "k1Subjects"
    category = (built_articles._category if young is None else built_articles_k1._category)(
        section["heading"]
    )
    shows, expected = _expected(subject, category, table)
    assert caption == expected, f"{caption!r} is not the bank's picture of {category}"
    look = caption.split(". ", 1)[1]
    assert not built_articles._contains(text, look), "the words tell what the picture adds"
    under = " ".join(section["paragraphs"])
    question, answer, choices = item["content"]["question"], answer_value(item), _choices(item)
    wrong = [c for c in choices if c != answer]
    if question == "What does the picture in the article show?":
        assert answer == shows[:1].upper() + shows[1:]
        assert all(c.lower() != shows.lower() for c in wrong)
    elif question == "What does the picture tell you that the words do not?":
        assert answer == look
        assert all(c not in caption or built_articles._contains(text, c) for c in wrong)
    elif question == "Which detail from the article goes with the picture?":
        assert built_articles._contains(under, answer), "the detail is not in the pictured section"
        stage = _pictures()[table][subject["id"]]["cycle"]["stage"]
        if category == "body":
            assert answer == subject["sections"]["body"]["ask"]["text"]
        else:
            assert re.search(rf"\b{re.escape(stage)}", answer, re.IGNORECASE)
        for choice in wrong:
            assert built_articles._contains(text, choice) and not built_articles._contains(under, choice)
    else:
        match = re.fullmatch(
            r"What does the (diagram|picture) in the section .+ help a reader understand\?", question
        )
        assert match and quoted(question) == [section["heading"]]
        named = built_articles._TOPIC if young is None else built_articles_k1._TOPIC
        topics = {c: t.format(name=subject["name"]) for c, t in named.items()}
        assert answer.lower() == topics[category].lower()
        assert all(c.lower() in [t.lower() for k, t in topics.items() if k != category] for c in wrong)


def is_pictured(item: dict[str, Any]) -> bool:
    passage = item["content"].get("passage") or {}
    return any(s.get("caption") for s in passage.get("sections") or [])


def check(item: dict[str, Any], kinds: list[str]) -> None:
    """An item about a built passage's picture, for a skill that names picture kinds."""
    assert kinds, "the skill asks no picture kinds, yet the item shows a built picture"
    section, caption = _captioned(item)
    if item["content"]["passage"]["genre"] == "fiction":
        assert any(k.startswith("picture-") for k in kinds)
        _check_story(item, caption)
    else:
        assert any(k.startswith("diagram-") for k in kinds)
        _check_article(item, section, caption)
