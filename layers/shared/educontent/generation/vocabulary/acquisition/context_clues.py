"""Word meaning from context (L.1.4a through L.8.4a; academic and linking words, L.5.6, L.7.6): what a
word means in its sentence or passage, which word fits the blank, and what job a word does in its
sentence.

The ``context`` bank holds target words in hand-written sentences (and, for some sets, short
passages): each with its meaning, the clue that reveals it, and wrong meanings with their
misconceptions. Items ask what the word means (multiple-choice), which word fits the blank
(fill-blank with a word bank drawn from other words of the set), what it means in a passage
(passage-based), or what job the word does in the sentence (part of speech, when asked for).
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import Field

from educontent.generation.banks import load_bank
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import article
from educontent.generation.kit.text_forms import (
    SetsParams,
    Wrong,
    blank_word,
    choice_draft,
    fill_draft,
    level_pool,
    text_features,
    word_count,
)
from educontent.generation.kit.types import FB, MC, PB
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.vocabulary._meanings import meaning_choice, meaning_in_passage


class ContextParams(SetsParams):
    part_of_speech: bool = Field(
        default=False, description="Also ask what job the word does in its sentence."
    )


_BANDS = (
    "words mostly (7 items in 10) of the level's length: easy up to 6 letters, medium 7 to 9, hard 10 or more"
)
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, FB, PB}, params=ContextParams, levels=Levels("text", _BANDS))
def context_clues(ctx: GenerationContext) -> Draft:
    entries = _entries(ctx.params, with_passage=ctx.content_type == PB)
    entry = pick(ctx.rng, level_pool(ctx.rng, entries, _level, ctx.level.rank))
    return _BUILDERS.get(ctx.content_type, _choice)(ctx, entry)


def _entries(params: ContextParams, *, with_passage: bool = False) -> list[dict]:
    found = [
        e
        for e in load_bank("vocabulary", "context")["entries"]
        if e["set"] in params.sets and (not with_passage or e.get("passage"))
    ]
    if not found:
        raise ValueError(f"no context entries in {params.sets}")
    return found


def _level(entry: dict) -> int:
    return 0 if len(entry["word"]) <= 6 else 1 if len(entry["word"]) <= 9 else 2


def _why(entry: dict) -> str:
    return f'{entry["clue"]} So "{entry["word"]}" means "{entry["meaning"]}".'


def _fill(ctx: GenerationContext, entry: dict) -> Draft:
    word = entry["word"]
    others = [e for e in _entries(ctx.params) if e["word"].lower() != word.lower()]
    different = [e for e in others if e["group"] != entry["group"]]
    pool = different if len(different) >= 3 else others
    bank = [word, *(e["word"] for e in ctx.rng.sample(pool, 3))]
    ctx.rng.shuffle(bank)
    text = blank_word(entry["sentence"], word)
    return fill_draft(
        text,
        word,
        f'{entry["clue"]} The word that fits is "{word}", which means "{entry["meaning"]}".',
        bank=bank,
        instructions="Choose the word from the word bank that best completes the sentence.",
        features=text_features("word-problem", words=word_count(text), steps=2),
        key=entry["id"],
    )


def _passage(ctx: GenerationContext, entry: dict) -> Draft:
    return meaning_in_passage(
        ctx,
        "context",
        entry,
        f'What does the word "{entry["word"]}" mean in the passage?',
        _why(entry),
        instructions="Read the passage. Use clues in the passage to figure out the word.",
    )


def _choice(ctx: GenerationContext, entry: dict) -> Draft:
    jobs = load_bank("vocabulary", "context")["partsOfSpeech"]
    if ctx.params.part_of_speech and entry["pos"] in jobs and ctx.rng.random() < 0.35:
        return _part_of_speech(ctx, entry, jobs)
    question = (
        f'Read the sentence.\n\n"{entry["sentence"]}"\n\nWhat does "{entry["word"]}" mean in this sentence?'
    )
    return meaning_choice(ctx, entry, question, _why(entry), instructions="Use the clues in the sentence.")


def _part_of_speech(ctx: GenerationContext, entry: dict, jobs: dict[str, str]) -> Draft:
    word, pos = entry["word"], entry["pos"]
    wrong = [
        Wrong(
            p,
            "wrong-part-of-speech",
            f'{article(p).capitalize()} {p} {job}; that is not what "{word}" does here.',
        )
        for p, job in jobs.items()
        if p != pos
    ]
    question = (
        f'Read the sentence.\n\n"{entry["sentence"]}"\n\nWhat part of speech is "{word}" in this sentence?'
    )
    return choice_draft(
        ctx,
        question,
        pos,
        wrong,
        f'In this sentence "{word}" {jobs[pos]}, so it is {article(pos)} {pos}. '
        f'Knowing its job helps: "{word}" means "{entry["meaning"]}".',
        key=f"{entry['id']}:pos",
        steps=2,
    )


_BUILDERS: dict[str, Callable[[GenerationContext, dict], Draft]] = {FB: _fill, PB: _passage}
