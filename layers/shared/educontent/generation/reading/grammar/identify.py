"""Naming what a word, phrase or sentence does (CCSS-ELA L.1): naming and action words, kinds of
nouns, the parts of speech, phrases and clauses, kinds of sentences, verbals, voice and mood.

The ``grammar-labels`` bank holds hand-written sentences, each with its marked word, phrase or whole
sentence and the label that names its job; each set says what every label does, which explains the
right label and every wrong one (``reading/grammar/_labels``).
"""

from __future__ import annotations

from educontent.generation.kit.text_forms import SetsParams
from educontent.generation.kit.types import MC, MT, TF
from educontent.generation.reading.grammar._bank import LENGTH_BANDS
from educontent.generation.reading.grammar._labels import label_item
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

_BANDS = LENGTH_BANDS
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, TF, MT}, params=SetsParams, levels=Levels("text", _BANDS))
def identify(ctx: GenerationContext) -> Draft:
    return label_item(ctx, "grammar-labels")
