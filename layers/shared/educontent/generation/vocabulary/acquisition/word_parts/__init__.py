"""Word parts: endings (L.1.4c), prefixes and suffixes (L.1.4b, L.2.4b, L.3.4b), compound words
(L.2.4d), root words (L.3.4c) and Greek and Latin roots (L.4.4b, L.6.4b, L.8.4b): what a word or a part
means, which words share a root, and which part completes a word.

The ``word-parts`` bank lists the parts (id, kind, meaning, spellings) and words split into pieces,
each piece tied to a part when it is one and marked ``key`` when it carries the meaning the skill
teaches. Params choose the set of words and which question forms the skill uses, so grade 1
endings and grade 8 classical roots share one data-driven generator.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import Field

from educontent.generation.kit.text_forms import SetsParams
from educontent.generation.kit.types import FB, MC, MT, WP
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.vocabulary.acquisition.word_parts.choices import choice
from educontent.generation.vocabulary.acquisition.word_parts.matching import matching
from educontent.generation.vocabulary.acquisition.word_parts.pieces import words_in
from educontent.generation.vocabulary.acquisition.word_parts.written import fill, puzzle

MatchMode = Literal["word-meaning", "part-meaning", "word-base"]
ChoiceMode = Literal["word-meaning", "part-meaning", "shared-base", "word-from-meaning"]


class WordPartParams(SetsParams):
    matching: list[MatchMode] = Field(default_factory=lambda: ["word-meaning"])
    choice: list[ChoiceMode] = Field(default_factory=lambda: ["word-meaning"])
    fill: Literal["inflection", "sentence", "definition"] = "definition"
    mode_standards: dict[str, str] = Field(default_factory=dict, description="Item mode -> standard code.")


_BANDS = "words to match: easy 3, medium and hard 4; choices: 3 on kindergarten and easy first-grade items, otherwise 4"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MT, MC, FB, WP}, params=WordPartParams, levels=Levels("steps", _BANDS))
def word_parts(ctx: GenerationContext) -> Draft:
    words = words_in(ctx.params.sets)
    return _BUILDERS.get(ctx.content_type, choice)(ctx, words)


_BUILDERS: dict[str, Callable[[GenerationContext, list[dict]], Draft]] = {MT: matching, FB: fill, WP: puzzle}
