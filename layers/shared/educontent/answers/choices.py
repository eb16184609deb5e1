"""Checking choices and true/false: multiple choice by letter, 0-based index or option text, and
booleans written as JSON or as words."""

from __future__ import annotations

import re

from educontent.answers import quantities
from educontent.answers.schemas import (
    CheckOutcome,
    MisconceptionMatch,
    ResponseShapeError,
    ResponseValue,
    outcome,
)
from educontent.answers.text import clean, same_text, text_key
from educontent.generation.items import BooleanAnswer, Choice, ChoiceIndexAnswer, ContentItem

LETTERS = "ABCDEF"
_LETTER = re.compile(r"^(?:(?:choice|option|answer)\s+)?\(?([a-f])\s*[).:]?$", re.IGNORECASE)
_TRUE = frozenset({"true", "t", "yes", "y"})
_FALSE = frozenset({"false", "f", "no", "n"})


def choices_of(item: ContentItem) -> list[Choice]:
    found = getattr(item.content, "choices", None)
    if not found:
        raise ValueError(f"item {item.id} has a choice answer but no choices")
    return list(found)


def choice_index(item: ContentItem, response: ResponseValue) -> int | None:
    """The 0-based index of the choice the response names, or None when it names none.

    An integer is a 0-based index. A string is, in this order: a choice's text exactly; a letter
    A-F (``B``, ``b``, ``(B)``, ``B)``), unless two or more choices are themselves letters; a
    choice's text up to case, spaces and final punctuation; the answer's display (``B. 12``); a value
    equal to exactly one choice's (``$3.5`` for ``$3.50``).
    """
    options = choices_of(item)
    if isinstance(response, bool | list):
        raise ResponseShapeError("a multiple-choice answer is a letter, a 0-based index or the choice's text")
    if isinstance(response, float) and not response.is_integer():
        raise ResponseShapeError("a choice index must be a whole number")
    if isinstance(response, int | float):
        index = int(response)
        if not 0 <= index < len(options):
            raise ResponseShapeError(f"choice index {index} is out of range (0 to {len(options) - 1})")
        return index
    text = clean(response)
    exact = [i for i, c in enumerate(options) if clean(c.text) == text]
    if exact:
        return exact[0]
    letter = _LETTER.match(text)
    if letter and not letters_are_choices(options):
        index = LETTERS.index(letter.group(1).upper())
        return index if index < len(options) else None
    loose = [i for i, c in enumerate(options) if same_text(text, c.text)]
    if loose:
        return loose[0]
    if same_text(text, item.answer.display) and isinstance(item.answer.value, int):
        return item.answer.value
    return _by_value(options, text, item)


def letters_are_choices(options: list[Choice]) -> bool:
    """Whether the choices are themselves letters (``A``, ``b``): then a letter names a choice by its
    text, never by its place."""
    return sum(len(clean(c.text)) == 1 and clean(c.text).upper() in LETTERS for c in options) > 1


def _by_value(options: list[Choice], text: str, item: ContentItem) -> int | None:
    hits = []
    for i, option in enumerate(options):
        want = quantities.read_expected(option.text, None)
        judgement = quantities.judge(want, text, item) if want is not None else None
        if judgement is not None and judgement.verdict == "correct":
            hits.append(i)
    return hits[0] if len(hits) == 1 else None


def check_choice(item: ContentItem, answer: ChoiceIndexAnswer, response: ResponseValue) -> CheckOutcome:
    index = choice_index(item, response)
    if index is None:
        options = choices_of(item)
        how = (
            "write it as shown"
            if letters_are_choices(options)
            else (f"give its letter ({', '.join(LETTERS[: len(options)])}) or write it as shown")
        )
        return outcome("incorrect", answer.display, None, f"Choose one of the answers: {how}.")
    options = choices_of(item)
    # The choice's letter; when the choices are themselves letters, its text (its place would mislead).
    understood = clean(options[index].text) if letters_are_choices(options) else LETTERS[index]
    if index == answer.value:
        return outcome("correct", answer.display, understood)
    distractor = next((d for d in answer.distractors or [] if d.choice_index == index), None)
    if distractor is None:
        return outcome(
            "incorrect", answer.display, understood, "That is not the best choice. Read the question again."
        )
    match = MisconceptionMatch(id=distractor.misconception, explanation=distractor.reason)
    return outcome("incorrect", answer.display, understood, f"Not this one. {distractor.reason}", match)


def read_boolean(response: ResponseValue) -> bool | None:
    """JSON true/false, or the words true/false, T/F, yes/no (any case); None for other text."""
    if isinstance(response, bool):
        return response
    if not isinstance(response, str):
        raise ResponseShapeError(
            "a true-or-false answer is true or false (or the words true, false, yes, no)"
        )
    key = text_key(response)
    return True if key in _TRUE else False if key in _FALSE else None


def check_boolean(answer: BooleanAnswer, response: ResponseValue) -> CheckOutcome:
    value = read_boolean(response)
    if value is None:
        return outcome("incorrect", answer.display, None, "Answer true or false.")
    understood = "True" if value else "False"
    if value == answer.value:
        return outcome("correct", answer.display, understood)
    return outcome(
        "incorrect",
        answer.display,
        understood,
        "Read the sentence again carefully and check each part of it against what you know.",
    )
