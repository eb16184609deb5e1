"""Checker for ``reading.foundations.reading_purpose``: the world is read back from the passage (the
story or notice follows fixed sentence patterns), checked against the ``purpose-world`` bank, and
each answer recomputed from it."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice
from tests.unit.generation.checkers.support.common import chosen_text

STORY = re.compile(
    r"(?P<name>\w+) has an? (?P<color>\w+) (?P<pet>\w+)\. On (?P<day>\w+), (?P=name) and the (?P=pet) went to the "
    r"(?P<place>\w+)\. (?:First, they (?P<first>[^.]+)\. Then they (?P<then>[^.]+)\.|They (?P<only>[^.]+)\.) "
    r"(?P=name) felt (?P<feeling>\w+)\."
)
NOTICE = re.compile(
    r"The (?P<club>.+?) will meet on (?P<day>\w+) at (?P<time>\S+ [ap]\.m\.) in (?P<room>.+?)\.\n\n"
    r"This week, we will (?P<activity>.+?)\. Please bring (?P<item>.+?)\."
    r"(?:\n\nIf (?P=room) is being used, we will meet in (?P<other>.+?) instead\. "
    r"New members can sign up with (?P<teacher>.+?) by (?P<deadline>\w+)\.)?"
)


def _story(text: str) -> dict[str, str]:
    m = STORY.fullmatch(text)
    assert m, text
    s = m.groupdict()
    world = bank("reading", "purpose-world")
    (place,) = [p for p in world["places"] if p["place"] == s["place"]]
    assert (s["first"] or s["only"]) == place["activities"][0]
    assert s["then"] in (None, place["activities"][1])
    assert s["pet"] in world["pets"] and s["color"] in world["colors"] and s["feeling"] in world["feelings"]
    return s


def _notice(text: str) -> dict[str, str]:
    m = NOTICE.fullmatch(text)
    assert m, text
    n = m.groupdict()
    (club,) = [c for c in bank("reading", "purpose-world")["clubs"] if c["club"] == n["club"]]
    assert club["activity"] == n["activity"] and club["item"] == n["item"]
    return n


def _expected(question: str, text: str) -> str:
    if STORY.fullmatch(text):
        s = _story(text)
        table = {
            "What pet does": f"a {s['pet']}",
            "Where did": f"to the {s['place']}",
            "What color is": s["color"],
            "On which day": s["day"],
            "How did": s["feeling"],
            "What did they do first": s["first"] or "",
            "What did they do at the": s["first"] or s["only"],
        }
    else:
        n = _notice(text)
        table = {
            "When does the club meet?": f"on {n['day']} at {n['time']}",
            "Where does the club usually meet?": f"in {n['room']}",
            "What should each member bring?": n["item"],
            "What will the club do this week?": n["activity"],
            "If ": f"in {n['other']}",
            "How can a new member join?": f"sign up with {n['teacher']} by {n['deadline']}",
        }
    asked = question.split(". ", 1)[1]
    (answer,) = [a for start, a in table.items() if asked.startswith(start)]
    return answer


@checks("reading.foundations.reading_purpose")
def check_reading_purpose(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    text = content["passage"]["text"]
    assert text == "\n\n".join(p for s in content["passage"]["sections"] for p in s["paragraphs"])
    if content["type"] == "passage-based":
        expected = _expected(content["question"], text)
        assert chosen_text(item) == expected
        check_choice(item, expected)
    else:
        s = _story(text)
        assert s["then"], "only the longer story is ordered"
        assert answer["value"] == [
            f"{s['name']} and the {s['pet']} went to the {s['place']}.",
            f"They {s['first']}.",
            f"They {s['then']}.",
            f"{s['name']} felt {s['feeling']}.",
        ]
        assert sorted(content["items"]) == sorted(answer["value"]) and content["items"] != answer["value"]
