"""Item forms shared by the reading, vocabulary and spelling generators: choices with named
misconceptions, matching and ordering sets, drafts of each text content type and the difficulty
features of text items.

Every random choice comes from the ``rng`` passed in; nothing iterates over sets of strings.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TypeVar

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.difficulty import Features, TaskKind
from educontent.generation.items import (
    BooleanAnswer,
    Choice,
    ChoiceIndexAnswer,
    Distractor,
    ExactAnswer,
    FillBlankContent,
    MatchingContent,
    MultipleChoiceContent,
    OrderingContent,
    Passage,
    PassageBasedContent,
    SetAnswer,
    TrueFalseContent,
)
from educontent.generation.kit.passages import build_passage, passage_words
from educontent.generation.registry import Draft, GenerationContext

T = TypeVar("T")


class SetsParams(BaseModel):
    """Parameters of a bank-driven generator: which sets of its bank a skill draws from."""

    model_config = ConfigDict(extra="forbid")

    sets: list[str] = Field(min_length=1)


@dataclass(frozen=True)
class Wrong:
    """A wrong answer and the misconception that makes it tempting."""

    text: str
    misconception: str
    reason: str


def wrong_from_bank(entries: Sequence[dict]) -> list[Wrong]:
    """Bank distractors (``{"text", "misconception", "reason"}``) as ``Wrong`` answers."""
    return [Wrong(e["text"], e["misconception"], e["reason"]) for e in entries]


def choices_count(grade: int, level_rank: int) -> int:
    """Three choices for the youngest readers on easy items, four otherwise."""
    return 3 if (grade <= 1 and level_rank == 0) or grade == 0 else 4


def choice_answer(
    rng: random.Random,
    correct: str,
    wrong: Sequence[Wrong],
    *,
    count: int,
    explanation: str,
    display: str | None = None,
) -> tuple[list[Choice], ChoiceIndexAnswer]:
    """Shuffled choices (the correct text and up to ``count - 1`` distinct wrong ones) and the answer
    pointing at the correct one, each wrong choice naming its misconception."""
    seen = {correct.strip().lower()}
    pool: list[Wrong] = []
    for w in wrong:
        key = w.text.strip().lower()
        if key not in seen:
            seen.add(key)
            pool.append(w)
    picked = rng.sample(pool, min(len(pool), count - 1))
    if not picked:
        raise ValueError(f"no wrong answers for {correct!r}")
    slots: list[Wrong | None] = [None, *picked]
    rng.shuffle(slots)
    choices = [Choice(text=correct if s is None else s.text) for s in slots]
    index = slots.index(None)
    distractors = [
        Distractor(choice_index=i, misconception=s.misconception, reason=s.reason)
        for i, s in enumerate(slots)
        if s is not None
    ]
    answer = ChoiceIndexAnswer(
        value=index,
        display=display or f"{'ABCDEF'[index]}. {correct}",
        explanation=explanation,
        distractors=distractors,
    )
    return choices, answer


def shuffled(rng: random.Random, items: Sequence[T]) -> list[T]:
    """The items in a random order (one ``rng.sample`` of all of them)."""
    return rng.sample(list(items), len(items))


def shuffled_not_identity(rng: random.Random, count: int) -> list[int]:
    """A permutation of ``range(count)`` that moves at least one position (when count > 1)."""
    order = list(range(count))
    for _ in range(20):
        rng.shuffle(order)
        if count < 2 or order != list(range(count)):
            break
    if count > 1 and order == list(range(count)):
        order = order[1:] + order[:1]
    return order


def matching_sets(
    rng: random.Random, pairs: Sequence[tuple[str, str]]
) -> tuple[list[str], list[str], list[int]]:
    """Left column in the given order, right column shuffled, and for each left the index of its
    match in the right column."""
    order = shuffled_not_identity(rng, len(pairs))
    right = [pairs[i][1] for i in order]
    value = [order.index(i) for i in range(len(pairs))]
    return [p[0] for p in pairs], right, value


def ordering_items(rng: random.Random, in_order: Sequence[str]) -> list[str]:
    """The items shuffled so that they are not already in order."""
    order = shuffled_not_identity(rng, len(in_order))
    return [in_order[i] for i in order]


def numbered(items: Sequence[str]) -> str:
    return "; ".join(f"{i + 1}. {text}" for i, text in enumerate(items))


def text_features(task: TaskKind, *, words: int, steps: int = 1, representation: str = "text") -> Features:
    """Features of a text item: ``magnitude`` grows with how much there is to read (about one step
    per 40 words, 1 to 8)."""
    magnitude = max(1, min(8, round(words / 40) or 1))
    return Features(task=task, steps=steps, magnitude=magnitude, representation=representation)  # type: ignore[arg-type]


def short_text_features(task: TaskKind, steps: int) -> Features:
    """Difficulty features of a short text item: its steps at magnitude 2."""
    return Features(task=task, steps=steps, magnitude=2, representation="text")


def word_count(text: str) -> int:
    return len(text.split())


def level_pool(rng: random.Random, items: Sequence, level_of, level_rank: int, share: float = 0.7) -> list:  # noqa: ANN001
    """Mostly the items at the requested level (``share`` of the time), otherwise all of them."""
    matching = [item for item in items if level_of(item) == level_rank]
    if matching and rng.random() < share:
        return matching
    return list(items)


@lru_cache(maxsize=4096)
def whole_word(word: str, *, apostrophes: bool = False) -> re.Pattern[str]:
    """``word`` as a whole word in any case (with ``apostrophes``, not inside ``don't`` either);
    compiled once per word, since ``re``'s own cache is smaller than our word banks. Only the word
    ignores case: the letter classes around it already hold both cases, and case-folding them too
    made each compile five times slower."""
    letters = "A-Za-z'" if apostrophes else "A-Za-z"
    return re.compile(rf"(?<![{letters}])(?i:{re.escape(word)})(?![{letters}])")


def blank_word(sentence: str, word: str) -> str:
    """``sentence`` with its first whole-word ``word`` (in any case) written as ``___``."""
    return whole_word(word).sub("___", sentence, count=1)


def skill_code(ctx: GenerationContext, code: str | None) -> str | None:
    """``code`` when the skill lists it; otherwise None, so the item keeps the skill's first code."""
    return code if code and code in ctx.skill.standards else None


def pairs_size(ctx: GenerationContext) -> int:
    """Three pairs to match on easy items, four otherwise."""
    return 3 + min(ctx.level.rank, 1)


def choice_draft(
    ctx: GenerationContext,
    question: str,
    correct: str,
    wrong: Sequence[Wrong],
    why: str,
    *,
    key: str,
    standard: str | None = None,
    task: TaskKind = "identify",
    steps: int = 1,
    instructions: str = "Choose the best answer.",
) -> Draft:
    """A multiple-choice draft: shuffled choices, the answer and each wrong choice's misconception."""
    choices, answer = choice_answer(
        ctx.rng, correct, wrong, count=choices_count(ctx.grade, ctx.level.rank), explanation=why
    )
    return Draft(
        content=MultipleChoiceContent(instructions=instructions, question=question, choices=choices),
        answer=answer,
        features=text_features(task, words=word_count(question), steps=steps),
        key=key,
        standard=skill_code(ctx, standard),
    )


def matching_draft(
    ctx: GenerationContext,
    pairs: Sequence[tuple[str, str]],
    *,
    prompt: str,
    instructions: str,
    why: str,
    key: str,
    standard: str | None = None,
    task: TaskKind = "identify",
    steps: int | None = None,
    words: int | None = None,
) -> Draft:
    """A matching draft: left in order, right shuffled, the answer the right index for each left
    (``steps`` defaults to the number of pairs, ``words`` to the words of all pairs)."""
    left, right, value = matching_sets(ctx.rng, pairs)
    if words is None:
        words = sum(word_count(f"{a} {b}") for a, b in pairs)
    return Draft(
        content=MatchingContent(instructions=instructions, prompt=prompt, left=left, right=right),
        answer=SetAnswer(value=value, display="; ".join(f"{a} → {b}" for a, b in pairs), explanation=why),
        features=text_features(task, words=words, steps=len(pairs) if steps is None else steps),
        key=key,
        standard=skill_code(ctx, standard),
    )


def passage_choice_draft(
    ctx: GenerationContext,
    passage: dict,
    question: str,
    correct: str,
    wrong: Sequence[Wrong],
    why: str,
    *,
    key: str,
    instructions: str,
    task: TaskKind = "reason",
    steps: int = 2,
    standard: str | None = None,
    paired: dict | None = None,
) -> Draft:
    """A passage-based draft: the bank passage (built by ``kit.passages``), a question and shuffled
    choices; ``paired``, the second bank passage of a question that compares two texts; ``magnitude``
    follows the length of the passages."""
    choices, answer = choice_answer(
        ctx.rng, correct, wrong, count=choices_count(ctx.grade, ctx.level.rank), explanation=why
    )
    words = passage_words(passage) + (passage_words(paired) if paired is not None else 0)
    return Draft(
        content=PassageBasedContent(
            instructions=instructions,
            passage=build_passage(passage),
            paired_passage=build_passage(paired) if paired is not None else None,
            question=question,
            choices=choices,
        ),
        answer=answer,
        features=text_features(task, words=words, steps=steps, representation="passage"),
        key=key,
        standard=standard,
    )


def ordering_draft(
    rng: random.Random,
    in_order: Sequence[str],
    *,
    instructions: str,
    prompt: str,
    order_by: str,
    why: str,
    features: Features,
    key: str,
    display: str | None = None,
    standard: str | None = None,
    passage: Passage | None = None,
) -> Draft:
    """An ordering draft: the items shuffled out of order, the answer them in order (shown joined by
    commas unless ``display`` is given); ``passage`` when the events come from one."""
    return Draft(
        content=OrderingContent(
            instructions=instructions,
            passage=passage,
            prompt=prompt,
            items=ordering_items(rng, in_order),
            order_by=order_by,
        ),
        answer=SetAnswer(
            value=list(in_order), display=", ".join(in_order) if display is None else display, explanation=why
        ),
        features=features,
        key=key,
        standard=standard,
    )


def fill_draft(
    text: str,
    value: str,
    why: str,
    *,
    bank: list[str] | None,
    instructions: str,
    features: Features,
    key: str,
    header: str | None = "Word bank",
    blanks: int = 1,
    display: str | None = None,
    standard: str | None = None,
) -> Draft:
    """A fill-blank draft with a word bank (none when ``bank`` is None) and an exact answer."""
    return Draft(
        content=FillBlankContent(
            instructions=instructions, text=text, blanks=blanks, word_bank=bank, word_bank_header=header
        ),
        answer=ExactAnswer(value=value, display=value if display is None else display, explanation=why),
        features=features,
        key=key,
        standard=standard,
    )


def true_false_draft(
    statement: str,
    value: bool,
    why: str,
    *,
    features: Features,
    key: str,
    instructions: str = "Decide whether the statement is true or false.",
    standard: str | None = None,
) -> Draft:
    """A true-false draft: the statement and whether it is true."""
    return Draft(
        content=TrueFalseContent(instructions=instructions, statement=statement),
        answer=BooleanAnswer(value=value, display="True" if value else "False", explanation=why),
        features=features,
        key=key,
        standard=standard,
    )


def distinct_pairs(rng: random.Random, pairs: Sequence[Sequence[str]], count: int) -> list[tuple[str, str]]:
    """Up to ``count`` of ``pairs`` in a random order, no left and no right twice."""
    chosen: list[tuple[str, str]] = []
    for left, right in shuffled(rng, pairs):
        if len(chosen) < count and all(left != lf and right != r for lf, r in chosen):
            chosen.append((left, right))
    return chosen


def line_matching_draft(
    pairs: Sequence[tuple[str, str]],
    shown: list[str],
    *,
    prompt: str,
    explanation: str,
    features: Features,
    key: str,
    standard: str | None = None,
) -> Draft:
    """A "draw a line" matching draft: left in the order of ``pairs``, right in the order ``shown``
    (the caller's shuffle), the answer each pair written as "left - right"."""
    return Draft(
        content=MatchingContent(
            instructions="Draw a line to match.", prompt=prompt, left=[lf for lf, _ in pairs], right=shown
        ),
        answer=SetAnswer(
            value=[shown.index(r) for _, r in pairs],
            display="; ".join(f"{lf} - {r}" for lf, r in pairs),
            explanation=explanation,
        ),
        features=features,
        key=key,
        standard=standard,
    )
