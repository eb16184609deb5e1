"""Reading longer words: two-syllable words split between their syllables (RF.1.3e, RF.2.3c), words
of three to six syllables (RF.3.3c, RF.4.3a, RF.5.3a), Latin suffixes (RF.3.3b), and roots and
affixes (RF.4.3a, RF.5.3a).

Bank ``long-words``: words split into syllables by hand (their counts checked against the CMU
dictionary), words with Latin suffixes, and words with their prefix, root and suffix.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import pairwise

from educontent.generation.banks import load_bank
from educontent.generation.kit.choose import pick
from educontent.generation.kit.modes import one_of
from educontent.generation.kit.safety import is_blocked
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_draft,
    distinct_pairs,
    matching_draft,
    ordering_draft,
    pairs_size,
    text_features,
)
from educontent.generation.kit.types import MC, MT, OR
from educontent.generation.reading.foundations._focus import focus_draft
from educontent.generation.reading.foundations.word_sounds._common import by_grade
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

Builder = Callable[[GenerationContext], Draft]

_BANDS = (
    "long words: easy 3 syllables, medium 3-4, hard 4 or more (grade 3: up to 4); words to match: easy 3, "
    "medium and hard 4; choices: 3 on easy first-grade items, otherwise 4"
)
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""

_SPLIT = {1: "RF.1.3e", 2: "RF.2.3c"}
_LONG = {3: "RF.3.3c", 4: "RF.4.3a", 5: "RF.5.3a"}


def _bank() -> dict:
    return load_bank("reading", "long-words")


def _moved(rng: random.Random, parts: list[str]) -> list[str]:
    """Wrong splits: one syllable boundary moved one or two letters, each part keeping a vowel and
    none a blocked word on its own (``kit.safety``: "seas-hell")."""
    word = "".join(parts)
    cuts = [sum(len(p) for p in parts[:i]) for i in range(1, len(parts))]
    out = []
    for k, cut in enumerate(cuts):
        for step in (-1, 1, 2, -2):
            moved = [*cuts[:k], cut + step, *cuts[k + 1 :]]
            bounds = [0, *moved, len(word)]
            pieces = (
                [word[a:b] for a, b in pairwise(bounds)] if all(a < b for a, b in pairwise(bounds)) else []
            )
            if pieces and all(set(piece) & set("aeiouy") and not is_blocked(piece) for piece in pieces):
                out.append("-".join(pieces))
    rng.shuffle(out)
    return out


def _split_choice(ctx: GenerationContext, word: str, parts: list[str], standard: str | None) -> Draft:
    wrong = [
        Wrong(s, "split-in-the-wrong-place", "Each part should have one vowel sound.")
        for s in _moved(ctx.rng, parts)
    ]
    if len(wrong) < 3:
        wrong.append(
            Wrong(
                word,
                "did-not-split",
                f'"{word}" has {len(parts)} vowel sounds, so it splits into {len(parts)} parts.',
            )
        )
    return choice_draft(
        ctx,
        f'Which shows "{word}" divided into syllables?',
        "-".join(parts),
        wrong,
        f"Find the vowel sounds, then split between them: {'-'.join(parts)}. Each syllable has one vowel sound.",
        key=f"split:{word}",
        standard=standard,
    )


# ---- two-syllable words -------------------------------------------------------------------------------


def _two(ctx: GenerationContext) -> list[dict]:
    words = _bank()["twoSyllable"]
    return [w for w in words if w["grade"] == min(max(ctx.grade, 1), 2)]


def two_split(ctx: GenerationContext) -> Draft:
    w = pick(ctx.rng, _two(ctx))
    if ctx.rng.random() < 0.5:
        return _split_choice(ctx, w["word"], w["parts"], by_grade(ctx, _SPLIT))
    first, second = w["parts"]
    others = [o for o in _two(ctx) if o is not w]
    wrong = [Wrong(second + first, "read-the-parts-backward", "Read the first part first, then the second.")]
    wrong += [
        Wrong(o["word"], "guessed-from-one-part", f'"{o["word"]}" is {"-".join(o["parts"])}.')
        for o in ctx.rng.sample(others, len(others))
        if first in o["parts"] or second in o["parts"] or o["word"][0] == w["word"][0]
    ][:3]
    if len(wrong) < 3:
        wrong += [
            Wrong(o["word"], "guessed-a-word", f'"{o["word"]}" is {"-".join(o["parts"])}.')
            for o in ctx.rng.sample(others, 3)
            if o["word"] not in {x.text for x in wrong}
        ][: 3 - len(wrong)]
    return choice_draft(
        ctx,
        f'Read the two syllables "{first}" and "{second}". What word do they make?',
        w["word"],
        wrong,
        f'Read "{first}", then "{second}", then put them together: "{w["word"]}".',
        key=f"join:{w['word']}",
        standard=by_grade(ctx, _SPLIT),
    )


# ---- longer words -------------------------------------------------------------------------------------


def _long(ctx: GenerationContext) -> list[dict]:
    words = [w for w in _bank()["multisyllable"] if max(ctx.grade, 3) - 1 <= w["grade"] <= max(ctx.grade, 3)]
    low, high = ((3, 3), (3, 4), (4, 7))[ctx.level.rank]
    if ctx.grade <= 3:
        low, high = min(low, 3), min(high, 4)
    fit = [
        w
        for w in words
        if low <= len(w["syllables"]) <= high and len(set(w["syllables"])) == len(w["syllables"])
    ]
    return fit or words


def long_choice(ctx: GenerationContext) -> Draft:
    w = pick(ctx.rng, _long(ctx))
    if ctx.rng.random() < 0.5:
        return _split_choice(ctx, w["word"], w["syllables"], by_grade(ctx, _LONG))
    n = len(w["syllables"])
    wrong = [
        Wrong(str(n + 1), "counted-one-too-many", "That is one syllable too many."),
        Wrong(str(n - 1), "counted-one-too-few", "That is one syllable too few."),
        Wrong(
            str(sum(c in "aeiou" for c in w["word"])),
            "counted-vowel-letters",
            "That counts vowel letters; some vowels work together to make one sound.",
        ),
        Wrong(str(n + 2), "counted-too-many", "That is too many syllables."),
    ]
    return choice_draft(
        ctx,
        f'How many syllables are in the word "{w["word"]}"?',
        str(n),
        wrong,
        f"Say it slowly and listen for each vowel sound: {'-'.join(w['syllables'])}. That is {n} syllables.",
        key=f"count:{w['word']}",
        standard=by_grade(ctx, _LONG),
        task="compute",
    )


def long_order(ctx: GenerationContext) -> Draft:
    w = pick(ctx.rng, _long(ctx))
    parts = w["syllables"]
    return ordering_draft(
        ctx.rng,
        parts,
        instructions="Number the syllables in order.",
        prompt="These syllables are mixed up. Put them in order to make a real word.",
        order_by="the order of the syllables in the word",
        why=f'Try the syllables in different orders and read them aloud: {"-".join(parts)} makes "{w["word"]}".',
        features=text_features("represent", words=len(parts) + 14, steps=len(parts) - 1),
        key=f"order:{w['word']}",
        standard=by_grade(ctx, _LONG),
    )


# ---- Latin suffixes (RF.3.3b) ---------------------------------------------------------------------------


def suffix_choice(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    bank = _bank()
    w = pick(rng, bank["suffixWords"])
    meanings = {s["suffix"]: s["meaning"] for s in bank["latinSuffixes"]}
    suffix = w["suffix"]
    if rng.random() < 0.5:
        wrong = [
            Wrong(s, "different-suffix", f'"{w["word"]}" does not end with {s}.')
            for s in meanings
            if not w["word"].endswith(s[1:])
        ]
        return choice_draft(
            ctx,
            f'Which suffix is at the end of "{w["word"]}"?',
            suffix,
            wrong,
            f'"{w["word"]}" is "{w["base"]}" + {suffix}. The suffix {suffix} means "{meanings[suffix]}".',
            key=f"suffix:{w['word']}",
            standard="RF.3.3b",
        )
    others = [o for o in bank["suffixWords"] if o["base"] == w["base"] and o is not w]
    wrong = [Wrong(o["word"], "different-suffix", f'"{o["word"]}" ends with {o["suffix"]}.') for o in others]
    wrong.append(Wrong(w["base"], "left-off-the-suffix", f'"{w["base"]}" is the base word without a suffix.'))
    wrong += [
        Wrong(o["word"], "different-base-word", f'"{o["word"]}" is built on "{o["base"]}".')
        for o in rng.sample(bank["suffixWords"], 6)
        if o["suffix"] == suffix and o["base"] != w["base"]
    ][:2]
    return choice_draft(
        ctx,
        f'Add the suffix {suffix} to "{w["base"]}". Which word do you make?',
        w["word"],
        wrong,
        f'"{w["base"]}" + {suffix} = "{w["word"]}". Read the base word, then the suffix.',
        key=f"add:{w['word']}",
        standard="RF.3.3b",
    )


def suffix_matching(ctx: GenerationContext) -> Draft:
    pairs = distinct_pairs(
        ctx.rng, [(w["word"], w["suffix"]) for w in _bank()["suffixWords"]], pairs_size(ctx)
    )
    return matching_draft(
        ctx,
        pairs,
        prompt="Match each word to its suffix.",
        instructions="Read each word. Draw a line to the suffix at its end.",
        why=" ".join(f'"{a}" ends with {b}.' for a, b in pairs),
        key="suffixes:" + "-".join(sorted(a for a, _ in pairs)),
        standard="RF.3.3b",
    )


# ---- roots and affixes (RF.4.3a, RF.5.3a) ------------------------------------------------------------------


def _parted(ctx: GenerationContext) -> list[dict]:
    return [w for w in _bank()["wordParts"] if w["grade"] <= max(ctx.grade, 4)]


def parts_choice(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    words = _parted(ctx)
    rooted = [w for w in words if w.get("rootMeaning")]
    if rng.random() < 0.5:
        w = pick(rng, rooted)
        wrong = [
            Wrong(o["word"], "different-root", f'"{o["word"]}" is built on "{o["root"]}".')
            for o in rng.sample(rooted, len(rooted))
            if o["root"] != w["root"]
        ]
        return choice_draft(
            ctx,
            f'The root "{w["root"]}" means "{w["rootMeaning"]}". Which word is built on this root?',
            w["word"],
            wrong,
            f'Look for "{w["root"]}" inside each word: "{w["word"]}" has it.',
            key=f"root:{w['word']}",
            standard=by_grade(ctx, _LONG),
        )
    w = pick(rng, [w for w in words if w["prefix"] or w["suffix"]])
    wrong = [
        Wrong(w[k].strip("-"), f"picked-the-{k}", f'"{w[k].strip("-")}" is the {k}, not the main part.')
        for k in ("prefix", "suffix")
        if w[k]
    ]
    wrong.append(
        Wrong(
            w["word"][: len(w["root"]) + 1], "first-letters", "Those are just the first letters of the word."
        )
    )
    return choice_draft(
        ctx,
        f'Which part of "{w["word"]}" is its root or base word (the main part)?',
        w["root"],
        wrong,
        f'Take off the prefix and the suffix to find the main part: "{_built(w)}".',
        key=f"parts:{w['word']}",
        standard=by_grade(ctx, _LONG),
    )


def _built(w: dict) -> str:
    return " + ".join(p for p in (w["prefix"], w["root"], w["suffix"]) if p)


def parts_matching(ctx: GenerationContext) -> Draft:
    pairs = distinct_pairs(ctx.rng, [(w["word"], w["root"]) for w in _parted(ctx)], pairs_size(ctx))
    return matching_draft(
        ctx,
        pairs,
        prompt="Match each word to its root or base word.",
        instructions="Read each word. Draw a line to its main part.",
        why=" ".join(f'"{a}" is built on "{b}".' for a, b in pairs),
        key="roots:" + "-".join(sorted(a for a, _ in pairs)),
        standard=by_grade(ctx, _LONG),
    )


_FOCUS: dict[str, dict[str, Builder]] = {
    "two-syllable": {MC: two_split},
    "syllables": {MC: long_choice, OR: long_order},
    "latin-suffixes": {MC: suffix_choice, MT: suffix_matching},
    "word-parts": {MC: parts_choice, MT: parts_matching},
}

LongWordParams = one_of(tuple(_FOCUS), field="focus", name="LongWordParams")


@generator(content_types={MC, MT, OR}, params=LongWordParams, levels=Levels("text", _BANDS))
def long_words(ctx: GenerationContext) -> Draft:
    return focus_draft(ctx, _FOCUS)
