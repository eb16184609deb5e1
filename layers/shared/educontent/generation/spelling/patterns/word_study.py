"""Word study by spelling pattern, kindergarten to grade 8 (L.K.2c-d, L.1.2d-e, L.2.2d, L.3.2e-f,
L.4.2d, L.5.2e, L.6.2b, L.7.2b, L.8.2c): CVC words and short vowels, digraphs, blends, silent e,
vowel teams, r-controlled vowels, -ng and -nk, plurals, compound words, contractions, adding endings
(doubling, dropping e, y to i), irregular plurals, homophones, suffixes, prefixes, roots, silent
letters, unstressed vowels, borrowed and frequently misspelled words.

Every word comes from a list of the ``spelling/word-study`` bank with a sentence that uses it, its
focus letters, optionally its parts (base and ending), and its wrong spellings, each stored with the
misconception it shows. Every item carries its ``SpellingTarget`` (word, the list's pattern, the
activity): write it (from its parts, or correcting it in a sentence), unscramble it, complete its
missing letters, find the correct spelling among misspellings, choose it for a blank, or trace it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features, TaskKind
from educontent.generation.items import ExactAnswer, ShortAnswerContent, SpellingTarget, WordPuzzleContent
from educontent.generation.kit.choose import pick
from educontent.generation.kit.safety import clean_scramble, contains_blocked
from educontent.generation.kit.text_forms import fill_draft, shuffled, skill_code
from educontent.generation.kit.types import FB, MC, SA, WP
from educontent.generation.kit.word_puzzles import blank_sentence, listed_choice_draft, spelled
from educontent.generation.registry import Draft, GenerationContext, Levels, NoSuchForm, generator
from educontent.generation.spelling._focus import focus_span as _focus_span

Activity = Literal["write", "unscramble", "complete", "find-misspelling", "choose", "trace"]

_TYPE_OF: dict[str, str] = {
    "write": SA,
    "unscramble": WP,
    "complete": WP,
    "trace": WP,
    "find-misspelling": MC,
    "choose": FB,
}
"""The content type each activity is made as."""


class WordStudyParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    lists: list[str] = Field(min_length=1, description="List ids in spelling/word-study.json.")
    activities: list[Activity] = Field(
        default_factory=lambda: ["write", "unscramble", "complete", "find-misspelling", "choose"],
        min_length=1,
    )


_BANDS = (
    "easy: three spellings to choose from and the first letter given in puzzles; medium: four "
    "spellings to choose from; hard: four spellings and no first-letter hint"
)
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={WP, MC, FB, SA}, params=WordStudyParams, levels=Levels("form", _BANDS))
def word_study(ctx: GenerationContext) -> Draft:
    activities = [a for a in ctx.params.activities if _TYPE_OF[a] == ctx.content_type]
    if not activities:
        raise ValueError(f"spelling.patterns.word_study has no activity made as {ctx.content_type}")
    entry = _lists()[pick(ctx.rng, ctx.params.lists)]
    word = pick(ctx.rng, entry["words"])
    activity = pick(ctx.rng, activities)
    draft = _BUILDERS[activity](ctx, entry, word)
    draft.standard = skill_code(ctx, entry.get("standard"))
    draft.spelling = SpellingTarget(word=word["word"], pattern=entry["pattern"], activity=activity)
    return draft


@cache
def _lists() -> dict[str, dict[str, Any]]:
    return {entry["id"]: entry for entry in load_bank("spelling", "word-study")["lists"]}


def _explain(entry: dict[str, Any], word: dict[str, Any]) -> str:
    return entry["explain"].format(
        word=word["word"],
        focus=word["focus"].replace("_", ""),
        letters=spelled(word["word"]),
        base=word.get("base", ""),
        suffix=word.get("suffix", ""),
        rule=word.get("rule", ""),
    )


def _wrong(entry: dict[str, Any], word: dict[str, Any]) -> list[tuple[str, str, str]]:
    """The word's misspellings as (text, misconception, reason), only those the filter passes."""
    reasons = entry["misconceptions"]
    return [(text, name, reasons[name]) for text, name in word["wrong"] if not contains_blocked(text)]


