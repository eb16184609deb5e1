"""Picture graphs and bar graphs (grades 1 and 2): reading one amount, the total, how many more or
fewer, two groups together, and the group with the most or fewest, from a picture graph, a bar
graph with a single-unit scale or a data table. Themes are data (``md-picture-bar-graphs.json``).

Standards: 1.MD.C.4, 2.MD.D.10 (K.MD.B.3 where a skill lists it)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import Field

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features, TaskKind
from educontent.generation.draw.picture_graphs import bar_graph, picture_graph
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import mistake_question
from educontent.generation.kit.levels import distinct_in_band
from educontent.generation.kit.math_forms import DiagramForm, TableForm
from educontent.generation.kit.modes import listed, params_model
from educontent.generation.kit.picture_forms import Mistake, finish, standard
from educontent.generation.kit.types import DG, DT, WRITTEN
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

GRAPH_ICONS = ("star", "heart", "ball", "flower")


@dataclass(frozen=True, slots=True)
class _Graph:
    theme: dict[str, Any]
    cats: list[str]
    values: list[int]
    data: dict[str, int]
    a: str  # the larger of two categories asked about
    b: str

    def low(self, c: str) -> str:
        """A category as written inside a question (names keep their capital)."""
        return c if self.theme["heading"] == "Child" else c.lower()


# answer, explanation, mistakes and task of one kind of question
Asked = tuple[str, int | str, str, list[Mistake], TaskKind]


def _how_many(ctx: GenerationContext, g: _Graph, question: str) -> Asked:
    c = pick(ctx.rng, g.cats)
    neighbour = g.cats[(g.cats.index(c) + 1) % len(g.cats)]
    mistakes: list[Mistake] = [
        (g.data[neighbour], "read-the-wrong-row", f"That is the amount for {neighbour}."),
        (g.data[c] + 1, "misread-the-scale", "Count the pictures or read the scale again."),
        (g.data[c] - 1, "misread-the-scale", "Count the pictures or read the scale again."),
    ]
    how = f"Find {c} in the graph and read its amount: {g.data[c]}."
    return g.theme["one"].format(a=g.low(c)), g.data[c], how, mistakes, "identify"


def _total(ctx: GenerationContext, g: _Graph, question: str) -> Asked:
    total = sum(g.values)
    how = f"Add the amounts for every group: {' + '.join(map(str, g.values))} = {total}."
    mistakes: list[Mistake] = [
        (total - g.values[-1], "left-out-a-group", f"The {g.cats[-1]} group was not added."),
        (len(g.cats), "counted-the-groups", "This counts the groups, not the amounts."),
        (total + 1, "adding-slip", "Add the amounts again."),
    ]
    return g.theme["total"], total, how, mistakes, "compute"


def _difference(ctx: GenerationContext, g: _Graph, question: str) -> Asked:
    a, b = g.a, g.b
    va, vb = g.data[a], g.data[b]
    how = f"{a} has {va} and {b} has {vb}. Compare: {va} - {vb} = {va - vb}."
    mistakes: list[Mistake] = [
        (va + vb, "added-instead-of-comparing", "Comparing means finding the difference."),
        (va, "gave-one-amount", f"{va} is the amount for {a}."),
        (vb, "gave-one-amount", f"{vb} is the amount for {b}."),
    ]
    return g.theme[question].format(a=g.low(a), b=g.low(b)), va - vb, how, mistakes, "compare"


def _combined(ctx: GenerationContext, g: _Graph, question: str) -> Asked:
    a, b = g.a, g.b
    va, vb = g.data[a], g.data[b]
    how = f"{a} has {va} and {b} has {vb}. Put them together: {va} + {vb} = {va + vb}."
    mistakes: list[Mistake] = [
        (va - vb, "subtracted-instead-of-added", "'Together' means add."),
        (sum(g.values), "added-every-group", "Only two groups are asked about."),
        (va, "gave-one-amount", f"{va} is only the amount for {a}."),
    ]
    return g.theme["together"].format(a=g.low(a), b=g.low(b)), va + vb, how, mistakes, "compute"


def _extreme(ctx: GenerationContext, g: _Graph, question: str) -> Asked:
    order = sorted(g.cats, key=lambda c: g.data[c])
    most = question == "most"
    pick_c = order[-1] if most else order[0]
    how = f"Compare the amounts: {', '.join(f'{c} {g.data[c]}' for c in g.cats)}. {pick_c} has the {'most' if most else 'fewest'}."
    mistakes: list[Mistake] = [
        (
            g.low(order[0] if most else order[-1]),
            f"picked-the-{'fewest' if most else 'most'}",
            f"That group has the {'fewest' if most else 'most'}.",
        ),
        (g.low(order[1]), "picked-a-middle-group", "Another group has " + ("more." if most else "fewer.")),
    ]
    prompt = g.theme[question].format(h=g.theme["heading"].lower())
    return prompt, g.low(pick_c), how, mistakes, "compare"


_QUESTIONS: dict[str, Callable[[GenerationContext, _Graph, str], Asked]] = {
    "how-many": _how_many,
    "total": _total,
    "more": _difference,
    "fewer": _difference,
    "combined": _combined,
    "most": _extreme,
    "least": _extreme,
}
GraphParams = params_model(
    "GraphParams",
    kinds=(
        list[Literal["picture-graph", "bar-graph"]],
        Field(default_factory=lambda: ["picture-graph", "bar-graph"], min_length=1),
    ),
    categories=(int, Field(default=3, ge=2, le=4)),
    max_value=(int, Field(default=10, ge=4, le=12)),
    questions=listed(_QUESTIONS),
)


def _picture(ctx: GenerationContext, p: GraphParams, g: _Graph) -> tuple[str, str]:
    """The graph's SVG and diagram kind (no SVG for a data table)."""
    kind = pick(ctx.rng, p.kinds)
    title = g.theme["title"]
    desc = f"{title}. Data: " + "; ".join(f"{c} {g.data[c]}" for c in g.cats) + "."
    if ctx.content_type is DT:
        return "", "bar-graph"
    if kind == "bar-graph":
        return bar_graph(g.cats, g.values, title=title, desc=desc), "bar-graph"
    icon = pick(ctx.rng, GRAPH_ICONS)
    svg = picture_graph(
        g.cats, g.values, category=icon, title=title, desc=desc + f" Each {icon} stands for 1."
    )
    return svg, "picture-graph"


