"""Word meaning from context: ``vocabulary.context-clues``.

The ``context`` bank holds target words in hand-written sentences (and, for some sets, short
passages): each with its meaning, the clue that reveals it, and wrong meanings with their
misconceptions. Items ask what the word means (multiple-choice), which word fits the blank
(fill-blank with a word bank drawn from other words of the set), what it means in a passage
(passage-based), or what job the word does in the sentence (part of speech, when asked for).
"""

from __future__ import annotations

import re
from functools import cache

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.banks import load_bank
from educontent.generation.items import (
    ExactAnswer,
    FillBlankContent,
    MultipleChoiceContent,
    Passage,
    PassageBasedContent,
)
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_answer,
    choices_count,
    level_pool,
    text_features,
    word_count,
    wrong_from_bank,
)
from educontent.generation.kit.choose import pick
from educontent.generation.registry import Draft, GenerationContext, generator

POS_JOBS = {
    "noun": "names a person, place, thing, or idea",
    "verb": "shows an action or a state of being",
    "adjective": "describes a noun",
    "adverb": "tells how, when, or where something happens",
}


def _article(word: str) -> str:
    return "an" if word[0] in "aeiou" else "a"


class ContextParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    sets: list[str] = Field(min_length=1)
    part_of_speech: bool = Field(
        default=False, description="Also ask what job the word does in its sentence."
    )


@cache
def _passages() -> dict[str, dict]:
    return {p["id"]: p for p in load_bank("vocabulary", "context")["passages"]}


def _entries(params: ContextParams, *, with_passage: bool = False) -> list[dict]:
    found = [
        e
        for e in load_bank("vocabulary", "context")["entries"]
        if e["set"] in params.sets and (not with_passage or e.get("passage"))
    ]
    if not found:
        raise ValueError(f"no context entries in {params.sets}")
    return found


def _blanked(entry: dict) -> str:
    pattern = r"(?<![A-Za-z])" + re.escape(entry["word"]) + r"(?![A-Za-z])"
    return re.sub(pattern, "___", entry["sentence"], count=1, flags=re.IGNORECASE)


def _level(entry: dict) -> int:
    return 0 if len(entry["word"]) <= 6 else 1 if len(entry["word"]) <= 9 else 2


@generator(
    "vocabulary.context-clues",
    content_types={ContentType.MULTIPLE_CHOICE, ContentType.FILL_BLANK, ContentType.PASSAGE_BASED},
    params=ContextParams,
)
def context_clues(ctx: GenerationContext) -> Draft:
    params: ContextParams = ctx.params
    rng = ctx.rng
    passage_item = ctx.content_type == ContentType.PASSAGE_BASED
    entries = _entries(params, with_passage=passage_item)
    entry = pick(rng, level_pool(rng, entries, _level, ctx.level.rank))
    word, meaning = entry["word"], entry["meaning"]
    why = f'{entry["clue"]} So "{word}" means "{meaning}".'
    if ctx.content_type == ContentType.FILL_BLANK:
        others = [e for e in _entries(params) if e["word"].lower() != word.lower()]
        different = [e for e in others if e["group"] != entry["group"]]
        pool = different if len(different) >= 3 else others
        bank = [word, *(e["word"] for e in rng.sample(pool, 3))]
        rng.shuffle(bank)
        text = _blanked(entry)
        return Draft(
            content=FillBlankContent(
                instructions="Choose the word from the word bank that best completes the sentence.",
                text=text,
                blanks=1,
                word_bank=bank,
                word_bank_header="Word bank",
            ),
            answer=ExactAnswer(
                value=word,
                display=word,
                explanation=f'{entry["clue"]} The word that fits is "{word}", which means "{meaning}".',
            ),
            features=text_features("word-problem", words=word_count(text), steps=2),
            key=entry["id"],
            standard=ctx.skill.standards[0],
        )
    count = choices_count(ctx.grade, ctx.level.rank)
    if passage_item:
        passage = _passages()[entry["passage"]]
        choices, answer = choice_answer(
            rng, meaning, wrong_from_bank(entry["distractors"]), count=count, explanation=why
        )
        return Draft(
            content=PassageBasedContent(
                instructions="Read the passage. Use clues in the passage to figure out the word.",
                passage=Passage(title=passage["title"], text=passage["text"], genre=passage["genre"]),
                question=f'What does the word "{word}" mean in the passage?',
                choices=choices,
            ),
            answer=answer,
            features=text_features(
                "reason", words=word_count(passage["text"]), steps=2, representation="passage"
            ),
            key=entry["id"],
            standard=ctx.skill.standards[0],
        )
    if params.part_of_speech and entry["pos"] in POS_JOBS and rng.random() < 0.35:
        pos = entry["pos"]
        wrong = [
            Wrong(
                p,
                "wrong-part-of-speech",
                f'{_article(p).capitalize()} {p} {job}; that is not what "{word}" does here.',
            )
            for p, job in POS_JOBS.items()
            if p != pos
        ]
        choices, answer = choice_answer(
            rng,
            pos,
            wrong,
            count=count,
            explanation=f'In this sentence "{word}" {POS_JOBS[pos]}, so it is {_article(pos)} {pos}. '
            f'Knowing its job helps: "{word}" means "{meaning}".',
        )
        question = f'Read the sentence.\n\n"{entry["sentence"]}"\n\nWhat part of speech is "{word}" in this sentence?'
        return Draft(
            content=MultipleChoiceContent(
                instructions="Choose the best answer.", question=question, choices=choices
            ),
            answer=answer,
            features=text_features("identify", words=word_count(question), steps=2),
            key=f"{entry['id']}:pos",
            standard=ctx.skill.standards[0],
        )
    choices, answer = choice_answer(
        rng, meaning, wrong_from_bank(entry["distractors"]), count=count, explanation=why
    )
    question = f'Read the sentence.\n\n"{entry["sentence"]}"\n\nWhat does "{word}" mean in this sentence?'
    return Draft(
        content=MultipleChoiceContent(
            instructions="Use the clues in the sentence.", question=question, choices=choices
        ),
        answer=answer,
        features=text_features("reason", words=word_count(question), steps=2),
        key=entry["id"],
        standard=ctx.skill.standards[0],
    )
