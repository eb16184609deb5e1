"""Shades of meaning (L.K.5d, L.1.5d, L.2.5b, L.3.5c) and connotation (L.6.5c, L.8.5c): ordering close
words by strength, certainty or feeling, picking the strongest or the one with a given meaning, and
choosing the word whose connotation fits a sentence.

The ``scales`` bank lists close words in order (weakest to strongest, least to most sure, most
negative to most positive feeling), each with its meaning, and sentences whose feeling picks one word.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import Field

from educontent.generation.banks import load_bank
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import (
    SetsParams,
    Wrong,
    choice_draft,
    choices_count,
    fill_draft,
    ordering_draft,
    text_features,
    word_count,
)
from educontent.generation.kit.types import FB, MC, OR
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class ScaleParams(SetsParams):
    choice_forms: list[Literal["top", "meaning", "sentence"]] = Field(
        default_factory=lambda: ["top", "meaning"]
    )


_BANDS = "words to order by strength: easy 3, medium and hard 4; choices: 3 on kindergarten and easy first-grade items, otherwise 4"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={OR, MC, FB}, params=ScaleParams, levels=Levels("steps", _BANDS))
def shades_of_meaning(ctx: GenerationContext) -> Draft:
    if ctx.content_type == FB:
        return _fill(ctx)
    if ctx.content_type == OR:
        return _ordering(ctx)
    form = pick(ctx.rng, ctx.params.choice_forms)
    return _CHOICE_FORMS[form](ctx)


def _scales(params: ScaleParams, *, with_sentences: bool = False) -> list[dict]:
    found = [
        s
        for s in load_bank("vocabulary", "scales")["scales"]
        if s["set"] in params.sets and (s["sentences"] or not with_sentences)
    ]
    if not found:
        raise ValueError(f"no scales in {params.sets}")
    return found


def _subset(ctx: GenerationContext, scale: dict) -> list[dict]:
    words = scale["words"]
    size = min(len(words), 3 if ctx.level.rank == 0 else 4)
    keep = sorted(ctx.rng.sample(range(len(words)), size))
    return [words[i] for i in keep]


def _fill(ctx: GenerationContext) -> Draft:
    scale = pick(ctx.rng, _scales(ctx.params, with_sentences=True))
    s = pick(ctx.rng, scale["sentences"])
    bank = [s["answer"], *s["options"]]
    ctx.rng.shuffle(bank)
    meaning = next(w["meaning"] for w in scale["words"] if w["word"] == s["answer"])
    return fill_draft(
        s["text"],
        s["answer"],
        f'{s["why"]} "{s["answer"]}" means {meaning}.',
        bank=bank,
        instructions="Choose the word whose feeling fits the sentence.",
        features=text_features("reason", words=word_count(s["text"]), steps=2),
        key=f"{scale['id']}:{s['answer']}",
    )


def _ordering(ctx: GenerationContext) -> Draft:
    scale = pick(ctx.rng, _scales(ctx.params))
    chosen = _subset(ctx, scale)
    in_order = [w["word"] for w in chosen]
    return ordering_draft(
        ctx.rng,
        in_order,
        instructions="Write the words in order.",
        prompt=f"Put these words in order from {scale['orderBy']}.",
        order_by=scale["orderBy"],
        why="Think about what each word means, then line them up. "
        + " ".join(f'"{w["word"]}" means {w["meaning"]}.' for w in chosen),
        features=text_features("compare", words=len(in_order) * 3, steps=len(in_order) - 1),
        key=f"{scale['id']}:order:" + "-".join(in_order),
    )


def _sentence(ctx: GenerationContext) -> Draft:
    scale = pick(ctx.rng, _scales(ctx.params, with_sentences=True))
    s = pick(ctx.rng, scale["sentences"])
    meanings = {w["word"]: w["meaning"] for w in scale["words"]}
    wrong = [
        Wrong(
            o,
            "wrong-connotation",
            f'"{o}" means {meanings[o]}, which does not fit the feeling of this sentence.'
            if o in meanings
            else f'"{o}" does not fit the meaning and feeling of this sentence.',
        )
        for o in s["options"]
    ]
    return choice_draft(
        ctx,
        f"Which word best fits the feeling of this sentence?\n\n{s['text']}",
        s["answer"],
        wrong,
        f'{s["why"]} "{s["answer"]}" means {meanings[s["answer"]]}.',
        key=f"{scale['id']}:{s['answer']}",
        task="reason",
        steps=2,
    )


def _top(ctx: GenerationContext) -> Draft:
    scale = pick(ctx.rng, _scales(ctx.params))
    chosen = _subset(ctx, scale)
    top = chosen[-1]
    wrong = [
        Wrong(
            w["word"],
            "chose-a-weaker-word",
            f'"{w["word"]}" means {w["meaning"]}, which is not the {scale["top"]}.',
        )
        for w in chosen[:-1]
    ]
    return choice_draft(
        ctx,
        f"Which of these words is the {scale['top']}?",
        top["word"],
        wrong,
        f"Put the words in order from {scale['orderBy']}: {', '.join(w['word'] for w in chosen)}. "
        f'"{top["word"]}" comes last because it means {top["meaning"]}.',
        key=f"{scale['id']}:top:" + "-".join(w["word"] for w in chosen),
        task="compare",
        steps=2,
    )


def _meaning(ctx: GenerationContext) -> Draft:
    """The word with a meaning, among words of other families: the words of one scale (and of one
    family: sad, angry) share a meaning ("unhappy" fits down, sad and heartbroken), so only the
    key's own family could also fit."""
    scales = _scales(ctx.params)
    scale = pick(ctx.rng, scales)
    _subset(ctx, scale)  # drawn for every choice form that reads a scale (part of the seeded output)
    target = pick(ctx.rng, scale["words"])
    others = [s for s in scales if s["family"] != scale["family"]]
    ctx.rng.shuffle(others)
    wrong: list[Wrong] = []
    for other in others:
        w = pick(ctx.rng, other["words"])
        if len(wrong) < choices_count(ctx.grade, ctx.level.rank) - 1 and not any(
            {w["word"], c.text} <= {x["word"] for x in s["words"]} for s in scales for c in wrong
        ):
            wrong.append(
                Wrong(w["word"], "chose-a-different-meaning", f'"{w["word"]}" means {w["meaning"]}.')
            )
    return choice_draft(
        ctx,
        f'Which word means "{target["meaning"]}"?',
        target["word"],
        wrong,
        f'"{target["word"]}" means {target["meaning"]}. The other choices mean different things.',
        key=f"{scale['id']}:means:{target['word']}",
        steps=2,
    )


_CHOICE_FORMS: dict[str, Callable[[GenerationContext], Draft]] = {
    "sentence": _sentence,
    "top": _top,
    "meaning": _meaning,
}
