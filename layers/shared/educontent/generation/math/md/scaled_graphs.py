"""Grade 3 scaled bar graphs and picture graphs with one- and two-step "how many more" and "how many
fewer" questions (3.MD.B.3)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Literal

from pydantic import Field

from educontent.generation.banks import load_bank
from educontent.generation.draw.svg import bar_graph, picture_graph
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import answer_question
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.math_forms import Misconception
from educontent.generation.kit.modes import listed, params_model
from educontent.generation.kit.question_builders import diagram, features, finish, mis, table
from educontent.generation.kit.types import DG, DT, WRITTEN
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

ICONS = ("star", "apple", "flower", "heart", "circle")


@dataclass(frozen=True)
class _Asked:
    """What is read from the graph: categories a, b, c with values va, vb, vc."""

    question: str
    kind: str
    who: str
    scale: int
    a: str
    b: str
    c: str
    va: int
    vb: int
    vc: int


# answer, prompt, fill-blank text, wrong answers, explanation, steps, task
Asked = tuple[int, str, str, list[Misconception], str, int, str]


def _read(s: _Asked) -> Asked:
    wrong = [
        mis(
            str(s.va // s.scale),
            "counted-symbols-not-using-the-scale",
            f"Each {'picture' if s.kind == 'picture' else 'grid step'} stands for {s.scale}, so multiply by {s.scale}.",
        ),
        mis(str(s.va + s.scale), "read-the-next-line", "The bar or row ends one step lower."),
        mis(str(s.vb), "read-the-wrong-category", f"That is the number for {s.b}."),
    ]
    explanation = f"Find {s.a} and read its value using the scale (each step is {s.scale}): {s.va} {s.who}."
    prompt = f"How many {s.who} chose {s.a}?"
    return s.va, prompt, f"The number of {s.who} who chose {s.a} is ___.", wrong, explanation, 1, "identify"


def _difference(s: _Asked) -> Asked:
    answer = s.va - s.vb
    if s.question == "more":
        prompt = f"How many more {s.who} chose {s.a} than {s.b}?"
    else:
        prompt = f"How many fewer {s.who} chose {s.b} than {s.a}?"
    wrong = [
        mis(
            str(s.va + s.vb),
            "added-instead-of-subtracted",
            "'How many more' or 'how many fewer' asks for the difference, so subtract.",
        ),
        mis(
            str(s.va), "gave-one-value", f"That is only the number for {s.a}; take away the number for {s.b}."
        ),
        mis(
            str((s.va - s.vb) // s.scale),
            "counted-symbols-not-using-the-scale",
            f"Each step stands for {s.scale}.",
        ),
        mis(str(answer + s.scale), "misread-the-scale", "One step of the scale too many was counted."),
    ]
    explanation = (
        f"Read both values: {s.a} has {s.va} and {s.b} has {s.vb}. Subtract: {s.va} - {s.vb} = {answer}."
    )
    return answer, prompt, f"The difference between {s.a} and {s.b} is ___.", wrong, explanation, 2, "compare"


def _total(s: _Asked) -> Asked:
    answer = s.va + s.vb
    wrong = [
        mis(
            str(abs(s.va - s.vb)), "subtracted-instead-of-added", "Both groups are counted together, so add."
        ),
        mis(
            str((s.va + s.vb) // s.scale),
            "counted-symbols-not-using-the-scale",
            f"Each step stands for {s.scale}.",
        ),
        mis(str(answer + s.scale), "misread-the-scale", "One step of the scale too many was counted."),
    ]
    explanation = f"Read both values: {s.a} has {s.va} and {s.b} has {s.vb}. Add: {s.va} + {s.vb} = {answer}."
    prompt = f"How many {s.who} chose {s.a} or {s.b}?"
    fill = f"The number of {s.who} who chose {s.a} or {s.b} is ___."
    return answer, prompt, fill, wrong, explanation, 2, "word-problem"


def _two_step(s: _Asked) -> Asked:
    va, vb, vc = s.va, s.vb, s.vc
    answer = va + vb - vc
    wrong = [
        mis(
            str(va + vb),
            "stopped-after-the-first-step",
            f"{va + vb} is the number for {s.a} and {s.b} together; now subtract {s.c}.",
        ),
        mis(str(va + vb + vc), "added-all-three", f"Compare with {s.c} by subtracting it."),
        mis(
            str(abs(va - vb) + vc) if abs(va - vb) + vc != answer else str(answer + s.scale),
            "subtracted-the-wrong-pair",
            f"First add {s.a} and {s.b}, then subtract {s.c}.",
        ),
    ]
    explanation = f"Step 1: {s.a} and {s.b} together: {va} + {vb} = {va + vb}. Step 2: compare with {s.c}: {va + vb} - {vc} = {answer}."
    prompt = f"How many more {s.who} chose {s.a} and {s.b} together than {s.c}?"
    fill = f"The difference between {s.a} and {s.b} together and {s.c} is ___."
    return answer, prompt, fill, wrong, explanation, 3, "word-problem"


QUESTIONS = {"read": _read, "more": _difference, "fewer": _difference, "total": _total, "two-step": _two_step}
GraphParams = params_model(
    "GraphParams",
    kind=(Literal["bar", "picture"], ...),
    questions=listed(QUESTIONS),
    scales=(list[int], Field(default_factory=lambda: [2, 5, 10])),
)


def _values(rng: random.Random, kind: str, rank: int, scale: int) -> list[int]:
    steps_low, steps_max = (1, 2, 4)[rank], (5, 7, 9)[rank]
    half = kind == "bar" and rank == 2 and scale % 2 == 0
    values = []
    for _ in range(4):
        v = rng.randint(steps_low, steps_max) * scale
        if half and rng.random() < 0.5:
            v -= scale // 2
        values.append(v)
    if len(set(values)) < 4:  # make them distinct so "more than" questions are clear
        values = sorted(rng.sample(range(steps_low, steps_max + 4), 4))
        values = [v * scale for v in values]
        rng.shuffle(values)
    return values


def _asked(question: str, kind: str, who: str, scale: int, cats: list[str], data: dict[str, int]) -> _Asked:
    a, b, c = cats[0], cats[1], cats[2]
    if question in ("more", "fewer") and data[a] < data[b]:
        a, b = b, a
    if question == "two-step" and data[a] + data[b] <= data[c]:
        a, c = c, a
        if data[a] + data[b] <= data[c]:
            b, c = c, b
    return _Asked(question, kind, who, scale, a, b, c, data[a], data[b], data[c])


def _graph_svg(
    kind: str, title: str, who: str, scale: int, icon: str, cats: list[str], values: list[int]
) -> tuple[str, str]:
    data = dict(zip(cats, values, strict=True))
    if kind == "bar":
        listing = ", ".join(f"{k}: {v}" for k, v in data.items())
        svg = bar_graph(
            cats,
            values,
            scale=scale,
            axis="",
            title=title,
            desc=f"A bar graph titled {title}. The scale goes up by {scale}. Number of {who}: {listing}.",
        )
        return svg, "bar-graph"
    svg = picture_graph(
        cats,
        values,
        icon=icon,
        per_icon=scale,
        title=title,
        desc=f"A picture graph titled {title}. Each {icon} stands for {scale} {who}. "
        + ", ".join(f"{k}: {count_of(v // scale, icon)} ({v})" for k, v in data.items())
        + ".",
    )
    return svg, "picture-graph"


_BANDS = "values of 1-5, 2-7 or 4-9 steps of the scale (easy, medium, hard); hard bars may end halfway between grid lines"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG, DT}, params=GraphParams, levels=Levels("form", _BANDS))
def scaled_graphs(ctx: GenerationContext) -> Draft:
    p: GraphParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    theme = pick(rng, load_bank("math", "md-scaled-graphs")["themes"])
    title, column, who = theme["title"], theme["column"], theme["who"]
    cats = rng.sample(list(theme["categories"]), 4)
    scale = pick(rng, p.scales)
    values = _values(rng, p.kind, rank, scale)
    data = dict(zip(cats, values, strict=True))
    question = pick(rng, p.questions)
    s = _asked(question, p.kind, who, scale, cats, data)
    icon = pick(rng, ICONS)
    answer, prompt, fill, wrong, explanation, steps, task = QUESTIONS[question](s)
    svg, kind = _graph_svg(p.kind, title, who, scale, icon, cats, values)
    q = answer_question(
        prompt,
        answer,
        explanation,
        wrong,
        fill_text=fill,
        diagram=diagram(kind, svg),
        table=table(title, [column, f"Number of {who}"], [[k, v] for k, v in data.items()], prompt),
        features=features(task, steps, len(str(max(values))), "visual"),
        key=f"graph:{question}:{s.a}:{s.b}:{s.c}:{values}",
    )
    return finish(ctx, q)
