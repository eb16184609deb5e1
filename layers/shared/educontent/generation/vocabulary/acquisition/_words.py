"""The grade-levelled ``words`` bank shared by the word-meaning, dictionary and academic-word
generators: each entry is self-contained (definition, part of speech, example sentence, synonyms,
antonyms, morphology, tier). Helpers pick a skill's words and the words that may stand beside a
target word as wrong answers (never one of its synonyms or antonyms)."""

from __future__ import annotations

import re
from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank

Tier = Literal["everyday", "academic", "domain"]
PartOfSpeech = Literal["noun", "verb", "adjective", "adverb", "preposition"]


class WordsParams(BaseModel):
    """Which words of the bank a skill draws from: word grades (default: the request's grade), tiers
    and, for domain words, subjects."""

    model_config = ConfigDict(extra="forbid")

    grades: list[int] | None = Field(
        default=None, description="Grades of the words (0 is kindergarten); default the request's grade."
    )
    tiers: list[Tier] = Field(default_factory=lambda: ["everyday", "academic", "domain"], min_length=1)
    parts_of_speech: list[PartOfSpeech] | None = Field(
        default=None, description="Only words of these parts of speech."
    )


@cache
def all_words() -> tuple[dict, ...]:
    """Every entry of the ``words`` bank, in bank order."""
    return tuple(load_bank("vocabulary", "words")["words"])


@cache
def by_word() -> dict[str, dict]:
    return {entry["word"]: entry for entry in all_words()}


def words_for(params: WordsParams, grade: int) -> list[dict]:
    """The skill's words, in bank order."""
    grades = params.grades if params.grades is not None else [grade]
    kinds = params.parts_of_speech
    found = [
        e
        for e in all_words()
        if e["grade"] in grades
        and e["tier"] in params.tiers
        and (kinds is None or e["partOfSpeech"] in kinds)
    ]
    if len(found) < 8:
        raise ValueError(f"too few words for grades {grades} and tiers {params.tiers}")
    return found


_COMMON = frozenset(
    [
        "about",
        "being",
        "does",
        "from",
        "have",
        "into",
        "like",
        "make",
        "more",
        "other",
        "people",
        "place",
        "some",
        "someone",
        "something",
        "than",
        "that",
        "their",
        "there",
        "they",
        "thing",
        "things",
        "used",
        "very",
        "what",
        "when",
        "where",
        "which",
        "with",
        "your",
    ]
)


def _content_words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]+", text.lower()) if len(w) >= 4 and w not in _COMMON}


@cache
def _families() -> dict[str, frozenset[str]]:
    """Word -> the families of the ``scales`` bank's scales it stands in (words of one family share
    a meaning, so they never stand beside each other as key and wrong answer)."""
    found: dict[str, set[str]] = {}
    for scale in load_bank("vocabulary", "scales")["scales"]:
        for entry in scale["words"]:
            found.setdefault(entry["word"], set()).add(scale["family"])
    return {word: frozenset(families) for word, families in found.items()}


def same_family(a: str, b: str) -> bool:
    return bool(_families().get(a, frozenset()) & _families().get(b, frozenset()))


def related(a: dict, b: dict) -> bool:
    """Could one entry be taken for the other? The same word; synonyms or antonyms of each other
    (either way); sharing a synonym or an antonym; definitions sharing a content word; or a synonym of
    one in the other's definition."""
    if a["word"] == b["word"] or same_family(a["word"], b["word"]):
        return True
    near_a = {*a["synonyms"], *a["antonyms"]}
    near_b = {*b["synonyms"], *b["antonyms"]}
    return (
        b["word"] in near_a
        or a["word"] in near_b
        or bool(near_a & near_b)
        or bool(_content_words(a["definition"]) & _content_words(b["definition"]))
        or bool(_content_words(" ".join(a["synonyms"])) & _content_words(b["definition"]))
        or bool(_content_words(" ".join(b["synonyms"])) & _content_words(a["definition"]))
    )


def unrelated(entry: dict, pool: list[dict]) -> list[dict]:
    """The words of ``pool`` that are neither ``entry`` nor close to it in meaning."""
    return [other for other in pool if not related(entry, other)]


def opposite_in_bank(entry: dict) -> dict | None:
    """The first of the word's antonyms that is itself a bank word, if any."""
    words = by_word()
    return next(
        (words[a] for a in entry["antonyms"] if a in words and not same_family(a, entry["word"])), None
    )


def word_level(entry: dict) -> int:
    """0 easy (up to 6 letters), 1 medium (7 to 9), 2 hard (10 or more)."""
    return 0 if len(entry["word"]) <= 6 else 1 if len(entry["word"]) <= 9 else 2
