"""Homophones and commonly confused words (L.4.2d, L.6.2b, L.8.2c): the word whose meaning fits the
sentence, in fill-blank and multiple-choice items. Every item carries its ``SpellingTarget``: the word
that fits, pattern ``homophone``, activity ``choose``.

Bank ``spelling/homophones``: sets of word groups, each with the meaning of every word and sentences
that need one of them.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.items import SpellingTarget
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import fill_draft, short_text_features, shuffled
from educontent.generation.kit.types import FB, MC
from educontent.generation.kit.word_puzzles import blank_sentence, listed_choice_draft
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class HomophoneParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    sets: list[str] = Field(min_length=1, description="Homophone set ids in spelling/homophones.json.")


_BANDS = "the same at every level: the word bank (or the choices) holds the words that sound alike and the sentence decides; without the bank a fill-in would have many answers. The skill's grade sets the words"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, FB}, params=HomophoneParams, levels=Levels("none", _BANDS))
def homophones(ctx: GenerationContext) -> Draft:
    bank = load_bank("spelling", "homophones")
    group = pick(ctx.rng, [g for s in ctx.params.sets for g in bank["sets"][s]])
    sentence, word = pick(ctx.rng, group["sentences"])
    draft = _homophone(ctx, group, sentence, word)
    draft.spelling = SpellingTarget(word=word, pattern="homophone", activity="choose")
    return draft


def _homophone(ctx: GenerationContext, group: dict[str, Any], sentence: str, word: str) -> Draft:
    meanings = group["meanings"]
    blanked = blank_sentence(sentence, word)
    explanation = f"{word} means {meanings[word]}. That meaning fits the sentence."
    features = short_text_features("compare", 1)
    if ctx.content_type == FB:
        return fill_draft(
            blanked,
            word,
            explanation,
            bank=shuffled(ctx.rng, list(group["words"])),
            header="Words that sound or look alike",
            instructions="Write the word that fits the meaning of the sentence.",
            features=features,
            key=f"fill:{sentence}",
        )
    wrong = [
        (
            other,
            "mixed-up-look-alike-words",
            f"{other} means {meanings[other]}, which does not fit this sentence.",
        )
        for other in group["words"]
        if other != word
    ]
    return listed_choice_draft(
        ctx.rng,
        f"Which word completes the sentence? {blanked}",
        word,
        wrong,
        instructions="Choose the word that fits.",
        explanation=explanation,
        features=features,
        key=f"mc:{sentence}",
    )
