"""For the spelling checkers: the offensive-word test, read from the better-profanity word list
itself (not from the generators' hashed bank), and the spelling target every new spelling item
carries."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import better_profanity


@cache
def _blocked() -> tuple[str, ...]:
    path = Path(better_profanity.__file__).parent / "profanity_wordlist.txt"
    words = {line.strip().lower() for line in path.read_text(encoding="utf-8").splitlines()}
    return tuple(sorted(w for w in words if w.isalpha() and len(w) >= 3))


def assert_clean(text: str) -> None:
    """No run of letters of ``text`` is or contains an offensive word."""
    letters = "".join(ch for ch in text.lower() if ch.isalpha())
    found = [w for w in _blocked() if w in letters]
    assert not found, f"{text!r} contains a blocked word"


def assert_target(item: dict[str, Any], word: str, pattern: str, activity: str) -> None:
    target = item.get("spelling")
    assert target is not None, "spelling item without its target"
    assert (target["word"], target["pattern"], target["activity"]) == (word, pattern, activity), target
