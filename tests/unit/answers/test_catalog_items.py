"""Every item the catalog generates checks against its own key: the display, the acceptable answers,
the choice by index, letter and text, and each distractor as its misconception.

The survey: for every skill, ``count=8, seed=1`` (the engine spreads the items over the skill's
content types and levels) and ``count=4, seed=2`` pinned to the hardest level.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from fractions import Fraction

import pytest

from educontent.answers.checking import check_response
from educontent.answers.choices import LETTERS, letters_are_choices
from educontent.answers.exact import keys
from educontent.answers.numbers import read_number
from educontent.answers.schemas import CheckOutcome, ResponseShapeError, ResponseValue
from educontent.answers.text import text_key
from educontent.catalog.index import get_catalog
from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.engine import GenerationRequest, generate
from educontent.generation.items import ContentItem

pytestmark = pytest.mark.xdist_group("answers-catalog")


@functools.cache
def survey() -> tuple[ContentItem, ...]:
    items: list[ContentItem] = []
    for slug in get_catalog().skill_records:
        items.extend(generate(GenerationRequest(skills=(slug,), count=8, seed=1)).items)
        pinned = GenerationRequest(skills=(slug,), count=4, seed=2, difficulty=DifficultyLevel.HARD)
        items.extend(generate(pinned).items)
    return tuple(items)


def _key_responses(item: ContentItem) -> Iterator[ResponseValue]:
    """Every response the item's key says is right."""
    answer = item.answer
    yield answer.display
    yield from answer.acceptable_answers or []
    if answer.type == "multiple-choice-index":
        choices = item.content.choices  # type: ignore[union-attr]
        yield answer.value
        yield choices[answer.value].text
        letter = LETTERS[answer.value]
        texts = {c.text.strip().lower() for c in choices}
        if not letters_are_choices(list(choices)) and letter.lower() not in texts:
            # a letter that is also a choice's text names that choice (docs/answers.md)
            yield from (letter, letter.lower(), f"({letter})")
    if answer.type in ("boolean", "set"):
        yield answer.value


def _report(failures: list[str]) -> str:
    return f"{len(failures)} failures, for example:\n" + "\n".join(failures[:25])


def test_the_survey_covers_every_skill_and_answer_kind() -> None:
    items = survey()
    assert {i.skill for i in items} == set(get_catalog().skill_records)
    kinds = {i.answer.type for i in items}
    assert kinds == {"exact", "multiple-choice-index", "boolean", "set", "open-ended"}


def test_every_key_checks_as_correct() -> None:
    # Given every generated item, When its key (display, acceptable answers, choice by index, letter
    # and text, the list value) is checked, Then it is correct; open-ended items need review.
    failures = []
    for item in survey():
        want = "needs-review" if item.answer.type == "open-ended" else "correct"
        for response in _key_responses(item):
            result: CheckOutcome = check_response(item, response)
            if result.verdict != want:
                failures.append(
                    f"{item.skill} {item.type}: {response!r} -> {result.verdict} ({result.feedback})"
                )
            elif result.expected != item.answer.display:
                failures.append(
                    f"{item.skill}: expected {result.expected!r}, display {item.answer.display!r}"
                )
    assert not failures, _report(failures)


def test_every_distractor_is_incorrect_with_its_misconception() -> None:
    failures, seen = [], 0
    for item in survey():
        answer = item.answer
        if answer.type != "multiple-choice-index":
            continue
        for distractor in answer.distractors or []:
            seen += 1
            result = check_response(item, distractor.choice_index)
            match = result.misconception
            if result.verdict != "incorrect" or match is None or match.id != distractor.misconception:
                failures.append(f"{item.skill}: choice {distractor.choice_index} -> {result}")
            elif match.explanation != distractor.reason or not result.feedback:
                failures.append(
                    f"{item.skill}: choice {distractor.choice_index} explained as {match.explanation!r}"
                )
    assert seen > 1000
    assert not failures, _report(failures)


def _same_value(a: str, b: str) -> bool:
    x, y = read_number(a), read_number(b)
    return x is not None and y is not None and x.value == y.value


def test_another_items_answer_is_not_correct() -> None:
    # Given two exact items of one skill with different answers, When one's display answers the
    # other, Then it is not correct (unless the two are the same number written two ways).
    by_skill: dict[str, list[ContentItem]] = {}
    for item in survey():
        if item.answer.type == "exact":
            by_skill.setdefault(item.skill, []).append(item)
    failures, tried = [], 0
    for items in by_skill.values():
        for item in items:
            own = {text_key(k) for k in keys(item.answer)}  # type: ignore[arg-type]
            for other in {o.answer.display for o in items}:
                if text_key(other) in own or any(_same_value(other, k) for k in own):
                    continue
                tried += 1
                if check_response(item, other).verdict == "correct":
                    failures.append(f"{item.skill}: {other!r} accepted for {item.answer.display!r}")
    assert tried > 5000
    assert not failures, _report(failures)


def test_a_wrong_choice_is_never_correct() -> None:
    failures = []
    for item in survey():
        if item.answer.type != "multiple-choice-index":
            continue
        for index, _ in enumerate(item.content.choices):  # type: ignore[union-attr]
            if index != item.answer.value and check_response(item, index).verdict != "incorrect":
                failures.append(f"{item.skill}: choice {index}")
    assert not failures, _report(failures)


def test_a_flipped_boolean_is_incorrect() -> None:
    for item in survey():
        if item.answer.type == "boolean":
            assert check_response(item, not item.answer.value).verdict == "incorrect"


JUNK: list[ResponseValue] = [
    "",
    " ",
    "banana",
    "½½",
    "1/0",
    "$",
    "%",
    ":",
    "-",
    "99:99",
    "1 1/0",
    "0/0 cm",
    "x" * 2000,
    "\u0000",
    1e300,
    float("inf"),
    [],
    ["", ""],
    [1.5],
    True,
]


def test_junk_is_never_correct_and_never_crashes() -> None:
    # Given a sample of the survey, When a response is junk, Then the outcome is not correct, or the
    # response is refused as the wrong shape; nothing else is raised.
    failures = []
    for item in survey()[::20]:
        for response in JUNK:
            if item.answer.type == "boolean" and isinstance(response, bool):
                continue
            try:
                result = check_response(item, response)
            except ResponseShapeError:
                continue
            if result.correct:
                failures.append(f"{item.skill}: {response!r} accepted for {item.answer.display!r}")
    assert not failures, _report(failures)


def test_values_are_exact_fractions() -> None:
    # The readers keep exact values: 0.1 + 0.2 style float error never decides a verdict.
    reading = read_number("0.3")
    assert reading is not None and reading.value == Fraction(3, 10)
