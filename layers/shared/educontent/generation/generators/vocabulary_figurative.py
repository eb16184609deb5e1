"""Figurative language: ``vocabulary.figurative`` (literal and nonliteral phrases, similes and
metaphors, idioms and proverbs, personification, allusions, verbal irony and puns).

The ``figurative`` bank holds each phrase in a sentence (some inside short passages) with its
meaning, how to tell, and wrong readings with their misconceptions (most often taking the words too
literally). Items ask what a phrase means, what kind of figure it is, which sentence is nonliteral,
whether words are literal (true-false), or match phrases to meanings.
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.banks import load_bank
from educontent.generation.items import (
    BooleanAnswer,
    MatchingContent,
    MultipleChoiceContent,
    Passage,
    PassageBasedContent,
    SetAnswer,
    TrueFalseContent,
)
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_answer,
    choices_count,
    matching_sets,
    text_features,
    word_count,
    wrong_from_bank,
)
from educontent.generation.kit.choose import pick
from educontent.generation.registry import Draft, GenerationContext, generator

KIND_CLUES = {
    "simile": "compares two different things using like or as",
    "metaphor": "says one thing is another thing, without like or as",
    "personification": "gives human actions or feelings to something that is not human",
    "hyperbole": "exaggerates a lot to make a point",
    "idiom": "is a saying whose meaning is different from its words",
}


class FigurativeParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    sets: list[str] = Field(min_length=1)
    choice_forms: list[Literal["meaning", "kind", "nonliteral-sentence"]] = Field(
        default_factory=lambda: ["meaning"]
    )


@cache
def _passages() -> dict[str, dict]:
    return {p["id"]: p for p in load_bank("vocabulary", "figurative")["passages"]}


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


def _meaning_item(ctx: GenerationContext, entries: list[dict]) -> Draft:
    entry = pick(ctx.rng, entries)
    question = _question(entry)
    choices, answer = choice_answer(
        ctx.rng,
        entry["meaning"],
        wrong_from_bank(entry["distractors"]),
        count=choices_count(ctx.grade, ctx.level.rank),
        explanation=_why(entry),
    )
    return Draft(
        content=MultipleChoiceContent(
            instructions="Choose the best answer.", question=question, choices=choices
        ),
        answer=answer,
        features=text_features("reason", words=word_count(question), steps=2),
        key=entry["id"],
        standard=ctx.skill.standards[0],
    )


def _kind_item(ctx: GenerationContext, entries: list[dict]) -> Draft:
    usable = [e for e in entries if e["kind"] in KIND_CLUES]
    entry = pick(ctx.rng, usable)
    wrong = [
        Wrong(k, "wrong-kind-of-figure", f"A {k} {clue}; that is not what this phrase does.")
        for k, clue in KIND_CLUES.items()
        if k != entry["kind"]
    ]
    question = f'Read the sentence.\n\n{entry["sentence"]}\n\nWhat kind of figurative language is "{entry["phrase"]}"?'
    choices, answer = choice_answer(
        ctx.rng,
        entry["kind"],
        wrong,
        count=choices_count(ctx.grade, ctx.level.rank),
        explanation=f'"{entry["phrase"]}" {KIND_CLUES[entry["kind"]]}, so it is a {entry["kind"]}. {entry["clue"]}',
    )
    return Draft(
        content=MultipleChoiceContent(
            instructions="Choose the best answer.", question=question, choices=choices
        ),
        answer=answer,
        features=text_features("identify", words=word_count(question), steps=2),
        key=f"{entry['id']}:kind",
        standard=ctx.skill.standards[0],
    )


def _nonliteral_sentence_item(ctx: GenerationContext, entries: list[dict]) -> Draft:
    rng = ctx.rng
    figurative = [e for e in entries if not e["literal"]]
    literal = [e for e in entries if e["literal"]]
    entry = pick(rng, figurative)
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
        standard=ctx.skill.standards[0],
    )


@generator(
    "vocabulary.figurative",
    content_types={
        ContentType.MULTIPLE_CHOICE,
        ContentType.TRUE_FALSE,
        ContentType.MATCHING,
        ContentType.PASSAGE_BASED,
    },
    params=FigurativeParams,
)
def figurative(ctx: GenerationContext) -> Draft:
    params: FigurativeParams = ctx.params
    rng = ctx.rng
    entries = _entries(params)
    if ctx.content_type == ContentType.MULTIPLE_CHOICE:
        form = pick(rng, params.choice_forms)
        if form == "kind":
            return _kind_item(ctx, entries)
        if form == "nonliteral-sentence":
            return _nonliteral_sentence_item(ctx, entries)
        return _meaning_item(ctx, entries)
    if ctx.content_type == ContentType.TRUE_FALSE:
        entry = pick(rng, entries)
        statement = f'In the sentence "{entry["sentence"]}", the words "{entry["phrase"]}" mean exactly what they say.'
        verdict = "literal" if entry["literal"] else "nonliteral"
        return Draft(
            content=TrueFalseContent(
                instructions="Decide whether the statement is true or false.", statement=statement
            ),
            answer=BooleanAnswer(
                value=entry["literal"],
                display="True" if entry["literal"] else "False",
                explanation=f"The words are {verdict} here. {_why(entry)}",
            ),
            features=text_features("identify", words=word_count(statement), steps=2),
            key=f"{entry['id']}:tf",
            standard=ctx.skill.standards[0],
        )
    if ctx.content_type == ContentType.MATCHING:
        size = 3 + min(ctx.level.rank, 1)
        chosen: list[dict] = []
        for e in rng.sample(entries, len(entries)):
            if len(chosen) < size and all(
                e["meaning"] != c["meaning"] and e["phrase"].lower() != c["phrase"].lower() for c in chosen
            ):
                chosen.append(e)
        pairs = [(e["phrase"], e["meaning"]) for e in chosen]
        left, right, value = matching_sets(rng, pairs)
        return Draft(
            content=MatchingContent(
                instructions="Draw a line from each phrase to what it really means.",
                prompt="Match each figurative phrase to its meaning.",
                left=left,
                right=right,
            ),
            answer=SetAnswer(
                value=value,
                display="; ".join(f"{a} → {b}" for a, b in pairs),
                explanation="Think about what each phrase really means, not what the words say. "
                + " ".join(f'"{e["phrase"]}": {e["clue"]}' for e in chosen),
            ),
            features=text_features(
                "identify", words=sum(word_count(f"{a} {b}") for a, b in pairs), steps=size
            ),
            key="match:" + "-".join(sorted(e["id"] for e in chosen)),
            standard=ctx.skill.standards[0],
        )
    with_passage = [e for e in entries if e.get("passage")]
    entry = pick(rng, with_passage)
    passage = _passages()[entry["passage"]]
    question = entry.get("question") or f'In the passage, what does "{entry["phrase"]}" mean?'
    choices, answer = choice_answer(
        rng,
        entry["meaning"],
        wrong_from_bank(entry["distractors"]),
        count=choices_count(ctx.grade, ctx.level.rank),
        explanation=_why(entry),
    )
    return Draft(
        content=PassageBasedContent(
            instructions="Read the passage, then answer the question.",
            passage=Passage(title=passage["title"], text=passage["text"], genre=passage["genre"]),
            question=question,
            choices=choices,
        ),
        answer=answer,
        features=text_features(
            "reason", words=word_count(passage["text"]), steps=2, representation="passage"
        ),
        key=entry["id"],
        standard=ctx.skill.standards[0],
    )
