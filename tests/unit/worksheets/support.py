"""Seeded batches for the worksheet tests, and how a test reads what a worksheet must show."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from educontent.generation.engine import Batch, generate
from educontent.generation.items import AnswerKeyEntry, ContentItem
from educontent.generation.requests import GenerationRequest
from educontent.worksheets.layout import blank_parts, vertical_rows


def _kind(item: ContentItem) -> str:
    return item.content.puzzle_kind if item.type == "word-puzzle" else ""


def _vertical(item: ContentItem) -> bool:
    return item.type == "arithmetic" and vertical_rows(item.content) is not None


def _pictured_choices(item: ContentItem) -> bool:
    return any(c.svg for c in getattr(item.content, "choices", None) or [])


def _paired(item: ContentItem) -> bool:
    return getattr(item.content, "paired_passage", None) is not None


def _glossary(item: ContentItem) -> bool:
    passage = getattr(item.content, "passage", None)
    return passage is not None and bool(passage.glossary) and bool(passage.key_terms)


WANTED: tuple[tuple[str, Callable[[ContentItem], bool]], ...] = (
    ("analyze-form-of-poems-plays-and-stories", _paired),
    ("add-multi-digit-whole-numbers", _vertical),
    ("spell-short-vowel-cvc-words", lambda i: _kind(i) == "word-search"),
    ("match-dot-groups-to-numerals", lambda i: i.type == "matching"),
    ("equal-shares-of-different-shapes", _pictured_choices),
    ("analyze-design-test-data", lambda i: i.type == "data-table"),
    ("add-with-pictures-within-5", lambda i: i.type == "picture-counting"),
    ("order-numbers-to-10", lambda i: i.type == "ordering"),
    ("add-ed-and-ing-with-no-change", lambda i: i.type == "fill-blank" and bool(i.content.word_bank)),
    ("compare-groups-and-numbers-to-10", lambda i: i.type == "true-false"),
    ("tell-time-to-the-half-hour", lambda i: i.type == "diagram"),
    ("name-the-unit-fraction-of-a-partitioned-shape", lambda i: i.type == "short-answer"),
    ("trace-and-write-capital-letters", lambda i: _kind(i) == "tracing"),
    ("spell-short-a-words", lambda i: _kind(i) == "scramble"),
    ("find-key-details-in-k-informational-texts", _glossary),
    ("analyze-figures-of-speech", lambda i: i.type == "multiple-choice"),
    ("find-reasons-an-author-gives-grade-1", lambda i: i.answer.type == "open-ended"),
    ("parts-of-stories-poems-and-plays", lambda i: getattr(i.content, "passage", None) is not None),
)
"""One item of each feature worth printing: the skill that makes it, and how to recognise it."""


ALL_TYPES = {
    "arithmetic",
    "multiple-choice",
    "fill-blank",
    "true-false",
    "short-answer",
    "passage-based",
    "matching",
    "ordering",
    "diagram",
    "word-puzzle",
    "picture-counting",
    "data-table",
}


@cache
def mixed_batch() -> Batch:
    """A batch of one item of each of ``WANTED`` (every content type: the tests assert it), each the
    first such item of its skill's seeded batch."""
    items = []
    for skill, wanted in WANTED:
        items.append(next(i for n in (3, 12, 40) for i in skill_batch(skill, count=n).items if wanted(i)))
    return Batch(
        items=tuple(items),
        answer_key=tuple(AnswerKeyEntry(item_id=i.id, answer=i.answer.display) for i in items),
        skills_used=tuple(skill for skill, _ in WANTED),
        seed=1,
    )


@cache
def skill_batch(skill: str, count: int = 6, seed: int = 1) -> Batch:
    return generate(GenerationRequest(skills=(skill,), count=count, seed=seed))


def squeeze(text: str) -> str:
    """Text with every blank removed: extracted PDF text wraps lines wherever it likes."""
    return re.sub(r"\s+", "", text)


def shown_texts(item: ContentItem) -> list[str]:
    """Pieces of text the worksheet must show for ``item`` (its task, split at its blanks)."""
    c = item.content
    if c.type == "arithmetic":
        rows = vertical_rows(c)
        return rows if rows is not None else blank_parts(c.expression)
    main = getattr(c, "question", None) or getattr(c, "prompt", None) or getattr(c, "statement", None)
    if c.type == "fill-blank":
        main = c.text
    pieces = [p for p in blank_parts(main or "") if p.strip()]
    for choice in getattr(c, "choices", None) or []:
        if not choice.svg:
            pieces.append(choice.text)
    if c.type == "matching":
        pieces += [*c.left, *c.right]
    elif c.type == "ordering":
        pieces += c.items
    elif c.type == "fill-blank":
        pieces += c.word_bank or []
    elif c.type == "data-table":
        pieces += [c.title, *c.columns, *(str(v) for row in c.rows for v in row)]
    elif c.type == "word-puzzle":
        pieces += [w for w in (c.scrambled, c.partial_word) if w]
        pieces += ["".join(row) for row in c.grid or []]
        pieces += [*(c.words or []), *(c.candidates or [])]
    return pieces
