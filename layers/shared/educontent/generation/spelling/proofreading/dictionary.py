"""Dictionaries and spelling references (grade 2, L.2.2e; grade 4, L.4.2d): ABC order, guide words,
which spelling a dictionary lists, and facts about dictionaries and spell checkers.

Bank ``spelling/dictionary``: word pools by grade for ABC order and guide words, and true-false and
multiple-choice facts about references; the spellings come from the spelling word lists.

An item about a spelling (which spelling the dictionary lists) carries its ``SpellingTarget``: the
looked-up word, its list's pattern, activity ``find-misspelling`` (the learner tells the dictionary
spelling from misspellings). ABC order, guide words and facts about references practise using a
dictionary, not spelling one word, so they carry none.
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import TaskKind
from educontent.generation.items import OrderingContent, SetAnswer, SpellingTarget
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import short_text_features, shuffled, true_false_draft
from educontent.generation.kit.types import MC, OR, TF
from educontent.generation.kit.word_puzzles import (
    blank_sentence,
    choose_word,
    explain_word,
    listed_choice_draft,
    wrong_spellings,
)
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.spelling.proofreading._targets import list_pattern


class DictionaryParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    pool: str = Field(description="Word pool in spelling/dictionary.json for ABC order and guide words.")
    lists: list[str] = Field(
        default_factory=list, description="Word lists for 'which spelling is in the dictionary'."
    )
    facts: bool = Field(
        default=False, description="Use the true/false and multiple-choice facts about references."
    )


_BANDS = "ABC order: easy 4 words with different first letters; medium and hard 5 words, some sharing a first letter (order them by the next letter)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={OR, MC, TF}, params=DictionaryParams, levels=Levels("steps", _BANDS))
def dictionary(ctx: GenerationContext) -> Draft:
    bank = load_bank("spelling", "dictionary")
    words_pool: list[str] = bank["pools"][ctx.params.pool]
    if ctx.content_type == OR:
        return _abc_order(ctx, words_pool)
    modes = ["guide"]
    if ctx.params.lists:
        modes.append("spelling")
    if ctx.params.facts:
        modes.append("facts")
    return _MODES[pick(ctx.rng, modes)](ctx, bank, words_pool)


def _abc_order(ctx: GenerationContext, words_pool: list[str]) -> Draft:
    rng = ctx.rng
    for _ in range(100):
        count = 4 if ctx.level.rank == 0 else 5
        chosen = rng.sample(words_pool, count)
        firsts = {w[0] for w in chosen}
        # easy: different first letters; harder: some share a first letter
        if (ctx.level.rank == 0) == (len(firsts) == count):
            break
    ordered = sorted(chosen)
    shared = len(firsts) < count
    explanation = "Look at the first letter of each word and put them in ABC order." + (
        " When two words start with the same letter, look at the next letter." if shared else ""
    )
    return Draft(
        content=OrderingContent(
            instructions="Put the words in ABC order.",
            prompt="Write these words in the order they come in a dictionary.",
            items=shuffled(rng, chosen),
            order_by="alphabetical (ABC) order",
        ),
        answer=SetAnswer(value=ordered, display=", ".join(ordered), explanation=explanation),
        features=short_text_features("compare", count),
        key="abc:" + ",".join(ordered),
    )


def _facts(ctx: GenerationContext, bank: dict, words_pool: list[str]) -> Draft:
    facts = bank["facts"]
    if ctx.content_type == TF:
        fact = pick(ctx.rng, facts["true-false"])
        return _true_false(
            fact["statement"], fact["value"], fact["explain"], "recall", f"fact-tf:{fact['statement']}"
        )
    fact = pick(ctx.rng, facts["multiple-choice"])
    return listed_choice_draft(
        ctx.rng,
        fact["question"],
        fact["answer"],
        [tuple(w) for w in fact["wrong"]],  # type: ignore[misc]
        instructions="Choose the best answer.",
        explanation=fact["explain"],
        features=short_text_features("reason", 1),
        key=f"fact-mc:{fact['question']}",
    )


def _true_false(statement: str, truth: bool, why: str, task: TaskKind, key: str, steps: int = 1) -> Draft:
    return true_false_draft(
        statement,
        truth,
        why,
        instructions="Is this true or false?",
        features=short_text_features(task, steps),
        key=key,
    )


def _spelling(ctx: GenerationContext, bank: dict, words_pool: list[str]) -> Draft:
    entry, word = choose_word(ctx, ctx.params.lists)
    draft = _dictionary_spelling(ctx, entry, word)
    draft.spelling = SpellingTarget(
        word=word["word"], pattern=list_pattern(entry), activity="find-misspelling"
    )
    return draft


def _dictionary_spelling(ctx: GenerationContext, entry: dict, word: dict) -> Draft:
    right = word["word"]
    if ctx.content_type == TF:
        truth = ctx.rng.random() < 0.5
        shown = right if truth else pick(ctx.rng, word["wrong"])[0]
        statement = f"A dictionary lists this word with the spelling {shown}."
        why = f"The dictionary spelling is {right}. {explain_word(entry, word)}"
        return _true_false(statement, truth, why, "identify", f"dict-tf:{shown}")
    return listed_choice_draft(
        ctx.rng,
        f"You look up the word that fits this sentence: {blank_sentence(word['sentence'], right)} "
        "Which spelling will you find in the dictionary?",
        right,
        wrong_spellings(entry, word),
        instructions="Check the spelling.",
        explanation=explain_word(entry, word),
        features=short_text_features("identify", 1),
        key=f"dict-mc:{right}",
    )


def _guide_question(ctx: GenerationContext, words_pool: list[str]) -> tuple[str, str, str, list[str]]:
    """Guide words (first, last) and a word between them plus words outside the page."""
    rng = ctx.rng
    ordered = sorted(words_pool)
    for _ in range(200):
        i = rng.randrange(len(ordered) - 4)
        j = i + rng.randint(3, min(6, len(ordered) - 1 - i))
        if j >= len(ordered):
            continue
        first, last = ordered[i], ordered[j]
        inside = [w for w in ordered[i + 1 : j] if first < w < last]
        outside = [w for w in ordered if w < first or w > last]
        if inside and len(outside) >= 3:
            return first, last, pick(rng, inside), rng.sample(outside, 3)
    raise ValueError("no guide words")


def _guide(ctx: GenerationContext, bank: dict, words_pool: list[str]) -> Draft:
    first, last, inside, outside = _guide_question(ctx, words_pool)
    if ctx.content_type == TF:
        truth = ctx.rng.random() < 0.5
        shown = inside if truth else outside[0]
        where = "between them" if truth else ("before " + first if shown < first else "after " + last)
        statement = f"The word {shown} belongs on a dictionary page with the guide words {first} and {last}."
        why = f"Guide words show the first and last words on the page. In ABC order {shown} comes {where}."
        return _true_false(statement, truth, why, "compare", f"guide-tf:{first}:{last}:{shown}", steps=2)
    wrong = [
        (
            w,
            "before-the-first-guide-word" if w < first else "after-the-last-guide-word",
            f"{w} comes {'before ' + first if w < first else 'after ' + last} in ABC order.",
        )
        for w in outside
    ]
    return listed_choice_draft(
        ctx.rng,
        f"A dictionary page has the guide words {first} and {last}. Which word is on that page?",
        inside,
        wrong,
        instructions="Use the guide words.",
        explanation=(
            f"Words on the page come after {first} and before {last} in ABC order. Compare letter by letter: "
            f"{inside} comes after {first} and before {last}."
        ),
        features=short_text_features("compare", 2),
        key=f"guide:{first}:{last}:{inside}",
    )


_MODES: dict[str, Callable[[GenerationContext, dict, list[str]], Draft]] = {
    "guide": _guide,
    "spelling": _spelling,
    "facts": _facts,
}
