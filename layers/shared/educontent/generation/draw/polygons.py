"""Polygons with labelled sides and right-angle marks, and shapes (rectangles, circles) cut into
equal parts with some parts shaded."""

from __future__ import annotations

import math
from collections.abc import Sequence

from educontent.generation.draw.svg import INK, SHADE, document, rect, text


def labelled_polygon(
    points: Sequence[tuple[float, float]],
    side_labels: Sequence[str],
    *,
    right_angles: Sequence[int] = (),
    center_label: str = "",
    title: str,
    desc: str,
    size: tuple[int, int] = (400, 340),
) -> str:
    """A polygon (coordinates already in drawing space) with side labels outside each side and a
    small square at each listed vertex that is a right angle."""
    path = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
    body = [f'<polygon points="{path}" fill="#fff" stroke="{INK}" stroke-width="3"/>']
    n = len(points)
    cx = sum(x for x, _ in points) / n
    cy = sum(y for _, y in points) / n
    for i, label in enumerate(side_labels):
        if not label:
            continue
        (x1, y1), (x2, y2) = points[i], points[(i + 1) % n]
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        # outward normal
        nx, ny = y2 - y1, -(x2 - x1)
        norm = math.hypot(nx, ny) or 1
        nx, ny = nx / norm, ny / norm
        if (mx - cx) * nx + (my - cy) * ny < 0:
            nx, ny = -nx, -ny
        body.append(text(mx + 24 * nx, my + 24 * ny + 5, label, size=14))
    for i in right_angles:
        (px, py), (ax, ay), (bx, by) = points[i], points[i - 1], points[(i + 1) % n]
        ux, uy = ax - px, ay - py
        vx, vy = bx - px, by - py
        lu, lv = math.hypot(ux, uy) or 1, math.hypot(vx, vy) or 1
        s = 14
        p1 = (px + s * ux / lu, py + s * uy / lu)
        p3 = (px + s * vx / lv, py + s * vy / lv)
        p2 = (p1[0] + s * vx / lv, p1[1] + s * vy / lv)
        body.append(
            f'<path d="M{p1[0]:.1f},{p1[1]:.1f} L{p2[0]:.1f},{p2[1]:.1f} L{p3[0]:.1f},{p3[1]:.1f}" fill="none" stroke="{INK}" stroke-width="1.5"/>'
        )
    if center_label:
        body.append(text(cx, cy + 5, center_label, size=14, weight="bold"))
    return document(size[0], size[1], title, desc, body)


def partitioned(shape: str, parts: int, shaded: int, *, title: str, desc: str) -> str:
    """A rectangle (strips or a 2-row grid) or a circle cut into ``parts`` equal parts, ``shaded`` grey."""
    body = []
    if shape == "circle":
        cx, cy, r = 160, 150, 120
        for k in range(parts):
            a1 = math.radians(360 * k / parts - 90)
            a2 = math.radians(360 * (k + 1) / parts - 90)
            large = 1 if parts == 1 else 0
            fill = SHADE if k < shaded else "#fff"
            if parts == 1:
                body.append(
                    f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" stroke="{INK}" stroke-width="3"/>'
                )
                continue
            body.append(
                f'<path d="M{cx},{cy} L{cx + r * math.cos(a1):.1f},{cy + r * math.sin(a1):.1f} '
                f'A{r},{r} 0 {large} 1 {cx + r * math.cos(a2):.1f},{cy + r * math.sin(a2):.1f} Z" '
                f'fill="{fill}" stroke="{INK}" stroke-width="3"/>'
            )
        return document(320, 300, title, desc, body)
    if shape == "grid" and parts % 2 == 0 and parts >= 4:
        cols, rows = parts // 2, 2
    else:
        cols, rows = parts, 1
    w, h, x0, y0 = 360, 200, 30, 30
    k = 0
    for r in range(rows):
        for c in range(cols):
            fill = SHADE if k < shaded else "#fff"
            body.append(rect(x0 + c * w / cols, y0 + r * h / rows, w / cols, h / rows, fill, 3))
            k += 1
    return document(420, 260, title, desc, body)
