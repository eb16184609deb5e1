"""Using context to confirm or self-correct word recognition (RF.1.4c to RF.5.4c): a reader misreads
one word of a sentence as a word that looks like it; the child notices which word does not make
sense, picks the word that does, or judges whether a sentence as read makes sense.

Bank ``misreadings``: sentences by grade, each with the word a reader might misread, the look-alike
word they read instead, and another look-alike that does not fit either.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from educontent.generation.banks import load_bank
from educontent.generation.kit.choose import pick
from educontent.generation.kit.people import roster
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_draft,
    fill_draft,
    text_features,
    true_false_draft,
    whole_word,
)
from educontent.generation.kit.types import FB, MC, TF
from educontent.generation.reading.foundations.word_sounds._common import by_grade
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

Builder = Callable[[GenerationContext], Draft]

_BANDS = (
    "sentences: easy from the grade before (grade 1: its own), medium from both grades, hard from the "
    "asking grade (longer words in later grades); choices: 3 on easy first-grade items, otherwise 4"
)
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""

_CODES = {1: "RF.1.4c", 2: "RF.2.4c", 3: "RF.3.4c", 4: "RF.4.4c", 5: "RF.5.4c"}


def _entry(ctx: GenerationContext) -> dict:
    grade = min(max(ctx.grade, 1), 5)
    entries = load_bank("reading", "misreadings")["sentences"]
    low, high = ((grade - 1, grade - 1), (grade - 1, grade), (grade, grade))[ctx.level.rank]
    fit = [e for e in entries if max(low, 1) <= e["grade"] <= max(high, 1)]
    return pick(ctx.rng, fit)


def misread(entry: dict) -> str:
    """The sentence as the reader read it: the word replaced by the misread word."""
    return whole_word(entry["word"]).sub(entry["misread"], entry["sentence"], count=1)


def _reader(ctx: GenerationContext) -> str:
    return pick(ctx.rng, roster("roster-1"))


def fix_choice(ctx: GenerationContext) -> Draft:
    e = _entry(ctx)
    name = _reader(ctx)
    read = misread(e)
    if ctx.rng.random() < 0.5:
        wrong = [
            Wrong(
                e["misread"],
                "kept-the-mistake",
                f'"{e["misread"]}" is the word {name} misread; it does not make sense.',
            ),
            *[
                Wrong(o, "another-look-alike", f'"{o}" looks similar but does not make sense here.')
                for o in e["others"]
            ],
        ]
        words = [
            w
            for w in re.findall(r"[A-Za-z']+", e["sentence"])
            if len(w) >= 4 and w.lower() != e["word"].lower()
        ]
        wrong += [Wrong(w, "word-from-the-sentence", f'"{w}" is already in the sentence.') for w in words[:1]]
        return choice_draft(
            ctx,
            f'{name} read this sentence aloud: "{read}" The word "{e["misread"]}" does not make sense. '
            "Which word fits instead?",
            e["word"],
            wrong,
            f'Reread the sentence with each word. "{e["sentence"]}" makes sense, so the word is "{e["word"]}".',
            key=f"fix:{e['word']}",
            standard=by_grade(ctx, _CODES),
        )
    others = [w for w in re.findall(r"[A-Za-z']+", read) if len(w) >= 3 and w.lower() != e["misread"].lower()]
    wrong = [
        Wrong(w, "this-word-fits", f'"{w}" makes sense where it is.')
        for w in ctx.rng.sample(others, min(4, len(others)))
    ]
    return choice_draft(
        ctx,
        f'{name} read this sentence aloud: "{read}" Which word did {name} misread?',
        e["misread"],
        wrong,
        f'"{e["misread"]}" does not make sense here. It looks like "{e["word"]}", which does: "{e["sentence"]}"',
        key=f"find:{e['word']}",
        standard=by_grade(ctx, _CODES),
    )


def sense_true_false(ctx: GenerationContext) -> Draft:
    e = _entry(ctx)
    right = ctx.rng.random() < 0.5
    shown = e["sentence"] if right else misread(e)
    why = (
        "Every word fits, so the sentence makes sense."
        if right
        else f'"{e["misread"]}" does not make sense. The reader should go back and fix it: "{e["sentence"]}"'
    )
    return true_false_draft(
        f'This sentence makes sense as it was read: "{shown}"',
        right,
        why,
        instructions="Read the sentence. Decide whether it makes sense.",
        features=text_features("reason", words=len(shown.split()) + 8, steps=2),
        key=f"sense:{e['word']}:{right}",
        standard=by_grade(ctx, _CODES),
    )


def fix_fill(ctx: GenerationContext) -> Draft:
    e = _entry(ctx)
    options = [e["word"], e["misread"], *e["others"]]
    ctx.rng.shuffle(options)
    return fill_draft(
        whole_word(e["word"]).sub("___", e["sentence"], count=1),
        e["word"],
        f'The words look alike, but only "{e["word"]}" makes sense: "{e["sentence"]}"',
        bank=options,
        instructions="These words look alike. Write the one that makes sense in the sentence.",
        features=text_features("reason", words=len(e["sentence"].split()) + 8, steps=2),
        key=f"fill:{e['word']}",
        standard=by_grade(ctx, _CODES),
    )


_BUILDERS: dict[str, Builder] = {MC: fix_choice, TF: sense_true_false, FB: fix_fill}


@generator(content_types=set(_BUILDERS), levels=Levels("text", _BANDS))
def self_correct(ctx: GenerationContext) -> Draft:
    return _BUILDERS[ctx.content_type](ctx)
