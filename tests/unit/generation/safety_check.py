"""The safety check of every generated item, written apart from ``kit.safety``: it reads the plain
source word list (``educontent.local.safety_list``: better-profanity's list and the project's
additions) and looks for the words themselves, not their digests.

- Scrambles and a misspelling puzzle's candidates spell no blocked word, even inside a longer run.
- A word-search grid spells none in any of the eight directions, except inside a word it hides
  (read either way: PRETZEL backwards holds three blocked letters).
- No choice, word-bank word, matching or ordering entry is a blocked word.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from educontent.local.safety_list import source_words

WORD = re.compile(r"[A-Za-z]+")


@cache
def blocked() -> frozenset[str]:
    return frozenset(source_words())


def runs(letters: str) -> list[str]:
    """The blocked words spelled anywhere in ``letters``."""
    lower = letters.lower()
    return [word for word in blocked() if word in lower]


def _grid_lines(grid: list[list[str]]) -> list[str]:
    rows = ["".join(row) for row in grid]
    cols = ["".join(row[c] for row in grid) for c in range(len(grid[0]))]
    n_r, n_c = len(grid), len(grid[0])
    diagonals = []
    for start in range(-n_r + 1, n_c):
        diagonals.append("".join(grid[r][r + start] for r in range(n_r) if 0 <= r + start < n_c))
        diagonals.append(
            "".join(grid[r][n_c - 1 - r - start] for r in range(n_r) if 0 <= n_c - 1 - r - start < n_c)
        )
    lines = rows + cols + diagonals
    return lines + [line[::-1] for line in lines]


def _entries(content: dict[str, Any]) -> list[str]:
    found = [c.get("text") or "" for c in content.get("choices") or []]
    found += content.get("wordBank") or []
    found += content.get("left") or []
    found += content.get("right") or []
    found += content.get("items") or []
    found += content.get("candidates") or []
    return [entry for entry in found if isinstance(entry, str)]


def check_safe(item: dict[str, Any]) -> None:
    content = item["content"]
    for entry in _entries(content):
        bad = [w for w in WORD.findall(entry) if w.lower() in blocked()]
        assert not bad, f"a blocked word in a choice or entry of {item['skill']}"
    if content["type"] != "word-puzzle":
        return
    if content.get("scrambled"):
        assert not runs(content["scrambled"]), f"a scramble of {item['skill']} spells a blocked word"
    if content.get("grid"):
        hidden = [w.lower() for w in content.get("words") or []]
        answer = item["answer"].get("value")
        hidden += [
            a.lower() for a in (answer if isinstance(answer, list) else [answer]) if isinstance(a, str)
        ]
        for line in _grid_lines(content["grid"]):
            for word in runs(line):
                inside = any(word in h or word in h[::-1] for h in hidden)  # a hidden word's own letters
                assert inside, f"a grid of {item['skill']} spells a blocked word"
