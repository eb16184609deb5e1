"""Item building for the early-grade math generators: the level's number range, the skill's
standard, misconceptions without repeats, rendering with a picture, and the drafts that
``math_forms.render`` does not make (matching, ordering, multiple choice with pictures)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from educontent.generation.difficulty import Features
from educontent.generation.items import (
    Choice,
    ChoiceIndexAnswer,
    Distractor,
    MatchingContent,
    MultipleChoiceContent,
    OrderingContent,
    SetAnswer,
    Visuals,
)
from educontent.generation.kit.math_forms import MathQuestion, Misconception, render
from educontent.generation.registry import Draft, GenerationContext

LEVEL_SPAN = (0.5, 0.8, 1.0)

Mistake = tuple[object, str, str]
"""A wrong answer as (display, misconception name, reason)."""


def level_top(ctx: GenerationContext, low: int, high: int) -> int:
    """The largest number for this level: half the range when easy, the whole range when hard."""
    return low + max(1 if high > low else 0, round((high - low) * LEVEL_SPAN[ctx.level.rank]))


def standard(ctx: GenerationContext, *codes: str) -> str | None:
    """The first of ``codes`` that the skill lists (None: the skill's first standard)."""
    for code in codes:
        if code in ctx.skill.standards:
            return code
    return None


def wrongs(answer: str, *candidates: Mistake) -> tuple[Misconception, ...]:
    """Misconceptions (display, name, reason) without repeats, blanks, negatives or the answer."""
    out: list[Misconception] = []
    seen = {answer}
    for display, name, reason in candidates:
        shown = str(display)
        if not shown or shown in seen or shown.startswith("-"):
            continue
        seen.add(shown)
        out.append(Misconception(shown, name, reason))
    return tuple(out)


def finish(q: MathQuestion, ctx: GenerationContext, svg: str | None = None) -> Draft:
    """Render ``q`` as the requested type; ``svg`` is shown with every type that has no picture yet."""
    if q.explanation[:1].islower():
        q = replace(q, explanation=q.explanation[0].upper() + q.explanation[1:])
    draft = render(q, ctx.content_type, ctx.rng)
    if svg is not None and draft.visuals is None:
        draft.visuals = Visuals(diagram_svg=svg)
    return draft


def matching_draft(
    ctx: GenerationContext,
    prompt: str,
    pairs: Sequence[tuple[str, str]],
    *,
    explanation: str,
    features: Features,
    key: str,
    std: str | None = None,
    instructions: str = "Match each one on the left to one on the right.",
) -> Draft:
    """Left column in order, right column shuffled; the answer gives each left its right index."""
    rng = ctx.rng
    right = [r for _, r in pairs]
    order = list(range(len(right)))
    rng.shuffle(order)
    shown = [right[i] for i in order]
    value = [shown.index(r) for _, r in pairs]
    content = MatchingContent(
        prompt=prompt, left=[left for left, _ in pairs], right=shown, instructions=instructions
    )
    answer = SetAnswer(
        value=value,
        display="; ".join(f"{left} → {r}" for left, r in pairs),
        explanation=explanation,
    )
    return Draft(content, answer, features, f"{key}|{','.join(map(str, order))}", None, std)


def ordering_draft(
    ctx: GenerationContext,
    prompt: str,
    in_order: Sequence[str],
    order_by: str,
    *,
    explanation: str,
    features: Features,
    key: str,
    std: str | None = None,
    svg: str | None = None,
    instructions: str = "Put these in order.",
) -> Draft:
    """The items shuffled (up to six tries to leave the given order), the answer in order."""
    rng = ctx.rng
    items = list(in_order)
    shuffled = items[:]
    for _ in range(6):
        rng.shuffle(shuffled)
        if shuffled != items:
            break
    content = OrderingContent(prompt=prompt, items=shuffled, order_by=order_by, instructions=instructions)
    answer = SetAnswer(value=items, display=", ".join(items), explanation=explanation)
    visuals = Visuals(diagram_svg=svg) if svg else None
    return Draft(content, answer, features, key, visuals, std)


def picture_choices_draft(
    ctx: GenerationContext,
    question: str,
    options: Sequence[tuple[str | None, Misconception | None]],
    *,
    explanation: str,
    features: Features,
    key: str,
    std: str | None = None,
    instructions: str | None = None,
) -> Draft:
    """Multiple choice whose options are pictures: ``options[0]`` (svg, None) is right, every other
    one carries its misconception. Choices are labelled A, B, C, D after shuffling."""
    order = list(range(len(options)))
    ctx.rng.shuffle(order)
    letters = "ABCDEF"
    choices = [Choice(text=letters[k], svg=options[i][0]) for k, i in enumerate(order)]
    correct = order.index(0)
    distractors = [
        Distractor(choice_index=k, misconception=m.name, reason=m.reason)
        for k, i in enumerate(order)
        if (m := options[i][1]) is not None
    ]
    content = MultipleChoiceContent(question=question, choices=choices, instructions=instructions)
    answer = ChoiceIndexAnswer(
        value=correct, display=letters[correct], explanation=explanation, distractors=distractors
    )
    return Draft(content, answer, features, key, None, std)
