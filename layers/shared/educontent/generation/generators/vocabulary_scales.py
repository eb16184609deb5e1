"""Shades of meaning: ``vocabulary.word-scale``. The ``scales`` bank lists close words in order
(weakest to strongest, least to most sure, most negative to most positive feeling), each with its
meaning, and sentences whose feeling picks one word; items order the words, pick the strongest or
the one with a given meaning, or choose the word whose connotation fits a sentence."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.banks import load_bank
from educontent.generation.items import (
    ExactAnswer,
    FillBlankContent,
    OrderingContent,
    SetAnswer,
)
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_draft,
    ordering_items,
    text_features,
    word_count,
)
from educontent.generation.kit.choose import pick
from educontent.generation.registry import Draft, GenerationContext, generator

MC, FILL, MATCH, ORDER = (
    ContentType.MULTIPLE_CHOICE,
    ContentType.FILL_BLANK,
    ContentType.MATCHING,
    ContentType.ORDERING,
)


def _mc(
    ctx: GenerationContext,
    question: str,
    correct: str,
    wrong: list[Wrong],
    why: str,
    key: str,
    *,
    task: str = "compare",
    standard: str | None = None,
) -> Draft:
    return choice_draft(ctx, question, correct, wrong, why, key=key, task=task, standard=standard, steps=2)  # type: ignore[arg-type]


# ---- shades of meaning ------------------------------------------------------------------------


class ScaleParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    sets: list[str] = Field(min_length=1)
    choice_forms: list[Literal["top", "meaning", "sentence"]] = Field(
        default_factory=lambda: ["top", "meaning"]
    )


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


@generator("vocabulary.word-scale", content_types={ORDER, MC, FILL}, params=ScaleParams)
def word_scale(ctx: GenerationContext) -> Draft:
    params: ScaleParams = ctx.params
    rng = ctx.rng
    if ctx.content_type == FILL:
        scale = pick(rng, _scales(params, with_sentences=True))
        s = pick(rng, scale["sentences"])
        bank = [s["answer"], *s["options"]]
        rng.shuffle(bank)
        meaning = next(w["meaning"] for w in scale["words"] if w["word"] == s["answer"])
        return Draft(
            content=FillBlankContent(
                instructions="Choose the word whose feeling fits the sentence.",
                text=s["text"],
                blanks=1,
                word_bank=bank,
                word_bank_header="Word bank",
            ),
            answer=ExactAnswer(
                value=s["answer"],
                display=s["answer"],
                explanation=f'{s["why"]} "{s["answer"]}" means {meaning}.',
            ),
            features=text_features("reason", words=word_count(s["text"]), steps=2),
            key=f"{scale['id']}:{s['answer']}",
        )
    if ctx.content_type == ORDER:
        scale = pick(rng, _scales(params))
        chosen = _subset(ctx, scale)
        in_order = [w["word"] for w in chosen]
        return Draft(
            content=OrderingContent(
                instructions="Write the words in order.",
                prompt=f"Put these words in order from {scale['orderBy']}.",
                items=ordering_items(rng, in_order),
                order_by=scale["orderBy"],
            ),
            answer=SetAnswer(
                value=in_order,
                display=", ".join(in_order),
                explanation="Think about what each word means, then line them up. "
                + " ".join(f'"{w["word"]}" means {w["meaning"]}.' for w in chosen),
            ),
            features=text_features("compare", words=len(in_order) * 3, steps=len(in_order) - 1),
            key=f"{scale['id']}:order:" + "-".join(in_order),
        )
    form = pick(rng, params.choice_forms)
    if form == "sentence":
        scale = pick(rng, _scales(params, with_sentences=True))
        s = pick(rng, scale["sentences"])
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
        return _mc(
            ctx,
            f"Which word best fits the feeling of this sentence?\n\n{s['text']}",
            s["answer"],
            wrong,
            f'{s["why"]} "{s["answer"]}" means {meanings[s["answer"]]}.',
            f"{scale['id']}:{s['answer']}",
            task="reason",
        )
    scale = pick(rng, _scales(params))
    chosen = _subset(ctx, scale)
    if form == "top":
        top = chosen[-1]
        wrong = [
            Wrong(
                w["word"],
                "chose-a-weaker-word",
                f'"{w["word"]}" means {w["meaning"]}, which is not the {scale["top"]}.',
            )
            for w in chosen[:-1]
        ]
        return _mc(
            ctx,
            f"Which of these words is the {scale['top']}?",
            top["word"],
            wrong,
            f"Put the words in order from {scale['orderBy']}: {', '.join(w['word'] for w in chosen)}. "
            f'"{top["word"]}" comes last because it means {top["meaning"]}.',
            f"{scale['id']}:top:" + "-".join(w["word"] for w in chosen),
        )
    target = pick(rng, scale["words"])
    wrong = [
        Wrong(w["word"], "close-but-different-meaning", f'"{w["word"]}" means {w["meaning"]}.')
        for w in scale["words"]
        if w["word"] != target["word"]
    ]
    return _mc(
        ctx,
        f'These words have close meanings. Which word means "{target["meaning"]}"?',
        target["word"],
        wrong,
        f'"{target["word"]}" means {target["meaning"]}. The other words are close but differ in how much or how.',
        f"{scale['id']}:means:{target['word']}",
        task="identify",
    )
