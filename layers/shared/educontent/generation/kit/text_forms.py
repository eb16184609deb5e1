"""Item forms shared by the reading and vocabulary generators: choices with named misconceptions,
matching sets, ordering sets, word searches and the difficulty features of text items.

Every random choice comes from the ``rng`` passed in; nothing iterates over sets of strings.
"""

from __future__ import annotations

import random
import string
from collections.abc import Sequence
from dataclasses import dataclass

from educontent.generation.difficulty import Features, TaskKind
from educontent.generation.items import (
    Choice,
    ChoiceIndexAnswer,
    Distractor,
    MatchingContent,
    MultipleChoiceContent,
    SetAnswer,
)
from educontent.generation.registry import Draft, GenerationContext


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


def word_count(text: str) -> int:
    return len(text.split())


def word_search(rng: random.Random, words: Sequence[str], size: int) -> list[list[str]]:
    """A ``size`` x ``size`` grid of capital letters with each word hidden across (left to right) or
    down (top to bottom); crossings must share the same letter. Raises ``ValueError`` if the words
    do not fit."""
    grid: list[list[str | None]] = [[None] * size for _ in range(size)]
    for word in sorted(words, key=len, reverse=True):
        letters = word.upper()
        if len(letters) > size:
            raise ValueError(f"{word!r} does not fit in {size}")
        spots = [
            (r, c, d)
            for d in ("across", "down")
            for r in range(size if d == "across" else size - len(letters) + 1)
            for c in range(size - len(letters) + 1 if d == "across" else size)
        ]
        rng.shuffle(spots)
        for r, c, d in spots:
            cells = [(r, c + k) if d == "across" else (r + k, c) for k in range(len(letters))]
            if all(grid[y][x] in (None, letters[k]) for k, (y, x) in enumerate(cells)):
                for k, (y, x) in enumerate(cells):
                    grid[y][x] = letters[k]
                break
        else:
            raise ValueError(f"no room for {word!r}")
    return [[cell or rng.choice(string.ascii_uppercase) for cell in row] for row in grid]


def find_in_grid(grid: Sequence[Sequence[str]], word: str) -> tuple[int, int, str] | None:
    """Where ``word`` starts (row, column, 1-based) and its direction, reading across or down."""
    letters = word.upper()
    rows = ["".join(row) for row in grid]
    for r, row in enumerate(rows):
        c = row.find(letters)
        if c >= 0:
            return r + 1, c + 1, "across"
    columns = ["".join(row[c] for row in grid) for c in range(len(grid[0]))]
    for c, column in enumerate(columns):
        r = column.find(letters)
        if r >= 0:
            return r + 1, c + 1, "down"
    return None


def pick(rng: random.Random, items: Sequence):  # noqa: ANN201 - any element type
    return items[rng.randrange(len(items))]


def level_pool(rng: random.Random, items: Sequence, level_of, level_rank: int, share: float = 0.7) -> list:  # noqa: ANN001
    """Mostly the items at the requested level (``share`` of the time), otherwise all of them."""
    matching = [item for item in items if level_of(item) == level_rank]
    if matching and rng.random() < share:
        return matching
    return list(items)


def with_article(word: str) -> str:
    """``a cat``, ``an owl``."""
    return f"{'an' if word[0].lower() in 'aeiou' else 'a'} {word}"


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
) -> Draft:
    """A matching draft: left in order, right shuffled, the answer the right index for each left."""
    left, right, value = matching_sets(ctx.rng, pairs)
    return Draft(
        content=MatchingContent(instructions=instructions, prompt=prompt, left=left, right=right),
        answer=SetAnswer(value=value, display="; ".join(f"{a} → {b}" for a, b in pairs), explanation=why),
        features=text_features(task, words=sum(word_count(f"{a} {b}") for a, b in pairs), steps=len(pairs)),
        key=key,
        standard=skill_code(ctx, standard),
    )
