"""Linking words (L.1.6 joining words such as because, but, so and or; L.3.6 words that tell when and
where): the word that completes a sentence, chosen or written from a word bank.

The ``linking-words`` bank lists each word with the relation it signals and its slot in a sentence.
Wrong answers share the answer's slot but signal another relation, so exactly one choice makes
sense ("and", which fits almost anywhere, is never offered as a wrong answer).
"""

from __future__ import annotations

from functools import cache

from educontent.generation.banks import load_bank
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import (
    SetsParams,
    Wrong,
    choice_draft,
    choices_count,
    fill_draft,
    shuffled,
    text_features,
    word_count,
)
from educontent.generation.kit.types import FB, MC
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

_BANDS = (
    "the same at every level: each sentence needs one linking word, and the choices differ only in "
    "what they signal (3 choices for kindergarten and easy first-grade items, otherwise 4)"
)
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, FB}, params=SetsParams, levels=Levels("none", _BANDS))
def linking_words(ctx: GenerationContext) -> Draft:
    sentences = [
        s for s in load_bank("vocabulary", "linking-words")["sentences"] if s["set"] in ctx.params.sets
    ]
    if not sentences:
        raise ValueError(f"no linking-word sentences in {ctx.params.sets}")
    sentence = pick(ctx.rng, sentences)
    word = _words()[sentence["answer"]]
    wrong = [
        Wrong(
            other["word"],
            f"signals-{other['relation']}",
            f'"{other["word"]}" {_relations()[other["relation"]]}, but this sentence needs a word that '
            f"{_relations()[word['relation']]}.",
        )
        for other in _words().values()
        if other["slot"] == word["slot"] and other["relation"] != word["relation"] and other["distractor"]
    ]
    filled = sentence["text"].replace("___", word["word"])
    why = f'"{word["word"]}" {_relations()[word["relation"]]}: {filled}'
    if ctx.content_type == FB:
        count = choices_count(ctx.grade, ctx.level.rank)
        bank = shuffled(
            ctx.rng, [word["word"], *(w.text for w in ctx.rng.sample(wrong, min(count - 1, len(wrong))))]
        )
        return fill_draft(
            sentence["text"],
            word["word"],
            why,
            bank=bank,
            instructions="Choose the word from the word bank that makes the best sense in the sentence.",
            features=text_features("identify", words=word_count(sentence["text"]), steps=1),
            key=f"{sentence['id']}:fill",
        )
    return choice_draft(
        ctx,
        f'Which word best completes the sentence?\n\n"{sentence["text"]}"',
        word["word"],
        wrong,
        why,
        key=sentence["id"],
    )


@cache
def _words() -> dict[str, dict]:
    return {w["word"]: w for w in load_bank("vocabulary", "linking-words")["words"]}


@cache
def _relations() -> dict[str, str]:
    return dict(load_bank("vocabulary", "linking-words")["relations"])
