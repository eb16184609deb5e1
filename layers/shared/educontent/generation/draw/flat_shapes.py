"""Flat shapes: a named polygon (or circle) in any size and turn, pieces composed into a bigger
shape, two shapes placed above, below or beside each other, and rectangles or circles cut into
shares."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from educontent.generation.draw.pictures import WHITE, triangle
from educontent.generation.draw.svg import INK, SHADE, document, line

BASE_SHAPES: dict[str, tuple[tuple[float, float], ...]] = {
    "triangle": ((0, -1), (0.866, 0.5), (-0.866, 0.5)),
    "right triangle": ((-0.8, -0.8), (-0.8, 0.8), (0.9, 0.8)),
    "square": ((-0.8, -0.8), (0.8, -0.8), (0.8, 0.8), (-0.8, 0.8)),
    "rectangle": ((-1, -0.55), (1, -0.55), (1, 0.55), (-1, 0.55)),
    "trapezoid": ((-0.5, -0.55), (0.5, -0.55), (1, 0.55), (-1, 0.55)),
    "rhombus": ((0, -1), (0.6, 0), (0, 1), (-0.6, 0)),
    "pentagon": tuple((math.sin(2 * math.pi * k / 5), -math.cos(2 * math.pi * k / 5)) for k in range(5)),
    "hexagon": tuple((math.cos(2 * math.pi * k / 6), math.sin(2 * math.pi * k / 6)) for k in range(6)),
}


def shape_points(name: str, turn: int, size: float) -> list[tuple[float, float]]:
    """The corners of ``name`` turned by ``turn`` degrees and scaled to ``size`` (0-300 box)."""
    angle = math.radians(turn)
    c, s = math.cos(angle), math.sin(angle)
    return [
        (round(150 + size * (x * c - y * s), 1), round(150 + size * (x * s + y * c), 1))
        for x, y in BASE_SHAPES[name]
    ]


@lru_cache(maxsize=512)
def flat_shape(name: str, turn: int, size: int, title: str, desc: str) -> str:
    if name == "circle":
        body = [
            f'<circle class="shape" cx="190" cy="180" r="{size}" fill="{SHADE}" stroke="{INK}" stroke-width="3"/>'
        ]
        return document(380, 360, title, desc, body)
    pts = shape_points(name, turn, size)
    path = " ".join(f"{x + 40:.1f},{y + 30:.1f}" for x, y in pts)
    body = [f'<polygon class="shape" points="{path}" fill="{SHADE}" stroke="{INK}" stroke-width="3"/>']
    return document(380, 360, title, desc, body)


def composed(pieces: Sequence[Sequence[tuple[float, float]]], *, title: str, desc: str) -> str:
    """Pieces (polygons, coordinates 0-300) drawn together with their inside edges showing."""
    body = [
        f'<polygon class="piece" points="{" ".join(f"{x + 30:.1f},{y + 30:.1f}" for x, y in piece)}" '
        f'fill="{SHADE if k % 2 == 0 else WHITE}" stroke="{INK}" stroke-width="2.5"/>'
        for k, piece in enumerate(pieces)
    ]
    return document(360, 360, title, desc, body)


@lru_cache(maxsize=1024)
def position_scene(mover: str, anchor: str, where: str, *, title: str, desc: str) -> str:
    """A ``mover`` shape placed above, below, or beside (left/right of) an ``anchor`` shape."""
    ax, ay = 180, 140
    mx, my = {"above": (180, 40), "below": (180, 240), "left": (60, 140), "right": (300, 140)}[where]
    body = [line(20, 300, 340, 300, 1)]
    for cls, name, x, y in (("anchor", anchor, ax, ay), ("mover", mover, mx, my)):
        body.append(f'<g class="{cls}" data-x="{x}" data-y="{y}">{_shape_at(name, x, y, 34)}</g>')
    return document(360, 310, title, desc, body)


def _shape_at(name: str, x: float, y: float, r: float) -> str:
    if name == "circle":
        return f'<circle cx="{x}" cy="{y}" r="{r}" fill="{SHADE}" stroke="{INK}" stroke-width="2.5"/>'
    if name == "triangle":
        return triangle(x, y, r, SHADE)
    if name == "square":
        return f'<rect x="{x - r}" y="{y - r}" width="{2 * r}" height="{2 * r}" fill="{WHITE}" stroke="{INK}" stroke-width="2.5"/>'
    # rectangle
    return (
        f'<rect x="{x - 1.5 * r}" y="{y - 0.8 * r}" width="{3 * r}" height="{1.6 * r}" fill="{WHITE}" '
        f'stroke="{INK}" stroke-width="2.5"/>'
    )


def shares_rectangle(
    cuts: Sequence[Sequence[tuple[float, float]]], shaded: int, *, title: str, desc: str
) -> str:
    """A rectangle drawn as its shares (polygons in a 0-300 box); the first ``shaded`` are grey."""
    body = [
        f'<polygon class="share" points="{" ".join(f"{x + 30:.1f},{y + 30:.1f}" for x, y in piece)}" '
        f'fill="{SHADE if k < shaded else WHITE}" stroke="{INK}" stroke-width="3"/>'
        for k, piece in enumerate(cuts)
    ]
    return document(360, 260, title, desc, body)


def shares_circle(angles: Sequence[int], shaded: int, *, title: str, desc: str) -> str:
    """A circle cut from its centre into sectors of the given angles (degrees, summing to 360)."""
    cx, cy, r = 150, 130, 100
    body = []
    start = -90
    for k, sweep in enumerate(angles):
        a0, a1 = math.radians(start), math.radians(start + sweep)
        x0, y0 = cx + r * math.cos(a0), cy + r * math.sin(a0)
        x1, y1 = cx + r * math.cos(a1), cy + r * math.sin(a1)
        large = 1 if sweep > 180 else 0
        body.append(
            f'<path class="share" d="M{cx},{cy} L{x0:.1f},{y0:.1f} A{r},{r} 0 {large},1 '
            f'{x1:.1f},{y1:.1f} Z" fill="{SHADE if k < shaded else WHITE}" stroke="{INK}" stroke-width="3"/>'
        )
        start += sweep
    return document(300, 260, title, desc, body)
