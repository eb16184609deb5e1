"""Choosing language for its effect (CCSS-ELA L.3, grades 3-8): vivid and precise words, punctuation
for effect, written rather than spoken English, combined and varied sentences, a steady tone,
concise wording, and voice and mood chosen for a purpose.

The ``language-choices`` bank holds, for each question, the better choice and worse ones that each
name a misconception and a teacher's reason (``reading/grammar/_choices``).
"""

from __future__ import annotations

from educontent.generation.kit.text_forms import SetsParams
from educontent.generation.kit.types import MC, TF
from educontent.generation.reading.grammar._bank import LENGTH_BANDS
from educontent.generation.reading.grammar._choices import choice_item
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

_BANDS = LENGTH_BANDS
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, TF}, params=SetsParams, levels=Levels("text", _BANDS))
def word_choice(ctx: GenerationContext) -> Draft:
    return choice_item(ctx, "language-choices")
