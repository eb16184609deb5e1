"""Single sounds: the first, middle or last sound of a word (RF.K.2d, RF.1.2c) and a sound changed,
added or taken away to make a new word (RF.K.2e)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cache

from educontent.generation.draw.sound_positions import sound_positions
from educontent.generation.items import Visuals
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_draft,
    distinct_pairs,
    matching_draft,
    pairs_size,
    text_features,
    true_false_draft,
)
from educontent.generation.kit.types import MC, MT, TF
from educontent.generation.reading.foundations.word_sounds._common import (
    by_grade,
    one_syllable,
    pictured,
    slashed,
    slashes,
)
from educontent.generation.registry import Draft, GenerationContext

Builder = Callable[[GenerationContext], Draft]

_PLACES = ("first", "middle", "last")
_ISOLATE = {0: "RF.K.2d", 1: "RF.1.2c"}


def _place_index(place: str, sounds: list[str]) -> int:
    return {"first": 0, "middle": 1, "last": len(sounds) - 1}[place]


def _isolate_words(ctx: GenerationContext, place: str) -> list[dict]:
    words = one_syllable(ctx.level.rank)
    if place == "middle" or ctx.grade == 0:
        words = [w for w in words if len(w["sounds"]) == 3 and w["sounds"][1] == w["vowel"]]
    return words


def isolate_choice(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    place = pick(rng, _PLACES)
    words = _isolate_words(ctx, place)
    w = pick(rng, words)
    sounds = w["sounds"]
    at = _place_index(place, sounds)
    answer = slashed(sounds[at])
    wrong = [
        Wrong(
            slashed(s),
            "sound-from-another-place",
            f"{slashed(s)} is in the word, but it is not the {place} sound.",
        )
        for i, s in enumerate(sounds)
        if i != at and s != sounds[at]
    ]
    heard = {s for o in words for s in o["sounds"]} - set(sounds)
    wrong += [
        Wrong(slashed(s), "sound-not-in-word", f'{slashed(s)} is not a sound in "{w["word"]}".')
        for s in rng.sample(sorted(heard), 2)
    ]
    picture = sound_positions(
        len(sounds),
        at,
        f"The {place} sound",
        f"A row of {len(sounds)} empty boxes, one for each sound in the word; an arrow and a question mark "
        f"point to the {place} box.",
    )
    draft = choice_draft(
        ctx,
        f'What is the {place} sound in "{w["word"]}"?',
        answer,
        wrong,
        f'Say "{w["word"]}" slowly: {slashes(sounds)}. The {place} sound is {answer}.',
        key=f"isolate:{place}:{w['word']}",
        standard=by_grade(ctx, _ISOLATE),
    )
    return pictured(replace(draft, visuals=Visuals(diagram_svg=picture)), w)


def same_first_sound(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    words = one_syllable(ctx.level.rank)
    key = pick(rng, words)
    first = key["sounds"][0]
    same = [w for w in words if w["sounds"][0] == first and w["word"] != key["word"]]
    if not same:
        return isolate_choice(ctx)
    correct = pick(rng, same)
    wrong = [
        Wrong(
            w["word"],
            "same-last-sound",
            f'"{w["word"]}" ends like "{key["word"]}" but starts with {slashed(w["sounds"][0])}.',
        )
        for w in words
        if w["sounds"][-1] == key["sounds"][-1] and w["sounds"][0] != first
    ][:2]
    wrong += [
        Wrong(w["word"], "different-first-sound", f'"{w["word"]}" starts with {slashed(w["sounds"][0])}.')
        for w in rng.sample(words, 8)
        if w["sounds"][0] != first
    ]
    draft = choice_draft(
        ctx,
        f'Which word starts with the same sound as "{key["word"]}"?',
        correct["word"],
        wrong,
        f'"{key["word"]}" and "{correct["word"]}" both start with {slashed(first)}.',
        key=f"same-first:{key['word']}:{correct['word']}",
        standard=by_grade(ctx, _ISOLATE),
    )
    return pictured(draft, key, correct)


def isolate_matching(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    words = one_syllable(ctx.level.rank)
    pairs = distinct_pairs(rng, [(w["word"], slashed(w["sounds"][0])) for w in words], pairs_size(ctx))
    return matching_draft(
        ctx,
        pairs,
        prompt="Match each word to its first sound.",
        instructions="Say each word. Draw a line to the sound it starts with.",
        why=" ".join(f'"{a}" starts with {b}.' for a, b in pairs),
        key="first-sounds:" + "-".join(sorted(a for a, _ in pairs)),
        standard=by_grade(ctx, _ISOLATE),
    )


# ---- changing sounds ----------------------------------------------------------------------------


@cache
def _changes(level_rank: int) -> list[tuple[dict, dict, int]]:
    """Pairs of words with the same number of sounds that differ in one place: easy the first sound,
    medium the last, hard the vowel in the middle."""
    words = one_syllable(2)
    out = []
    for a in words:
        for b in words:
            if a is b or len(a["sounds"]) != len(b["sounds"]):
                continue
            diff = [i for i, (x, y) in enumerate(zip(a["sounds"], b["sounds"], strict=True)) if x != y]
            if len(diff) == 1 and (diff[0], level_rank) in {(0, 0), (len(a["sounds"]) - 1, 1)} | (
                {(diff[0], 2)} if 0 < diff[0] < len(a["sounds"]) - 1 else set()
            ):
                out.append((a, b, diff[0]))
    return out


def substitute_choice(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    changes = _changes(ctx.level.rank)
    a, b, at = pick(rng, changes)
    old, new = a["sounds"][at], b["sounds"][at]
    wrong = [Wrong(a["word"], "kept-the-old-sound", f'"{a["word"]}" is the word before the change.')]
    wrong += [
        Wrong(
            c["word"],
            "changed-to-another-sound",
            f'"{c["word"]}" has {slashed(c["sounds"][at])}, not {slashed(new)}.',
        )
        for x, c, i in changes
        if x is a and i == at and c["sounds"] != b["sounds"]
    ]
    wrong += [
        Wrong(
            c["word"], "changed-another-place", f'"{c["word"]}" changes a different sound of "{a["word"]}".'
        )
        for x, c, i in _changes((ctx.level.rank + 1) % 3)
        if x is a and c["sounds"] != b["sounds"]
    ]
    rng.shuffle(wrong)
    draft = choice_draft(
        ctx,
        f'Say "{a["word"]}". Change {slashed(old)} to {slashed(new)}. What new word do you make?',
        b["word"],
        wrong,
        f'"{a["word"]}" is {slashes(a["sounds"])}. Put {slashed(new)} where {slashed(old)} was: '
        f'{slashes(b["sounds"])} is "{b["word"]}".',
        key=f"change:{a['word']}:{b['word']}",
        standard="RF.K.2e",
    )
    return pictured(draft, b)


def substitute_true_false(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    changes = _changes(ctx.level.rank)
    a, b, at = pick(rng, changes)
    old, new = a["sounds"][at], b["sounds"][at]
    told = b
    if rng.random() < 0.5:
        others = [c for x, c, i in changes if x is a and i == at and c["sounds"] != b["sounds"]]
        if others:
            told = pick(rng, others)
    true = told is b
    why = f'Put {slashed(new)} where {slashed(old)} was in "{a["word"]}": {slashes(b["sounds"])} is "{b["word"]}".'
    if not true:
        why += f' "{told["word"]}" has {slashed(told["sounds"][at])} instead.'
    return true_false_draft(
        f'If you change {slashed(old)} in "{a["word"]}" to {slashed(new)}, you get "{told["word"]}".',
        true,
        why,
        instructions="Say the words. Decide whether the sentence is true or false.",
        features=text_features("reason", words=16, steps=2),
        key=f"change-tf:{a['word']}:{told['word']}:{new}",
        standard="RF.K.2e",
    )


ISOLATE: dict[str, Builder | list[Builder]] = {MC: [isolate_choice, same_first_sound], MT: isolate_matching}
SUBSTITUTE: dict[str, Builder | list[Builder]] = {MC: substitute_choice, TF: substitute_true_false}
