"""Words with more than one meaning: new meanings for familiar words (kindergarten, L.K.4a) and
homographs (grade 5, L.5.4, L.5.5c): which meaning a sentence uses, whether a stated meaning is the
one used, and one word that fits two sentences.

Bank ``multiple-meanings``: each word's senses, a sentence for each and, for homographs, how to say
it.
"""

from __future__ import annotations

from collections.abc import Callable

from educontent.generation.banks import load_bank
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import (
    SetsParams,
    Wrong,
    blank_word,
    choice_draft,
    fill_draft,
    text_features,
    true_false_draft,
    word_count,
)
from educontent.generation.kit.types import FB, MC, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

_BANDS = "the word bank for one word that fits two sentences: easy 3 words, medium and hard 4"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, TF, FB}, params=SetsParams, levels=Levels("form", _BANDS))
def multiple_meaning(ctx: GenerationContext) -> Draft:
    words = [w for w in load_bank("vocabulary", "multiple-meanings")["words"] if w["set"] in ctx.params.sets]
    if not words:
        raise ValueError(f"no words in {ctx.params.sets}")
    entry = pick(ctx.rng, words)
    index = ctx.rng.randrange(len(entry["senses"]))
    return _BUILDERS.get(ctx.content_type, _choice)(ctx, words, entry, index)


def _said(sense: dict) -> str:
    return f" (say it: {sense['say']})" if sense.get("say") else ""


def _both(ctx: GenerationContext, words: list[dict], entry: dict, index: int) -> Draft:
    word = entry["word"]
    first, second = entry["senses"][0], entry["senses"][1]
    others = 2 + min(ctx.level.rank, 1)
    bank = [word, *(w["word"] for w in ctx.rng.sample([w for w in words if w["word"] != word], others))]
    ctx.rng.shuffle(bank)
    text = f"1. {blank_word(first['sentence'], word)}\n2. {blank_word(second['sentence'], word)}"
    return fill_draft(
        text,
        word,
        f'"{word}" fits both. In sentence 1 it means "{first["meaning"]}"{_said(first)}; '
        f'in sentence 2 it means "{second["meaning"]}"{_said(second)}.',
        bank=bank,
        blanks=2,
        instructions="Write one word that fits in both sentences.",
        features=text_features("reason", words=word_count(text), steps=2),
        key=f"both:{word}",
    )


def _true_false(ctx: GenerationContext, words: list[dict], entry: dict, index: int) -> Draft:
    word, sense = entry["word"], entry["senses"][index]
    others = [s for i, s in enumerate(entry["senses"]) if i != index]
    truthful = ctx.rng.random() < 0.5
    shown = sense if truthful else pick(ctx.rng, others)
    statement = f'In the sentence "{sense["sentence"]}", the word "{word}" means "{shown["meaning"]}".'
    why = f'Here "{word}" means "{sense["meaning"]}"{_said(sense)}.'
    if not truthful:
        why += f' "{shown["meaning"]}" is a different meaning of "{word}", as in: {shown["sentence"]}'
    return true_false_draft(
        statement,
        truthful,
        why,
        features=text_features("identify", words=word_count(statement), steps=2),
        key=f"{word}:{index}:{truthful}",
    )


def _choice(ctx: GenerationContext, words: list[dict], entry: dict, index: int) -> Draft:
    word, sense = entry["word"], entry["senses"][index]
    wrong = [
        Wrong(
            s["meaning"],
            "other-meaning-of-the-word",
            f'That is another meaning of "{word}", as in: {s["sentence"]}',
        )
        for i, s in enumerate(entry["senses"])
        if i != index
    ]
    stranger = pick(ctx.rng, [w for w in words if w["word"] != word])
    for s in ctx.rng.sample(stranger["senses"], 1):
        wrong.append(
            Wrong(s["meaning"], "meaning-of-a-different-word", f'That is a meaning of "{stranger["word"]}".')
        )
    return choice_draft(
        ctx,
        f'Read the sentence.\n\n{sense["sentence"]}\n\nWhat does "{word}" mean in this sentence?',
        sense["meaning"],
        wrong,
        f'Use the other words in the sentence as clues. Here "{word}" means "{sense["meaning"]}"{_said(sense)}.',
        key=f"{word}:{index}",
        steps=2,
    )


_BUILDERS: dict[str, Callable[[GenerationContext, list[dict], dict, int], Draft]] = {
    FB: _both,
    TF: _true_false,
}
