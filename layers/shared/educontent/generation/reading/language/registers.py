"""Formal and informal English, spoken and written English, and the dialects and registers of
characters in stories (CCSS-ELA L.2.3a, L.4.3c, L.5.3b).

The ``language-registers`` bank holds sentences and situations, each labelled with the kind of
English it calls for or shows; each set says what every label means, which explains the right label
and every wrong one (``reading/grammar/_labels``).
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
def registers(ctx: GenerationContext) -> Draft:
    return label_item(ctx, "language-registers")
