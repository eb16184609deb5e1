"""Diagrams of the grade 4 and grade 8 energy and waves items: a roller-coaster track with labelled
points at their heights, a light path from a source to an object to an eye, and a signal drawn as
analog (smooth) or digital (steps). Each function returns the SVG document as a string."""

from __future__ import annotations

from collections.abc import Sequence

from educontent.generation.draw import svg
from educontent.generation.draw.science_charts import INK, arrow, label


def coaster(points: Sequence[tuple[str, int]], title: str, desc: str) -> str:
    """A track through ``points`` ``(name, height in m)`` from left to right, each point marked with
    its name and height above a ground line."""
    top = max(h for _, h in points) or 1
    step = 480 / max(1, len(points) - 1)
    xy = [(60 + i * step, 260 - 200 * h / top) for i, (_, h) in enumerate(points)]
    path = " ".join(f"{x:.1f},{y:.1f}" for x, y in xy)
    body = [
        svg.line(30, 262, 570, 262, 2),
        f'<polyline points="{path}" fill="none" stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>',
    ]
    for (name, height), (x, y) in zip(points, xy, strict=True):
        body.append(svg.dot(x, y, 6))
        body.append(svg.text(x, y - 14, name, 16, weight="bold"))
        body.append(svg.dashed_line(x, y + 8, x, 262, 1, "4 4"))
        body.append(svg.text(x, 282, f"{height} m", 13))
    return svg.document(600, 300, title, desc, body)


def light_path(source: str, thing: str, viewer: str, title: str, desc: str) -> str:
    """Three labelled boxes (the light source, the object, the eye) with numbered arrows: light from
    the source to the object (1), and from the object to the eye (2)."""
    body = [
        label(90, 70, source, 15, width=12, weight="bold"),
        f'<circle cx="90" cy="130" r="28" fill="#fff" stroke="{INK}" stroke-width="2"/>',
        label(300, 250, thing, 15, width=14, weight="bold"),
        f'<rect x="260" y="180" width="80" height="50" fill="#e6e6e6" stroke="{INK}" stroke-width="2"/>',
        label(510, 70, viewer, 15, width=14, weight="bold"),
        f'<ellipse cx="510" cy="130" rx="34" ry="18" fill="#fff" stroke="{INK}" stroke-width="2"/>',
        f'<circle cx="510" cy="130" r="8" fill="{INK}"/>',
        arrow(120, 145, 262, 190, 3),
        svg.text(180, 190, "1", 16, weight="bold"),
        arrow(338, 190, 478, 142, 3),
        svg.text(420, 190, "2", 16, weight="bold"),
    ]
    return svg.document(600, 280, title, desc, body)


def signal(levels: Sequence[float], digital: bool, title: str, desc: str) -> str:
    """A signal over time on axes: ``levels`` (0-1) joined smoothly (analog) or as flat steps
    (digital)."""
    width = 460 / max(1, len(levels))
    pts: list[str] = []
    for i, v in enumerate(levels):
        y = 200 - 150 * v
        if digital:
            pts += [f"{70 + i * width:.1f},{y:.1f}", f"{70 + (i + 1) * width:.1f},{y:.1f}"]
        else:
            pts.append(f"{70 + (i + 0.5) * width:.1f},{y:.1f}")
    body = [
        svg.line(60, 210, 550, 210, 2),
        svg.line(60, 30, 60, 210, 2),
        svg.text(300, 240, "time", 14),
        svg.text(30, 120, "signal", 14),
        f'<polyline points="{" ".join(pts)}" fill="none" stroke="{INK}" stroke-width="3"/>',
    ]
    return svg.document(600, 260, title, desc, body)
