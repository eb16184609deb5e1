"""A first-quadrant coordinate grid with labelled points, optionally connected."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache

from educontent.generation.draw.svg import INK, arrowhead, document, dot, line, text

GRID = "#bbb"
SIZE, PAD = 380, 40


def _scale(high: int) -> tuple[Callable[[float], float], Callable[[float], float]]:
    """Drawing x and y of a grid value, for a grid from 0 to ``high``."""
    unit = (SIZE - 2 * PAD) / high

    def px(v: float) -> float:
        return PAD + v * unit

    def py(v: float) -> float:
        return SIZE - PAD - v * unit

    return px, py


def quadrant_one(
    points: Sequence[tuple[int, int, str]],
    high: int,
    *,
    title: str,
    desc: str,
    x_label: str = "x",
    y_label: str = "y",
    connect: bool = False,
) -> str:
    """A first-quadrant grid from 0 to ``high`` on both axes with labelled points."""
    px, py = _scale(high)
    body = [_grid_face(high, x_label, y_label)]
    if connect and len(points) > 1:
        pts = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y, _ in points)
        body.append(f'<polyline points="{pts}" fill="none" stroke="{INK}" stroke-width="1.5"/>')
    for x, y, label in points:
        body.append(dot(px(x), py(y), 5))
        if label:
            body.append(text(px(x) + 8, py(y) - 8, label, size=13, anchor="start", weight="bold"))
    return document(SIZE, SIZE, title, desc, body)


@lru_cache(maxsize=32)
def _grid_face(high: int, x_label: str, y_label: str) -> str:
    px, py = _scale(high)

    label_step = next(
        (s for s in (1, 2, 5, 10, 20, 25, 50) if high % s == 0 and high // s <= 12), -(-high // 12)
    )
    minor = 1 if high <= 30 else label_step
    body = []
    for v in range(high + 1):
        if v % minor and v != high:
            continue
        body.append(
            f'<line x1="{px(v):.1f}" y1="{py(0):.1f}" x2="{px(v):.1f}" y2="{py(high):.1f}" stroke="{GRID}" stroke-width="1"/>'
        )
        body.append(
            f'<line x1="{px(0):.1f}" y1="{py(v):.1f}" x2="{px(high):.1f}" y2="{py(v):.1f}" stroke="{GRID}" stroke-width="1"/>'
        )
        if v % label_step == 0:
            body.append(text(px(v), py(0) + 16, str(v), size=11))
            if v:
                body.append(text(px(0) - 6, py(v) + 4, str(v), size=11, anchor="end"))
    body.append(line(px(0), py(0), px(high) + 14, py(0), 2))
    body.append(line(px(0), py(0), px(0), py(high) - 14, 2))
    body.append(arrowhead(px(high) + 16, py(0), 0, 9))
    body.append(arrowhead(px(0), py(high) - 16, -math.pi / 2, 9))
    body.append(text(px(high) + 14, py(0) + 30, x_label, size=12, anchor="end", weight="bold"))
    body.append(text(px(0) + 8, py(high) - 20, y_label, size=12, anchor="start", weight="bold"))
    return "".join(body)
