"""Contractions (grade 2, L.2.2c): joining two words with an apostrophe where letters are left out,
in matching, word-puzzle, fill-blank and multiple-choice items.

Bank ``spelling/contractions``: each contraction with its words, the grade it is introduced, the
rule, a sentence, and wrong spellings with their misconceptions.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.items import ExactAnswer, SpellingTarget, WordPuzzleContent
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import (
    fill_draft,
    level_pool,
    line_matching_draft,
    short_text_features,
    shuffled,
)
from educontent.generation.kit.types import FB, MC, MT, WP
from educontent.generation.kit.word_puzzles import (
    blank_sentence,
    fill_bank,
    listed_choice_draft,
    wrong_spellings,
)
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class ContractionParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    max_grade: int = Field(default=8, ge=0, le=8, description="Use contractions introduced up to this grade.")


_BANDS = "easy: mostly (7 items in 10) contractions with not (can't, isn't); medium and hard: every contraction of the skill's grades (I'm, we'll, won't)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={WP, MT, FB, MC}, params=ContractionParams, levels=Levels("form", _BANDS))
def contractions(ctx: GenerationContext) -> Draft:
    draft, word = _draft(ctx)
    draft.spelling = SpellingTarget(word=word, pattern="contraction", activity="contraction")
    return draft


def _draft(ctx: GenerationContext) -> tuple[Draft, str]:
    """The item and the contraction it practises (for matching, the first one in the left column)."""
    bank = load_bank("spelling", "contractions")
    pool = [c for c in bank["contractions"] if c["grade"] <= ctx.params.max_grade]
    if ctx.content_type == MT:
        return _matching(ctx, pool)
    entry = pick(ctx.rng, level_pool(ctx.rng, pool, _level, ctx.level.rank))
    word = entry["contraction"]
    if ctx.content_type == WP:
        return _puzzle(entry), word
    if ctx.content_type == FB:
        return _fill(ctx, entry), word
    draft = listed_choice_draft(
        ctx.rng,
        f"Which is the correct contraction for {_full(entry)}?",
        word,
        wrong_spellings(bank, entry),
        instructions="Choose the correct contraction.",
        explanation=_explain(entry),
        features=short_text_features("identify", 1),
        key=f"mc:{word}",
    )
    return draft, word


def _level(entry: dict[str, Any]) -> int:
    """0 for the contractions of not (the first ones taught), 1 for the rest."""
    return 0 if entry["words"][-1] == "not" and entry["contraction"] != "won't" else 1


def _full(entry: dict[str, Any]) -> str:
    return entry.get("full") or " ".join(entry["words"])


def _explain(entry: dict[str, Any]) -> str:
    return f"{_full(entry)} becomes {entry['contraction']}: {entry['rule']}"


def _matching(ctx: GenerationContext, pool: list[dict[str, Any]]) -> tuple[Draft, str]:
    chosen = ctx.rng.sample(pool, 4)
    draft = line_matching_draft(
        [(_full(c), c["contraction"]) for c in chosen],
        shuffled(ctx.rng, [c["contraction"] for c in chosen]),
        prompt="Match the two words to their contraction.",
        explanation="A contraction joins two words and puts an apostrophe where letters are left out. "
        + " ".join(_explain(c) for c in chosen),
        features=short_text_features("identify", 4),
        key="match:" + ",".join(sorted(c["contraction"] for c in chosen)),
    )
    return draft, chosen[0]["contraction"]


def _puzzle(entry: dict[str, Any]) -> Draft:
    word = entry["contraction"]
    return Draft(
        content=WordPuzzleContent(
            instructions="Write the contraction.",
            puzzle_kind="contraction",
            prompt=f"Join the words into one contraction: {_full(entry)}.",
            words=list(entry["words"]),
            hint="Put an apostrophe where letters are left out.",
        ),
        answer=ExactAnswer(
            value=word, display=word, explanation=_explain(entry), acceptable_answers=[word.replace("'", "’")]
        ),
        features=short_text_features("recall", 2),
        key=f"puzzle:{word}",
    )


def _fill(ctx: GenerationContext, entry: dict[str, Any]) -> Draft:
    word = entry["contraction"]
    return fill_draft(
        f"{blank_sentence(entry['sentence'], word)} ({_full(entry)})",
        word,
        _explain(entry),
        bank=fill_bank(ctx.rng, word, entry),
        header="Choose the correct spelling.",
        instructions="Write the contraction for the words in parentheses.",
        features=short_text_features("recall", 2),
        key=f"fill:{word}",
    )
