"""Kindergarten sight words and first sounds: finishing a sentence with a sight word, matching
letters to words that begin with their sound, finding sight words in a grid and filling in a missing
letter (RF.K.3a, RF.K.3c).

Bank ``sight-words``: the word list, sentence frames with wrong words, and words grouped by first
sound.
"""

from __future__ import annotations

from collections.abc import Callable

from educontent.generation.banks import load_bank
from educontent.generation.items import SetAnswer, WordPuzzleContent
from educontent.generation.kit.choose import one_word_each, pick
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_draft,
    matching_draft,
    pairs_size,
    text_features,
)
from educontent.generation.kit.types import MC, MT, WP
from educontent.generation.kit.word_puzzles import find_in_grid, fits, missing_letters_draft, word_search
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

_BANDS = "word search: easy 3 words in a 5-by-5 grid, medium and hard 4 words in a 6-by-6 grid; pairs to match: easy 3, medium and hard 4; choices: 3 on kindergarten and easy first-grade items, otherwise 4"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, MT, WP}, levels=Levels("steps", _BANDS))
def sight_words(ctx: GenerationContext) -> Draft:
    bank = load_bank("reading", "sight-words")
    return _BUILDERS.get(ctx.content_type, _puzzle)(ctx, bank)


def _choice(ctx: GenerationContext, bank: dict) -> Draft:
    rng = ctx.rng
    if rng.random() < 0.6:
        s = pick(rng, bank["sentences"])
        wrong = [
            Wrong(w, "does-not-make-sense", f'"{s["text"].replace("___", w)}" does not make sense.')
            for w in s["wrong"]
        ]
        return choice_draft(
            ctx,
            f'Which word finishes the sentence? "{s["text"]}"',
            s["answer"],
            wrong,
            f'Read the sentence with each word. "{s["text"].replace("___", s["answer"])}" makes sense, '
            f'so the word is "{s["answer"]}".',
            key=f"frame:{s['text']}",
            standard="RF.K.3c",
        )
    group = pick(rng, bank["firstSounds"])
    key_word, correct = rng.sample(group["words"], 2)
    others = [g for g in bank["firstSounds"] if g["letter"] != group["letter"]]
    wrong = [
        Wrong(w, "different-first-sound", f'"{w}" starts with {g["sound"]}, not {group["sound"]}.')
        for w, g in one_word_each(rng, others, 3)
    ]
    return choice_draft(
        ctx,
        f'Which word starts with the same sound as "{key_word}"?',
        correct,
        wrong,
        f'Say "{key_word}" slowly. It starts with {group["sound"]}, the sound of the letter '
        f'{group["letter"]}. "{correct}" starts with {group["sound"]} too.',
        key=f"sound:{key_word}:{correct}",
        standard="RF.K.3a",
    )


def _matching(ctx: GenerationContext, bank: dict) -> Draft:
    rng = ctx.rng
    if rng.random() < 0.5:
        groups = rng.sample(bank["firstSounds"], pairs_size(ctx))
        pairs = [(g["letter"], pick(rng, g["words"])) for g in groups]
        return matching_draft(
            ctx,
            pairs,
            prompt="Match each letter to the word that begins with its sound.",
            instructions="Draw a line from each letter to a word.",
            why="Say each word and listen to its first sound. "
            + " ".join(f'"{w}" begins with the sound of {letter}.' for letter, w in pairs),
            key="firstsound:" + "-".join(sorted(w for _, w in pairs)),
            standard="RF.K.3a",
        )
    words = rng.sample([w for w in bank["words"] if len(w) >= 2], pairs_size(ctx))
    pairs = [(w, w.upper()) for w in words]
    return matching_draft(
        ctx,
        pairs,
        prompt="Match each word to the same word written in capital letters.",
        instructions="Draw a line between words that are the same.",
        why="Look at each letter in order. The same word has the same letters, even in capitals. "
        + " ".join(f"{a} = {b}." for a, b in pairs),
        key="case:" + "-".join(sorted(words)),
        standard="RF.K.3c",
    )


def _puzzle(ctx: GenerationContext, bank: dict) -> Draft:
    if ctx.rng.random() < 0.5:
        return _word_search(ctx, bank)
    return _missing_letter(ctx, bank)


def _missing_letter(ctx: GenerationContext, bank: dict) -> Draft:
    rng = ctx.rng
    frames = [s for s in bank["sentences"] if len(s["answer"]) >= 2]
    s = pick(rng, frames)
    word = s["answer"].lower()
    known = {w.lower() for w in bank["words"]}
    spots = list(range(len(word)))
    rng.shuffle(spots)
    unique = [
        i for i in spots if not any(fits(word[:i] + "_" + word[i + 1 :], w) for w in known if w != word)
    ]
    i = (unique or spots)[0]
    partial = word[:i] + "_" + word[i + 1 :]
    return missing_letters_draft(
        word,
        partial,
        prompt="Fill in the missing letter to make the word that finishes the sentence.",
        hint=s["text"],
        why=f'The sentence "{s["text"].replace("___", s["answer"])}" needs the word "{word}". '
        f'The missing letter is "{word[i]}".',
        features=text_features("recall", words=len(s["text"].split())),
        key=f"missing:{s['text']}",
        standard="RF.K.3c",
        instructions="Write the missing letter.",
    )


def _word_search(ctx: GenerationContext, bank: dict) -> Draft:
    rng = ctx.rng
    pool = sorted({w.lower() for w in bank["words"] if 2 <= len(w) <= 4})
    size = 5 + min(ctx.level.rank, 1)
    count = 3 + min(ctx.level.rank, 1)
    for _ in range(20):
        words = rng.sample(pool, count)
        if any(a != b and a in b for a in words for b in words):
            continue
        try:
            grid = word_search(rng, [w.upper() for w in words], size)
        except ValueError:
            continue
        break
    else:
        raise ValueError("could not build a word search")
    spots = [find_in_grid(grid, w) for w in words]
    where = "; ".join(
        f"{w.upper()}: row {r}, column {c}, {d}" for w, (r, c, d) in zip(words, spots, strict=True)
    )  # type: ignore[misc]
    return Draft(
        content=WordPuzzleContent(
            instructions="Find each word in the puzzle. Words go across or down.",
            puzzle_kind="word-search",
            prompt="Find these sight words.",
            words=[w.upper() for w in words],
            grid=grid,
        ),
        answer=SetAnswer(
            value=[w.upper() for w in words],
            display=where,
            explanation="Look for the first letter of each word, then check the letters going across or down. "
            + where
            + ".",
        ),
        features=text_features("identify", words=size * 2, steps=count),
        key="search:" + "-".join(sorted(words)),
        standard="RF.K.3c",
    )


_BUILDERS: dict[str, Callable[[GenerationContext, dict], Draft]] = {MC: _choice, MT: _matching}
