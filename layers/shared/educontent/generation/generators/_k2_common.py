"""Shared pieces for the kindergarten to grade 2 generators (``math.k2.*``): names and everyday
objects for stories, level scaling, misconception lists, and drafts for the content types that
``math_items.render`` does not make (matching, ordering, choices with pictures)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import TypeVar

from educontent.catalog.records import ContentType
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

T = TypeVar("T")

NAMES = (
    "Maya",
    "Leo",
    "Ava",
    "Sam",
    "Priya",
    "Omar",
    "Lena",
    "Kofi",
    "Mei",
    "Diego",
    "Zara",
    "Noah",
    "Aisha",
    "Ben",
    "Rosa",
    "Tariq",
    "Hana",
    "Luis",
    "Nia",
    "Eli",
)

# (singular, plural) everyday objects for stories
THINGS = (
    ("apple", "apples"),
    ("pencil", "pencils"),
    ("sticker", "stickers"),
    ("crayon", "crayons"),
    ("marble", "marbles"),
    ("shell", "shells"),
    ("book", "books"),
    ("block", "blocks"),
    ("button", "buttons"),
    ("bead", "beads"),
    ("leaf", "leaves"),
    ("balloon", "balloons"),
    ("toy car", "toy cars"),
    ("card", "cards"),
    ("grape", "grapes"),
    ("rock", "rocks"),
)

# picture icons the SVG helpers can draw, with their plural names
ICONS = (
    ("star", "stars"),
    ("heart", "hearts"),
    ("apple", "apples"),
    ("flower", "flowers"),
    ("ball", "balls"),
)
ICON_PLURAL = dict(ICONS) | {"block": "blocks", "triangle": "triangles", "dot": "dots", "square": "squares"}

LEVEL_SPAN = (0.5, 0.8, 1.0)


def pick(rng: random.Random, items: Sequence[T]) -> T:
    return items[rng.randrange(len(items))]


def two_names(rng: random.Random) -> tuple[str, str]:
    first = rng.randrange(len(NAMES))
    second = (first + 1 + rng.randrange(len(NAMES) - 1)) % len(NAMES)
    return NAMES[first], NAMES[second]


def three_names(rng: random.Random) -> tuple[str, str, str]:
    a, b = two_names(rng)
    rest = [n for n in NAMES if n not in (a, b)]
    return a, b, pick(rng, rest)


def level_top(ctx: GenerationContext, low: int, high: int) -> int:
    """The largest number for this level: half the range when easy, the whole range when hard."""
    return low + max(1 if high > low else 0, round((high - low) * LEVEL_SPAN[ctx.level.rank]))


def standard(ctx: GenerationContext, *codes: str) -> str | None:
    """The first of ``codes`` that the skill lists (None: the skill's first standard)."""
    for code in codes:
        if code in ctx.skill.standards:
            return code
    return None


def wrongs(answer: str, *candidates: tuple[object, str, str]) -> tuple[Misconception, ...]:
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


def plural(n: int, singular: str, many: str) -> str:
    return f"{n} {singular if n == 1 else many}"


def joined(parts: Iterable[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    items = list(parts)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def is_type(ctx: GenerationContext, *types: ContentType) -> bool:
    return ctx.content_type in types
