"""Wrong free responses to math items go to ``mistakes.recognise``; what it finds is the outcome's
misconception and feedback."""

from __future__ import annotations

import pytest

from educontent.answers import exact, mistakes
from educontent.answers.checking import check_response
from educontent.answers.schemas import MisconceptionMatch
from educontent.generation.items import ContentItem
from tests.unit.answers.factory import short

ADDED = MisconceptionMatch(
    id="added-the-denominators", explanation="Add the numerators only: the parts stay the same size."
)


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    seen: list[tuple[str, str]] = []

    def recognise(item: ContentItem, understood: str) -> MisconceptionMatch | None:
        seen.append((item.answer.display, understood))
        return ADDED if understood == "2/8" else None

    monkeypatch.setattr(exact, "recognise", recognise)
    return seen


def test_a_recognised_mistake_is_the_misconception(calls: list[tuple[str, str]]) -> None:
    result = check_response(short("2/4", question="1/4 + 1/4 = ___"), "2/8")
    assert result.verdict == "incorrect"
    assert result.misconception == ADDED
    assert result.feedback == ADDED.explanation
    assert calls == [("2/4", "2/8")]


def test_an_unrecognised_mistake_has_plain_feedback(calls: list[tuple[str, str]]) -> None:
    result = check_response(short("2/4"), "3/4")
    assert result.misconception is None and result.feedback
    assert calls == [("2/4", "3/4")]


def test_only_wrong_readable_math_answers_are_asked(calls: list[tuple[str, str]]) -> None:
    check_response(short("2/4"), "2/4")
    check_response(short("2/4"), "banana")
    check_response(short("1/2", question="Write 4/8 in simplest form."), "4/8")
    check_response(short("the hard push", math=False), "the soft push")
    assert calls == []


def test_the_placeholder_recognises_nothing() -> None:
    assert mistakes.recognise(short("2/4"), "2/8") is None
