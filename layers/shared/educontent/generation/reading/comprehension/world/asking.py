"""Items about a built passage: a question derived from the drawn world (``Asked``) shown with the
passage as a passage-based, multiple-choice or short-answer item, or a sequence to put in order.

The generators (``built_stories``, ``built_articles``) keep a table of question builders, one per
kind; a skill's ``asks`` names the kinds it practises, and the level prefers the kinds of its rank.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.difficulty import TaskKind
from educontent.generation.items import (
    ExactAnswer,
    MultipleChoiceContent,
    OpenEndedAnswer,
    Passage,
    PassageBasedContent,
    ShortAnswerContent,
)
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_answer,
    choices_count,
    level_pool,
    numbered,
    ordering_draft,
    text_features,
    word_count,
)
from educontent.generation.kit.types import MC, PB, SA
from educontent.generation.registry import Draft, GenerationContext, NoSuchForm


class BuiltParams(BaseModel):
    """Parameters of the built-passage generators: which question kinds a skill asks."""

    model_config = ConfigDict(extra="forbid")

    asks: list[str] = Field(min_length=1, description="Question kinds the skill asks.")
    kind_standards: dict[str, str] = Field(
        default_factory=dict, description="Question kind -> the skill's standard code it practises."
    )


@dataclass(frozen=True)
class Asked:
    """A question about the drawn world: its answer, wrong answers with their misconceptions, the
    explanation, and (for short answers) the answers also accepted or a rubric."""

    kind: str
    question: str
    answer: str
    wrong: Sequence[Wrong]
    why: str
    task: TaskKind = "identify"
    acceptable: tuple[str, ...] = ()
    rubric: tuple[str, ...] = field(default=())


@dataclass(frozen=True)
class Kind:
    """A question kind: its usual level (0 easy, 1 medium, 2 hard), whether it can be answered in
    words (short answer) and its builder."""

    level: int
    words: bool
    build: Callable[..., Asked]


def pick_kind(ctx: GenerationContext, table: dict[str, Kind], usable: Sequence[str]) -> str:
    """A kind the skill asks that fits the content type, mostly of the level's rank."""
    params: BuiltParams = ctx.params
    kinds = [k for k in params.asks if k in table and k in usable]
    if ctx.content_type == SA:
        kinds = [k for k in kinds if table[k].words]
    if not kinds:
        raise NoSuchForm(f"no question kind of {params.asks} makes {ctx.content_type}")
    return pick(ctx.rng, level_pool(ctx.rng, kinds, lambda k: table[k].level, ctx.level.rank))


def standard_for(ctx: GenerationContext, kind: str) -> str | None:
    code = ctx.params.kind_standards.get(kind)
    return code if code in ctx.skill.standards else None


def passage_key(passage: Passage) -> str:
    return hashlib.sha256(passage.text.encode("utf-8")).hexdigest()[:12]


def asked_draft(ctx: GenerationContext, passage: Passage, asked: Asked, *, noun: str) -> Draft:
    """``asked`` with the passage as the requested content type (passage-based, multiple-choice or
    short-answer)."""
    key = f"{passage_key(passage)}:{asked.kind}:{asked.question}"
    words = word_count(passage.text) + word_count(asked.question)
    steps = 3 if asked.task == "reason" else 2
    standard = standard_for(ctx, asked.kind)
    if ctx.content_type == SA:
        return _short_draft(ctx, passage, asked, noun=noun, key=key, words=words, standard=standard)
    choices, answer = choice_answer(
        ctx.rng,
        asked.answer,
        asked.wrong,
        count=choices_count(ctx.grade, ctx.level.rank),
        explanation=asked.why,
    )
    features = text_features(asked.task, words=words, steps=steps, representation="passage")
    if ctx.content_type == PB:
        content: PassageBasedContent | MultipleChoiceContent = PassageBasedContent(
            instructions=f"Read the {noun}, then answer the question.",
            passage=passage,
            question=asked.question,
            choices=choices,
        )
    elif ctx.content_type == MC:
        content = MultipleChoiceContent(
            instructions=f'Read the {noun} "{passage.title}". Then choose the best answer.',
            passage=passage,
            question=asked.question,
            choices=choices,
        )
    else:
        raise NoSuchForm(f"{asked.kind} questions are not asked as {ctx.content_type}")
    return Draft(content=content, answer=answer, features=features, key=key, standard=standard)


def _short_draft(
    ctx: GenerationContext,
    passage: Passage,
    asked: Asked,
    *,
    noun: str,
    key: str,
    words: int,
    standard: str | None,
) -> Draft:
    answer: ExactAnswer | OpenEndedAnswer
    if asked.rubric:
        answer = OpenEndedAnswer(
            value=asked.answer, display=asked.answer, explanation=asked.why, rubric=list(asked.rubric)
        )
        task: TaskKind = "explain"
    else:
        answer = ExactAnswer(
            value=asked.answer,
            display=asked.answer,
            explanation=asked.why,
            acceptable_answers=list(asked.acceptable) or None,
        )
        task = asked.task
    return Draft(
        content=ShortAnswerContent(
            instructions=f'Read the {noun} "{passage.title}". Answer in a word, a few words or a sentence.',
            passage=passage,
            question=asked.question,
            answer_format="text",
        ),
        answer=answer,
        features=text_features(task, words=words, steps=2, representation="passage"),
        key=key,
        standard=standard,
    )


def sequence_draft(
    ctx: GenerationContext,
    passage: Passage,
    in_order: list[str],
    *,
    noun: str,
    prompt: str,
    why: str,
    kind: str,
) -> Draft:
    """Parts of the passage (events or stages) to put in the order the passage gives them."""
    return ordering_draft(
        ctx.rng,
        in_order,
        instructions=f'Read the {noun} "{passage.title}". Then number them from first to last.',
        passage=passage,
        prompt=prompt,
        order_by="first to last",
        display=numbered(in_order),
        why=why,
        features=text_features(
            "represent", words=word_count(passage.text), steps=len(in_order) - 1, representation="passage"
        ),
        key=f"{passage_key(passage)}:{kind}:{len(in_order)}:{in_order[0]}",
        standard=standard_for(ctx, kind),
    )
