"""Signed numbers on the coordinate plane (6.NS.C.6b-c, 6.NS.C.8): the quadrant of a point,
reflections across the axes, reading coordinates, and distances between points that share a
coordinate (also on a town map)."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from educontent.generation.banks import load_bank
from educontent.generation.draw.coordinate_planes import plane
from educontent.generation.kit.answer_forms import nonzero, question, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion
from educontent.generation.math.ns.integers.values import point, text_question
from educontent.generation.numbers.rationals import neg

F = Fraction


def _quadrant_of(x: int, y: int) -> str:
    return {(1, 1): "Quadrant I", (-1, 1): "Quadrant II", (-1, -1): "Quadrant III", (1, -1): "Quadrant IV"}[
        (1 if x > 0 else -1, 1 if y > 0 else -1)
    ]


def _off_diagonal(rng: random.Random, top: int) -> tuple[int, int]:
    """A point with nonzero coordinates of different sizes."""
    x, y = nonzero(rng, -top, top), nonzero(rng, -top, top)
    while abs(x) == abs(y):
        y = nonzero(rng, -top, top)
    return x, y


def _marked_point(x: int, y: int, name: str, ask: str, **parts: Any) -> MathQuestion:
    """A question answered in words about point ``name`` at (x, y), marked on a coordinate plane
    from -6 to 6 that asks ``ask``; ``parts`` are the question's other parts."""
    svg = plane(
        title="A coordinate plane",
        desc=f"A coordinate plane from -6 to 6 on each axis with point {name} marked.",
        points=[(x, y, name)],
    )
    diagram = DiagramForm("coordinate-plane", svg, question=ask)
    return text_question(diagram=diagram, magnitude=1, **parts)


def quadrant(rng: random.Random, lvl: int) -> MathQuestion:
    x, y = _off_diagonal(rng, 6)
    answer = _quadrant_of(x, y)
    cands = [
        (
            _quadrant_of(y, x),
            "swapped-x-and-y",
            "The first number is x (left or right); the second is y (up or down).",
        ),
        (
            _quadrant_of(-x, y),
            "misread-the-sign-of-x",
            f"x = {x} is {'left' if x < 0 else 'right'} of the y-axis.",
        ),
        (
            _quadrant_of(x, -y),
            "misread-the-sign-of-y",
            f"y = {y} is {'below' if y < 0 else 'above'} the x-axis.",
        ),
        (
            _quadrant_of(-x, -y),
            "numbered-the-quadrants-the-wrong-way",
            "Quadrants are numbered I to IV counterclockwise, starting at the top right.",
        ),
    ]
    return _marked_point(
        x,
        y,
        "P",
        "In which quadrant is point P?",
        prompt=f"In which quadrant is the point ({x}, {y})?",
        fill=f"The point ({x}, {y}) is in ___.",
        answer=answer,
        acceptable=(answer.split()[1], answer.lower()),
        explanation=(
            f"x = {x} is {'negative, so the point is left of' if x < 0 else 'positive, so the point is right of'} the y-axis. "
            f"y = {y} is {'negative, so it is below' if y < 0 else 'positive, so it is above'} the x-axis. That is {answer}."
        ),
        candidates=cands,
        task="identify",
        key=f"quadrant:{x}:{y}",
        standard="6.NS.C.6b",
    )


_WHERE = {
    "x-axis": "across the x-axis",
    "y-axis": "across the y-axis",
    "both axes": "across the x-axis and then across the y-axis",
}
_RULE = {
    "x-axis": "Reflecting across the x-axis keeps x and changes the sign of y",
    "y-axis": "Reflecting across the y-axis changes the sign of x and keeps y",
    "both axes": "Reflecting across both axes changes the signs of both coordinates",
}


def reflect(rng: random.Random, lvl: int) -> MathQuestion:
    x, y = _off_diagonal(rng, 8)
    axis = pick(rng, ("x-axis", "y-axis") if lvl < 2 else ("x-axis", "y-axis", "both axes"))
    image = {"x-axis": (x, -y), "y-axis": (-x, y), "both axes": (-x, -y)}[axis]
    answer = point(*image)
    cands = [
        (
            point(-x, y) if axis == "x-axis" else point(x, -y),
            "reflected-across-the-other-axis",
            "Across the x-axis the y-coordinate changes sign; across the y-axis the x-coordinate changes sign.",
        ),
        (
            point(-x, -y) if axis != "both axes" else point(x, -y),
            "changed-both-signs" if axis != "both axes" else "reflected-across-one-axis",
            "Only one coordinate changes sign."
            if axis != "both axes"
            else "Across both axes, both coordinates change sign.",
        ),
        (
            point(y, x),
            "swapped-the-coordinates",
            "A reflection across an axis keeps the coordinates in the same order.",
        ),
    ]
    where = _WHERE[axis]
    return text_question(
        answer,
        cands,
        prompt=f"The point {point(x, y)} is reflected {where}. What are the coordinates of the new point?",
        fill=f"The point {point(x, y)} reflected {where} is ___.",
        acceptable=(answer.replace(" ", ""),),
        explanation=_RULE[axis] + f": {point(x, y)} becomes {answer}.",
        task="identify",
        magnitude=1,
        key=f"reflect:{x}:{y}:{axis}",
        standard="6.NS.C.6b",
    )


