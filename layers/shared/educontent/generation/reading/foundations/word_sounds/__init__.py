"""Sounds in words, from the ``word-sounds`` bank (built from the CMU Pronouncing Dictionary): rhymes
(RF.K.2a), syllables (RF.K.2b, RF.1.3d), onsets and rimes (RF.K.2c), first, middle and last sounds
(RF.K.2d, RF.1.2c), changing a sound (RF.K.2e), long and short vowels (RF.K.3b, RF.1.2a, RF.2.3a)
and consonant letters (RF.K.3a). Words a picture can show carry an image reference."""

from __future__ import annotations

from collections.abc import Callable

from educontent.generation.kit.modes import one_of
from educontent.generation.kit.types import FB, MC, MT, PC, TF
from educontent.generation.reading.foundations._focus import focus_draft
from educontent.generation.reading.foundations.word_sounds._phonemes import ISOLATE, SUBSTITUTE
from educontent.generation.reading.foundations.word_sounds._rhymes import ONSET_RIME, RHYME, SYLLABLES
from educontent.generation.reading.foundations.word_sounds._vowels import LETTERS, VOWELS
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

Builder = Callable[[GenerationContext], Draft]

_FOCUS: dict[str, dict] = {
    "rhyme": RHYME,
    "syllables": SYLLABLES,
    "onset-rime": ONSET_RIME,
    "isolate": ISOLATE,
    "substitute": SUBSTITUTE,
    "vowels": VOWELS,
    "letters": LETTERS,
}

WordSoundsParams = one_of(tuple(_FOCUS), field="focus", name="WordSoundsParams")

_BANDS = (
    "words: easy short-vowel CVC words, medium also blends and digraphs, hard also long vowels and vowel "
    "teams; syllables: easy 1-2, medium up to 3, hard 2-4; a changed sound: easy the first, medium the "
    "last, hard the vowel; choices: 3 in kindergarten and on easy first-grade items, otherwise 4"
)
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, TF, MT, PC, FB}, params=WordSoundsParams, levels=Levels("text", _BANDS))
def word_sounds(ctx: GenerationContext) -> Draft:
    return focus_draft(ctx, _FOCUS)
