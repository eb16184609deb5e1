"""Figurative language (L.3.5a through L.8.5a, L.4.5b): literal and nonliteral phrases, similes and
metaphors, idioms and proverbs, personification, allusions, verbal irony and puns.

The ``figurative`` bank holds each phrase in a sentence (some inside short passages) with its
meaning, how to tell, and wrong readings with their misconceptions (most often taking the words too
literally), and what each kind of figure does. Items ask what a phrase means, what kind of figure it
is, which sentence is nonliteral, whether words are literal (true-false), or match phrases to
meanings.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import Field

from educontent.generation.banks import load_bank
from educontent.generation.items import MultipleChoiceContent
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.text_forms import (
    SetsParams,
    Wrong,
    choice_answer,
    choice_draft,
    choices_count,
    matching_draft,
    text_features,
    true_false_draft,
    word_count,
)
from educontent.generation.kit.types import MC, MT, PB, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.vocabulary._meanings import meaning_choice, meaning_in_passage


class FigurativeParams(SetsParams):
    choice_forms: list[Literal["meaning", "kind", "nonliteral-sentence"]] = Field(
        default_factory=lambda: ["meaning"]
    )


_BANDS = "phrases to match: easy 3, medium and hard 4; choices: 3 on kindergarten and easy first-grade items, otherwise 4"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, TF, MT, PB}, params=FigurativeParams, levels=Levels("steps", _BANDS))
def figurative(ctx: GenerationContext) -> Draft:
    entries = _entries(ctx.params)
    if ctx.content_type == MC:
        form = pick(ctx.rng, ctx.params.choice_forms)
        return _CHOICE_FORMS.get(form, _meaning_item)(ctx, entries)
    return _BUILDERS.get(ctx.content_type, _passage_item)(ctx, entries)


def _entries(params: FigurativeParams) -> list[dict]:
    found = [e for e in load_bank("vocabulary", "figurative")["entries"] if e["set"] in params.sets]
    if not found:
        raise ValueError(f"no figurative entries in {params.sets}")
    return found


def _question(entry: dict) -> str:
    if entry.get("question"):
        return f"Read the sentence.\n\n{entry['sentence']}\n\n{entry['question']}"
    return (
        f'Read the sentence.\n\n{entry["sentence"]}\n\nWhat does "{entry["phrase"]}" mean in this sentence?'
    )


def _why(entry: dict) -> str:
    if entry.get("question"):
        return f"{entry['clue']} The best answer: {entry['meaning']}"
    return f'{entry["clue"]} So "{entry["phrase"]}" means: {entry["meaning"]}'


# ---- multiple choice --------------------------------------------------------------------------


def _meaning_item(ctx: GenerationContext, entries: list[dict]) -> Draft:
    entry = pick(ctx.rng, entries)
    return meaning_choice(ctx, entry, _question(entry), _why(entry))


def _kind_item(ctx: GenerationContext, entries: list[dict]) -> Draft:
    clues = load_bank("vocabulary", "figurative")["kindClues"]
    entry = pick(ctx.rng, [e for e in entries if e["kind"] in clues])
    wrong = [
        Wrong(
            k,
            "wrong-kind-of-figure",
            f"{with_article(k).capitalize()} {clue}; that is not what this phrase does.",
        )
        for k, clue in clues.items()
        if k != entry["kind"]
    ]
    return choice_draft(
        ctx,
        f'Read the sentence.\n\n{entry["sentence"]}\n\nWhat kind of figurative language is "{entry["phrase"]}"?',
        entry["kind"],
        wrong,
        f'"{entry["phrase"]}" {clues[entry["kind"]]}, so it is {with_article(entry["kind"])}. {entry["clue"]}',
        key=f"{entry['id']}:kind",
        steps=2,
    )


def _nonliteral_sentence_item(ctx: GenerationContext, entries: list[dict]) -> Draft:
    rng = ctx.rng
    literal = [e for e in entries if e["literal"]]
    entry = pick(rng, [e for e in entries if not e["literal"]])
    wrong = [
        Wrong(
            e["sentence"], "read-as-figurative", f'In this sentence, "{e["phrase"]}" means just what it says.'
        )
        for e in rng.sample(literal, min(len(literal), 3))
    ]
    choices, answer = choice_answer(
        rng,
        entry["sentence"],
        wrong,
        count=choices_count(ctx.grade, ctx.level.rank),
        explanation=f'In "{entry["sentence"]}", "{entry["phrase"]}" does not mean what the words say. {_why(entry)}',
    )
    return Draft(
        content=MultipleChoiceContent(
            instructions="Choose the best answer.",
            question="Which sentence uses words in a nonliteral way (the words do not mean exactly what they say)?",
            choices=choices,
        ),
        answer=answer,
        features=text_features("compare", words=sum(word_count(c.text) for c in choices), steps=2),
        key=f"{entry['id']}:which",
    )


_CHOICE_FORMS: dict[str, Callable[[GenerationContext, list[dict]], Draft]] = {
    "kind": _kind_item,
    "nonliteral-sentence": _nonliteral_sentence_item,
}


# ---- true-false, matching, passages -----------------------------------------------------------


def _literal_or_not(ctx: GenerationContext, entries: list[dict]) -> Draft:
    entry = pick(ctx.rng, entries)
    statement = (
        f'In the sentence "{entry["sentence"]}", the words "{entry["phrase"]}" mean exactly what they say.'
    )
    verdict = "literal" if entry["literal"] else "nonliteral"
    return true_false_draft(
        statement,
        entry["literal"],
        f"The words are {verdict} here. {_why(entry)}",
        features=text_features("identify", words=word_count(statement), steps=2),
        key=f"{entry['id']}:tf",
    )


def _matching(ctx: GenerationContext, entries: list[dict]) -> Draft:
    size = 3 + min(ctx.level.rank, 1)
    chosen: list[dict] = []
    for e in ctx.rng.sample(entries, len(entries)):
        if len(chosen) < size and all(
            e["meaning"] != c["meaning"] and e["phrase"].lower() != c["phrase"].lower() for c in chosen
        ):
            chosen.append(e)
    return matching_draft(
        ctx,
        [(e["phrase"], e["meaning"]) for e in chosen],
        prompt="Match each figurative phrase to its meaning.",
        instructions="Draw a line from each phrase to what it really means.",
        why="Think about what each phrase really means, not what the words say. "
        + " ".join(f'"{e["phrase"]}": {e["clue"]}' for e in chosen),
        key="match:" + "-".join(sorted(e["id"] for e in chosen)),
        steps=size,
    )


def _passage_item(ctx: GenerationContext, entries: list[dict]) -> Draft:
    entry = pick(ctx.rng, [e for e in entries if e.get("passage")])
    return meaning_in_passage(
        ctx,
        "figurative",
        entry,
        entry.get("question") or f'In the passage, what does "{entry["phrase"]}" mean?',
        _why(entry),
        instructions="Read the passage, then answer the question.",
    )


_BUILDERS: dict[str, Callable[[GenerationContext, list[dict]], Draft]] = {
    TF: _literal_or_not,
    MT: _matching,
}
