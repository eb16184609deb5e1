"""How hard a passage is to read, measured the same way for every passage (the curated library and the
passages the story and article engine builds). Laptop and test code only: it reads the CMU
Pronouncing Dictionary (``pronouncing``) and ``pyphen``, which the layer does not ship.

- Grades 2-8: the Flesch-Kincaid grade, 0.39 × words per sentence + 11.8 × syllables per word − 15.59.
  Syllables come from the CMU dictionary, then pyphen's hyphenation for words it lacks. A poem or a
  play counts each line as a sentence (its lines rarely end in full stops).
- Kindergarten and grade 1: the mean sentence length in words, and the share of words a reader of that
  grade can decode or knows by sight (``decodable_share``).

``BANDS`` is the one home of the bands a passage of each grade must stay inside (docs/readability.md).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

WORD = re.compile(r"[A-Za-z]+(?:['’][A-Za-z]+)*")
_SENTENCE_END = re.compile(r"[.!?]+[\"'”’)]*(?:\s|$)")
_VOWELS = re.compile(r"[aeiouy]+")
LINE_GENRES = frozenset({"poem", "poetry", "drama", "play"})


@dataclass(frozen=True)
class Band:
    """The readability a passage of one grade must have. Grades 2-8: Flesch-Kincaid ``low``-``high``.
    K-1: at most ``max_sentence`` words per sentence on average, at least ``min_decodable`` of the words
    decodable or sight words."""

    low: float | None = None
    high: float | None = None
    max_sentence: float | None = None
    min_decodable: float | None = None


BANDS: dict[int, Band] = {
    0: Band(max_sentence=7.0, min_decodable=0.75),
    1: Band(max_sentence=10.0, min_decodable=0.85),
    **{grade: Band(low=max(grade - 2.0, 0.5), high=grade + 1.5) for grade in range(2, 9)},
}


@dataclass(frozen=True)
class Measure:
    words: int
    sentences: int
    syllables: int
    fk_grade: float
    decodable: float

    @property
    def words_per_sentence(self) -> float:
        return self.words / max(self.sentences, 1)


@cache
def _pyphen():  # type: ignore[no-untyped-def]
    import pyphen

    return pyphen.Pyphen(lang="en_US")


@cache
def syllables(word: str) -> int:
    """Syllables in one word: the CMU dictionary's first pronunciation, else pyphen, else vowel groups."""
    import pronouncing

    lower = word.lower().replace("’", "'")
    phones = pronouncing.phones_for_word(lower)
    if phones:
        return max(1, pronouncing.syllable_count(phones[0]))
    by_hyphens = len(_pyphen().positions(lower)) + 1
    by_vowels = len(_VOWELS.findall(lower.removesuffix("e"))) or 1
    return max(by_hyphens, by_vowels)


def sentences_of(text: str, genre: str = "") -> list[str]:
    """The sentences of a text (for a poem or play, its lines)."""
    if genre in LINE_GENRES:
        return [line for line in text.splitlines() if WORD.search(line)]
    parts = _SENTENCE_END.split(text.replace("\n", " "))
    return [part for part in parts if WORD.search(part)]


def measure(text: str, genre: str = "", grade: int = 8) -> Measure:
    words = WORD.findall(text)
    sentences = len(sentences_of(text, genre))
    syllable_count = sum(syllables(word) for word in words)
    count = max(len(words), 1)
    fk = 0.39 * count / max(sentences, 1) + 11.8 * syllable_count / count - 15.59
    share = decodable_share(words, grade) if grade <= 1 else 1.0
    return Measure(len(words), sentences, syllable_count, round(fk, 2), share)


# Decoding, for kindergarten and grade 1 (RF.K.3, RF.1.3): the sight words of the reading bank, and
# words a beginning reader can sound out. Kindergarten: one-syllable words of short vowels and single
# consonants (CVC, with -s). Grade 1: any one-syllable word (digraphs, blends, final -e, vowel teams,
# r-controlled vowels), and two-syllable words with -s, -ed, -ing or -er endings or compounds of them.
_CVC = re.compile(
    r"(?:[bcdfghjklmnpqrstvwxz]|sh|ch|th)?[aeiou](?:[bcdfghjklmnpqrstvwxz]|ck|ll|ss|ff|sh|ch|th|ng)s?"
)
_ENDINGS = ("ing", "ed", "er", "es", "s", "ly")


@cache
def _sight_words() -> frozenset[str]:
    from educontent.generation.banks import load_bank

    words = load_bank("reading", "sight-words")["words"]
    return frozenset(word.lower() for word in words)


def decodable(word: str, grade: int) -> bool:
    lower = word.lower().replace("’", "'")
    if lower in _sight_words() or ("'" in lower and lower.split("'")[0] in _sight_words()):
        return True
    if grade <= 0:
        return bool(_CVC.fullmatch(lower))
    if syllables(lower) == 1:
        return True
    for ending in _ENDINGS:
        stem = lower.removesuffix(ending)
        if stem != lower and len(stem) >= 2 and syllables(stem) == 1:
            return True
    return False


def decodable_share(words: list[str], grade: int) -> float:
    """The share of the words (names, which start with a capital mid-sentence, included) a reader of
    ``grade`` decodes or knows by sight."""
    if not words:
        return 1.0
    return round(sum(decodable(word, grade) for word in words) / len(words), 3)


def within(measured: Measure, grade: int) -> str | None:
    """Why the measure is outside the grade's band, or None when it is inside."""
    band = BANDS[min(max(grade, 0), 8)]
    if band.low is not None and not band.low <= measured.fk_grade <= (band.high or 99):
        return f"Flesch-Kincaid {measured.fk_grade} outside {band.low}-{band.high}"
    if band.max_sentence is not None and measured.words_per_sentence > band.max_sentence:
        return f"{measured.words_per_sentence:.1f} words per sentence, over {band.max_sentence}"
    if band.min_decodable is not None and measured.decodable < band.min_decodable:
        return f"decodable or sight words {measured.decodable:.0%}, under {band.min_decodable:.0%}"
    return None
