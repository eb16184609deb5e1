"""Punctuation (L.K.2b, L.1.2b-c, L.2.2b-c, L.3.2b-c, L.4.2b-c, L.5.2a-d, L.6.2a, L.7.2a,
L.8.2a-b): end marks, commas, apostrophes, quotation marks, parentheses, dashes and ellipses, as
sentences to choose, fix or judge (bank ``spelling/punctuation``, built by ``_sentences``)."""

from __future__ import annotations

from educontent.generation.kit.types import MC, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.spelling.conventions._sentences import BANDS, RulesParams, sentence_draft

_BANDS = BANDS


@generator(content_types={MC, SA, TF}, params=RulesParams, levels=Levels("form", _BANDS))
def punctuation(ctx: GenerationContext) -> Draft:
    return sentence_draft(ctx, "punctuation")
