"""For the spelling checkers: the offensive-word test (the plain word list of
``tests/unit/generation/safety_check.py``, not the generators' digests), and the spelling target
every new spelling item carries."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.safety_check import runs


def assert_clean(text: str) -> None:
    """No run of letters of ``text`` is or contains an offensive word."""
    letters = "".join(ch for ch in text.lower() if ch.isalpha())
    assert not runs(letters), f"{text!r} contains a blocked word"


def assert_target(item: dict[str, Any], word: str, pattern: str, activity: str) -> None:
    target = item.get("spelling")
    assert target is not None, "spelling item without its target"
    assert (target["word"], target["pattern"], target["activity"]) == (word, pattern, activity), target
