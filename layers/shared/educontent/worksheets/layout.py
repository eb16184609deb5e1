"""The plan of a worksheet that both renderers follow, so HTML and PDF agree.

``plan`` numbers the items, decides where instructions are printed (once above each run of items
that share them), prints a passage once when consecutive items share it, gives each item its answer
space from its type and ``renderHints``, and writes the answer key. The renderers only draw.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from educontent.generation.engine import Batch
from educontent.generation.items import (
    ArithmeticContent,
    ChoiceIndexAnswer,
    ContentItem,
    OpenEndedAnswer,
    Passage,
    SetAnswer,
)

from .options import Paper, WorksheetOptions, worksheet_title

SpaceKind = Literal["none", "line", "box", "fraction", "lines"]

WIDTHS = {"quarter-page": 0.25, "half-page": 0.5, "full-page": 1.0}
"""The share of the text width an answer line takes, by ``renderHints.print.suggestedWidth``."""

BLANK = "___"
"""How generated text marks a blank to fill in."""

CHOICE_TYPES = {"multiple-choice", "passage-based", "diagram"}
SHORT_TEXT = 40
"""A sentence to complete this short (characters) fits half the width."""

# What the sheet says around the items, in one place so HTML and PDF say the same.
WORK_SPACE = "Show your work."
CIRCLE_ONE = "Circle one:"
MATCH_NOTE = "Write the letter of the match on each line."
FIND_WORDS = "Find these words:"


def order_note(order_by: str) -> str:
    """The note under an ordering item: how to show the order, and what decides it."""
    return f"Write 1, 2, 3 … on the lines to show the order: {order_by.rstrip('.')}."


@dataclass(frozen=True)
class AnswerSpace:
    """Where the child writes the answer: nothing (they circle, match or fill blanks in the text), one
    line, a box for a number, a fraction's two boxes, or several lines; and a work space below."""

    kind: SpaceKind
    width: float = 0.5
    lines: int = 1
    work_space: bool = False


@dataclass(frozen=True)
class Entry:
    """One numbered item, with what is printed before it."""

    number: int
    item: ContentItem
    instructions: str | None
    passages: tuple[Passage, ...]
    space: AnswerSpace
    columns: int
    """How many choices go side by side."""
    across: int = 1
    """How many items of this kind go side by side on the page (short sums, from ``print.columns``)."""


@dataclass(frozen=True)
class KeyLine:
    number: int
    text: str


@dataclass(frozen=True)
class Sheet:
    title: str
    paper: Paper
    entries: tuple[Entry, ...]
    key: tuple[KeyLine, ...]
    """Empty when the worksheet has no answer key."""


def letter(index: int) -> str:
    """The letter of a choice or a right-hand entry: 0 is A."""
    return chr(ord("A") + index)


def passages_of(item: ContentItem) -> tuple[Passage, ...]:
    """The passages an item is about, first first (a paired passage second)."""
    content = item.content
    passage = getattr(content, "passage", None)
    if passage is None:
        return ()
    paired = getattr(content, "paired_passage", None)
    return (passage,) if paired is None else (passage, paired)


def plan(batch: Batch, options: WorksheetOptions) -> Sheet:
    """The worksheet of ``batch``: numbered entries in batch order and the key lines."""
    entries: list[Entry] = []
    last_instructions: str | None = None
    last_passages: tuple[Passage, ...] = ()
    for number, item in enumerate(batch.items, start=1):
        instructions = item.content.instructions
        passages = passages_of(item)
        shown_passages = () if passages and passages == last_passages else passages
        # A new passage starts a new run: its instructions are printed again above it.
        repeat = instructions is not None and (instructions != last_instructions or bool(shown_passages))
        entries.append(
            Entry(
                number=number,
                item=item,
                instructions=instructions if repeat else None,
                passages=shown_passages,
                space=answer_space(item),
                columns=_choice_columns(item),
                across=_across(item),
            )
        )
        last_instructions, last_passages = instructions, passages
    key = (
        tuple(KeyLine(e.number, key_text(e.item)) for e in entries)
        if options.answer_key == "separate"
        else ()
    )
    return Sheet(worksheet_title(batch, options), options.paper, tuple(entries), key)


def _across(item: ContentItem) -> int:
    """How many of these items fit side by side, when the hints print them in columns: stacked sums
    up to 4, a sum or a short sentence to complete on one line 2; any other item fills the width."""
    hints = item.render_hints.print if item.render_hints else None
    wanted = hints.columns if hints and hints.columns else 1
    content = item.content
    if wanted < 2 or item.visuals is not None:
        return 1
    if content.type == "arithmetic":
        return min(wanted, 4) if vertical_rows(content) is not None else 2
    short_blank = content.type == "fill-blank" and not content.word_bank and content.passage is None
    return 2 if short_blank and len(content.text) <= SHORT_TEXT else 1


def across(row: tuple[Entry, ...]) -> int:
    """How many columns a row has: the fewest any of its items asks for."""
    return min(entry.across for entry in row)


def rows(entries: tuple[Entry, ...]) -> list[tuple[Entry, ...]]:
    """The entries in rows: consecutive items that go side by side share a row (a row starts anew
    at new instructions), every other item is a row of its own."""
    out: list[list[Entry]] = []
    for entry in entries:
        last = out[-1] if out else None
        if (
            last is not None
            and entry.across > 1
            and last[0].across > 1
            and len(last) < min(across(tuple(last)), entry.across)
            and entry.instructions is None
            and not entry.passages
        ):
            last.append(entry)
        else:
            out.append([entry])
    return [tuple(row) for row in out]


