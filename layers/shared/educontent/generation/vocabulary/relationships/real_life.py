"""Real-life connections between words and their use (L.K.5c, L.1.5c, L.2.5a, L.3.5b): which thing,
place or food a describing word fits (soft, quiet, crunchy), which one it does not fit, whether a
sentence about one is true, and which word describes a person in a short scene (helpful, honest).

The ``connections`` bank holds describing words in opposite pairs, each with things that clearly are the
word and things that clearly are its opposite (so a question may ask about either word of a pair), and
character traits with short scenes that show them and the traits too close to be offered beside them.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from educontent.generation.banks import load_bank
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import (
    SetsParams,
    Wrong,
    choice_draft,
    text_features,
    true_false_draft,
    word_count,
)
from educontent.generation.kit.types import MC, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

_BANDS = (
    "the same questions at every level; choices: 3 on kindergarten and easy first-grade items, otherwise 4"
)
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, TF}, params=SetsParams, levels=Levels("none", _BANDS))
def real_life(ctx: GenerationContext) -> Draft:
    bank = load_bank("vocabulary", "connections")
    pairs = [p for p in bank["pairs"] if p["set"] in ctx.params.sets]
    traits = [t for t in bank["traits"] if t["set"] in ctx.params.sets]
    if pairs:
        side = _side(ctx.rng, pick(ctx.rng, pairs))
        if ctx.content_type == TF:
            return _thing_true_false(ctx, side)
        return pick(ctx.rng, _THING_CHOICES)(ctx, side)
    if not traits:
        raise ValueError(f"no connections in {ctx.params.sets}")
    trait = pick(ctx.rng, traits)
    scene = pick(ctx.rng, trait["scenes"])
    if ctx.content_type == TF:
        return _trait_true_false(ctx, traits, trait, scene)
    return _trait_choice(ctx, traits, trait, scene)


def _side(rng: random.Random, pair: dict) -> dict:
    """One word of the pair with the things it fits (``yes``) and the things it does not (``no``)."""
    if rng.random() < 0.5:
        return pair
    return {"word": pair["opposite"], "opposite": pair["word"], "yes": pair["no"], "no": pair["yes"]}


def _is(thing: str, word: str) -> str:
    """``A rock is hard.``: the thing, capitalized, and the word."""
    return f"{thing[0].upper()}{thing[1:]} is {word}."


def _not(thing: str, side: dict) -> str:
    return f"{thing[0].upper()}{thing[1:]} is {side['opposite']}, not {side['word']}."


# ---- describing words -------------------------------------------------------------------------


def _which(ctx: GenerationContext, side: dict) -> Draft:
    thing = pick(ctx.rng, side["yes"])
    wrong = [Wrong(t, f"it-is-{side['opposite']}", _not(t, side)) for t in ctx.rng.sample(side["no"], 3)]
    return choice_draft(
        ctx,
        f"Which one is {side['word']}?",
        thing,
        wrong,
        f"{_is(thing, side['word'])} The others are {side['opposite']}.",
        key=f"{side['word']}:{thing}",
    )


def _which_not(ctx: GenerationContext, side: dict) -> Draft:
    thing = pick(ctx.rng, side["no"])
    wrong = [Wrong(t, f"it-is-{side['word']}", _is(t, side["word"])) for t in ctx.rng.sample(side["yes"], 3)]
    return choice_draft(
        ctx,
        f"Which one is NOT {side['word']}?",
        thing,
        wrong,
        f"{_not(thing, side)} The others are all {side['word']}.",
        key=f"not-{side['word']}:{thing}",
        task="compare",
        steps=2,
    )


_THING_CHOICES: list[Callable[[GenerationContext, dict], Draft]] = [_which, _which_not]


def _thing_true_false(ctx: GenerationContext, side: dict) -> Draft:
    truth = ctx.rng.random() < 0.5
    thing = pick(ctx.rng, side["yes"] if truth else side["no"])
    statement = _is(thing, side["word"])
    return true_false_draft(
        statement,
        truth,
        statement if truth else _not(thing, side),
        features=text_features("identify", words=word_count(statement)),
        key=f"tf:{side['word']}:{thing}",
    )


# ---- people -----------------------------------------------------------------------------------


def _apart(trait: dict, traits: list[dict]) -> list[dict]:
    """The traits a scene of ``trait`` does not show (not close to it, read both ways)."""
    return [
        t
        for t in traits
        if t["word"] != trait["word"] and t["word"] not in trait["close"] and trait["word"] not in t["close"]
    ]


def _means(trait: dict) -> str:
    return f'"{trait["word"].capitalize()}" means {trait["meaning"]}.'


def _trait_choice(ctx: GenerationContext, traits: list[dict], trait: dict, scene: dict) -> Draft:
    wrong = [
        Wrong(
            t["word"],
            "trait-not-shown",
            f"{_means(t)} The story does not show that.",
        )
        for t in ctx.rng.sample(_apart(trait, traits), 3)
    ]
    return choice_draft(
        ctx,
        f"Read about {scene['name']}.\n\n{scene['text']}\n\nWhich word best describes {scene['name']}?",
        trait["word"],
        wrong,
        f"{_means(trait)} That is just what {scene['name']} does here.",
        key=f"trait:{scene['name']}",
        task="reason",
        steps=2,
    )


def _trait_true_false(ctx: GenerationContext, traits: list[dict], trait: dict, scene: dict) -> Draft:
    said = trait if ctx.rng.random() < 0.5 else pick(ctx.rng, _apart(trait, traits))
    statement = f"{scene['text']} This shows that {scene['name']} is {said['word']}."
    why = f"{_means(trait)} That is what {scene['name']} shows."
    if said is not trait:
        why = f"{_means(said)} {why}"
    return true_false_draft(
        statement,
        said is trait,
        why,
        features=text_features("reason", words=word_count(statement), steps=2),
        key=f"trait-tf:{scene['name']}:{said['word']}",
    )
