"""Focus letters of a spelling word: where a pattern's letters sit in the word."""

from __future__ import annotations

import re


def focus_span(word: str, focus: str) -> list[int]:
    """Positions of the focus letters in ``word`` (``_`` in the focus stands for any one letter)."""
    pattern = "".join("." if ch == "_" else re.escape(ch) for ch in focus)
    match = re.search(pattern, word)
    if match is None:
        raise ValueError(f"focus {focus!r} not in {word!r}")
    return [match.start() + i for i, ch in enumerate(focus) if ch != "_"]
