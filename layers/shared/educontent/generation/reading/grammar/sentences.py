"""Building and fixing sentences (CCSS-ELA L.1): complete sentences from words, simple and compound
sentences, fragments and run-ons, clear pronouns, placed modifiers, and shifts in voice and mood.

The ``grammar-sentences`` bank holds, for each question, the better sentence and worse ones that
each name a misconception and a teacher's reason (``reading/grammar/_choices``).
"""

from __future__ import annotations

from educontent.generation.kit.text_forms import SetsParams
from educontent.generation.kit.types import MC, OR, TF
from educontent.generation.reading.grammar._bank import LENGTH_BANDS
from educontent.generation.reading.grammar._choices import choice_item
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

_BANDS = LENGTH_BANDS
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, TF, OR}, params=SetsParams, levels=Levels("text", _BANDS))
def sentences(ctx: GenerationContext) -> Draft:
    return choice_item(ctx, "grammar-sentences")
