"""A question asked about a picture (a clock, a strip and its units, shapes cut into shares...):
the picture is its diagram, asked beside the question or other words, and is shown with every
content type that has no picture of its own."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from educontent.generation.difficulty import Features, TaskKind
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion
from educontent.generation.kit.picture_forms import finish
from educontent.generation.kit.types import MC
from educontent.generation.registry import Draft, GenerationContext


def pictured(
    ctx: GenerationContext,
    q: MathQuestion,
    kind: str,
    svg: str,
    features: Features,
    standard: str | None,
    instructions: str,
    asked: str = "",
) -> Draft:
    """``q`` with ``svg`` as its ``kind`` diagram beside ``asked`` (else its prompt), rated by
    ``features``, aligned to ``standard``, with its ``instructions``; rendered as the requested type
    (``finish``)."""
    diagram = DiagramForm(kind, svg, asked or q.prompt)
    shown = replace(q, diagram=diagram, features=features, standard=standard, instructions=instructions)
    return finish(shown, ctx, svg)


def visual(task: TaskKind, steps: int = 1, magnitude: int = 1) -> Features:
    """The difficulty features of a question asked about a picture."""
    return Features(task=task, steps=steps, magnitude=magnitude, representation="visual")


def picked_ask(ctx: GenerationContext, asks: Sequence[str], choices: str, instead: str) -> str:
    """One of ``asks`` (seeded); ``choices``, a choice among pictures, is asked as ``instead`` when
    the content type is not multiple choice."""
    ask = pick(ctx.rng, asks)
    return instead if ask == choices and ctx.content_type is not MC else ask