def _features(task: TaskKind, steps: int, word: dict[str, Any]) -> Features:
    return Features(task=task, steps=steps, magnitude=max(1, len(word["word"]) // 2), representation="text")


def _clue(word: dict[str, Any]) -> str:
    return blank_sentence(word["sentence"], word["word"])


def _choices(ctx: GenerationContext) -> int:
    return 3 if ctx.level.rank == 0 else 4


# ---- activities -----------------------------------------------------------------------------------


def _write(ctx: GenerationContext, entry: dict[str, Any], word: dict[str, Any]) -> Draft:
    spelling, why = word["word"], _explain(entry, word)
    if "base" in word and entry.get("ask") and ctx.rng.random() < 0.5:
        question = entry["ask"].format(base=word["base"], suffix=word["suffix"])
        key = f"write-parts:{spelling}"
    else:
        wrong, _name, _reason = pick(ctx.rng, _wrong(entry, word))
        shown = _replace(word["sentence"], spelling, wrong)
        question = f'One word in this sentence is misspelled: "{shown}" Write that word correctly.'
        key = f"write-fix:{spelling}"
    accepted = [spelling] if spelling[:1].isupper() else [spelling, spelling[:1].upper() + spelling[1:]]
    return Draft(
        content=ShortAnswerContent(instructions="Write the word. Spell it exactly.", question=question),
        answer=ExactAnswer(value=spelling, display=spelling, explanation=why, acceptable_answers=accepted),
        features=_features("recall", 2 if "write-parts" in key else 1, word),
        key=key,
    )


def _replace(sentence: str, word: str, wrong: str) -> str:
    """``sentence`` with ``word`` written as ``wrong`` (capitalised where the word starts it)."""

    def swap(match: re.Match[str]) -> str:
        found = match.group(0)
        return wrong[:1].upper() + wrong[1:] if found[:1].isupper() and not word[:1].isupper() else wrong

    shown, count = re.subn(rf"(?<![A-Za-z'])(?i:{re.escape(word)})(?![A-Za-z'])", swap, sentence, count=1)
    if count != 1:
        raise ValueError(f"{word!r} not in {sentence!r}")
    return shown


def _puzzle(
    kind: str, prompt: str, word: dict[str, Any], why: str, shown: dict[str, Any], task: TaskKind
) -> Draft:
    spelling = word["word"]
    return Draft(
        content=WordPuzzleContent(instructions=_PUZZLE_ASKS[kind], puzzle_kind=kind, prompt=prompt, **shown),
        answer=ExactAnswer(value=spelling, display=spelling, explanation=why),
        features=_features(task, 2 if kind == "scramble" else 1, word),
        key=f"{kind}:{spelling}",
    )


_PUZZLE_ASKS = {
    "scramble": "Unscramble the letters.",
    "missing-letters": "Fill in the missing letters.",
    "tracing": "Trace, then write.",
}


def _unscramble(ctx: GenerationContext, entry: dict[str, Any], word: dict[str, Any]) -> Draft:
    spelling = word["word"]
    shown: dict[str, Any] = {"scrambled": clean_scramble(ctx.rng, spelling, 40, strict=True)}
    if ctx.level.rank < 2:
        shown["hint"] = f"The word starts with {spelling[0]}."
    prompt = f"Put the letters in order to spell a word. Clue: {_clue(word)}"
    return _puzzle("scramble", prompt, word, _explain(entry, word), shown, "reason")


def _complete(ctx: GenerationContext, entry: dict[str, Any], word: dict[str, Any]) -> Draft:
    spelling = word["word"]
    hidden = set(_focus_span(spelling, word["focus"]))
    partial = "".join("_" if i in hidden else ch for i, ch in enumerate(spelling))
    why = f"The missing letters are {word['focus'].replace('_', '')}. {_explain(entry, word)}"
    prompt = f"Write the whole word with the missing letters filled in. Clue: {_clue(word)}"
    return _puzzle(
        "missing-letters", prompt, word, why, {"partial_word": partial, "hint": entry["hint"]}, "recall"
    )


def _trace(ctx: GenerationContext, entry: dict[str, Any], word: dict[str, Any]) -> Draft:
    spelling = word["word"]
    shown = {
        "words": [spelling],
        "copies": 3,
        "hint": f"Say each letter as you write it: {spelled(spelling)}.",
    }
    prompt = f"Trace the word {spelling}. Then write it 3 times on your own."
    return _puzzle("tracing", prompt, word, _explain(entry, word), shown, "recall")


def _find(ctx: GenerationContext, entry: dict[str, Any], word: dict[str, Any]) -> Draft:
    spelling = word["word"]
    return listed_choice_draft(
        ctx.rng,
        f"Which spelling completes the sentence? {_clue(word)}",
        spelling,
        _wrong(entry, word),
        instructions="Choose the correct spelling.",
        explanation=_explain(entry, word),
        features=_features("identify", 1, word),
        key=f"find:{spelling}",
        limit=_choices(ctx) - 1,
    )


def _choose(ctx: GenerationContext, entry: dict[str, Any], word: dict[str, Any]) -> Draft:
    spelling = word["word"]
    wrong = [text for text, _name, _reason in _wrong(entry, word)]
    if not wrong:
        raise NoSuchForm(f"no misspellings of {spelling!r}")
    bank = shuffled(ctx.rng, [spelling, *ctx.rng.sample(wrong, min(len(wrong), _choices(ctx) - 1))])
    return fill_draft(
        _clue(word),
        spelling,
        _explain(entry, word),
        bank=bank,
        header="Choose the correct spelling",
        instructions="Write the correctly spelled word in the blank.",
        features=_features("recall", 1, word),
        key=f"choose:{spelling}",
    )


_BUILDERS: dict[str, Callable[[GenerationContext, dict[str, Any], dict[str, Any]], Draft]] = {
    "write": _write,
    "unscramble": _unscramble,
    "complete": _complete,
    "trace": _trace,
    "find-misspelling": _find,
    "choose": _choose,
}
