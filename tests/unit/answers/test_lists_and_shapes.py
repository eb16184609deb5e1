"""Ordering, matching and word-search answers; spelling and open-ended items; and the responses
whose JSON shape is wrong for the item (``ResponseShapeError``, a 422 for the route)."""

from __future__ import annotations

import pytest

from educontent.answers.checking import check_response
from educontent.answers.schemas import ResponseShapeError, ResponseValue
from educontent.generation.items import ContentItem
from tests.unit.answers.factory import item, short

ORDER = item(
    {
        "type": "ordering",
        "prompt": "Put the numbers in order.",
        "items": ["3/4", "1/4", "1/2"],
        "orderBy": "least to greatest",
    },
    {"type": "set", "value": ["1/4", "1/2", "3/4"], "display": "1/4, 1/2, 3/4"},
)
MATCH = item(
    {
        "type": "matching",
        "prompt": "Match each word to its opposite.",
        "left": ["hot", "up"],
        "right": ["down", "cold"],
    },
    {"type": "set", "value": [1, 0], "display": "hot → cold; up → down"},
    math=False,
)
SEARCH = item(
    {
        "type": "word-puzzle",
        "puzzleKind": "word-search",
        "prompt": "Find these words.",
        "words": ["HAT", "JAM"],
        "grid": [["H", "A", "T"], ["J", "A", "M"]],
    },
    {"type": "set", "value": ["HAT", "JAM"], "display": "HAT, JAM"},
    math=False,
)
SPELL = item(
    {"type": "short-answer", "question": "Write the word you hear."},
    {"type": "exact", "value": "friend", "display": "friend"},
    math=False,
    spelling={"word": "friend", "pattern": "vowel-team", "activity": "write"},
)
NAME = item(
    {"type": "short-answer", "question": "Write the word you hear."},
    {"type": "exact", "value": "Fahrenheit", "display": "Fahrenheit"},
    math=False,
    spelling={"word": "Fahrenheit", "pattern": "borrowed-words", "activity": "write"},
)
SCRAMBLE = item(
    {
        "type": "word-puzzle",
        "puzzleKind": "scramble",
        "prompt": "Put the letters in order.",
        "scrambled": "pir",
    },
    {"type": "exact", "value": "rip", "display": "rip"},
    math=False,
)
ESSAY = item(
    {"type": "short-answer", "question": "Why did Maya go home?"},
    {
        "type": "open-ended",
        "value": "She was cold.",
        "display": "She was cold.",
        "rubric": ["Says that Maya was cold", "Supports it with a detail from the text"],
    },
    math=False,
)


@pytest.mark.parametrize(
    ("subject", "response", "verdict"),
    [
        (ORDER, ["1/4", "1/2", "3/4"], "correct"),
        (ORDER, [1, 2, 0], "correct"),
        (ORDER, ["B", "C", "A"], "correct"),
        (ORDER, ["0.25", "0.5", "0.75"], "correct"),
        (ORDER, "1/4, 1/2, 3/4", "correct"),
        (ORDER, "1/4 → 1/2 → 3/4", "correct"),
        (ORDER, ["3/4", "1/2", "1/4"], "incorrect"),
        (ORDER, ["1/4", "1/4", "3/4"], "incorrect"),
        (MATCH, [1, 0], "correct"),
        (MATCH, ["B", "A"], "correct"),
        (MATCH, ["cold", "Down"], "correct"),
        (MATCH, "hot → cold; up → down", "correct"),
        (MATCH, [0, 1], "incorrect"),
        (SEARCH, ["HAT", "JAM"], "correct"),
        (SEARCH, ["jam", "hat"], "correct"),
        (SEARCH, "hat, jam", "correct"),
        (SEARCH, ["hat"], "incorrect"),
        (SEARCH, ["hat", "jam", "cat"], "incorrect"),
        (SPELL, "friend", "correct"),
        (SPELL, " Friend ", "correct"),
        (SPELL, "freind", "incorrect"),
        (SPELL, "friends", "incorrect"),
        (SPELL, "friend.", "incorrect"),
        (NAME, "Fahrenheit", "correct"),
        (NAME, "fahrenheit", "incorrect"),
        (SCRAMBLE, "rip", "correct"),
        (SCRAMBLE, "pir", "incorrect"),
    ],
)
def test_list_and_spelling_forms(subject: ContentItem, response: ResponseValue, verdict: str) -> None:
    assert check_response(subject, response).verdict == verdict


