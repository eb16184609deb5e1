"""``check_response``: the verdict on one response to one item (docs/answers.md).

Each answer kind has its own reader: ``exact`` (words, numbers, quantities, spelling), ``choices``
(multiple choice, true/false), ``lists`` (ordering, matching, word search); open-ended answers need a
person.
"""

from __future__ import annotations

from educontent.answers.choices import check_boolean, check_choice
from educontent.answers.exact import check_exact
from educontent.answers.lists import check_matching, check_ordering, check_word_search
from educontent.answers.schemas import CheckOutcome, ResponseShapeError, ResponseValue, outcome
from educontent.answers.text import as_text, clean
from educontent.generation.items import (
    BooleanAnswer,
    ChoiceIndexAnswer,
    ContentItem,
    ExactAnswer,
    MatchingContent,
    OpenEndedAnswer,
    OrderingContent,
    SetAnswer,
    WordPuzzleContent,
)


def check_response(item: ContentItem, response: ResponseValue) -> CheckOutcome:
    """Whether ``response`` answers ``item``, how it was understood, and what a teacher would say.

    Raises ``ResponseShapeError`` when the response has the wrong JSON shape for the item.
    """
    answer = item.answer
    content = item.content
    if isinstance(answer, ExactAnswer):
        return check_exact(item, answer, response)
    if isinstance(answer, ChoiceIndexAnswer):
        return check_choice(item, answer, response)
    if isinstance(answer, BooleanAnswer):
        return check_boolean(answer, response)
    if isinstance(answer, OpenEndedAnswer):
        return _open_ended(answer, response)
    if isinstance(answer, SetAnswer):
        if isinstance(content, OrderingContent):
            return check_ordering(item, content, answer, response)
        if isinstance(content, MatchingContent):
            return check_matching(item, content, answer, response)
        if isinstance(content, WordPuzzleContent) and content.puzzle_kind == "word-search":
            return check_word_search(content, answer, response)
    raise ValueError(f"item {item.id}: no checker for a {answer.type} answer to a {content.type} item")


def _open_ended(answer: OpenEndedAnswer, response: ResponseValue) -> CheckOutcome:
    """Open-ended answers are for a person to judge: the outcome lists what a full answer includes."""
    if isinstance(response, bool | list):
        raise ResponseShapeError("this item takes a written answer (text)")
    text = clean(as_text(response))
    rubric = " ".join(_sentence(point) for point in answer.rubric)
    return outcome(
        "needs-review",
        answer.display,
        text or None,
        f"A teacher will read this answer. A full answer: {rubric}",
    )


def _sentence(point: str) -> str:
    """A rubric point as a sentence: with a full stop unless it already ends one."""
    point = point.strip()
    return point if point.rstrip("\"'”’)").endswith((".", "!", "?")) else f"{point}."
