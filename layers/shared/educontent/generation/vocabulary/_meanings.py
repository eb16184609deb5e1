"""What a bank entry means, asked as a choice: the helpers shared by the context-clue and figurative
language generators, whose banks hold entries with a ``meaning``, wrong ``distractors``, an ``id`` and
(for some) the ``passage`` they stand in."""

from __future__ import annotations

from functools import cache
from typing import Any

from educontent.generation.banks import load_bank
from educontent.generation.kit.text_forms import choice_draft, passage_choice_draft, wrong_from_bank
from educontent.generation.registry import Draft, GenerationContext


@cache
def passages(bank: str) -> dict[str, dict]:
    """The passages of the vocabulary ``bank``, by id."""
    return {p["id"]: p for p in load_bank("vocabulary", bank)["passages"]}


def meaning_choice(ctx: GenerationContext, entry: dict, question: str, why: str, **options: Any) -> Draft:
    """A multiple-choice draft: the entry's meaning among its distractors, a two-step reasoning task
    (``options`` are ``choice_draft``'s others, such as ``instructions``)."""
    return choice_draft(
        ctx,
        question,
        entry["meaning"],
        wrong_from_bank(entry["distractors"]),
        why,
        key=entry["id"],
        task="reason",
        steps=2,
        **options,
    )


def meaning_in_passage(
    ctx: GenerationContext, bank: str, entry: dict, question: str, why: str, *, instructions: str
) -> Draft:
    """A passage-based draft: the entry's passage, and its meaning among its distractors."""
    return passage_choice_draft(
        ctx,
        passages(bank)[entry["passage"]],
        question,
        entry["meaning"],
        wrong_from_bank(entry["distractors"]),
        why,
        key=entry["id"],
        instructions=instructions,
    )
