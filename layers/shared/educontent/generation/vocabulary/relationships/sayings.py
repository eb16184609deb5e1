"""Idioms, adages and proverbs (L.3.5a, L.4.5b, L.5.5b): what a saying really means, which saying fits a
situation, matching sayings to meanings, true-false, and completing a saying.

The ``sayings`` bank holds each saying with its meaning, what its words would mean taken literally (the
wrong answer of a learner who reads it word for word), a situation it fits, a word to leave blank with
wrong words for the word bank, and the sayings of its set too close in meaning to be offered as wrong
answers.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from educontent.generation.banks import load_bank
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import (
    SetsParams,
    Wrong,
    blank_word,
    choice_draft,
    fill_draft,
    pairs_size,
    text_features,
    true_false_draft,
    word_count,
)
from educontent.generation.kit.types import FB, MC, MT, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.vocabulary.relationships._phrases import meanings_matching

_BANDS = "sayings to match: easy 3, medium and hard 4; choices: 3 on easy items up to grade 1, otherwise 4"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, MT, TF, FB}, params=SetsParams, levels=Levels("steps", _BANDS))
def sayings(ctx: GenerationContext) -> Draft:
    entries = [e for e in load_bank("vocabulary", "sayings")["entries"] if e["set"] in ctx.params.sets]
    if not entries:
        raise ValueError(f"no sayings in {ctx.params.sets}")
    if ctx.content_type == MC:
        return pick(ctx.rng, _CHOICES)(ctx, entries)
    return _BUILDERS[ctx.content_type](ctx, entries)


def shown(entry: dict) -> str:
    """The saying as it is quoted in a question: a proverb without its final period."""
    return entry["saying"].rstrip(".")


def _label(entry: dict) -> str:
    return "idiom" if entry["kind"] == "idiom" else "saying"


def _apart(entry: dict, entries: list[dict]) -> list[dict]:
    """The other entries whose meaning is not close to ``entry``'s (closeness read both ways)."""
    return [
        e
        for e in entries
        if e["id"] != entry["id"]
        and e["saying"] not in entry.get("close", [])
        and entry["saying"] not in e.get("close", [])
    ]


def _others(rng: random.Random, entry: dict, entries: list[dict], count: int) -> list[dict]:
    return rng.sample(_apart(entry, entries), count)


def _why(entry: dict) -> str:
    return (
        f'The {_label(entry)} "{shown(entry)}" does not mean what its words say. It means {entry["meaning"]}. '
        f"For example: {entry['situation']}"
    )


# ---- multiple choice --------------------------------------------------------------------------


def _meaning(ctx: GenerationContext, entries: list[dict]) -> Draft:
    entry = pick(ctx.rng, entries)
    wrong = [Wrong(entry["literal"], "took-it-literally", "This is what the words say, not what they mean.")]
    wrong += [
        Wrong(o["meaning"], "mixed-up-sayings", f'That is what "{shown(o)}" means.')
        for o in _others(ctx.rng, entry, entries, 2)
    ]
    return choice_draft(
        ctx,
        f'What does the {_label(entry)} "{shown(entry)}" mean?',
        entry["meaning"],
        wrong,
        _why(entry),
        key=f"{entry['id']}:meaning",
        task="reason",
        steps=2,
    )


def _situation(ctx: GenerationContext, entries: list[dict]) -> Draft:
    entry = pick(ctx.rng, entries)
    wrong = [
        Wrong(shown(o), "saying-does-not-fit", f'"{shown(o)}" means {o["meaning"]}, which does not fit here.')
        for o in _others(ctx.rng, entry, entries, 3)
    ]
    kind = "idiom" if entry["kind"] == "idiom" else "saying"
    return choice_draft(
        ctx,
        f"Read about what happened.\n\n{entry['situation']}\n\nWhich {kind} fits this situation best?",
        shown(entry),
        wrong,
        f'"{shown(entry)}" means {entry["meaning"]}, and that is what happens here.',
        key=f"{entry['id']}:situation",
        task="reason",
        steps=2,
    )


_CHOICES: list[Callable[[GenerationContext, list[dict]], Draft]] = [_meaning, _situation]


# ---- matching, true-false, fill-blank ---------------------------------------------------------


def _matching(ctx: GenerationContext, entries: list[dict]) -> Draft:
    chosen: list[dict] = []
    for e in ctx.rng.sample(entries, len(entries)):
        if len(chosen) < pairs_size(ctx) and all(e in _apart(c, entries) for c in chosen):
            chosen.append(e)
    return meanings_matching(
        ctx,
        chosen,
        [shown(e) for e in chosen],
        noun=_label(chosen[0]),
        lead="Think about what people mean when they say each one, not what the words say.",
    )


def _true_false(ctx: GenerationContext, entries: list[dict]) -> Draft:
    entry = pick(ctx.rng, entries)
    said = entry if ctx.rng.random() < 0.5 else pick(ctx.rng, _apart(entry, entries))
    statement = f'The {_label(entry)} "{shown(entry)}" means "{said["meaning"]}."'
    truth = said is entry
    verdict = "That is right." if truth else f'No: that is what "{shown(said)}" means.'
    return true_false_draft(
        statement,
        truth,
        f'{verdict} "{shown(entry)}" means {entry["meaning"]}.',
        features=text_features("reason", words=word_count(statement), steps=2),
        key=f"{entry['id']}:tf:{said['id']}",
    )


def _complete(ctx: GenerationContext, entries: list[dict]) -> Draft:
    entry = pick(ctx.rng, entries)
    bank = [entry["blank"], *entry["decoys"]]
    ctx.rng.shuffle(bank)
    text = f'Complete the {_label(entry)}. It means "{entry["meaning"]}."\n\n' + blank_word(
        entry["saying"], entry["blank"]
    )
    return fill_draft(
        text,
        entry["blank"],
        f'The {_label(entry)} is "{shown(entry)}." It means {entry["meaning"]}.',
        bank=bank,
        instructions="Use the word bank to complete the saying.",
        features=text_features("recall", words=word_count(text), steps=1),
        key=f"{entry['id']}:complete",
    )


_BUILDERS: dict[str, Callable[[GenerationContext, list[dict]], Draft]] = {
    MT: _matching,
    TF: _true_false,
    FB: _complete,
}
