"""Diagrams of the matter and energy generators: Earth with lettered places where a ball is
dropped (gravity pulls toward Earth's center). Black strokes on white, grey fills."""

from __future__ import annotations

import math
from collections.abc import Sequence

from educontent.generation.draw import svg
from educontent.generation.draw.science_charts import LIGHT, circle

CENTER = (220.0, 210.0)
RADIUS = 110.0


def place_xy(angle: float, distance: float) -> tuple[float, float]:
    """The point ``distance`` from Earth's center at ``angle`` degrees clockwise from the top."""
    rad = math.radians(angle)
    return CENTER[0] + distance * math.sin(rad), CENTER[1] - distance * math.cos(rad)


def earth_drops(places: Sequence[tuple[str, float]], title: str, desc: str) -> str:
    """Earth (a shaded circle with its center marked) and, for each (letter, angle), a ball just above
    the ground with the letter beside it."""
    body = [
        circle(*CENTER, RADIUS, LIGHT),
        svg.dot(*CENTER, 4),
        svg.text(CENTER[0], CENTER[1] + 20, "center", 12),
    ]
    body.append(svg.text(CENTER[0], CENTER[1] - 30, "Earth", 16, weight="bold"))
    for letter, angle in places:
        bx, by = place_xy(angle, RADIUS + 14)
        body.append(circle(bx, by, 8, "#fff"))
        lx, ly = place_xy(angle, RADIUS + 40)
        body.append(svg.text(lx, ly + 6, letter, 18, weight="bold"))
    return svg.document(440, 420, title, desc, body)


def particle_boxes(boxes: Sequence[tuple[str, Sequence[tuple[float, float]]]], title: str, desc: str) -> str:
    """Square boxes side by side, each with its label under it and its particles (points in the unit
    square) drawn as small shaded circles."""
    body = []
    for i, (name, points) in enumerate(boxes):
        left = 20 + i * 150
        body.append(
            f'<rect x="{left}" y="20" width="130" height="130" fill="#fff" stroke="{svg.INK}" stroke-width="2"/>'
        )
        body.extend(circle(left + 12 + x * 106, 32 + y * 106, 8, LIGHT) for x, y in points)
        body.append(svg.text(left + 65, 176, name, 16, weight="bold"))
    return svg.document(20 + 150 * len(boxes), 195, title, desc, body)


def heating_graph(
    points: Sequence[tuple[float, float]], ticks: Sequence[float], title: str, desc: str
) -> str:
    """A line graph of temperature (°C, up) over time (minutes, across) through ``points``, with the
    temperatures ``ticks`` marked and labelled on the vertical axis and every other minute on the
    horizontal one."""
    left, right, top, bottom = 80.0, 440.0, 30.0, 250.0
    t_max = max(t for t, _ in points)
    lo, hi = min(ticks), max(ticks)

    def x(t: float) -> float:
        return left + (right - left) * t / t_max

    def y(v: float) -> float:
        return bottom - (bottom - top) * (v - lo) / (hi - lo)

    body = [svg.line(left, bottom, right, bottom), svg.line(left, top, left, bottom)]
    for v in ticks:
        body.append(svg.line(left - 5, y(v), left, y(v)))
        body.append(svg.text(left - 8, y(v) + 4, f"{v:,g}", 12, anchor="end"))
    for t in range(0, int(t_max) + 1, 2):
        body.append(svg.line(x(t), bottom, x(t), bottom + 5))
        body.append(svg.text(x(t), bottom + 18, str(t), 12))
    path = " ".join(f"{x(t):.1f},{y(v):.1f}" for t, v in points)
    body.append(f'<polyline points="{path}" fill="none" stroke="{svg.INK}" stroke-width="3"/>')
    body.append(svg.text((left + right) / 2, bottom + 38, "Time (minutes)", 13))
    body.append(svg.text(16, (top + bottom) / 2, "°C", 13))
    return svg.document(460, 300, title, desc, body)
