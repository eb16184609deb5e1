"""Geometry figures in pixel coordinates: rays from a point (angle pairs), labelled triangles
(right-angle marks, heights, exterior angles), labelled polygons, a scale-drawing rectangle and two
parallel lines cut by a transversal."""

from __future__ import annotations

import math
from collections.abc import Sequence

from educontent.generation.draw.graphs import dash, dot
from educontent.generation.draw.svg import INK, document, line, text

Pixel = tuple[float, float]


def _corner_mark(p1: Pixel, p2: Pixel, p3: Pixel) -> str:
    """The little square that marks a right angle."""
    return (
        f'<polyline points="{p1[0]:.1f},{p1[1]:.1f} {p2[0]:.1f},{p2[1]:.1f} {p3[0]:.1f},{p3[1]:.1f}" '
        f'fill="none" stroke="{INK}" stroke-width="1.5"/>'
    )


def rays(
    directions: Sequence[float],
    labels: Sequence[tuple[float, str]],
    *,
    title: str,
    desc: str,
    full_lines: Sequence[float] = (),
    right_angle_at: float | None = None,
) -> str:
    """Rays from one point at ``directions`` (degrees, counter-clockwise from east); each label sits
    at its own direction near the centre. ``full_lines`` are drawn through the point both ways."""
    cx, cy, r = 200, 150, 125
    body: list[str] = []
    for d in full_lines:
        a = math.radians(d)
        body.append(
            line(cx - r * math.cos(a), cy + r * math.sin(a), cx + r * math.cos(a), cy - r * math.sin(a), 3)
        )
    for d in directions:
        a = math.radians(d)
        body.append(line(cx, cy, cx + r * math.cos(a), cy - r * math.sin(a), 3))
    if right_angle_at is not None:
        a, b = math.radians(right_angle_at), math.radians(right_angle_at + 90)
        s = 16
        p1 = (cx + s * math.cos(a), cy - s * math.sin(a))
        p3 = (cx + s * math.cos(b), cy - s * math.sin(b))
        p2 = (p1[0] + s * math.cos(b), p1[1] - s * math.sin(b))
        body.append(_corner_mark(p1, p2, p3))
    body.append(dot(cx, cy, 4))
    for d, label in labels:
        a = math.radians(d)
        body.append(text(cx + 58 * math.cos(a), cy - 58 * math.sin(a) + 5, label, size=14, weight="bold"))
    return document(400, 300, title, desc, body)


def _away(x: float, y: float, cx: float, cy: float, distance: float) -> Pixel:
    """The point ``distance`` from (x, y) in the direction away from (cx, cy)."""
    dx, dy = x - cx, y - cy
    n = math.hypot(dx, dy) or 1
    return x + distance * dx / n, y + distance * dy / n


def _right_mark(pts: Sequence[Pixel], at: int) -> str:
    v = pts[at]
    s = 14

    def unit(p: Pixel) -> Pixel:
        d = math.hypot(p[0] - v[0], p[1] - v[1]) or 1
        return (p[0] - v[0]) / d, (p[1] - v[1]) / d

    ua, ub = unit(pts[(at + 1) % 3]), unit(pts[(at + 2) % 3])
    p1 = (v[0] + s * ua[0], v[1] + s * ua[1])
    p2 = (p1[0] + s * ub[0], p1[1] + s * ub[1])
    p3 = (v[0] + s * ub[0], v[1] + s * ub[1])
    return _corner_mark(p1, p2, p3)


def _extension(pts: Sequence[Pixel], a: int, b: int, label: str) -> list[str]:
    """Side a-b extended past vertex b, with ``label`` in the exterior angle."""
    (x1, y1), (x2, y2) = pts[a], pts[b]
    dx, dy = x2 - x1, y2 - y1
    n = math.hypot(dx, dy) or 1
    ex, ey = x2 + 80 * dx / n, y2 + 80 * dy / n
    # label between the extension and the other side at b
    other = pts[3 - a - b]
    ox, oy = other[0] - x2, other[1] - y2
    on = math.hypot(ox, oy) or 1
    bx, by = dx / n + ox / on, dy / n + oy / on
    bn = math.hypot(bx, by) or 1
    return [line(x2, y2, ex, ey, 3), text(x2 + 36 * bx / bn, y2 + 36 * by / bn + 5, label, size=13)]


