"""Figures for the grade 6-7 generators: labelled polygons with dashed heights and right-angle
marks, boxes drawn in 3-D (optionally showing their unit cubes) and hundred grids; and ``label``,
the classed text mark every grade 6-7 diagram uses. Black strokes, grey fills, no scripts."""

from __future__ import annotations

from collections.abc import Sequence
from xml.sax.saxutils import escape

from educontent.generation.draw.svg import FONT, INK, SHADE, document, line


def label(
    x: float,
    y: float,
    value: str,
    *,
    size: int = 13,
    anchor: str = "middle",
    cls: str = "",
    bold: bool = False,
) -> str:
    """A text mark with a ``class`` (``tick-label``, ``pt-label``, ``side-label`` ...) so a reader of
    the markup can tell what it labels."""
    klass = f' class="{cls}"' if cls else ""
    weight = "bold" if bold else "normal"
    return (
        f'<text{klass} x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" '
        f'font-weight="{weight}" {FONT} fill="{INK}">{escape(value)}</text>'
    )


def hundred_grid(shaded: int, *, title: str, desc: str) -> str:
    """A 10 by 10 grid with the first ``shaded`` squares (row by row) grey."""
    cell, x0, y0 = 28, 20, 20
    body = []
    for k in range(100):
        r, c = divmod(k, 10)
        fill = SHADE if k < shaded else "#fff"
        body.append(
            f'<rect class="cell" x="{x0 + c * cell}" y="{y0 + r * cell}" width="{cell}" height="{cell}" '
            f'fill="{fill}" stroke="{INK}" stroke-width="1.5"/>'
        )
    return document(2 * x0 + 10 * cell, 2 * y0 + 10 * cell, title, desc, body)


def figure(
    polygons: Sequence[Sequence[tuple[float, float]]],
    labels: Sequence[tuple[float, float, str]],
    *,
    title: str,
    desc: str,
    dashed: Sequence[tuple[tuple[float, float], tuple[float, float]]] = (),
    right_angles: Sequence[tuple[float, float, int, int]] = (),
    width: int = 420,
    height: int = 320,
    shaded: Sequence[int] = (),
) -> str:
    """Polygons (in picture coordinates) with text labels, dashed heights and right-angle marks
    (corner x, y and the directions of its two sides)."""
    body = []
    for i, pts in enumerate(polygons):
        path = " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)
        fill = SHADE if i in shaded else "#fff"
        opacity = ' fill-opacity="0.45"' if i in shaded else ""
        body.append(f'<polygon points="{path}" fill="{fill}"{opacity} stroke="{INK}" stroke-width="2.5"/>')
    for (x1, y1), (x2, y2) in dashed:
        body.append(
            f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{INK}" stroke-width="2" stroke-dasharray="6 4"/>'
        )
    for x, y, dx_, dy_ in right_angles:
        s = 12
        body.append(
            f'<path d="M{x + dx_ * s:.1f},{y:.1f} L{x + dx_ * s:.1f},{y + dy_ * s:.1f} L{x:.1f},{y + dy_ * s:.1f}" '
            f'fill="none" stroke="{INK}" stroke-width="1.5"/>'
        )
    for x, y, value in labels:
        body.append(label(x, y, value, size=14, cls="side-label"))
    return document(width, height, title, desc, body)


def box3d(
    length: str, width_: str, height: str, *, title: str, desc: str, cubes: tuple[int, int, int] | None = None
) -> str:
    """A rectangular prism drawn at an angle, its three edges labelled; with ``cubes`` (l, w, h
    counts) the front and top faces show the unit cubes."""
    x0, y0, w, h, d = 60, 120, 220, 130, 70
    dx_, dy_ = d * 0.7, -d * 0.6
    front = [(x0, y0), (x0 + w, y0), (x0 + w, y0 + h), (x0, y0 + h)]
    top = [(x0, y0), (x0 + dx_, y0 + dy_), (x0 + w + dx_, y0 + dy_), (x0 + w, y0)]
    side = [(x0 + w, y0), (x0 + w + dx_, y0 + dy_), (x0 + w + dx_, y0 + h + dy_), (x0 + w, y0 + h)]
    body = []
    for pts, fill in ((front, "#fff"), (top, "#ddd"), (side, SHADE)):
        path = " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)
        body.append(f'<polygon points="{path}" fill="{fill}" stroke="{INK}" stroke-width="2.5"/>')
    if cubes:
        nl, nw, nh = cubes
        for i in range(1, nl):
            x = x0 + w * i / nl
            body.append(line(x, y0, x, y0 + h, 1))
            body.append(line(x, y0, x + dx_, y0 + dy_, 1))
        for j in range(1, nh):
            y = y0 + h * j / nh
            body.append(line(x0, y, x0 + w, y, 1))
            body.append(line(x0 + w, y, x0 + w + dx_, y + dy_, 1))
        for k in range(1, nw):
            fx_, fy_ = dx_ * k / nw, dy_ * k / nw
            body.append(line(x0 + fx_, y0 + fy_, x0 + w + fx_, y0 + fy_, 1))
            body.append(line(x0 + w + fx_, y0 + fy_, x0 + w + fx_, y0 + h + fy_, 1))
    body.append(label(x0 + w / 2, y0 + h + 24, length, cls="side-label"))
    body.append(label(x0 + w + dx_ + 10, y0 + dy_ + h / 2 + 5, height, anchor="start", cls="side-label"))
    body.append(label(x0 + dx_ / 2 - 12, y0 + dy_ / 2 - 6, width_, anchor="end", cls="side-label"))
    return document(420, 300, title, desc, body)
