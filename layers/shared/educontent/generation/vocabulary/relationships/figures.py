"""Figures of speech in sentences (L.3.5a, L.4.5a, L.5.5a, L.6.5a, L.7.5a, L.8.5a): what a simile,
metaphor, personification or hyperbole means, what kind of figure it is, true-false about its kind, and
matching figures to meanings.

The ``figures`` bank holds each figure in a sentence with its meaning (unique in its set) and what its
words would mean taken literally, the wrong answer of a learner who reads them word for word; and, per
kind, the kinds a phrase of that kind may also be read as (a metaphor often exaggerates), which are
never offered as its wrong answer. What each kind does comes from the ``figurative`` bank's
``kindClues``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import Field

from educontent.generation.banks import load_bank
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.text_forms import (
    SetsParams,
    Wrong,
    choice_draft,
    pairs_size,
    text_features,
    true_false_draft,
    word_count,
)
from educontent.generation.kit.types import MC, MT, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.vocabulary.relationships._phrases import meanings_matching


class FiguresParams(SetsParams):
    choice_forms: list[Literal["meaning", "kind"]] = Field(default_factory=lambda: ["meaning"])


_BANDS = "figures to match: easy 3, medium and hard 4; choices: 3 on easy items up to grade 1, otherwise 4"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, TF, MT}, params=FiguresParams, levels=Levels("steps", _BANDS))
def figures(ctx: GenerationContext) -> Draft:
    bank = load_bank("vocabulary", "figures")
    entries = [e for e in bank["entries"] if e["set"] in ctx.params.sets]
    if not entries:
        raise ValueError(f"no figures in {ctx.params.sets}")
    if ctx.content_type == MT:
        return _matching(ctx, entries)
    entry = pick(ctx.rng, entries)
    if ctx.content_type == TF:
        return _true_false(ctx, entry, _other_kinds(bank, entry))
    form = pick(ctx.rng, ctx.params.choice_forms)
    return _CHOICES[form](ctx, entries, entry, _other_kinds(bank, entry))


def _other_kinds(bank: dict, entry: dict) -> dict[str, str]:
    """The kinds (with what each does) that the entry's phrase is not, and cannot also be read as."""
    clues = load_bank("vocabulary", "figurative")["kindClues"]
    skip = {entry["kind"], *bank["overlaps"][entry["kind"]]}
    return {k: clues[k] for k in bank["overlaps"] if k not in skip}


def _read(entry: dict) -> str:
    return f"Read the sentence.\n\n{entry['sentence']}\n\n"


def _what_it_is(entry: dict) -> str:
    clue = load_bank("vocabulary", "figurative")["kindClues"][entry["kind"]]
    return f'In this sentence, "{entry["phrase"]}" is {with_article(entry["kind"])}, which {clue}.'


def _real(entry: dict) -> str:
    return f"Its real meaning here: {entry['meaning']}."


def _meaning(ctx: GenerationContext, entries: list[dict], entry: dict, _kinds: dict[str, str]) -> Draft:
    others = ctx.rng.sample([e for e in entries if e["id"] != entry["id"]], 2)
    wrong = [
        Wrong(entry["literal"], "took-it-literally", "This is what the words say, not what they mean here.")
    ]
    wrong += [
        Wrong(o["meaning"], "ignored-context", "This meaning does not fit the clues in the sentence.")
        for o in others
    ]
    return choice_draft(
        ctx,
        f'{_read(entry)}What does "{entry["phrase"]}" mean in this sentence?',
        entry["meaning"],
        wrong,
        f"{_what_it_is(entry)} {_real(entry)} That is not what the words say.",
        key=f"{entry['id']}:meaning",
        task="reason",
        steps=2,
    )


def _kind(ctx: GenerationContext, _entries: list[dict], entry: dict, kinds: dict[str, str]) -> Draft:
    wrong = [
        Wrong(k, "wrong-kind-of-figure", f"{with_article(k).capitalize()} {clue}; this phrase does not.")
        for k, clue in kinds.items()
    ]
    return choice_draft(
        ctx,
        f'{_read(entry)}What kind of figurative language is "{entry["phrase"]}"?',
        entry["kind"],
        wrong,
        f"{_what_it_is(entry)} {_real(entry)}",
        key=f"{entry['id']}:kind",
        steps=2,
    )


_CHOICES: dict[str, Callable[[GenerationContext, list[dict], dict, dict[str, str]], Draft]] = {
    "meaning": _meaning,
    "kind": _kind,
}


def _true_false(ctx: GenerationContext, entry: dict, kinds: dict[str, str]) -> Draft:
    truth = ctx.rng.random() < 0.5
    said = entry["kind"] if truth else pick(ctx.rng, sorted(kinds))
    statement = (
        f'{entry["sentence"]} In this sentence, the words "{entry["phrase"]}" are {with_article(said)}.'
    )
    return true_false_draft(
        statement,
        truth,
        f"{_what_it_is(entry)} {_real(entry)}",
        features=text_features("identify", words=word_count(statement), steps=2),
        key=f"{entry['id']}:tf:{said}",
    )


def _matching(ctx: GenerationContext, entries: list[dict]) -> Draft:
    chosen = ctx.rng.sample(entries, pairs_size(ctx))
    return meanings_matching(
        ctx,
        chosen,
        [e["phrase"] for e in chosen],
        noun="phrase",
        lead="Think about what each phrase really means, not what the words say.",
    )
