"""The one safety filter of generated letters: no word-search line, scramble or generated distractor
may spell or contain a blocked word (offensive words, and a few unkind ones).

The blocked words are held as 64-bit BLAKE2b digests (``catalog_data/content/safety/blocked-words.json``,
built by ``educontent.local.safety_list``), so neither the repository nor the layer carries the list
itself. A text "contains" a blocked word when any run of its letters, read left to right with
everything but letters removed, is one.

Grids are filled and then checked in every direction a child might read (rows, columns and both
diagonals, forwards and backwards). A blocked run is allowed only inside one hidden word, read either
way (CLASS holds three letters that are blocked alone): it is the word's own letters. Otherwise its
filler letters are drawn again from the same seeded stream, and when hidden words spell one across
each other the caller places them again.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Sequence
from functools import cache

from educontent.generation.banks import load_bank
from educontent.generation.registry import NoSuchForm

Cell = tuple[int, int]


@cache
def _blocked() -> tuple[frozenset[str], tuple[int, ...], frozenset[str]]:
    bank = load_bank("safety", "blocked-words")
    return frozenset(bank["digests"]), tuple(bank["lengths"]), frozenset(bank["prefixes"])


def _digest(letters: str) -> str:
    return hashlib.blake2b(letters.lower().encode(), digest_size=8).hexdigest()


@cache
def _starts_blocked(three: str) -> bool:
    """Do some blocked words start with these three letters? (At most 26^3 answers, cached.)"""
    return _digest(three) in _blocked()[2]


def is_blocked(word: str) -> bool:
    """Is ``word`` (whole, any case) a blocked word?"""
    return _digest(word) in _blocked()[0]


def _runs(letters: str) -> list[tuple[int, int]]:
    """(start, end) of every run of ``letters`` that is a blocked word."""
    digests, lengths, _ = _blocked()
    found = []
    starts = _starts_blocked
    for start in range(len(letters) - 2):
        if starts(letters[start : start + 3]):
            for size in lengths:
                end = start + size
                if end <= len(letters) and _digest(letters[start:end]) in digests:
                    found.append((start, end))
    return found


def contains_blocked(text: str) -> bool:
    """Does any run of the letters of ``text`` (spaces and marks removed) spell a blocked word?"""
    letters = "".join(ch for ch in text if ch.isalpha())
    return bool(_runs(letters))


def clean_scramble(rng: random.Random, word: str, tries: int = 20, *, strict: bool = False) -> str:
    """The letters of ``word`` shuffled until they differ from it and spell no blocked word (the
    first shuffle that does, as the scramble of every generator has always been drawn). ``strict``:
    they must also differ from the word in any case, and when no try gives such an order the engine
    draws again (``NoSuchForm``) instead of taking the last shuffle."""
    letters = list(word)
    for _ in range(tries):
        rng.shuffle(letters)
        shown = "".join(letters)
        differs = shown.lower() != word.lower() if strict else shown != word
        if differs and not contains_blocked(shown):
            return shown
    if strict:
        raise NoSuchForm(f"no clean scramble of {word!r}")
    return "".join(letters)


@cache
def _lines(size_r: int, size_c: int) -> list[list[Cell]]:
    rows = [[(r, c) for c in range(size_c)] for r in range(size_r)]
    cols = [[(r, c) for r in range(size_r)] for c in range(size_c)]
    diagonals: list[list[Cell]] = []
    for start in range(-size_r + 1, size_c):
        down = [(r, r + start) for r in range(size_r) if 0 <= r + start < size_c]
        up = [(r, size_c - 1 - r - start) for r in range(size_r) if 0 <= size_c - 1 - r - start < size_c]
        diagonals += [down, up]
    lines = [line for line in rows + cols + diagonals if len(line) >= 3]
    return lines + [line[::-1] for line in lines]


def _allowed(run: list[Cell], words: Sequence[Sequence[Cell]]) -> bool:
    """Is ``run`` a hidden word's own letters: a stretch of one word's cells, forwards or backwards?"""
    size = len(run)
    for cells in words:
        for line in (list(cells), list(cells)[::-1]):
            if any(line[k : k + size] == run for k in range(len(line) - size + 1)):
                return True
    return False


def unsafe_cells(grid: Sequence[Sequence[str]], words: Sequence[Sequence[Cell]]) -> tuple[set[Cell], bool]:
    """The filler cells (not in a hidden word of ``words``, each given as its cells in order) of every
    blocked run in any direction, and whether some blocked run is made of hidden words' letters only
    (across two words), which no refill can mend. A run inside one hidden word is that word's own."""
    hidden = {cell for cells in words for cell in cells}
    bad: set[Cell] = set()
    stuck = False
    for line in _lines(len(grid), len(grid[0])):
        letters = "".join(grid[r][c] for r, c in line)
        for start, end in _runs(letters):
            run = line[start:end]
            if _allowed(run, words):
                continue
            filler = set(run) - hidden
            bad |= filler
            stuck = stuck or not filler
    return bad, stuck


def safe_fill(
    grid: list[list[str | None]], letter: Callable[[], str], words: Sequence[Sequence[Cell]], tries: int = 50
) -> list[list[str]] | None:
    """``grid`` with each empty cell filled by ``letter()``, then the filler letters of any blocked
    run drawn again (up to ``tries`` rounds) until no line spells a blocked word; None when the hidden
    words themselves spell one across each other (place them again)."""
    filled = [[cell or letter() for cell in row] for row in grid]
    for _ in range(tries):
        bad, stuck = unsafe_cells(filled, words)
        if stuck:
            return None
        if not bad:
            return filled
        for r, c in sorted(bad):
            filled[r][c] = letter()
    return None