def coordinates(rng: random.Random, lvl: int) -> MathQuestion:
    x, y = _off_diagonal(rng, 6)
    if lvl == 0:
        x, y = abs(x), abs(y)
    answer = point(x, y)
    cands = [
        (
            point(y, x),
            "swapped-x-and-y",
            "Write the x-coordinate (across) first, then the y-coordinate (up or down).",
        ),
        (point(-x, y), "wrong-sign-for-x", "Points left of the y-axis have a negative x-coordinate."),
        (point(x, -y), "wrong-sign-for-y", "Points below the x-axis have a negative y-coordinate."),
        (point(-y, -x), "swapped-and-changed-signs", "Count across from the origin first, then up or down."),
    ]
    ask = "What are the coordinates of point A?"
    return _marked_point(
        x,
        y,
        "A",
        ask,
        prompt=ask,
        fill="Point A is at ___.",
        answer=answer,
        acceptable=(answer.replace(" ", ""),),
        explanation=f"Start at the origin. Move {abs(x)} {'right' if x > 0 else 'left'} to x = {x}, then {abs(y)} {'up' if y > 0 else 'down'} to y = {y}. Point A is {answer}.",
        candidates=cands,
        task="represent",
        key=f"coords:{x}:{y}",
        standard="6.NS.C.6c",
    )


def _distance_wrongs(c: int, p: int, q_: int, d: int, same_x: bool) -> list[tuple[str, str, str]]:
    return [
        (
            str(abs(abs(p) - abs(q_))),
            "subtracted-absolute-values",
            "When the points are on opposite sides of an axis, add the distances to the axis.",
        ),
        (
            str(abs(p + q_)),
            "added-the-signed-coordinates",
            "Distance uses the absolute value of the difference of the changing coordinates.",
        ),
        (str(d + 1), "counted-grid-lines-not-units", "Count the spaces between grid lines, not the lines."),
        (
            str(abs(c) + abs(p)),
            "used-the-wrong-coordinate",
            f"The {'x' if same_x else 'y'}-coordinates are the same, so use the {'y' if same_x else 'x'}-coordinates.",
        ),
    ]


def plane_distance(rng: random.Random, lvl: int, story: bool) -> MathQuestion:
    same_x = rng.random() < 0.5
    c = nonzero(rng, -6, 6)
    p = nonzero(rng, -6, 6)
    q_ = nonzero(rng, -6, 6)
    while p == q_ or (lvl > 0 and (p > 0) == (q_ > 0)):
        q_ = nonzero(rng, -6, 6)
    A, B = ((c, p), (c, q_)) if same_x else ((p, c), (q_, c))
    d = abs(p - q_)
    places = pick(rng, load_bank("math", "ns-integers")["places"])
    svg = plane(
        title="A coordinate plane",
        desc="A coordinate plane from -6 to 6 on each axis with points A and B marked.",
        points=[(A[0], A[1], "A"), (B[0], B[1], "B")],
    )
    if story:
        stem = f"On a town map, the {places[0]} is at {point(*A)} and the {places[1]} is at {point(*B)}. Each unit on the map is 1 block."
        prompt = f"{stem} How many blocks apart are the {places[0]} and the {places[1]}?"
        fill = f"{stem} The number of blocks between them is ___."
    else:
        prompt = f"What is the distance between {point(*A)} and {point(*B)}?"
        fill = f"The distance between {point(*A)} and {point(*B)} is ___."
    ask = prompt if story else "What is the distance between point A and point B?"
    answer = str(d)
    return question(
        prompt=prompt,
        fill=fill,
        answer=answer,
        unit=None,
        explanation=(
            f"The points have the same {'x' if same_x else 'y'}-coordinate, {c}, so the distance is along a {'vertical' if same_x else 'horizontal'} line. "
            f"Find |{p} - {neg(q_)}| = {d}"
            + (
                f". (Or add the distances from the axis: |{p}| + |{q_}| = {abs(p) + abs(q_)}.)"
                if (p > 0) != (q_ > 0)
                else "."
            )
        ),
        wrong=wrongs(answer, _distance_wrongs(c, p, q_, d, same_x), fallback=F(d)),
        diagram=DiagramForm("coordinate-plane", svg, question=ask),
        task="word-problem" if story else "compute",
        steps=2,
        magnitude=1,
        representation="text" if story else "visual",
        key=f"pdist:{A}:{B}:{story}",
        standard="6.NS.C.8",
    )
