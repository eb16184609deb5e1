"""Process models of science drawn as boxes joined by arrows: a cycle (a loop of stages, its arrows
optionally labelled), a sequence or food chain (a row from left to right), inputs and outputs of a
process, and parents passing traits to offspring. A box reading ``?`` is shaded: it is the one
asked about. Each function returns the SVG document as a string."""

from __future__ import annotations

import math
from collections.abc import Sequence

from educontent.generation.draw import svg
from educontent.generation.draw.science_charts import LIGHT, arrow, box, label


def _fill(value: str) -> str:
    return LIGHT if value == "?" else "#fff"


def cycle(stages: Sequence[str], edges: Sequence[str] | None, title: str, desc: str) -> str:
    """``stages`` clockwise from the top, each joined to the next by an arrow (labelled with
    ``edges[k]`` between stage k and k + 1 when ``edges`` is given)."""
    n = len(stages)
    cx, cy, radius = 300, 230, 165
    points = [
        (
            cx + radius * math.cos(2 * math.pi * k / n - math.pi / 2),
            cy + radius * math.sin(2 * math.pi * k / n - math.pi / 2),
        )
        for k in range(n)
    ]
    body = []
    for k in range(n):
        (x1, y1), (x2, y2) = points[k], points[(k + 1) % n]
        dx, dy = x2 - x1, y2 - y1
        dist = math.hypot(dx, dy)
        trim = 62 / dist if dist else 0
        body.append(arrow(x1 + dx * trim, y1 + dy * trim, x2 - dx * trim, y2 - dy * trim))
        if edges:
            mx, my = (x1 + x2) / 2, (y1 + y2) / 2
            ox, oy = mx - cx, my - cy
            norm = math.hypot(ox, oy) or 1
            # a label under or over a level arrow clears the boxes at its two ends
            down = 34 if abs(dy) > 0.3 * dist else 58
            body.append(
                label(mx + ox / norm * 48, my + oy / norm * down, edges[k], 12, width=14, weight="bold")
            )
    for (x, y), stage in zip(points, stages, strict=True):
        body.append(box(x, y, 128, 50, stage, fill=_fill(stage)))
    return svg.document(600, 470, title, desc, body)


def sequence(labels: Sequence[str], title: str, desc: str) -> str:
    """A row of boxes from left to right, each with an arrow to the next."""
    gap = 150
    width = 40 + gap * len(labels)
    body = []
    for k, value in enumerate(labels):
        x = 20 + gap / 2 + k * gap
        body.append(box(x, 80, 118, 60, value, fill=_fill(value)))
        if k + 1 < len(labels):
            body.append(arrow(x + 60, 80, x + gap - 62, 80))
    return svg.document(int(width), 160, title, desc, body)


def _column_y(i: int, count: int) -> float:
    """The height of box ``i`` of ``count`` in a column beside the middle box."""
    return 60 + i * (180 / max(1, count - 1) if count > 1 else 0) + (90 if count == 1 else 0)


def inputs_outputs(center: str, inputs: Sequence[str], outputs: Sequence[str], title: str, desc: str) -> str:
    """Arrows from the ``inputs`` (left) into a middle box ``center`` and out to the ``outputs``."""
    body = [box(300, 150, 150, 70, center, LIGHT)]
    for i, value in enumerate(inputs):
        y = _column_y(i, len(inputs))
        body.append(box(95, y, 140, 44, value, _fill(value)))
        body.append(arrow(167, y, 223, 150))
    for i, value in enumerate(outputs):
        y = _column_y(i, len(outputs))
        body.append(box(505, y, 140, 44, value, _fill(value)))
        body.append(arrow(377, 150, 433, y))
    return svg.document(600, 300, title, desc, body)


def reproduction(sexual: bool, name: str, title: str, desc: str) -> str:
    """Two parents joined to one offspring with a mix of traits (``sexual``), or one parent joined
    to two offspring with the same traits; ``name`` is written underneath."""
    body = []
    if sexual:
        body += [box(170, 60, 150, 50, "Parent 1"), box(430, 60, 150, 50, "Parent 2")]
        body += [arrow(200, 88, 280, 170), arrow(400, 88, 320, 170)]
        body += [box(300, 200, 220, 50, "Offspring: a mix of traits")]
    else:
        body += [box(300, 60, 150, 50, "Parent")]
        body += [arrow(270, 88, 190, 170), arrow(330, 88, 410, 170)]
        body += [
            box(170, 200, 180, 50, "Offspring: same traits"),
            box(430, 200, 180, 50, "Offspring: same traits"),
        ]
    body.append(svg.text(300, 275, name, 14, weight="bold"))
    return svg.document(600, 290, title, desc, body)
