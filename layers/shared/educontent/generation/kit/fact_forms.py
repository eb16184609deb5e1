"""Item forms of the science generators: choices whose wrong answers each name a misconception,
the draft of a question about a diagram, and the size of a fact's text.

A wrong answer is a ``[text, misconception, reason]`` triple (as the science banks write them).
Every random choice comes from the ``rng`` passed in.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from educontent.generation.difficulty import Features, TaskKind
from educontent.generation.items import (
    Choice,
    ChoiceIndexAnswer,
    DiagramContent,
    Distractor,
    ExactAnswer,
    Visuals,
)
from educontent.generation.registry import Draft


def shuffled(rng: random.Random, seq: Sequence[Any]) -> list[Any]:
    """A shuffled copy of ``seq`` (one ``rng.sample`` of all of it)."""
    return rng.sample(list(seq), len(seq))


def text_size(text: str) -> int:
    """The ``magnitude`` of a fact: one step per six words, 1 to 8."""
    return max(1, min(8, len(text.split()) // 6))


def misconception_choices(
    rng: random.Random, correct: str, wrong: Sequence[Sequence[str]], limit: int = 3
) -> tuple[list[Choice], int, list[Distractor]]:
    """The correct text and up to ``limit`` distinct wrong ones (drawn in a shuffled order), shuffled;
    the index of the correct choice and a distractor for each wrong one."""
    seen = {correct}
    options: list[tuple[str, str, str]] = []
    for text, name, reason in shuffled(rng, [tuple(w) for w in wrong]):
        if text not in seen and len(options) < limit:
            seen.add(text)
            options.append((text, name, reason))
    order = shuffled(rng, [("", "", ""), *options])
    choices, distractors, answer = [], [], 0
    for index, (text, name, reason) in enumerate(order):
        if not name:
            answer = index
            choices.append(Choice(text=correct))
        else:
            choices.append(Choice(text=text))
            distractors.append(Distractor(choice_index=index, misconception=name, reason=reason))
    return choices, answer, distractors


def diagram_draft(
    question: str,
    svg_doc: str,
    answer: str,
    explanation: str,
    wrong: Sequence[Sequence[str]] | None,
    rng: random.Random,
    key: str,
    *,
    kind: str = "model",
    task: TaskKind = "represent",
    steps: int = 1,
    unit: str | None = None,
    value: Any = None,
) -> Draft:
    """A question about ``svg_doc`` (a diagram of ``kind``): multiple choice when ``wrong`` is given,
    otherwise an exact answer (``value``, or the ``answer`` text)."""
    if wrong is not None:
        choices, index, distractors = misconception_choices(rng, answer, wrong)
        content = DiagramContent(
            instructions="Look at the diagram.",
            question=question,
            diagram_kind=kind,  # type: ignore[arg-type]
            choices=choices,
        )
        ans: Any = ChoiceIndexAnswer(
            value=index, display=answer, explanation=explanation, distractors=distractors
        )
    else:
        content = DiagramContent(instructions="Look at the diagram.", question=question, diagram_kind=kind)  # type: ignore[arg-type]
        ans = ExactAnswer(
            value=value if value is not None else answer, display=answer, unit=unit, explanation=explanation
        )
    return Draft(
        content=content,
        answer=ans,
        features=Features(task=task, steps=steps, magnitude=2, representation="visual"),
        key=key,
        visuals=Visuals(diagram_svg=svg_doc),
    )
