"""Word puzzles and spelling items: word-search grids, scrambled letters, partial words, the
``spelling/word-lists`` bank (each word with its sentence, its wrong spellings and the misconception
each shows), and choices drawn the way every spelling item draws them.

Every random choice comes from the ``rng`` passed in; nothing iterates over sets of strings.
"""

from __future__ import annotations

import random
import string
from collections.abc import Sequence
from typing import Any

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.items import (
    Choice,
    ChoiceIndexAnswer,
    ExactAnswer,
    MultipleChoiceContent,
    WordPuzzleContent,
)
from educontent.generation.kit.choose import pick
from educontent.generation.kit.fact_forms import misconception_choices
from educontent.generation.kit.safety import clean_scramble, safe_fill
from educontent.generation.kit.text_forms import shuffled, whole_word
from educontent.generation.registry import Draft, GenerationContext

BLANK = "___"


# ---- grids, scrambles and partial words ---------------------------------------------------------


def word_search(rng: random.Random, words: Sequence[str], size: int) -> list[list[str]]:
    """A ``size`` x ``size`` grid of capital letters with each word hidden across (left to right) or
    down (top to bottom); crossings must share the same letter; no line spells a blocked word
    (``kit.safety``; the words are placed again when they spell one across each other). Raises
    ``ValueError`` if the words do not fit."""
    for _ in range(20):
        grid: list[list[str | None]] = [[None] * size for _ in range(size)]
        placed = [
            _place_in_some_spot(rng, grid, word.upper()) for word in sorted(words, key=len, reverse=True)
        ]
        filled = safe_fill(grid, lambda: rng.choice(string.ascii_uppercase), placed)
        if filled is not None:
            return filled
    raise ValueError(f"no safe grid for {list(words)!r}")


def _place_in_some_spot(
    rng: random.Random, grid: list[list[str | None]], letters: str
) -> list[tuple[int, int]]:
    """Write ``letters`` in a random spot where it fits (crossings share a letter); its cells."""
    size = len(grid)
    if len(letters) > size:
        raise ValueError(f"{letters!r} does not fit in {size}")
    spots = [
        (r, c, d)
        for d in ("across", "down")
        for r in range(size if d == "across" else size - len(letters) + 1)
        for c in range(size - len(letters) + 1 if d == "across" else size)
    ]
    rng.shuffle(spots)
    for r, c, d in spots:
        cells = [(r, c + k) if d == "across" else (r + k, c) for k in range(len(letters))]
        if all(grid[y][x] in (None, letters[k]) for k, (y, x) in enumerate(cells)):
            for k, (y, x) in enumerate(cells):
                grid[y][x] = letters[k]
            return cells
    raise ValueError(f"no room for {letters!r}")


def find_in_grid(grid: Sequence[Sequence[str]], word: str) -> tuple[int, int, str] | None:
    """Where ``word`` starts (row, column, 1-based) and its direction, reading across or down."""
    letters = word.upper()
    rows = ["".join(row) for row in grid]
    for r, row in enumerate(rows):
        c = row.find(letters)
        if c >= 0:
            return r + 1, c + 1, "across"
    columns = ["".join(row[c] for row in grid) for c in range(len(grid[0]))]
    for c, column in enumerate(columns):
        r = column.find(letters)
        if r >= 0:
            return r + 1, c + 1, "down"
    return None


def _place(
    rng: random.Random, grid: list[list[str | None]], letters: str
) -> tuple[str, list[tuple[int, int]]] | None:
    """Up to 100 random tries to write ``letters`` across or down; where it went and its cells, or None."""
    size = len(grid)
    for _ in range(100):
        across = rng.random() < 0.5
        row = rng.randrange(size if across else size - len(letters) + 1)
        col = rng.randrange(size - len(letters) + 1 if across else size)
        cells = [(row, col + k) if across else (row + k, col) for k in range(len(letters))]
        if all(grid[r][c] in (None, letters[k]) for k, (r, c) in enumerate(cells)):
            for k, (r, c) in enumerate(cells):
                grid[r][c] = letters[k]
            where = f"{letters}: row {row + 1}, column {col + 1}, going {'across' if across else 'down'}"
            return where, cells
    return None


def placed_word_search(rng: random.Random, words: list[str]) -> tuple[list[list[str]], list[str]]:
    """The words hidden across or down in a square grid (at least 7 wide, one wider than the longest
    word), each placed by random tries, and where each one is; no line spells a blocked word."""
    size = max(7, max(len(w) for w in words) + 1)
    for _ in range(50):
        grid: list[list[str | None]] = [[None] * size for _ in range(size)]
        where: list[str] = []
        cells: list[list[tuple[int, int]]] = []
        for word in words:
            placed = _place(rng, grid, word.upper())
            if placed is None:
                break
            where.append(placed[0])
            cells.append(placed[1])
        else:
            filled = safe_fill(grid, lambda: chr(ord("A") + rng.randrange(26)), cells)
            if filled is not None:
                return filled, where
    raise ValueError("could not place the words")


