"""Spelling pattern word lists, kindergarten to grade 8: short vowels, digraphs, silent e, vowel
teams, suffixes, Greek and Latin roots, borrowed and frequently misspelled words (L.K.2c through
L.8.2c, with RF.K.3c, RF.1.3a through RF.5.3a for the patterns they decode).

Every word comes from a list in the ``spelling/word-lists`` bank with its sentence, its focus
letters and its wrong spellings, each stored with the misconception it shows (``wrong``:
``[spelling, misconception]``; the list's ``misconceptions`` gives the reason). Skills pick lists
and puzzle kinds with their params, so one generator serves many skills: word puzzles (scramble,
missing letters, misspelling, tracing, word search), a spelling in a sentence or from its parts,
the correct spelling among misspellings, true-false spellings, and matching roots or origins.
Every item about one word carries its ``SpellingTarget`` (the word, the list's ``pattern``, the
activity: complete, unscramble, find-misspelling, trace, choose, or write when a word is built from
its parts without choices); word searches and matching have no single target word and carry none.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.difficulty import Features, TaskKind
from educontent.generation.items import (
    ExactAnswer,
    MultipleChoiceContent,
    SetAnswer,
    SpellingTarget,
    WordPuzzleContent,
)
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import (
    distinct_pairs,
    fill_draft,
    line_matching_draft,
    short_text_features,
    shuffled,
    skill_code,
    true_false_draft,
)
from educontent.generation.kit.types import FB, MC, MT, TF, WP
from educontent.generation.kit.word_puzzles import (
    BLANK,
    blank_sentence,
    choose_word,
    explain_word,
    listed_choice_answer,
    placed_word_search,
    scramble,
    spelled,
    spelling_lists,
    wrong_spellings,
)
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.spelling._focus import focus_span as _focus_span

PuzzleKind = Literal["scramble", "missing-letters", "misspelling", "word-search", "tracing"]
Activity = Literal["write", "unscramble", "complete", "find-misspelling", "choose", "trace"]


class WordListParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    lists: list[str] = Field(min_length=1, description="Word-list ids in spelling/word-lists.json.")
    puzzles: list[PuzzleKind] = Field(default_factory=lambda: ["scramble", "missing-letters", "misspelling"])
    copies: int = Field(default=3, ge=1, le=5, description="Tracing: how many times to write the word.")
    search_words: int = Field(default=5, ge=3, le=8, description="Word-search: how many words to hide.")


_BANDS = "building a word from its base and suffix: easy offers the spellings to choose from, medium and hard ask for it written"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={WP, FB, MC, TF, MT}, params=WordListParams, levels=Levels("form", _BANDS))
def word_lists(ctx: GenerationContext) -> Draft:
    entry, word = choose_word(ctx, ctx.params.lists)
    builder = _BUILDERS.get(ctx.content_type)
    if builder is None:
        raise ValueError(f"spelling.patterns.word_lists cannot make {ctx.content_type}")
    draft = builder(ctx, entry, word, skill_code(ctx, entry.get("standard")))
    activity = _activity(ctx, draft.key)
    if activity is not None:
        draft.spelling = SpellingTarget(word=word["word"], pattern=entry["pattern"], activity=activity)
    return draft


_ACTIVITIES: dict[str, Activity | None] = {
    "sentence": "choose",
    "focus": "complete",
    "mc-sentence": "find-misspelling",
    "mc-parts": "find-misspelling",
    "mc": "find-misspelling",
    "tf": "find-misspelling",
    "scramble": "unscramble",
    "missing-letters": "complete",
    "misspelling": "find-misspelling",
    "tracing": "trace",
    "search": None,
    "match": None,
}
"""The activity of each item form, by its key's prefix; None: the item has no single target word
(a word search hides several words; matching pairs roots or origins)."""


def _activity(ctx: GenerationContext, key: str) -> Activity | None:
    form = key.split(":", 1)[0]
    if form == "parts":
        return "choose" if ctx.level.rank == 0 else "write"
    return _ACTIVITIES[form]


def _partial(word: str, focus: str) -> str:
    hidden = set(_focus_span(word, focus))
    return "".join("_" if i in hidden else ch for i, ch in enumerate(word))


def _clue(word: dict[str, Any]) -> str:
    return f"Clue: {blank_sentence(word['sentence'], word['word'])}"


def _magnitude(word: dict[str, Any]) -> int:
    return max(1, len(word["word"]) // 2)


def _text(task: TaskKind, steps: int, word: dict[str, Any]) -> Features:
    """Features of a text item about ``word``: magnitude grows with its length."""
    return Features(task=task, steps=steps, magnitude=_magnitude(word), representation="text")


def _misspellings(word: dict[str, Any], count: int) -> list[str]:
    return [w for w, _ in word["wrong"]][:count]


# ---- fill-blank, multiple choice, true-false ------------------------------------------------------


def _fill(ctx: GenerationContext, entry: dict[str, Any], word: dict[str, Any], standard: str | None) -> Draft:
    rng, spelling, explanation = ctx.rng, word["word"], explain_word(entry, word)
    forms = ["sentence"]
    if "base" in word:
        forms.append("parts")
    if entry.get("focusChoices") and word["focus"] in entry["focusChoices"]:
        forms.append("focus")
    form = pick(rng, forms)
    answer, why, header = spelling, explanation, "Choose the correct spelling."
    if form == "parts":
        bank = shuffled(rng, [spelling, *_misspellings(word, 2)]) if ctx.level.rank == 0 else None
        text = f"{word['base']} + {word['suffix']} = {BLANK}"
        header = header if bank else None
    elif form == "focus" and "_" not in word["focus"]:
        at = spelling.index(word["focus"])
        shown = spelling[:at] + BLANK + spelling[at + len(word["focus"]) :]
        text = blank_sentence(word["sentence"], spelling).replace(BLANK, shown, 1)
        answer, why = word["focus"], f"The word is {spelling}. {explanation}"
        bank, header = list(entry["focusChoices"]), "Letters to choose from"
    else:
        form, text = "sentence", blank_sentence(word["sentence"], spelling)
        bank = shuffled(rng, [spelling, *_misspellings(word, 3)])
    instructions, task, steps = _FILL_ASKS[form]
    return fill_draft(
        text,
        answer,
        why,
        bank=bank,
        header=header,
        instructions=instructions,
        features=_text(task, steps, word),
        key=f"{form}:{spelling}",
        standard=standard,
    )


_FILL_ASKS: dict[str, tuple[str, TaskKind, int]] = {
    "parts": ("Add the word part and write the new word.", "compute", 2),
    "focus": ("Write the missing letters.", "recall", 1),
    "sentence": ("Write the correctly spelled word in the blank.", "recall", 1),
}
"""Each fill-blank form's instructions and difficulty (task, steps)."""


