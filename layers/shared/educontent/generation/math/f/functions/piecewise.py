"""Graphs made of straight pieces (8.F.B.5): describe how the function changes from left to right,
and the interval on which it increases, decreases or stays the same."""

from __future__ import annotations

import random
from itertools import pairwise, product

from educontent.generation.draw.graphs import plane
from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Ask, build_ask, std
from educontent.generation.kit.math_forms import DiagramForm
from educontent.generation.numbers.powers import point
from educontent.generation.registry import Draft, GenerationContext

SHAPES = ("increases", "decreases", "stays the same")


def _pieces(rng: random.Random, n_seg: int) -> tuple[list[int], list[int], list[str]]:
    """Corner x- and y-values of a graph with ``n_seg`` pieces, and what each piece does; neighbouring
    pieces differ and at least one kind of piece appears once."""
    while True:
        xs = [0]
        for _ in range(n_seg):
            xs.append(xs[-1] + rng.randint(2, 3))
        ys = [rng.randint(3, 7)]
        for _ in range(n_seg):
            k = pick(rng, SHAPES)
            ys.append(
                min(12, ys[-1] + rng.randint(2, 5))
                if k == "increases"
                else max(0, ys[-1] - rng.randint(2, 5))
                if k == "decreases"
                else ys[-1]
            )
        kinds = [
            "increases" if b > a else "decreases" if b < a else "stays the same" for a, b in pairwise(ys)
        ]
        if all(kinds[i] != kinds[i + 1] for i in range(n_seg - 1)) and any(
            kinds.count(k) == 1 for k in SHAPES
        ):
            return xs, ys, kinds


def _describe(ctx: GenerationContext, verts: list[tuple[int, int]], kinds: list[str]) -> Ask:
    merged = [kinds[0]]
    for k in kinds[1:]:
        if k != merged[-1]:
            merged.append(k)
    answer = ", then ".join(merged)
    alts = [
        ", then ".join(perm)
        for perm in product(SHAPES, repeat=len(merged))
        if all(perm[i] != perm[i + 1] for i in range(len(perm) - 1)) and ", then ".join(perm) != answer
    ]
    ctx.rng.shuffle(alts)
    wrong = [
        (
            a,
            "read-the-graph-in-the-wrong-order"
            if a == ", then ".join(reversed(merged))
            else "misread-the-direction",
            "Read the graph from left to right: up means increasing, flat means staying the same, down means decreasing.",
        )
        for a in alts[:3]
    ]
    return Ask(
        "Reading from left to right, which description matches the graph?",
        "Reading from left to right, the graph ___.",
        answer,
        f"Read from left to right: the graph {answer}.",
        wrong,
        f"desc:{verts}",
        fmt="text",
        task="represent",
        steps=2,
    )


def _interval(ctx: GenerationContext, verts: list[tuple[int, int]], kinds: list[str]) -> Ask:
    xs, ys = [x for x, _ in verts], [y for _, y in verts]
    counts = {k: kinds.count(k) for k in SHAPES}
    target = pick(ctx.rng, [k for k in SHAPES if counts[k] == 1])
    i = kinds.index(target)
    word = {"increases": "increasing", "decreases": "decreasing", "stays the same": "constant"}[target]
    answer = f"from x = {xs[i]} to x = {xs[i + 1]}"
    wrong = [
        (
            f"from x = {xs[j]} to x = {xs[j + 1]}",
            "mixed-up-increasing-and-decreasing",
            f"From x = {xs[j]} to x = {xs[j + 1]} the graph {kinds[j]}.",
        )
        for j in range(len(kinds))
        if j != i
    ]
    wrong.append(
        (
            f"from y = {min(ys[i], ys[i + 1])} to y = {max(ys[i], ys[i + 1])}",
            "gave-y-values",
            "The interval is read on the x-axis.",
        )
    )
    return Ask(
        f"On which interval is the function {word}?",
        f"The function is {word} on the interval ___.",
        answer,
        f"Read from left to right. The graph {target} only between x = {xs[i]} and x = {xs[i + 1]}.",
        wrong,
        f"int:{verts}:{target}",
        fmt="text",
        task="represent",
        steps=2,
    )


def piecewise_graph(ctx: GenerationContext, mode: str) -> Draft:
    xs, ys, kinds = _pieces(ctx.rng, 3 if ctx.level.rank < 2 else 4)
    verts = list(zip(xs, ys, strict=True))
    svg = plane(
        (0, 12),
        (0, 12),
        polylines=[verts],
        points=[(x, y, "") for x, y in verts],
        title="A graph made of straight pieces",
        desc="A graph made of straight pieces joining the points "
        + ", ".join(point(x, y) for x, y in verts)
        + ".",
    )
    asked = (_describe if mode == "describe-graph" else _interval)(ctx, verts, kinds)
    diagram = DiagramForm("coordinate-plane", svg)
    return build_ask(ctx, asked, diagram=diagram, mag=1, standard=std(ctx, "8.F.B.5"))
