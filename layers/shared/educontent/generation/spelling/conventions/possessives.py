"""Possessive nouns (grade 3, L.3.2d): singular owners ('s), plural owners ending in s (s') and
irregular plurals ('s), in fill-blank and multiple-choice items.

Bank ``spelling/possessives``: each possessive with its owner, kind, meaning and sentence, wrong
spellings with their misconceptions, and the rule for each kind.
"""

from __future__ import annotations

from educontent.generation.banks import load_bank
from educontent.generation.items import SpellingTarget
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import fill_draft, short_text_features
from educontent.generation.kit.types import FB, MC
from educontent.generation.kit.word_puzzles import (
    blank_sentence,
    fill_bank,
    listed_choice_draft,
    wrong_spellings,
)
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

# level rank -> the kinds of possessive asked
_LEVEL_KINDS = {0: ["singular"], 1: ["singular", "plural"], 2: ["plural", "irregular"]}


_BANDS = "easy: singular possessives (the dog's bone); medium: singular and plural (the dogs' bones); hard: plural and irregular plural (the children's books)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, FB}, levels=Levels("form", _BANDS))
def possessives(ctx: GenerationContext) -> Draft:
    bank = load_bank("spelling", "possessives")
    rules = bank["rules"]
    kinds = _LEVEL_KINDS[ctx.level.rank]
    entry = pick(ctx.rng, [e for e in bank["possessives"] if e["kind"] in kinds])
    word, owner = entry["possessive"], entry["owner"]
    explanation = f"{entry['meaning']} {rules[entry['kind']]} So write {word}."
    activity = "choose" if ctx.content_type == FB else "find-misspelling"
    target = SpellingTarget(word=word, pattern="possessive", activity=activity)
    if ctx.content_type == FB:
        draft = fill_draft(
            f"{blank_sentence(entry['sentence'], word)} ({entry['meaning']})",
            word,
            explanation,
            bank=fill_bank(ctx.rng, word, entry),
            header="Choose the correct spelling.",
            instructions="Write the possessive noun.",
            features=short_text_features("recall", 2),
            key=f"fill:{word}:{owner}",
        )
        draft.spelling = target
        return draft
    draft = listed_choice_draft(
        ctx.rng,
        f"{entry['meaning']} Which word completes the sentence? {blank_sentence(entry['sentence'], word)}",
        word,
        wrong_spellings(bank, entry),
        instructions="Choose the correct possessive.",
        explanation=explanation,
        features=short_text_features("identify", 2),
        key=f"mc:{word}:{owner}",
    )
    draft.spelling = target
    return draft
