"""The safety filter of the spelling generators: no scramble or misspelling they show spells or
contains an offensive word.

The words are kept in the ``spelling/blocked-words`` bank only as hashes (the first 16 hex digits of
the SHA-256 of each lowercase word), so the list itself never appears in the data or an item.
"""

from __future__ import annotations

import hashlib
import random
from functools import cache

from educontent.generation.banks import load_bank
from educontent.generation.registry import NoSuchForm

_SHORTEST = 3
_LONGEST = 24
"""The lengths of the blocked words: only runs of letters this long are hashed."""


@cache
def _blocked() -> frozenset[str]:
    return frozenset(load_bank("spelling", "blocked-words")["hashes"])


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def is_clean(text: str) -> bool:
    """True when no run of letters of ``text`` (any case) is or contains a blocked word."""
    hashes = _blocked()
    letters = "".join(ch for ch in text.lower() if ch.isalpha())
    for start in range(len(letters)):
        for end in range(start + _SHORTEST, min(len(letters), start + _LONGEST) + 1):
            if _digest(letters[start:end]) in hashes:
                return False
    return True


def safe_scramble(rng: random.Random, word: str, tries: int = 40) -> str:
    """The letters of ``word`` shuffled so that they differ from the word and are clean; raises
    ``NoSuchForm`` (the engine draws again) when no try gives such an order."""
    letters = list(word)
    for _ in range(tries):
        rng.shuffle(letters)
        shown = "".join(letters)
        if shown.lower() != word.lower() and is_clean(shown):
            return shown
    raise NoSuchForm(f"no clean scramble of {word!r}")
