"""The spelling pattern a proofreading or dictionary item names in its ``SpellingTarget``."""

from __future__ import annotations

import re
from typing import Any

PARAGRAPH_PATTERN = "frequently-misspelled"
"""The pattern of a word marked in a proofreading paragraph: the words often misspelled at that grade."""


def list_pattern(entry: dict[str, Any]) -> str:
    """A word list's pattern: its ``pattern`` field, or else its id without the grade (``g5-ie-ei`` is
    ``ie-ei``)."""
    pattern = entry.get("pattern")
    if pattern:
        return str(pattern)
    return re.sub(r"^(?:k|g\d)-", "", entry["id"])
