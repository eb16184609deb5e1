"""Build ``catalog_data/content/safety/blocked-words.json``, the words no generated grid, scramble or
distractor may spell (``generation.kit.safety``). Laptop only: ``python -m educontent.local.safety_list``.

The source is the word list of the ``better-profanity`` package (MIT licence; a development
dependency, never shipped), plus ``EXTRA`` and less ``ALLOWED`` below, lower-cased, letters only, three letters or more.
The file holds 64-bit BLAKE2b digests of the words (and of their first three letters, which lets the
filter skip most runs cheaply), not the words: the filter needs only to recognise
them, and the repository and the layer need not carry a list of slurs. Re-run this after changing the
source; the file is committed.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from importlib import resources
from pathlib import Path

from educontent.settings import get_settings

EXTRA: tuple[str, ...] = ()
"""Words that are not on the source list but that no scramble or grid line should show a child by chance."""

ALLOWED: frozenset[str] = frozenset(
    {
        "erect", "facial", "fat", "flange", "god", "hemp", "hoar", "hump", "knob", "maxi", "organ", "ovary",
        "ovum", "penetrate", "pot", "revue", "sandbar", "screw", "screwed", "seaman", "seamen", "slave",
        "sexual", "slope", "snatch", "sperm", "strip", "stroke", "suck", "thrust", "tramp", "ugly", "urine", "uterus",
        "vomit", "weed", "womb",
    }
)  # fmt: skip
"""Words of the source list that school texts use in their everyday sense (the slope of a line, a
screw as a simple machine, a pot of soil, an organ of the body, sexual reproduction in life
science, a camel's hump, a weed in the garden, a butterfly that sucks nectar, the gods of a myth, "The Ugly
Duckling"): not blocked."""


def digest(word: str) -> str:
    """The digest the filter compares: BLAKE2b, 8 bytes, of the lower-case word."""
    return hashlib.blake2b(word.lower().encode(), digest_size=8).hexdigest()


def source_words() -> list[str]:
    text = resources.files("better_profanity").joinpath("profanity_wordlist.txt").read_text(encoding="utf-8")
    words = ({w.strip().lower() for w in text.splitlines()} | set(EXTRA)) - ALLOWED
    return sorted(w for w in words if re.fullmatch(r"[a-z]{3,}", w))


def main(argv: list[str]) -> int:
    words = source_words()
    target = (
        Path(argv[0]) if argv else get_settings().catalog_dir / "content" / "safety" / "blocked-words.json"
    )
    body = {
        "source": "better-profanity 0.7.0 word list (MIT) and the project's own additions",
        "digest": "blake2b-64",
        "lengths": sorted({len(w) for w in words}),
        "digests": sorted({digest(w) for w in words}),
        "prefixes": sorted({digest(w[:3]) for w in words}),
    }
    target.write_text(json.dumps(body, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(body['digests'])} digests to {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