def scramble(rng: random.Random, word: str) -> str:
    """The letters of ``word`` shuffled (up to 20 shuffles until they differ from the word and spell
    no blocked word: ``kit.safety``)."""
    return clean_scramble(rng, word)


def fits(partial: str, word: str) -> bool:
    """Does ``word`` fill the ``_`` gaps of ``partial``?"""
    return len(partial) == len(word) and all(p in ("_", c) for p, c in zip(partial, word, strict=True))


# ---- spelling word lists ----------------------------------------------------------------------


def blank_sentence(sentence: str, word: str) -> str:
    """The sentence with ``word`` (whole word, any case of its first letter) replaced by ___."""
    blanked, count = whole_word(word, apostrophes=True).subn(BLANK, sentence, count=1)
    if count != 1:
        raise ValueError(f"{word!r} not in {sentence!r}")
    return blanked


def spelled(word: str) -> str:
    """``c-a-t``."""
    return "-".join(word)


def spelling_lists() -> dict[str, dict[str, Any]]:
    """The spelling word lists by id."""
    return {entry["id"]: entry for entry in load_bank("spelling", "word-lists")["lists"]}


def choose_word(ctx: GenerationContext, lists: list[str]) -> tuple[dict[str, Any], dict[str, Any]]:
    """One of ``lists`` and one of its words."""
    entry = spelling_lists()[pick(ctx.rng, lists)]
    return entry, pick(ctx.rng, entry["words"])


def explain_word(entry: dict[str, Any], word: dict[str, Any]) -> str:
    """The list's explanation template filled in for ``word``."""
    return entry["explain"].format(
        word=word["word"],
        focus=word.get("focus", ""),
        letters=spelled(word["word"]),
        base=word.get("base", ""),
        suffix=word.get("suffix", ""),
        syllables=word.get("syllables", word["word"]),
        meaning=word.get("meaning", ""),
        rule=word.get("rule", ""),
    )


def wrong_spellings(entry: dict[str, Any], word: dict[str, Any]) -> list[tuple[str, str, str]]:
    """The word's bank misspellings as (text, misconception, reason)."""
    reasons = entry["misconceptions"]
    return [(text, name, reasons[name]) for text, name in word["wrong"]]


def fill_bank(rng: random.Random, answer: str, entry: dict[str, Any]) -> list[str]:
    """A word bank for a fill-blank item: the answer and the entry's first two misspellings, shuffled."""
    return shuffled(rng, [answer, *[text for text, _ in entry["wrong"]][:2]])


# ---- choices --------------------------------------------------------------------------------------


def listed_choice_answer(
    rng: random.Random,
    correct: str,
    wrong: Sequence[tuple[str, str, str]],
    *,
    display: str,
    explanation: str,
    limit: int = 3,
) -> tuple[list[Choice], ChoiceIndexAnswer]:
    """Choices as the spelling items draw them: the wrong answers (text, misconception, reason)
    shuffled, the first ``limit`` distinct ones kept, then shuffled again with the correct one."""
    choices, index, distractors = misconception_choices(rng, correct, wrong, limit)
    answer = ChoiceIndexAnswer(value=index, display=display, explanation=explanation, distractors=distractors)
    return choices, answer


def listed_choice_draft(
    rng: random.Random,
    question: str,
    correct: str,
    wrong: Sequence[tuple[str, str, str]],
    *,
    instructions: str,
    explanation: str,
    features: Features,
    key: str,
    display: str | None = None,
    standard: str | None = None,
    limit: int = 3,
) -> Draft:
    """A multiple-choice draft with choices drawn by ``listed_choice_answer`` (``display`` defaults
    to the correct choice)."""
    choices, answer = listed_choice_answer(
        rng,
        correct,
        wrong,
        display=correct if display is None else display,
        explanation=explanation,
        limit=limit,
    )
    return Draft(
        content=MultipleChoiceContent(instructions=instructions, question=question, choices=choices),
        answer=answer,
        features=features,
        key=key,
        standard=standard,
    )


def missing_letters_draft(
    word: str,
    partial: str,
    *,
    prompt: str,
    hint: str,
    why: str,
    features: Features,
    key: str,
    standard: str | None = None,
    instructions: str = "Write the missing letters.",
) -> Draft:
    """A missing-letters word puzzle: ``partial`` is ``word`` with blanks where letters are missing."""
    return Draft(
        content=WordPuzzleContent(
            instructions=instructions,
            puzzle_kind="missing-letters",
            prompt=prompt,
            partial_word=partial,
            hint=hint,
        ),
        answer=ExactAnswer(value=word, display=word, explanation=why),
        features=features,
        key=key,
        standard=standard,
    )
