"""Kindergarten sounds to letters: the letter for a word's first sound (L.K.2c, RF.K.3a) and words
that differ by one letter (RF.K.3d).

Bank ``spelling/sounds``: picture-clue words with the wrong first letters a child might write, and
consonant-vowel-consonant words for one-letter changes.
"""

from __future__ import annotations

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features, TaskKind
from educontent.generation.items import SpellingTarget
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.modes import one_of
from educontent.generation.kit.text_forms import fill_draft, line_matching_draft, shuffled
from educontent.generation.kit.types import FB, MC, MT
from educontent.generation.kit.word_puzzles import BLANK, fill_bank, listed_choice_draft, wrong_spellings
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

_POSITION = {0: "first", 1: "middle", 2: "last"}


SoundParams = one_of(("beginning", "one-letter"), name="SoundParams")


_BANDS = "easy: fill-in items show the letters to choose from and matching has 3 pairs; medium and hard: the letter is written without them and matching has 4 pairs"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={FB, MC, MT}, params=SoundParams, levels=Levels("form", _BANDS))
def sounds(ctx: GenerationContext) -> Draft:
    bank = load_bank("spelling", "sounds")
    if ctx.params.mode == "beginning":
        return _beginning(ctx, bank)
    if ctx.content_type == MT:
        return _one_letter_matching(ctx, bank["cvc"])
    return _one_letter_choice(ctx, bank["cvc"])


def _target(draft: Draft, word: str, pattern: str, activity: str) -> Draft:
    """``draft`` with its spelling target: the word it practises, the pattern and the activity."""
    draft.spelling = SpellingTarget(word=word, pattern=pattern, activity=activity)
    return draft


def _differences(a: str, b: str) -> list[int]:
    return [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y] if len(a) == len(b) else [-1]


def _text(task: TaskKind, steps: int) -> Features:
    return Features(task=task, steps=steps, magnitude=1, representation="text")


# ---- beginning sounds ---------------------------------------------------------------------------


def _beginning(ctx: GenerationContext, bank: dict) -> Draft:
    entry = pick(ctx.rng, bank["beginning"])
    word, letter = entry["word"], entry["word"][0]
    rest = word[1:]
    explanation = (
        f"Say {word} slowly: {letter}... {rest}. The first sound is spelled with the letter {letter}. "
        f"{entry['clue']} That is {with_article(word)}."
    )
    if ctx.content_type == FB:
        draft = fill_draft(
            f"{entry['clue']} {BLANK}{rest}",
            letter,
            explanation,
            bank=fill_bank(ctx.rng, letter, entry) if ctx.level.rank == 0 else None,
            header="Letters" if ctx.level.rank == 0 else None,
            instructions="Say the word. Write the first letter.",
            features=_text("recall", 1),
            key=f"begin-fill:{word}",
        )
        return _target(draft, word, "beginning-sound", "complete")
    draft = listed_choice_draft(
        ctx.rng,
        f"{entry['clue']} Which letter starts the word _{rest}?",
        letter,
        wrong_spellings(bank, entry),
        instructions="Choose the letter for the first sound.",
        explanation=explanation,
        features=_text("identify", 1),
        key=f"begin-mc:{word}",
        limit=2,
    )
    return _target(draft, word, "beginning-sound", "choose")


# ---- one-letter changes -------------------------------------------------------------------------


def _near_words(ctx: GenerationContext, pool: list[str]) -> tuple[list[str], list[str]]:
    """``size`` words and, for each, a word one letter away from it and from no other of them."""
    rng = ctx.rng
    size = 3 + min(ctx.level.rank, 1)
    for _ in range(200):
        lefts = rng.sample(pool, size)
        rights: list[str] = []
        for left in lefts:
            near = [w for w in pool if len(_differences(left, w)) == 1 and w not in lefts and w not in rights]
            if not near:
                break
            rights.append(pick(rng, near))
        if len(rights) != size:
            continue
        # each left word must be one letter away from exactly one right word
        unique = all(
            sum(1 for r in rights if len(_differences(left, r)) == 1) == 1 for left in lefts
        ) and all(sum(1 for left in lefts if len(_differences(left, r)) == 1) == 1 for r in rights)
        if unique:
            return lefts, rights
    raise ValueError("no unique matching")


def _one_letter_matching(ctx: GenerationContext, pool: list[str]) -> Draft:
    lefts, rights = _near_words(ctx, pool)
    shown = shuffled(ctx.rng, rights)
    parts = []
    for left, right in zip(lefts, rights, strict=True):
        pos = _differences(left, right)[0]
        parts.append(
            f"{left} and {right} differ only in the {_POSITION[pos]} letter ({left[pos]} / {right[pos]})"
        )
    draft = line_matching_draft(
        list(zip(lefts, rights, strict=True)),
        shown,
        prompt="Match each word to the word that is different by just one letter.",
        explanation="Say both words and listen for the one sound that changes. " + "; ".join(parts) + ".",
        features=_text("compare", 4),
        key="one-match:" + ",".join(sorted(lefts)),
    )
    return _target(draft, lefts[0], "cvc", "sort")


def _one_letter_choice(ctx: GenerationContext, pool: list[str]) -> Draft:
    rng = ctx.rng
    for _ in range(200):
        target = pick(rng, pool)
        pos = rng.randrange(3)
        right = [w for w in pool if _differences(target, w) == [pos]]
        others = [
            w
            for w in pool
            if w != target and len(_differences(target, w)) == 1 and _differences(target, w) != [pos]
        ]
        far = [w for w in pool if len(_differences(target, w)) >= 2]
        if right and others and far:
            break
    else:
        raise ValueError("no one-letter question")
    answer_word = pick(rng, right)
    wrong_near = pick(rng, others)
    wrong_pos = _differences(target, wrong_near)[0]
    wrong = [
        (
            wrong_near,
            f"changed-the-{_POSITION[wrong_pos]}-letter",
            f"{wrong_near} changes the {_POSITION[wrong_pos]} letter of {target}, not the {_POSITION[pos]} letter.",
        ),
        (pick(rng, far), "changed-more-than-one-letter", "More than one letter is different, not just one."),
    ]
    draft = listed_choice_draft(
        rng,
        f"Which word is just like {target} but with a different {_POSITION[pos]} letter?",
        answer_word,
        wrong,
        instructions="Read the words. Choose one.",
        explanation=(
            f"Compare each word with {target} letter by letter. {answer_word} has the same letters except the "
            f"{_POSITION[pos]} one: {target[pos]} changes to {answer_word[pos]}."
        ),
        features=_text("compare", 2),
        key=f"one-mc:{target}:{answer_word}",
        limit=2,
    )
    return _target(draft, answer_word, "cvc", "choose")
