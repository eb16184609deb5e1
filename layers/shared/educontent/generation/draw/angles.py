"""Angles and lines: rays from a vertex with labelled arcs and an optional degree scale; points,
lines, segments, rays and pairs of parallel, perpendicular or intersecting lines."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from educontent.generation.draw.svg import INK, arrowhead, document, dot, line, text


def _polar(cx: float, cy: float, r: float, degrees: float) -> tuple[float, float]:
    a = math.radians(degrees)
    return cx + r * math.cos(a), cy - r * math.sin(a)


def _arc(cx: float, cy: float, r: float, d1: float, d2: float) -> str:
    x1, y1 = _polar(cx, cy, r, d1)
    x2, y2 = _polar(cx, cy, r, d2)
    large = 1 if d2 - d1 > 180 else 0
    return f'<path d="M{x1:.1f},{y1:.1f} A{r},{r} 0 {large} 0 {x2:.1f},{y2:.1f}" fill="none" stroke="{INK}" stroke-width="2"/>'


def angle_figure(
    rays: Sequence[float],
    labels: Sequence[str],
    *,
    scale: bool = False,
    letters: Sequence[str] = (),
    title: str,
    desc: str,
) -> str:
    """Rays from one vertex at the given directions (degrees, counterclockwise from the right);
    ``labels`` name the angle between ray i and ray i+1 (an arc with the label). With ``scale`` a
    degree scale (a tick every 10 degrees, numbers every 30) is drawn around the vertex."""
    cx, cy, r = 250, 250, 190
    body = [_degree_scale()] if scale else []
    for d in rays:
        x, y = _polar(cx, cy, r, d)
        body.append(line(cx, cy, x, y, 3))
        body.append(arrowhead(x, y, math.atan2(y - cy, x - cx), 12))
    for i, label in enumerate(labels):
        if i + 1 >= len(rays) or not label:
            continue
        d1, d2 = rays[i], rays[i + 1]
        rad = 46 + 22 * (i % 2)
        body.append(_arc(cx, cy, rad, d1, d2))
        lx, ly = _polar(cx, cy, rad + 26, (d1 + d2) / 2)
        body.append(text(lx, ly + 5, label, size=14, weight="bold"))
    body.append(dot(cx, cy, 5))
    for d, letter in zip([*rays], letters, strict=False):
        x, y = _polar(cx, cy, r + 20, d)
        body.append(text(x, y + 5, letter, size=15, weight="bold"))
    if len(letters) > len(rays):
        body.append(text(cx - 8, cy + 24, letters[len(rays)], size=15, weight="bold"))
    low = max((_polar(cx, cy, r, d)[1] for d in rays), default=cy)
    return document(500, int(max(cy + 40, low + 40)), title, desc, body)


@lru_cache(maxsize=1)
def _degree_scale() -> str:
    cx, cy = 250, 250
    body = [_arc(cx, cy, 150, 0, 180)]
    for d in range(0, 181, 10):
        x1, y1 = _polar(cx, cy, 150, d)
        x2, y2 = _polar(cx, cy, 150 + (12 if d % 30 == 0 else 7), d)
        body.append(line(x1, y1, x2, y2, 1.5))
        if d % 30 == 0:
            lx, ly = _polar(cx, cy, 176, d)
            body.append(text(lx, ly + (18 if d in (0, 180) else 4), str(d), size=11))
    return "".join(body)


def line_figure(kind: str, letters: Sequence[str], *, title: str, desc: str) -> str:
    """A point, line, line segment or ray, or two lines that are parallel, perpendicular or
    intersecting (not at a right angle), with letters at the marked points."""
    body = []
    if kind == "point":
        body += [dot(200, 90, 6), text(200, 70, letters[0], size=16, weight="bold")]
        return document(400, 160, title, desc, body)
    if kind in ("line", "segment", "ray"):
        x1, x2, y = 60, 340, 90
        body.append(line(x1 - (30 if kind == "line" else 0), y, x2 + (30 if kind != "segment" else 0), y, 3))
        if kind == "line":
            body += [arrowhead(x1 - 32, y, math.pi), arrowhead(x2 + 32, y, 0)]
        if kind == "ray":
            body.append(arrowhead(x2 + 32, y, 0))
        body += [dot(x1, y), dot(x2, y)]
        body += [
            text(x1, y - 18, letters[0], size=16, weight="bold"),
            text(x2, y - 18, letters[1], size=16, weight="bold"),
        ]
        return document(420, 160, title, desc, body)
    if kind == "parallel":
        segs = [((50, 80), (350, 80)), ((50, 200), (350, 200))]
    elif kind == "perpendicular":
        segs = [((50, 150), (350, 150)), ((200, 20), (200, 280))]
    else:  # intersecting, not at a right angle
        segs = [((50, 150), (350, 150)), ((110, 270), (290, 30))]
    for (x1, y1), (x2, y2) in segs:
        a = math.atan2(y2 - y1, x2 - x1)
        body.append(line(x1, y1, x2, y2, 3))
        body += [arrowhead(x2, y2, a), arrowhead(x1, y1, a + math.pi)]
    if kind == "perpendicular":
        body.append(f'<path d="M200,136 L214,136 L214,150" fill="none" stroke="{INK}" stroke-width="1.5"/>')
    for (start, end), pair in zip(segs, (letters[0:2], letters[2:4]), strict=False):
        for (x, y), letter in zip((start, end), pair, strict=False):
            body.append(text(x + 10, y - 10, letter, size=15, weight="bold"))
    return document(400, 300, title, desc, body)
