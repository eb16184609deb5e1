"""Capitalization (L.K.2a, L.1.2a, L.2.2a, L.3.2a, L.4.2a): the first word of a sentence and the word
I, names and dates, holidays and places, words in titles, and capital letters in general, as
sentences to choose, fix or judge (bank ``spelling/capitalization``, built by ``_sentences``)."""

from __future__ import annotations

from educontent.generation.kit.types import MC, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.spelling.conventions._sentences import BANDS, RulesParams, sentence_draft

_BANDS = BANDS


@generator(content_types={MC, SA, TF}, params=RulesParams, levels=Levels("form", _BANDS))
def capitalization(ctx: GenerationContext) -> Draft:
    return sentence_draft(ctx, "capitalization")