_BANDS = "more to count and compare: each category's count from the lower 60 % (easy), the middle 60 % (medium) or the upper half (hard) of 1 to the skill's largest value"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG, DT}, params=GraphParams, levels=Levels("steps", _BANDS))
def picture_bar_graphs(ctx: GenerationContext) -> Draft:
    p: GraphParams = ctx.params
    rng = ctx.rng
    theme = pick(rng, load_bank("math", "md-picture-bar-graphs")["themes"])
    cats = list(theme["cats"][: p.categories])
    values = distinct_in_band(rng, 1, p.max_value, p.categories, ctx.level)
    data = dict(zip(cats, values, strict=True))
    question = pick(rng, p.questions)
    a, b = rng.sample(cats, 2)
    if data[a] < data[b]:
        a, b = b, a
    graph = _Graph(theme, cats, values, data, a, b)
    prompt, answer, how, mistakes, task = _QUESTIONS[question](ctx, graph, question)
    svg, diagram_kind = _picture(ctx, p, graph)
    title, heading = theme["title"], theme["heading"]
    total = sum(values)
    answer_text = str(answer)
    q = mistake_question(
        prompt,
        answer_text,
        how,
        mistakes,
        answer_value=answer,
        fill_text=f"{prompt} Answer: ___",
        answer_format="number" if isinstance(answer, int) else "text",
        diagram=DiagramForm(diagram_kind, svg, prompt) if svg else None,
        table=TableForm(
            title, (heading, f"Number of {theme['noun']}"), tuple((c, data[c]) for c in cats), prompt
        ),
        features=Features(
            task=task,
            steps=1 + (question in ("total", "more", "fewer", "combined")),
            magnitude=len(str(total)),
            representation="visual",
        ),
        key=f"graph:{title}:{','.join(map(str, values))}:{question}:{prompt}",
        standard=standard(ctx, "1.MD.C.4", "2.MD.D.10", "K.MD.B.3"),
        instructions="Use the graph." if ctx.content_type is not DT else "Use the table.",
    )
    return finish(q, ctx)