def _choice(
    ctx: GenerationContext, entry: dict[str, Any], word: dict[str, Any], standard: str | None
) -> Draft:
    spelling = word["word"]
    choices, answer = listed_choice_answer(
        ctx.rng,
        spelling,
        wrong_spellings(entry, word),
        display=spelling,
        explanation=explain_word(entry, word),
    )
    if ctx.rng.random() < 0.5:
        question = f"Which spelling completes the sentence? {blank_sentence(word['sentence'], spelling)}"
        key = f"mc-sentence:{spelling}"
    elif "base" in word:
        question = f"Which is the correct spelling of {word['base']} + {word['suffix']}?"
        key = f"mc-parts:{spelling}"
    else:
        question = "Which word is spelled correctly?"
        key = f"mc:{spelling}"
    return Draft(
        content=MultipleChoiceContent(
            instructions="Choose the correct spelling.", question=question, choices=choices
        ),
        answer=answer,
        features=_text("identify", 1, word),
        key=key,
        standard=standard,
    )


def _true_false(
    ctx: GenerationContext, entry: dict[str, Any], word: dict[str, Any], standard: str | None
) -> Draft:
    spelling, explanation = word["word"], explain_word(entry, word)
    truth = ctx.rng.random() < 0.5
    shown, _name, reason = (spelling, "", "") if truth else pick(ctx.rng, wrong_spellings(entry, word))
    if "base" in word:
        statement = f"{word['base']} + {word['suffix']} is spelled {shown}."
    else:
        statement = f"The word {shown} is spelled correctly."
    return true_false_draft(
        statement,
        truth,
        explanation if truth else f"{reason} The correct spelling is {spelling}. {explanation}",
        instructions="Is this true or false?",
        features=_text("identify", 1, word),
        key=f"tf:{shown}",
        standard=standard,
    )


def _matching(
    ctx: GenerationContext, entry: dict[str, Any], word: dict[str, Any], standard: str | None
) -> Draft:
    """Match each left entry (a root, a word) to its right entry (a meaning, a language)."""
    rng = ctx.rng
    banks = spelling_lists()
    pairs_spec = pick(rng, [banks[i] for i in ctx.params.lists if banks[i].get("pairs")])["pairs"]
    chosen = distinct_pairs(rng, pairs_spec["items"], 4)
    return line_matching_draft(
        chosen,
        shuffled(rng, [r for _, r in chosen]),
        prompt=pairs_spec["prompt"],
        explanation=pairs_spec["explain"],
        features=short_text_features("identify", len(chosen)),
        key="match:" + ",".join(sorted(lf for lf, _ in chosen)),
        standard=standard,
    )