def _choice_columns(item: ContentItem) -> int:
    hints = item.render_hints.print if item.render_hints else None
    wanted = hints.columns if hints and hints.columns else 1
    choices = getattr(item.content, "choices", None) or []
    if any(c.svg for c in choices):
        return min(len(choices), 4)
    if any(len(c.text) > 28 for c in choices):
        return 1
    return max(1, min(wanted, 2))


def answer_space(item: ContentItem) -> AnswerSpace:
    """The answer space of an item, from its type, its answer and its ``renderHints``."""
    content = item.content
    hints = item.render_hints.print if item.render_hints and item.render_hints.print else None
    digital = item.render_hints.digital if item.render_hints and item.render_hints.digital else None
    width = WIDTHS.get(hints.suggested_width or "", 0.5) if hints else 0.5
    # Work space where the hints ask for it, on math items: a science diagram or a reading question
    # has no working to show.
    math = item.standard is not None and item.standard.framework == "CCSS-MATH"
    work = bool(hints and hints.show_work_space) and math
    input_type = digital.input_type if digital else None
    kind = content.type
    if kind in CHOICE_TYPES and getattr(content, "choices", None):
        return AnswerSpace("none", work_space=work and kind != "passage-based")
    if kind in {"true-false", "matching", "ordering", "fill-blank"}:
        return AnswerSpace("none")
    if kind == "arithmetic":
        return AnswerSpace("none", work_space=work)
    if kind == "word-puzzle":
        if content.puzzle_kind == "word-search":
            return AnswerSpace("none")
        if content.puzzle_kind == "tracing":
            if item.visuals and item.visuals.diagram_svg:
                return AnswerSpace("none")
            return AnswerSpace("lines", width=1.0, lines=max(1, min(content.copies or 2, 4)))
        return AnswerSpace("line", width=max(width, 0.5))
    if isinstance(item.answer, OpenEndedAnswer) or (kind == "passage-based"):
        return AnswerSpace("lines", width=1.0, lines=3, work_space=False)
    answer_format = getattr(content, "answer_format", None)
    if answer_format == "fraction" or input_type == "fraction":
        return AnswerSpace("fraction", work_space=work)
    if input_type == "number" and not item.answer.unit and _is_number(item.answer.display):
        return AnswerSpace("box", width=min(width, 0.25), work_space=work)
    return AnswerSpace("line", width=width, work_space=work)


def _is_number(text: str) -> bool:
    return re.fullmatch(r"[-−]?[\d,]+(\.\d+)?", text.strip()) is not None


def key_text(item: ContentItem) -> str:
    """The answer-key line of an item: ``answer.display`` (with its unit when the display lacks it),
    the letter of a chosen answer, and the letter of each match."""
    answer = item.answer
    text = answer.display
    if answer.unit and not text.rstrip().endswith(answer.unit):
        text = f"{text} {answer.unit}"
    if isinstance(answer, ChoiceIndexAnswer):
        mark = letter(answer.value)
        if text != mark and not text.startswith(f"{mark}. "):
            text = f"{mark}. {text}"
    elif isinstance(answer, SetAnswer) and item.content.type == "matching":
        pairs = ", ".join(
            f"{n}-{letter(int(v))}" for n, v in enumerate(answer.value, start=1) if isinstance(v, int)
        )
        text = f"{pairs} ({text})" if pairs else text
    elif isinstance(answer, SetAnswer) and item.content.type == "ordering":
        text = f"In order: {text}"
    return text


def blank_parts(text: str) -> list[str]:
    """``text`` split at its blanks (``___``, any run of three or more underscores)."""
    return re.split(r"_{3,}", text)


def vertical_rows(content: ArithmeticContent) -> list[str] | None:
    """The operands of a vertical problem, one a row (the last row is printed after the operator);
    ``None`` when the problem is printed on one line (horizontal, or a missing operand)."""
    if content.display_format != "vertical" or content.missing_operand not in (None, "result"):
        return None
    left = content.expression.split("=")[0]
    rows = [part.strip() for part in re.split(r"\s[+\-−×÷]\s", left) if part.strip()]
    if content.operand_displays and len(content.operand_displays) == len(rows):
        rows = list(content.operand_displays)
    return rows if len(rows) >= 2 else None


def key_term_runs(text: str, key_terms: list[str] | None) -> list[tuple[str, bool]]:
    """``text`` as runs of (text, bold): every whole-word use of a key term is bold."""
    if not key_terms:
        return [(text, False)]
    terms = sorted({t for t in key_terms if t.strip()}, key=len, reverse=True)
    pattern = re.compile(r"\b(" + "|".join(re.escape(t) for t in terms) + r")\b", re.IGNORECASE)
    runs: list[tuple[str, bool]] = []
    position = 0
    for match in pattern.finditer(text):
        if match.start() > position:
            runs.append((text[position : match.start()], False))
        runs.append((match.group(), True))
        position = match.end()
    if position < len(text):
        runs.append((text[position:], False))
    return runs


def word_bank_title(header: str | None) -> str:
    return header.strip() if header and header.strip() else "Word bank"
