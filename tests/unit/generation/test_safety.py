"""The safety filter (``kit.safety``): the committed digests are the source list's, every blocked word
is caught alone and inside other letters, grids are refilled around blocked runs but keep the words
they hide, and scrambles never spell a blocked word. Every generated item is checked too, by
``safety_check.check_safe`` in ``test_generated_items``."""

from __future__ import annotations

import itertools
import json
import random

from educontent.generation.kit import safety
from educontent.local import safety_list
from tests.unit.generation.safety_check import blocked, check_safe, runs


def test_the_committed_digests_are_built_from_the_source_list(tmp_path):
    target = tmp_path / "blocked-words.json"
    assert safety_list.main([str(target)]) == 0
    committed = safety.load_bank("safety", "blocked-words")
    assert json.loads(target.read_text()) == committed, "re-run python -m educontent.local.safety_list"


def test_every_source_word_is_blocked_alone_and_inside_other_letters():
    for word in sorted(blocked()):
        assert safety.is_blocked(word) and safety.is_blocked(word.upper())
        assert safety.contains_blocked(f"qq{word.upper()}zz")
    assert not safety.contains_blocked("The cat sat on a mat.")


def test_a_grid_whose_filler_spells_a_blocked_word_is_refilled_around_it():
    """Given a filler that first spells a blocked word across the top row, when the grid is filled,
    then the row no longer spells it, and the hidden word's own letters are kept."""
    word = min(blocked(), key=len).upper()
    first = iter(word)
    rng = random.Random(3)

    def letter() -> str:
        return next(first, None) or rng.choice("BCDFGHJKLMNPQRSTVWXZ")

    grid: list[list[str | None]] = [[None] * 8 for _ in range(8)]
    grid[5][0:3] = list("CAT")
    cat = [[(5, 0), (5, 1), (5, 2)]]
    filled = safety.safe_fill(grid, letter, cat)
    assert filled is not None and filled[5][0:3] == list("CAT")
    assert not runs("".join(filled[0]))
    assert safety.unsafe_cells(filled, cat) == (set(), False)


def test_hidden_words_that_spell_a_blocked_word_across_each_other_are_placed_again():
    """Given two hidden words whose letters together spell a blocked word down a column, when the grid
    is filled, then no refill can mend it and the caller is told to place them again (None)."""
    word = min(blocked(), key=len).upper()
    grid: list[list[str | None]] = [[None] * 6 for _ in range(6)]
    words = []
    for k, ch in enumerate(word):  # one hidden word per row, each giving one letter of the column
        grid[k][0:2] = [ch, "O"]
        words.append([(k, 0), (k, 1)])
    assert safety.safe_fill(grid, lambda: "Q", words) is None


def test_a_hidden_word_may_contain_a_blocked_run():
    hidden_word = next(
        w for w in ("CLASS", "GRASS", "SHELL", "SCRAP") if safety.contains_blocked(w)
    )  # a common word with a blocked run inside
    grid: list[list[str | None]] = [[None] * 7 for _ in range(7)]
    grid[2][1 : 1 + len(hidden_word)] = list(hidden_word)
    filled = safety.safe_fill(grid, lambda: "Q", [[(2, 1 + k) for k in range(len(hidden_word))]])
    assert filled is not None and "".join(filled[2]).find(hidden_word) == 1
    check_safe(
        {"skill": "test", "answer": {"value": [hidden_word]},
         "content": {"type": "word-puzzle", "grid": filled, "words": [hidden_word]}}
    )  # fmt: skip


def test_scrambles_of_a_blocked_words_letters_spell_no_blocked_word():
    rng = random.Random(0)
    for word in sorted(w for w in blocked() if 4 <= len(w) <= 5)[:40]:
        others = ["".join(p) for p in itertools.permutations(word)]
        if all(safety.contains_blocked(o) for o in others):
            continue  # every order spells something: nothing to choose
        shown = safety.clean_scramble(rng, word, tries=200)
        assert shown != word and not safety.contains_blocked(shown), word


def test_no_reading_vocabulary_or_spelling_bank_holds_a_blocked_word():
    """Hand-written misspellings, word lists and passages are checked whole-word, so no item can
    show one (the filter catches only what is generated)."""
    import re

    from educontent.settings import get_settings

    folder = get_settings().catalog_dir / "content"
    for subject in ("reading", "vocabulary", "spelling"):
        for path in sorted((folder / subject).glob("*.json")):
            words = {w.lower() for w in re.findall(r"[A-Za-z]+", path.read_text(encoding="utf-8"))}
            assert not words & blocked(), f"{path.name} holds a blocked word"
