"""Matching word-parts items: words to meanings, parts to meanings, words to root words."""

from __future__ import annotations

import random
from collections.abc import Callable

from educontent.generation.items import MatchingContent, SetAnswer
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import matching_sets, text_features, word_count
from educontent.generation.registry import Draft, GenerationContext
from educontent.generation.vocabulary.acquisition.word_parts.pieces import (
    key_pieces,
    part_label,
    parts,
    split_of,
    standard,
)


def matching(ctx: GenerationContext, words: list[dict]) -> Draft:
    rng = ctx.rng
    mode = pick(rng, ctx.params.matching)
    size = 3 + min(ctx.level.rank, 1)
    pairs, prompt, why = _MATCH_FORMS.get(mode, _match_word_meaning)(rng, words, size)
    left, right, value = matching_sets(rng, pairs)
    return Draft(
        content=MatchingContent(instructions="Draw a line to match.", prompt=prompt, left=left, right=right),
        answer=SetAnswer(value=value, display="; ".join(f"{a} → {b}" for a, b in pairs), explanation=why),
        features=text_features(
            "identify", words=sum(word_count(f"{a} {b}") for a, b in pairs), steps=len(pairs)
        ),
        key=f"{mode}:" + "-".join(sorted(a for a, _ in pairs)),
        standard=standard(ctx, mode),
    )


def _unique_pairs(rng: random.Random, words: list[dict], size: int, field: str) -> list[tuple[str, str]]:
    """Up to ``size`` (word, ``field``) pairs in a random order, no two with the same ``field``."""
    pairs: list[tuple[str, str]] = []
    for w in rng.sample(words, len(words)):
        if w[field] not in {b for _, b in pairs} and len(pairs) < size:
            pairs.append((w["word"], w[field]))
    return pairs


def _match_part_meaning(
    rng: random.Random, words: list[dict], size: int
) -> tuple[list[tuple[str, str]], str, str]:
    seen: dict[str, tuple[str, str]] = {}
    for w in words:
        for p in key_pieces(w):
            seen.setdefault(p["part"], (part_label(p), parts()[p["part"]]["meaning"]))
    pool = sorted(seen.values())
    pairs: list[tuple[str, str]] = []
    for label, meaning in rng.sample(pool, len(pool)):
        if meaning not in {m for _, m in pairs} and len(pairs) < size:
            pairs.append((label, meaning))
    why = "Think of a word you know with each part. " + " ".join(f'"{a}" means "{b}".' for a, b in pairs)
    return pairs, "Match each word part to its meaning.", why


def _match_word_base(
    rng: random.Random, words: list[dict], size: int
) -> tuple[list[tuple[str, str]], str, str]:
    pairs = _unique_pairs(rng, words, size, "base")
    why = "Cover the ending to find the root word. " + " ".join(
        f"{a} = {split_of(words, a)}." for a, _ in pairs
    )
    return pairs, "Match each word to its root word.", why


def _match_word_meaning(
    rng: random.Random, words: list[dict], size: int
) -> tuple[list[tuple[str, str]], str, str]:
    pairs = _unique_pairs(rng, words, size, "meaning")
    why = "Break each word into its parts. " + " ".join(f"{a} = {split_of(words, a)}: {b}." for a, b in pairs)
    return pairs, "Match each word to its meaning. Use the word parts to help you.", why


_MATCH_FORMS: dict[
    str, Callable[[random.Random, list[dict], int], tuple[list[tuple[str, str]], str, str]]
] = {
    "part-meaning": _match_part_meaning,
    "word-base": _match_word_base,
}
