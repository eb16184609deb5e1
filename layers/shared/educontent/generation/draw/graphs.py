"""Coordinate planes: a grid with axes and labels, points, segments, dashed segments, polygons,
shaded regions and broken lines (the scatter plots, line graphs and transformations of grades 7-8)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import lru_cache

from educontent.generation.draw.svg import INK, SHADE, dashed_line, document, dot, line, text, upward_text

GRID = "#c8c8c8"
_SIZE, _PAD = 400, 44

Box = tuple[int, int]
Segment = tuple[float, float, float, float]
Points = Sequence[tuple[Fraction | int, Fraction | int]]


def dash(x1: float, y1: float, x2: float, y2: float, width: float = 2) -> str:
    """A dashed line with short dashes (pixel coordinates)."""
    return dashed_line(x1, y1, x2, y2, width, dashes="6 4")


def clip_line(m: Fraction, b: Fraction, xr: Box, yr: Box) -> Segment | None:
    """The part of y = mx + b inside the box, as two end points (floats, for drawing)."""
    pts: list[tuple[float, float]] = []
    for x in xr:
        y = m * x + b
        if yr[0] <= y <= yr[1]:
            pts.append((float(x), float(y)))
    if m != 0:
        for y in yr:
            x = (y - b) / m
            if xr[0] <= x <= xr[1]:
                pts.append((float(x), float(y)))
    pts = sorted(set(pts))
    if len(pts) < 2:
        return None
    return (*pts[0], *pts[-1])


def _scale(xr: Box, yr: Box) -> tuple[Callable[[float], float], Callable[[float], float]]:
    """Pixel positions of x and y values on a plane showing ``xr`` by ``yr``."""
    ux, uy = (_SIZE - 2 * _PAD) / (xr[1] - xr[0]), (_SIZE - 2 * _PAD) / (yr[1] - yr[0])

    def px(v: float) -> float:
        return _PAD + (float(v) - xr[0]) * ux

    def py(v: float) -> float:
        return _SIZE - _PAD - (float(v) - yr[0]) * uy

    return px, py


def _axis_labels(xr: Box, yr: Box, step: int, label_every: int) -> list[str]:
    px, py = _scale(xr, yr)
    ax = 0 if xr[0] <= 0 <= xr[1] else xr[0]
    ay = 0 if yr[0] <= 0 <= yr[1] else yr[0]
    body = [line(px(ax), py(yr[0]), px(ax), py(yr[1]), 2), line(px(xr[0]), py(ay), px(xr[1]), py(ay), 2)]
    for i, v in enumerate(range(xr[0], xr[1] + 1, step)):
        if v != ax and i % label_every == 0:
            body.append(text(px(v), py(ay) + 16, str(v), size=10))
    for i, v in enumerate(range(yr[0], yr[1] + 1, step)):
        if v != ay and i % label_every == 0:
            body.append(text(px(ax) - 6, py(v) + 4, str(v), size=10, anchor="end"))
    if ax == 0 and ay == 0 and xr[0] < 0 < xr[1]:
        body.append(text(px(0) - 6, py(0) + 14, "0", size=10, anchor="end"))
    elif ax == xr[0] and ay == yr[0]:
        body.append(
            text(px(ax) - 6, py(ay) + 14, str(xr[0]) if xr[0] == yr[0] else "", size=10, anchor="end")
        )
    return body


@lru_cache(maxsize=256)
def _grid(xr: Box, yr: Box, step: int, label_every: int, xlabel: str, ylabel: str) -> tuple[str, ...]:
    """The grid, axes and labels of a plane (the same for many items, so kept)."""
    px, py = _scale(xr, yr)
    body: list[str] = []
    for v in range(xr[0], xr[1] + 1, step):
        body.append(
            f'<line x1="{px(v):.1f}" y1="{py(yr[0]):.1f}" x2="{px(v):.1f}" y2="{py(yr[1]):.1f}" stroke="{GRID}" stroke-width="1"/>'
        )
    for v in range(yr[0], yr[1] + 1, step):
        body.append(
            f'<line x1="{px(xr[0]):.1f}" y1="{py(v):.1f}" x2="{px(xr[1]):.1f}" y2="{py(v):.1f}" stroke="{GRID}" stroke-width="1"/>'
        )
    body += _axis_labels(xr, yr, step, label_every)
    if xlabel:
        body.append(text(_SIZE / 2, _SIZE - 6, xlabel, size=12))
    if ylabel:
        body.append(upward_text(14, _SIZE / 2, ylabel))
    return tuple(body)


def plane(
    xr: Box,
    yr: Box,
    *,
    title: str,
    desc: str,
    step: int = 1,
    label_every: int = 1,
    points: Sequence[tuple[Fraction | int, Fraction | int, str]] = (),
    segments: Sequence[Segment] = (),
    dashed: Sequence[Segment] = (),
    polygons: Sequence[Points] = (),
    shaded: Sequence[Points] = (),
    polylines: Sequence[Points] = (),
    line_labels: Sequence[tuple[float, float, str]] = (),
    xlabel: str = "",
    ylabel: str = "",
) -> str:
    """A coordinate grid with points, segments, polygons and broken lines."""
    px, py = _scale(xr, yr)

    def path(pts: Points) -> str:
        return " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in pts)

    body: list[str] = list(_grid(xr, yr, step, label_every, xlabel, ylabel))
    for pts in shaded:
        body.append(
            f'<polygon points="{path(pts)}" fill="{SHADE}" fill-opacity="0.5" stroke="{INK}" stroke-width="2"/>'
        )
    for pts in polygons:
        body.append(f'<polygon points="{path(pts)}" fill="none" stroke="{INK}" stroke-width="2.5"/>')
    for pts in polylines:
        body.append(f'<polyline points="{path(pts)}" fill="none" stroke="{INK}" stroke-width="2.5"/>')
    for x1, y1, x2, y2 in segments:
        body.append(line(px(x1), py(y1), px(x2), py(y2), 2.5))
    for x1, y1, x2, y2 in dashed:
        body.append(dash(px(x1), py(y1), px(x2), py(y2), 2))
    for x, y, label in line_labels:
        body.append(text(px(x), py(y), label, size=12, weight="bold"))
    for x, y, name in points:
        body.append(dot(px(x), py(y), 4.5))
        if name:
            body.append(text(px(x) + 7, py(y) - 7, name, size=12, anchor="start", weight="bold"))
    return document(_SIZE, _SIZE, title, desc, body)
