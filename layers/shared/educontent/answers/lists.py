"""Checking list answers: ordering (the items in order), matching (for each left entry, its right
entry) and word searches (the words found, in any order).

Each entry of a list may be the entry's text (case and spaces aside), its 0-based index in the list
shown, or its letter in that list (A for the first). A string is read as the answer key writes it
(``a → b → c``, ``a, b, c``, ``1. a; 2. b``) for ordering, or as words for a word search.
"""

from __future__ import annotations

import re

from educontent.answers.choices import LETTERS
from educontent.answers.numbers import read_number
from educontent.answers.schemas import CheckOutcome, ResponseShapeError, ResponseValue, outcome
from educontent.answers.text import as_text, clean, same_text, text_key
from educontent.generation.items import (
    ContentItem,
    MatchingContent,
    OrderingContent,
    SetAnswer,
    WordPuzzleContent,
)

_LETTER = re.compile(r"^\(?([a-f])\s*[).]?$", re.IGNORECASE)
_NUMBERING = re.compile(r"^\d+[.)]\s+")
_SEPARATORS = ("→", "->", ";", "\n", ",")


def resolve(entry: str | int | float, shown: list[str]) -> int | None:
    """The index in ``shown`` that ``entry`` names (text, 0-based index or letter), or None."""
    if isinstance(entry, bool):
        raise ResponseShapeError("a list entry is text or a 0-based index, not true or false")
    if isinstance(entry, int | float):
        if isinstance(entry, float) and not entry.is_integer():
            raise ResponseShapeError("an index must be a whole number")
        if not 0 <= int(entry) < len(shown):
            raise ResponseShapeError(f"index {int(entry)} is out of range (0 to {len(shown) - 1})")
        return int(entry)
    text = clean(entry)
    exact = [i for i, s in enumerate(shown) if clean(s) == text]
    loose = exact or [i for i, s in enumerate(shown) if same_text(text, s)]
    if loose:
        return loose[0]
    letter = _LETTER.match(text)
    if letter and not any(text_key(s) in ("a", "b", "c", "d", "e", "f") for s in shown):
        index = LETTERS.index(letter.group(1).upper())
        return index if index < len(shown) else None
    number = read_number(text)
    if number is not None:
        equal = [
            i for i, s in enumerate(shown) if (r := read_number(s)) is not None and r.value == number.value
        ]
        if len(equal) == 1:
            return equal[0]
    return None


def _entries(response: ResponseValue, size: int) -> list[str | int | float] | None:
    """The response as a list of ``size`` entries; None for a string that cannot be split so."""
    if isinstance(response, list):
        if len(response) != size:
            raise ResponseShapeError(
                f"the list must have {size} entries, one for each item (it has {len(response)})"
            )
        return list(response)
    if not isinstance(response, str):
        raise ResponseShapeError(f"this item takes a list of {size} entries")
    for separator in _SEPARATORS:
        parts = [_NUMBERING.sub("", p.strip()) for p in clean(response).split(separator) if p.strip()]
        if len(parts) == size:
            return list(parts)
    return None


def check_ordering(
    item: ContentItem, content: OrderingContent, answer: SetAnswer, response: ResponseValue
) -> CheckOutcome:
    shown = list(content.items)
    if isinstance(response, str) and same_text(response, answer.display):
        return outcome("correct", answer.display, clean(response))
    entries = _entries(response, len(shown))
    indexes = [resolve(e, shown) for e in entries] if entries is not None else None
    if indexes is None or None in indexes:
        return outcome(
            "incorrect",
            answer.display,
            None,
            "Give every item once, in order: write each as it is shown, or give its letter.",
        )
    order = [shown[i] for i in indexes if i is not None]
    understood = " → ".join(order)
    expected = [as_text(v) for v in answer.value]
    if [text_key(t) for t in order] == [text_key(t) for t in expected]:
        return outcome("correct", answer.display, understood)
    if len(set(indexes)) != len(indexes):
        return outcome("incorrect", answer.display, understood, "Use each item once.")
    right = sum(text_key(a) == text_key(b) for a, b in zip(order, expected, strict=True))
    return outcome(
        "incorrect",
        answer.display,
        understood,
        f"{right} of {len(expected)} {'is' if right == 1 else 'are'} in the right place. Check the order again: {content.order_by}.",
    )


def check_matching(
    item: ContentItem, content: MatchingContent, answer: SetAnswer, response: ResponseValue
) -> CheckOutcome:
    left, right = list(content.left), list(content.right)
    if isinstance(response, str) and same_text(response, answer.display):
        return outcome("correct", answer.display, clean(response))
    if not isinstance(response, list):
        raise ResponseShapeError(
            f"a matching answer is a list of {len(left)} entries: for each left entry, "
            "its right entry (index, letter or text)"
        )
    entries = _entries(response, len(left)) or []
    indexes = [resolve(e, right) for e in entries]
    if None in indexes:
        return outcome(
            "incorrect",
            answer.display,
            None,
            "For each entry on the left, give its match on the right: its letter or its text.",
        )
    understood = "; ".join(f"{a} → {right[i]}" for a, i in zip(left, indexes, strict=True) if i is not None)
    expected = [int(v) for v in answer.value]
    if indexes == expected:
        return outcome("correct", answer.display, understood)
    wrong = sum(a != b for a, b in zip(indexes, expected, strict=True))
    pairs = "pair is" if wrong == 1 else "pairs are"
    return outcome(
        "incorrect", answer.display, understood, f"{wrong} {pairs} not matched correctly. Check them again."
    )


def check_word_search(content: WordPuzzleContent, answer: SetAnswer, response: ResponseValue) -> CheckOutcome:
    if isinstance(response, str) and re.search(r"\brow \d+, column \d+", response):
        # the key as displayed: "DOWN: row 5, column 2, across; NOT: row 1, column 2, down"
        found = [clean(part.split(":")[0]) for part in response.split(";") if part.strip()]
    elif isinstance(response, str):
        found = [w for w in re.split(r"[\s,;]+", clean(response)) if w]
    elif isinstance(response, list):
        found = [clean(as_text(w)) for w in response]
    else:
        raise ResponseShapeError("a word-search answer is the list of words found")
    wanted = {text_key(as_text(w)) for w in answer.value}
    got = {text_key(w) for w in found}
    understood = ", ".join(w.upper() for w in found)
    if got == wanted:
        return outcome("correct", answer.display, understood)
    missing = len(wanted - got)
    extra = sorted(got - wanted)
    if extra:
        return outcome(
            "incorrect",
            answer.display,
            understood,
            f"{', '.join(w.upper() for w in extra)} {'is' if len(extra) == 1 else 'are'} not on the list of "
            "words to find.",
        )
    return outcome(
        "incorrect",
        answer.display,
        understood,
        f"You found {len(wanted) - missing} of the {len(wanted)} words. Keep looking across and down.",
    )
