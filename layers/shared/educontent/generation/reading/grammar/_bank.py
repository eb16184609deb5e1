"""What the grammar and language generators share: a bank's entries for a skill's sets, the level of
a sentence by its length, and a marked target in a sentence.

A bank sentence marks its target in square brackets: ``Three [mice] hid under the hay.``
"""

from __future__ import annotations

import re

from educontent.generation.banks import load_bank
from educontent.generation.kit.text_forms import SetsParams, level_pool, word_count
from educontent.generation.registry import GenerationContext

MARK = re.compile(r"\[([^\]]+)\]")

LENGTH_BANDS = (
    "sentences mostly (7 items in 10) of the level's length: easy up to 7 words, medium 8 to 12, "
    "hard 13 or more"
)
"""What easy, medium and hard mean for the bank-driven grammar generators (docs/difficulty.md)."""


def entries(name: str, params: SetsParams) -> list[dict]:
    """The entries of bank ``reading/<name>`` in the skill's sets, in bank order."""
    found = [e for e in load_bank("reading", name)["entries"] if e["set"] in params.sets]
    if not found:
        raise ValueError(f"no {name} entries in {params.sets}")
    return found


def set_info(name: str, set_name: str) -> dict:
    """The settings of one set of bank ``reading/<name>`` (question wording, labels, rule)."""
    return load_bank("reading", name)["sets"][set_name]


def length_level(text: str) -> int:
    """0, 1 or 2: a sentence of up to 7 words, 8 to 12, or 13 or more."""
    words = word_count(text)
    return 0 if words <= 7 else 1 if words <= 12 else 2


def drawn(ctx: GenerationContext, name: str, text_of) -> dict:  # noqa: ANN001
    """One entry of the skill's sets, mostly of the requested level's length."""
    pool = level_pool(ctx.rng, entries(name, ctx.params), lambda e: length_level(text_of(e)), ctx.level.rank)
    return pool[ctx.rng.randrange(len(pool))]


def target(sentence: str) -> str:
    """The marked words of a bank sentence."""
    match = MARK.search(sentence)
    if match is None:
        raise ValueError(f"no marked target in {sentence!r}")
    return match.group(1)


def filled(sentence: str, words: str) -> str:
    """The bank sentence with ``words`` in place of its marked target."""
    return MARK.sub(lambda _: words, sentence, count=1)


def plain(sentence: str) -> str:
    """The bank sentence as it reads, its marks removed."""
    return MARK.sub(lambda m: m.group(1), sentence)
