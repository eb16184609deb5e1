"""Decoding one-syllable words and their endings: words that look alike (RF.K.3d), consonant blends
(RF.1.3b), final e and vowel teams (RF.1.3c), endings -s, -ed and -ing (RF.1.3f) and letter teams
with two sounds (RF.2.3e). Banks ``word-sounds`` (CMU dictionary sounds) and ``decoding``."""

from __future__ import annotations

from collections.abc import Callable

from educontent.generation.kit.modes import one_of
from educontent.generation.kit.types import FB, MC, MT, TF
from educontent.generation.reading.foundations._focus import focus_draft
from educontent.generation.reading.foundations.decoding._endings import base_word, ending_choice, ending_fill
from educontent.generation.reading.foundations.decoding._letters import (
    blend_choice,
    blend_matching,
    different_letter,
    same_true_false,
    same_word,
)
from educontent.generation.reading.foundations.decoding._long_vowels import (
    add_e,
    final_e_sentence,
    same_team_sound,
    team_letters,
    team_true_false,
)
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

Builder = Callable[[GenerationContext], Draft]

_FOCUS: dict[str, dict[str, list[Builder]]] = {
    "look-alike": {MC: [same_word, different_letter], TF: [same_true_false]},
    "blends": {MC: [blend_choice], MT: [blend_matching]},
    "long-vowels": {MC: [final_e_sentence, add_e, team_letters]},
    "endings": {MC: [base_word, ending_choice], FB: [ending_fill]},
    "vowel-teams-two-sounds": {MC: [same_team_sound], TF: [team_true_false]},
}

DecodingParams = one_of(tuple(_FOCUS), field="focus", name="DecodingParams")

_BANDS = (
    "look-alike words: easy three letters, medium and hard up to five; blends: easy short-vowel words, "
    "medium and hard long vowels too; words to match: easy 3, medium and hard 4; choices: 3 in kindergarten "
    "and on easy first-grade items, otherwise 4"
)
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, TF, MT, FB}, params=DecodingParams, levels=Levels("text", _BANDS))
def decoding(ctx: GenerationContext) -> Draft:
    return focus_draft(ctx, _FOCUS)