# ---- word puzzles ---------------------------------------------------------------------------------


def _puzzle(
    ctx: GenerationContext, entry: dict[str, Any], word: dict[str, Any], standard: str | None
) -> Draft:
    puzzle = pick(ctx.rng, ctx.params.puzzles)
    if puzzle not in _PUZZLES:
        return _word_search(ctx, entry, standard)
    prompt, shown, answer = _PUZZLES[puzzle](ctx, entry, word)
    instructions, task, steps = _PUZZLE_ASKS[puzzle]
    spelling = word["word"]
    return Draft(
        content=WordPuzzleContent(instructions=instructions, puzzle_kind=puzzle, prompt=prompt, **shown),
        answer=answer or ExactAnswer(value=spelling, display=spelling, explanation=explain_word(entry, word)),
        features=_text(task, steps, word),
        key=f"{puzzle}:{spelling}",
        standard=standard,
    )


Puzzle = tuple[str, dict[str, Any], ExactAnswer | None]
"""A word puzzle: its prompt, the other content fields it shows, and its answer (None: the word)."""

_PUZZLE_ASKS: dict[str, tuple[str, TaskKind, int]] = {
    "scramble": ("Unscramble the letters.", "reason", 2),
    "missing-letters": ("Fill in the missing letters.", "recall", 1),
    "misspelling": ("Find the correct spelling.", "identify", 1),
    "tracing": ("Trace, then write.", "recall", 1),
}
"""Each puzzle kind's instructions and difficulty (task, steps)."""


def _scrambled(ctx: GenerationContext, entry: dict[str, Any], word: dict[str, Any]) -> Puzzle:
    spelling = word["word"]
    shown = {"scrambled": scramble(ctx.rng, spelling), "hint": f"The word starts with {spelling[0]}."}
    return f"Put the letters in order to spell a word. {_clue(word)}", shown, None


def _missing_letters(ctx: GenerationContext, entry: dict[str, Any], word: dict[str, Any]) -> Puzzle:
    spelling = word["word"]
    answer = ExactAnswer(
        value=spelling,
        display=spelling,
        explanation=f"The missing letters are {word['focus'].replace('_', '')}. {explain_word(entry, word)}",
        acceptable_answers=[spelling],
    )
    shown = {"partial_word": _partial(spelling, word["focus"]), "hint": entry["hint"]}
    return f"Write the whole word with the missing letters filled in. {_clue(word)}", shown, answer


def _misspelling(ctx: GenerationContext, entry: dict[str, Any], word: dict[str, Any]) -> Puzzle:
    shown = {"candidates": shuffled(ctx.rng, [word["word"], *_misspellings(word, 3)])}
    return f"Only one of these is spelled correctly. Which one? {_clue(word)}", shown, None


def _tracing(ctx: GenerationContext, entry: dict[str, Any], word: dict[str, Any]) -> Puzzle:
    spelling, copies = word["word"], ctx.params.copies
    shown = {
        "words": [spelling],
        "copies": copies,
        "hint": f"Say each letter as you write it: {spelled(spelling)}.",
    }
    return f"Trace the word {spelling}. Then write it {copies} times on your own.", shown, None


def _word_search(ctx: GenerationContext, entry: dict[str, Any], standard: str | None) -> Draft:
    rng: random.Random = ctx.rng
    pool = [w["word"] for w in entry["words"] if w["word"].isalpha()]
    count = min(ctx.params.search_words, len(pool))
    chosen = rng.sample(pool, count)
    grid, where = placed_word_search(rng, chosen)
    upper = [w.upper() for w in chosen]
    return Draft(
        content=WordPuzzleContent(
            instructions="Find each word in the grid.",
            puzzle_kind="word-search",
            prompt="Find these words. They go across (left to right) or down (top to bottom).",
            words=upper,
            grid=grid,
            hint=entry["hint"],
        ),
        answer=SetAnswer(
            value=upper,
            display=", ".join(upper),
            explanation="Look along each row and down each column for the first letter, then check the "
            "next letters. " + "; ".join(where) + ".",
        ),
        features=Features(
            task="identify", steps=count, magnitude=max(1, len(grid) // 2), representation="visual"
        ),
        key="search:" + ",".join(sorted(upper)),
        standard=standard,
    )


_PUZZLES: dict[str, Callable[[GenerationContext, dict[str, Any], dict[str, Any]], Puzzle]] = {
    "scramble": _scrambled,
    "missing-letters": _missing_letters,
    "misspelling": _misspelling,
    "tracing": _tracing,
}
_BUILDERS: dict[str, Callable[[GenerationContext, dict[str, Any], dict[str, Any], str | None], Draft]] = {
    WP: _puzzle,
    FB: _fill,
    MC: _choice,
    TF: _true_false,
    MT: _matching,
}
