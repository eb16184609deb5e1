"""What the story and article worlds share: grade bands, filling ``{placeholders}``, title case and the
``Passage`` built from sections (the engine's passages are drawn afresh, so they are not cached the
way ``kit.passages`` caches bank passages)."""

from __future__ import annotations

import re
from functools import lru_cache

from educontent.generation.items import GlossaryEntry, Passage, PassageSection
from educontent.generation.kit.passages import section_text

_SMALL = frozenset({"a", "an", "the", "and", "of", "at", "in", "on", "to", "for", "with"})
_LOWER = frozenset({"A", "An", "The", "It", "One", "There", "This", "That", "Each", "Every", "After", "When"})
_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def band_of(grade: int) -> str:
    """The sentence frames a grade reads: k1 (K-1), g2 (2-3), g4 (4-5) or g6 (6-8)."""
    if grade <= 1:
        return "k1"
    return "g2" if grade <= 3 else "g4" if grade <= 5 else "g6"


def fill(template: str, slots: dict[str, str]) -> str:
    """``template`` with every ``{name}`` replaced by ``slots[name]`` (a missing slot is an error)."""
    return _PLACEHOLDER.sub(lambda m: slots[m.group(1)], template)


def cap(text: str) -> str:
    """``text`` with its first letter capitalized."""
    return text[:1].upper() + text[1:]


def title_case(text: str) -> str:
    words = text.split()
    return " ".join(w if (i and w in _SMALL) or w[:1].isupper() else cap(w) for i, w in enumerate(words))


def sentence(text: str) -> str:
    """``text`` as a sentence: capitalized, ending in a period unless it ends in other punctuation."""
    text = cap(text.strip())
    return text if text[-1:] in '.!?"' else f"{text}."


def clause(text: str) -> str:
    """A sentence as a clause: no final period, its first word in lower case unless it is a name."""
    text = text.strip().removesuffix(".")
    first = text.split(" ", 1)[0]
    return text[:1].lower() + text[1:] if first in _LOWER else text


def build(
    title: str,
    genre: str,
    sections: list[dict],
    *,
    key_terms: list[str] | None = None,
    glossary: list[tuple[str, str]] | None = None,
) -> Passage:
    """The ``Passage`` of drawn sections (``{"heading"?, "paragraphs", "caption"?}``)."""
    return Passage(
        title=title,
        text=section_text(sections),
        sections=[
            PassageSection(heading=s.get("heading"), paragraphs=s["paragraphs"], caption=s.get("caption"))
            for s in sections
        ],
        key_terms=key_terms or None,
        glossary=[GlossaryEntry(term=t, definition=d) for t, d in glossary] if glossary else None,
        genre=genre,  # type: ignore[arg-type]
    )


_WORDS = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)*")
_ENDS = re.compile(r"[.!?]+\"?(?:\s|$)")
_SILENT_E = re.compile(r"e(?=(?:ly|ful|ment|ness|less|thing|ball|walk|side|time|day)$)")
_QUIET = re.compile(r"(?:(?<=[^aeiouysxzcghl])es|(?<=[^aeioutd])ed)$")
_GROUPS = re.compile(r"[aeiouy]+")
_TWO = re.compile(r"[iy][aou]|yi|(?<![rf])ie(?=n)|ie(?=go)|oe|eo$|[eo]i(?=ng)")
TARGET = {2: 1.8, 3: 2.7, 4: 3.8, 5: 4.6, 6: 5.8, 7: 6.8, 8: 7.8}
"""The Flesch-Kincaid grade a passage of each grade aims at: inside its band (``local.readability``,
which the layer does not ship), away from the band's edges."""


@lru_cache(maxsize=8192)
def _syllables(word: str) -> int:
    """About how many syllables ``word`` has: vowel groups, less a silent e (also before -ly, -ful and
    the like) or -ed, plus the vowel pairs said as two (science, poem, going)."""
    lower = word.lower()
    if len(lower) <= 3:  # a short name may have two (Ava, Leo); other short words have one
        short = word[:1].isupper() and not lower.endswith("e")
        return max(1, len(_GROUPS.findall(lower)) + len(_TWO.findall(lower))) if short else 1
    trimmed = _QUIET.sub("", _SILENT_E.sub("", lower))
    if trimmed.endswith("e") and not re.search(r"[^aeiouy]le$", trimmed):
        trimmed = trimmed[:-1]
    trimmed = trimmed.removeprefix("y")
    return max(1, len(_GROUPS.findall(trimmed)) + len(_TWO.findall(trimmed)))


@lru_cache(maxsize=16384)
def sentence_counts(sentence: str) -> tuple[int, int]:
    """Words and syllables of one sentence (a world's facts recur from passage to passage)."""
    words = _WORDS.findall(sentence)
    return len(words), sum(map(_syllables, words))


def estimated_grade(text: str) -> float:
    """An estimate of the text's Flesch-Kincaid grade (syllables by rule, not from a dictionary)."""
    counted = [sentence_counts(s) for s in _ENDS.split(text.replace("\n", " "))]
    count = max(sum(words for words, _ in counted), 1)
    sentences = max(sum(1 for words, _ in counted if words), 1)
    return 0.39 * count / sentences + 11.8 * sum(syllables for _, syllables in counted) / count - 15.59


def closest(grade: int, drafts: list[list[dict]]) -> list[dict]:
    """Of the same passage written in several sentence frames (each a list of sections), the one whose
    estimated reading grade is nearest the grade's target (the first of equals)."""
    if grade not in TARGET or len(drafts) == 1:
        return drafts[0]
    target = TARGET[grade]
    return min(drafts, key=lambda sections: abs(estimated_grade(section_text(sections)) - target))
