"""Vowel sounds, long and short (RF.K.3b, RF.1.2a, RF.2.3a), and the letter for a consonant sound
(RF.K.3a)."""

from __future__ import annotations

from collections.abc import Callable

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
    bank_words,
    by_grade,
    pictured,
    slashed,
)
from educontent.generation.registry import Draft, GenerationContext

Builder = Callable[[GenerationContext], Draft]

_VOWELS = {0: "RF.K.3b", 1: "RF.1.2a", 2: "RF.2.3a"}
_LOOK_ALIKE = {
    "b": "d",
    "d": "b",
    "p": "q",
    "m": "n",
    "n": "m",
    "h": "n",
    "f": "t",
    "t": "f",
    "w": "v",
    "v": "w",
}


def _vowel_words(level_rank: int) -> list[dict]:
    """One-syllable words with a short or long vowel: easy CVC and final-e words, medium also
    blends and digraphs, hard also vowel teams."""
    words = [w for w in bank_words() if len(w["parts"]) == 1 and w["vowelKind"] in ("short", "long")]
    if level_rank == 0:
        return [w for w in words if {"cvc", "final-e"} & set(w["patterns"]) and "blend" not in w["patterns"]]
    if level_rank == 1:
        return [w for w in words if "vowel-team" not in w["patterns"]]
    return words


def _kind(w: dict) -> str:
    return f"{w['vowelKind']} {w['vowelLetter']}"


def vowel_choice(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    words = _vowel_words(ctx.level.rank)
    w = pick(rng, words)
    same = [o for o in words if _kind(o) == _kind(w) and o["word"] != w["word"]]
    example = pick(rng, same) if same else w
    other_kind = "long" if w["vowelKind"] == "short" else "short"
    wrong = [
        Wrong(
            o["word"],
            f"{other_kind}-not-{w['vowelKind']}",
            f'"{o["word"]}" has the {_kind(o)} sound, {slashed(o["vowel"])}.',
        )
        for o in words
        if o["vowelLetter"] == w["vowelLetter"] and o["vowelKind"] == other_kind
    ]
    wrong = rng.sample(wrong, min(2, len(wrong)))
    wrong += [
        Wrong(o["word"], "different-vowel", f'"{o["word"]}" has the {_kind(o)} sound, {slashed(o["vowel"])}.')
        for o in rng.sample(words, 10)
        if o["vowelLetter"] != w["vowelLetter"]
    ]
    question = (
        f'Which word has the {_kind(w)} sound, {slashed(w["vowel"])}, as in "{example["word"]}"?'
        if example is not w
        else f"Which word has the {_kind(w)} sound, {slashed(w['vowel'])}?"
    )
    draft = choice_draft(
        ctx,
        question,
        w["word"],
        wrong,
        f'Say each word and listen to the vowel in the middle. "{w["word"]}" has the {_kind(w)} sound, '
        f"{slashed(w['vowel'])}.",
        key=f"vowel:{w['word']}",
        standard=by_grade(ctx, _VOWELS),
    )
    return pictured(draft, w)


def vowel_true_false(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    w = pick(rng, _vowel_words(ctx.level.rank))
    told = w["vowelKind"] if rng.random() < 0.5 else ("long" if w["vowelKind"] == "short" else "short")
    name = "says its name" if w["vowelKind"] == "long" else "is short"
    return true_false_draft(
        f'The vowel sound in "{w["word"]}" is {told}.',
        told == w["vowelKind"],
        f'Say "{w["word"]}": its vowel sound is {slashed(w["vowel"])}, the {_kind(w)} sound. The {w["vowelLetter"]} '
        f"{name}.",
        instructions="Say the word. Decide whether the sentence is true or false.",
        features=text_features("identify", words=10),
        key=f"vowel-tf:{w['word']}:{told}",
        standard=by_grade(ctx, _VOWELS),
    )


# ---- consonant letters ---------------------------------------------------------------------------


def _letter_words(level_rank: int) -> list[dict]:
    """Words whose first letter makes their first sound (c as /k/ too); easy only CVC words."""
    words = [
        w
        for w in bank_words()
        if w["sounds"]
        and w["word"][0] not in "aeiou"
        and w["onset"][:2] not in ("sh", "ch", "th", "wh")
        and (w["sounds"][0] == w["word"][0] or (w["word"][0] == "c" and w["sounds"][0] == "k"))
    ]
    return [w for w in words if "cvc" in w["patterns"]] if level_rank == 0 else words


def letter_choice(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    w = pick(rng, _letter_words(ctx.level.rank))
    letter = w["word"][0]
    wrong = []
    if w["word"][-1] != letter and w["word"][-1] not in "aeiou":
        wrong.append(
            Wrong(w["word"][-1], "last-sound", f'"{w["word"][-1]}" makes the last sound of "{w["word"]}".')
        )
    if letter in _LOOK_ALIKE:
        wrong.append(
            Wrong(
                _LOOK_ALIKE[letter],
                "look-alike-letter",
                f'"{_LOOK_ALIKE[letter]}" looks or sounds a '
                f'little like "{letter}", but it makes {slashed(_LOOK_ALIKE[letter])}.',
            )
        )
    wrong += [
        Wrong(c, "different-sound", f'"{c}" makes {slashed(c)}, a different sound.')
        for c in rng.sample("bdfghjklmnprstvwz", 5)
        if c != letter
    ]
    draft = choice_draft(
        ctx,
        f'Which letter makes the first sound in "{w["word"]}"?',
        letter,
        wrong,
        f'"{w["word"]}" starts with {slashed(w["sounds"][0])}. The letter {letter} makes that sound.',
        key=f"letter:{w['word']}",
        standard="RF.K.3a",
    )
    return pictured(draft, w)


def letter_matching(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    words = _letter_words(ctx.level.rank)
    pairs = distinct_pairs(rng, [(w["word"][0], w["word"]) for w in words], pairs_size(ctx))
    return matching_draft(
        ctx,
        pairs,
        prompt="Match each letter to a word that starts with its sound.",
        instructions="Say each word. Draw a line from the letter to the word.",
        why=" ".join(f'"{b}" starts with the sound of {a}.' for a, b in pairs),
        key="letters:" + "-".join(sorted(b for _, b in pairs)),
        standard="RF.K.3a",
    )


VOWELS: dict[str, Builder | list[Builder]] = {MC: vowel_choice, TF: vowel_true_false}
LETTERS: dict[str, Builder | list[Builder]] = {MC: letter_choice, MT: letter_matching}