def triangle(
    pts: Sequence[Pixel],
    *,
    title: str,
    desc: str,
    sides: Sequence[str] = ("", "", ""),
    vertices: Sequence[str] = ("", "", ""),
    angles: Sequence[str] = ("", "", ""),
    right_at: int | None = None,
    height: tuple[Pixel, Pixel, str] | None = None,
    extend: tuple[int, int, str] | None = None,
    size: tuple[int, int] = (400, 320),
) -> str:
    """A triangle (pixel coordinates) with side labels (side i joins vertex i and i+1), vertex
    names, angle labels inside each corner, an optional right-angle mark, dashed height and an
    extended side (from vertex a through vertex b) with an exterior-angle label."""
    body: list[str] = []
    path = " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)
    body.append(f'<polygon points="{path}" fill="#fff" stroke="{INK}" stroke-width="3"/>')
    cx = sum(p[0] for p in pts) / 3
    cy = sum(p[1] for p in pts) / 3
    for i, label in enumerate(sides):
        if label:
            (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % 3]
            mx, my = _away((x1 + x2) / 2, (y1 + y2) / 2, cx, cy, 20)
            body.append(text(mx, my + 5, label, size=14))
    for i, label in enumerate(vertices):
        if label:
            x, y = _away(*pts[i], cx, cy, 16)
            body.append(text(x, y + 5, label, size=14, weight="bold"))
    for i, label in enumerate(angles):
        if label:
            x, y = pts[i]
            dx, dy = cx - x, cy - y
            n = math.hypot(dx, dy) or 1
            body.append(text(x + 34 * dx / n, y + 34 * dy / n + 5, label, size=13))
    if right_at is not None:
        body.append(_right_mark(pts, right_at))
    if height is not None:
        (x1, y1), (x2, y2), label = height
        body.append(dash(x1, y1, x2, y2, 2))
        body.append(text(x1 + 8, (y1 + y2) / 2 + 5, label, size=14, anchor="start"))
    if extend is not None:
        body += _extension(pts, *extend)
    return document(size[0], size[1], title, desc, body)


def polygon(
    pts: Sequence[Pixel],
    side_labels: Sequence[str],
    *,
    title: str,
    desc: str,
    dashed: Sequence[tuple[float, float, float, float]] = (),
    dashed_label: tuple[float, float, str] | None = None,
    size: tuple[int, int] = (420, 340),
) -> str:
    """A polygon in pixel coordinates with a label outside the middle of each side."""
    body: list[str] = []
    path = " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)
    body.append(f'<polygon points="{path}" fill="#fff" stroke="{INK}" stroke-width="3"/>')
    n = len(pts)
    area2 = sum(pts[i][0] * pts[(i + 1) % n][1] - pts[(i + 1) % n][0] * pts[i][1] for i in range(n))
    orient = 1 if area2 > 0 else -1
    for i, label in enumerate(side_labels):
        if not label:
            continue
        (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % n]
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        dx, dy = x2 - x1, y2 - y1
        d = math.hypot(dx, dy) or 1
        # outward normal for the polygon's orientation (screen coordinates)
        nx, ny = orient * dy / d, -orient * dx / d
        body.append(text(mx + 20 * nx, my + 20 * ny + 5, label, size=14))
    for seg in dashed:
        body.append(dash(*seg))
    if dashed_label is not None:
        body.append(text(dashed_label[0], dashed_label[1], dashed_label[2], size=14, anchor="start"))
    return document(size[0], size[1], title, desc, body)


def scale_rectangle(width_label: str, height_label: str, caption: str, *, title: str, desc: str) -> str:
    """A rectangle with its length and width labelled and a caption (the scale) below."""
    x0, y0, w, h = 70, 30, 260, 160
    body = [
        f'<rect x="{x0}" y="{y0}" width="{w}" height="{h}" fill="#fff" stroke="{INK}" stroke-width="3"/>',
        text(x0 + w / 2, y0 + h + 24, width_label, size=14),
        text(x0 - 10, y0 + h / 2 + 5, height_label, size=14, anchor="end"),
        text(x0 + w / 2, y0 + h + 52, caption, size=14, weight="bold"),
    ]
    return document(400, 260, title, desc, body)


def parallel_lines(labels: dict[int, str], *, title: str, desc: str) -> str:
    """Two horizontal parallel lines cut by a transversal; angles 1-4 at the top crossing and 5-8 at
    the bottom crossing, each set going clockwise from the upper left."""
    body: list[str] = []
    y1, y2 = 90, 210
    body.append(line(30, y1, 420, y1, 3))
    body.append(line(30, y2, 420, y2, 3))
    # transversal through (260, 90) and (180, 210)
    tx1, tx2 = 260, 180
    slope = (tx2 - tx1) / (y2 - y1)
    body.append(line(tx1 - slope * 60, y1 - 60, tx2 + slope * 60, y2 + 60, 3))
    body.append(text(410, y1 - 8, "p", size=14, weight="bold"))
    body.append(text(410, y2 - 8, "q", size=14, weight="bold"))
    body.append(text(tx1 - slope * 60 + 14, y1 - 52, "t", size=14, weight="bold"))
    offsets = [(-30, -10), (26, -10), (30, 22), (-26, 22)]
    for base, (cx, cy) in ((0, (tx1, y1)), (4, (tx2, y2))):
        for k, (dx, dy) in enumerate(offsets):
            n = base + k + 1
            label = labels.get(n, str(n))
            body.append(text(cx + dx, cy + dy, label, size=13, weight="bold" if n in labels else "normal"))
    body.append(
        f'<path d="M215,{y1} l-10,-6 m10,6 l-10,6" fill="none" stroke="{INK}" stroke-width="2"/>'
        f'<path d="M330,{y2} l-10,-6 m10,6 l-10,6" fill="none" stroke="{INK}" stroke-width="2"/>'
    )
    return document(450, 300, title, desc, body)