def test_ordering_feedback_counts_the_places() -> None:
    result = check_response(ORDER, ["1/4", "3/4", "1/2"])
    assert result.feedback == "1 of 3 is in the right place. Check the order again: least to greatest."
    assert result.understood == "1/4 → 3/4 → 1/2"


def test_an_unknown_entry_is_unreadable() -> None:
    result = check_response(ORDER, ["1/4", "1/2", "7/8"])
    assert result.verdict == "incorrect" and result.understood is None


def test_open_ended_needs_review_and_lists_the_rubric() -> None:
    result = check_response(ESSAY, "Because she was cold, it says she shivered.")
    assert result.verdict == "needs-review" and result.correct is None
    assert result.feedback is not None
    assert "Says that Maya was cold." in result.feedback and "Supports it with a detail" in result.feedback


def test_rubric_points_are_sentences_once() -> None:
    quoted = ESSAY.model_copy(
        update={
            "answer": ESSAY.answer.model_copy(update={"rubric": ['Quotes the text, such as "It was cold."']})
        }
    )
    result = check_response(quoted, "It says it was cold.")
    assert (
        result.feedback
        == 'A teacher will read this answer. A full answer: Quotes the text, such as "It was cold."'
    )


def test_outcome_is_camel_case_on_the_wire() -> None:
    body = check_response(SPELL, "freind").model_dump(mode="json")
    assert set(body) == {"correct", "verdict", "expected", "understood", "feedback", "misconception"}


@pytest.mark.parametrize(
    ("subject", "response", "says"),
    [
        (short("12", 12), ["12"], "not a list"),
        (short("12", 12), True, "not true or false"),
        (
            item(
                {"type": "true-false", "statement": "Ice is cold."},
                {"type": "boolean", "value": True, "display": "True"},
            ),
            1,
            "true or false",
        ),
        (
            item(
                {"type": "true-false", "statement": "Ice is cold."},
                {"type": "boolean", "value": True, "display": "True"},
            ),
            ["true"],
            "true or false",
        ),
        (ORDER, ["1/4", "1/2"], "3 entries"),
        (ORDER, 5, "list of 3"),
        (ORDER, [0, 1, 9], "out of range"),
        (MATCH, 1, "list of 2"),
        (MATCH, "cold", "list of 2"),
        (MATCH, [1, 0, 1], "2 entries"),
        (MATCH, [1.5, 0], "whole number"),
        (MATCH, [True, 0], "not true or false"),
        (SEARCH, 3, "list of words"),
        (ESSAY, ["a", "b"], "written answer"),
    ],
)
def test_wrong_shape_raises(subject: ContentItem, response: ResponseValue, says: str) -> None:
    with pytest.raises(ResponseShapeError, match=says):
        check_response(subject, response)


def test_choice_shapes_raise() -> None:
    choice = item(
        {"type": "multiple-choice", "question": "Which?", "choices": [{"text": "one"}, {"text": "two"}]},
        {"type": "multiple-choice-index", "value": 0, "display": "A. one"},
    )
    for response, says in [
        ([0], "letter"),
        (True, "letter"),
        (2, "out of range"),
        (-1, "out of range"),
        (0.5, "whole"),
    ]:
        with pytest.raises(ResponseShapeError, match=says):
            check_response(choice, response)


def test_shape_error_is_a_value_error() -> None:
    assert issubclass(ResponseShapeError, ValueError)
